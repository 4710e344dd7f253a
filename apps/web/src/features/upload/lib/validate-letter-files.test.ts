import { MAX_UPLOAD_BYTES } from '@debtshield/contracts';
import { describe, expect, it } from 'vitest';
import { isLetterFile, isPhoto, letterSizeProblem, MAX_PHOTO_SOURCE_BYTES, planLetterFiles, responseFileProblem } from './validate-letter-files';

/** A file of `size` bytes without allocating them. */
const file = (name: string, type: string, size = 1000): File => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const jpg = (name = 'page.jpg', size?: number) => file(name, 'image/jpeg', size);
const pdf = (name = 'letter.pdf', size?: number) => file(name, 'application/pdf', size);
const png = (name = 'page.png', size?: number) => file(name, 'image/png', size);

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

  it('refuses a PDF over 10485760 bytes as chosen (it is uploaded as it is), and accepts exactly that', () => {
    expect(planLetterFiles([], [pdf('big.pdf', MAX_UPLOAD_BYTES + 1)])).toBe('tooLarge');
    expect(planLetterFiles([], [pdf('max.pdf', MAX_UPLOAD_BYTES)])).toEqual({ replace: true, files: [expect.any(File)] });
  });

  it('lets a photo over 10 MB through to be downscaled (the 10 MB check is on what is uploaded)', () => {
    expect(planLetterFiles([], [jpg('phone.jpg', 12 * 1024 * 1024)])).toEqual({ replace: false, files: [expect.any(File)] });
    expect(planLetterFiles([jpg('1.jpg', 6_000_000)], [jpg('2.jpg', 6_000_000)])).toEqual({ replace: false, files: [expect.any(File)] });
  });

  it('refuses a photo too large to try to downscale (over 50 MB)', () => {
    expect(planLetterFiles([], [png('huge.png', MAX_PHOTO_SOURCE_BYTES + 1)])).toBe('tooLarge');
    expect(planLetterFiles([], [png('big.png', MAX_PHOTO_SOURCE_BYTES)])).toEqual({ replace: false, files: [expect.any(File)] });
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

describe('letterSizeProblem (the files as they will be uploaded)', () => {
  it('accepts a letter of at most 10485760 bytes in all', () => {
    expect(letterSizeProblem([])).toBeNull();
    expect(letterSizeProblem([jpg('1.jpg', MAX_UPLOAD_BYTES - 1), jpg('2.jpg', 1)])).toBeNull();
    expect(letterSizeProblem([pdf('max.pdf', MAX_UPLOAD_BYTES)])).toBeNull();
  });

  it("refuses a file still over 10 MB (a photo that could not be downscaled) with spec 000 §5's 'tooLarge'", () => {
    expect(letterSizeProblem([jpg('corrupt.jpg', MAX_UPLOAD_BYTES + 1)])).toBe('tooLarge');
  });

  it('refuses pages that together pass 10 MB (the server checks the whole upload)', () => {
    expect(letterSizeProblem([jpg('1.jpg', 6_000_000), jpg('2.jpg', 6_000_000)])).toBe('totalTooLarge');
    expect(letterSizeProblem([jpg('1.jpg', MAX_UPLOAD_BYTES), jpg('2.jpg', 1)])).toBe('totalTooLarge');
  });
});

describe('isPhoto', () => {
  it.each([
    ['a.jpg', true],
    ['a.JPEG', true],
    ['a.png', true],
    ['a.pdf', false],
  ])('%s: %s', (name, expected) => expect(isPhoto(file(name, ''))).toBe(expected));
});

describe('responseFileProblem (pdf, doc, docx, txt)', () => {
  it.each(['mine.pdf', 'mine.doc', 'mine.docx', 'mine.txt'])('accepts %s', (name) => expect(responseFileProblem(file(name, ''))).toBeNull());
  it('refuses other types and files over 10 MB', () => {
    expect(responseFileProblem(file('mine.odt', ''))).toBe('wrongResponseType');
    expect(responseFileProblem(file('mine.jpg', 'image/jpeg'))).toBe('wrongResponseType');
    expect(responseFileProblem(file('mine.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1))).toBe('tooLarge');
  });
});
