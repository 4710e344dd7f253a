import { MAX_UPLOAD_BYTES } from '@debtshield/contracts';
import { describe, expect, it } from 'vitest';
import { isLetterFile, planLetterFiles, responseFileProblem } from './validate-letter-files';

/** A file of `size` bytes without allocating them. */
const file = (name: string, type: string, size = 1000): File => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const jpg = (name = 'page.jpg', size?: number) => file(name, 'image/jpeg', size);
const pdf = (name = 'letter.pdf', size?: number) => file(name, 'application/pdf', size);

describe('isLetterFile (spec 000 §5: jpeg, jpg, png, pdf)', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.pdf', 'application/pdf'],
    ['a.jpg', ''],
  ])('accepts %s (%s)', (name, type) => expect(isLetterFile(file(name, type))).toBe(true));

  it.each([
    ['a.gif', 'image/gif'],
    ['a.heic', 'image/heic'],
    ['a.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a.jpg', 'text/html'],
    ['a.pdf', 'image/png'],
    ['a.png', 'application/pdf'],
    ['noextension', 'image/png'],
  ])('refuses %s (%s): extension and MIME type are both checked', (name, type) => expect(isLetterFile(file(name, type))).toBe(false));
});

describe('planLetterFiles', () => {
  it('adds photos after the earlier ones, in order', () => {
    expect(planLetterFiles([jpg('1.jpg')], [jpg('2.jpg'), jpg('3.jpg')])).toEqual({ replace: false, files: [expect.any(File), expect.any(File)] });
  });

  it('refuses a wrong type', () => {
    expect(planLetterFiles([], [jpg(), file('x.gif', 'image/gif')])).toBe('wrongType');
  });

  it('refuses a file over 10485760 bytes, and accepts exactly that', () => {
    expect(planLetterFiles([], [pdf('big.pdf', MAX_UPLOAD_BYTES + 1)])).toBe('tooLarge');
    expect(planLetterFiles([], [pdf('max.pdf', MAX_UPLOAD_BYTES)])).toEqual({ replace: true, files: [expect.any(File)] });
  });

  it('refuses photos that together pass 10 MB (the server checks the whole upload)', () => {
    expect(planLetterFiles([jpg('1.jpg', 6_000_000)], [jpg('2.jpg', 6_000_000)])).toBe('tooLarge');
  });

  it('takes a PDF as the whole letter: it replaces photos, and photos replace it', () => {
    expect(planLetterFiles([jpg()], [pdf()])).toEqual({ replace: true, files: [expect.any(File)] });
    expect(planLetterFiles([pdf()], [jpg()])).toEqual({ replace: true, files: [expect.any(File)] });
  });

  it('refuses a PDF chosen together with other files', () => {
    expect(planLetterFiles([], [pdf(), jpg()])).toBe('onePdf');
    expect(planLetterFiles([], [pdf('a.pdf'), pdf('b.pdf')])).toBe('onePdf');
  });

  it('allows 20 photos and refuses the 21st', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => jpg(`${i}.jpg`, 100));
    expect(planLetterFiles([], twenty)).toEqual({ replace: false, files: twenty });
    expect(planLetterFiles(twenty, [jpg('21.jpg', 100)])).toBe('tooMany');
  });
});

describe('responseFileProblem (pdf, doc, docx, txt)', () => {
  it.each(['mine.pdf', 'mine.doc', 'mine.docx', 'mine.txt'])('accepts %s', (name) => expect(responseFileProblem(file(name, ''))).toBeNull());
  it('refuses other types and files over 10 MB', () => {
    expect(responseFileProblem(file('mine.odt', ''))).toBe('wrongResponseType');
    expect(responseFileProblem(file('mine.jpg', 'image/jpeg'))).toBe('wrongResponseType');
    expect(responseFileProblem(file('mine.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toBe('tooLarge');
  });
});
