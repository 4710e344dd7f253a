import { describe, expect, it } from 'vitest';
import { decodeTextFile, detectFileType } from './detect-file-type';
import { ExtractError } from './extract-error';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ExtractError);
    return (error as ExtractError).code;
  }
  return undefined;
}

describe('detectFileType', () => {
  it('trusts magic bytes over the MIME type and the name', () => {
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'application/pdf', 'letter.pdf')).toBe('jpeg');
    expect(detectFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/jpeg', 'a.jpg')).toBe('png');
    expect(detectFileType(ascii('%PDF-1.7\n...'), 'text/plain', 'a.txt')).toBe('pdf');
  });

  it('finds a PDF header after leading junk (within 1024 bytes)', () => {
    expect(detectFileType(ascii(`${' '.repeat(100)}%PDF-1.4\n`), 'application/octet-stream')).toBe('pdf');
  });

  it('accepts text only when declared as text, and names formats it cannot read', () => {
    expect(detectFileType(ascii('Dear consumer'), 'text/plain')).toBe('text');
    expect(detectFileType(ascii('Dear consumer'), '', 'letter.txt')).toBe('text');
    expect(codeOf(() => detectFileType(ascii('GIF89a....'), 'image/gif', 'x.gif'))).toBe('unsupported_type');
    expect(codeOf(() => detectFileType(ascii('RIFF\0\0\0\0WEBPVP8 '), 'image/webp'))).toBe('unsupported_type');
    expect(codeOf(() => detectFileType(ascii('\0\0\0\x18ftypheic\0\0\0\0'), 'image/heic'))).toBe('unsupported_type');
    expect(codeOf(() => detectFileType(ascii('PK\x03\x04word/'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe(
      'unsupported_type',
    );
    expect(codeOf(() => detectFileType(ascii('hello'), 'application/octet-stream', 'blob'))).toBe('unsupported_type');
  });

  it('calls a file damaged when it claims a supported type its bytes do not have', () => {
    expect(codeOf(() => detectFileType(ascii('not really a pdf'), 'application/pdf', 'letter.pdf'))).toBe('corrupt_file');
    expect(codeOf(() => detectFileType(ascii('not really a jpeg'), 'image/jpeg'))).toBe('corrupt_file');
  });

  it('gives messages a person can act on, naming the file', () => {
    try {
      detectFileType(ascii('\0\0\0\x18ftypheic\0\0\0\0'), 'image/heic', 'IMG_0001.HEIC');
      expect.unreachable();
    } catch (error) {
      expect((error as ExtractError).message).toMatch(/IMG_0001\.HEIC.*HEIC.*JPEG/);
      expect((error as ExtractError).file).toBe('IMG_0001.HEIC');
    }
  });
});

describe('decodeTextFile', () => {
  it('reads UTF-8 (dropping a BOM) and falls back to Windows-1252', () => {
    expect(decodeTextFile(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('Póngase', 'utf8')]))).toBe('Póngase');
    expect(decodeTextFile(new Uint8Array(Buffer.from('P\xf3ngase \x93quoted\x94', 'latin1')))).toBe('Póngase \u201cquoted\u201d');
  });

  it('refuses binary content', () => {
    expect(codeOf(() => decodeTextFile(new Uint8Array([0x41, 0, 0x42])))).toBe('unsupported_type');
  });
});
