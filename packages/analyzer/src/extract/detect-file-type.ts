import { ExtractError, fileLabel } from './extract-error';

export type FileType = 'pdf' | 'jpeg' | 'png' | 'text';

const SUPPORTED_HINT = 'Please upload a PDF, a JPEG or PNG photo, or a text file of the letter.';

/** Formats we recognise but do not read, by their magic bytes, with advice for each. */
const KNOWN_UNSUPPORTED: { name: string; test: (b: Uint8Array) => boolean; advice: string }[] = [
  {
    name: 'HEIC/HEIF',
    test: (b) => ascii(b, 4, 4) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif)$/.test(ascii(b, 8, 4)),
    advice: 'On an iPhone, choose "Most Compatible" under Settings > Camera > Formats, or share the photo as JPEG.',
  },
  { name: 'WebP', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 4) === 'WEBP', advice: 'Please save it as JPEG or PNG.' },
  {
    name: 'TIFF',
    test: (b) => (b[0] === 0x49 && b[1] === 0x49 && b[2] === 0x2a && b[3] === 0) || (b[0] === 0x4d && b[1] === 0x4d && b[2] === 0 && b[3] === 0x2a),
    advice: 'Please save the scan as PDF, JPEG or PNG.',
  },
  { name: 'GIF', test: (b) => ascii(b, 0, 4) === 'GIF8', advice: 'Please save it as JPEG or PNG.' },
  { name: 'BMP', test: (b) => ascii(b, 0, 2) === 'BM' && b.length > 26, advice: 'Please save it as JPEG or PNG.' },
  {
    name: 'ZIP (Word or other office document)',
    test: (b) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 3 && b[3] === 4,
    advice: 'Please save or print the document as PDF.',
  },
  {
    name: 'Word 97-2003',
    test: (b) => b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0,
    advice: 'Please save or print the document as PDF.',
  },
];

function ascii(bytes: Uint8Array, start: number, length: number): string {
  let out = '';
  for (let i = start; i < start + length && i < bytes.length; i++) out += String.fromCharCode(bytes[i] ?? 0);
  return out;
}

/** The PDF header `%PDF-` may follow some junk; readers accept it within the first 1024 bytes. */
function hasPdfHeader(bytes: Uint8Array): boolean {
  const limit = Math.min(bytes.length - 5, 1024);
  for (let i = 0; i <= limit; i++) {
    if (bytes[i] === 0x25 && bytes[i + 1] === 0x50 && bytes[i + 2] === 0x44 && bytes[i + 3] === 0x46 && bytes[i + 4] === 0x2d) {
      return true;
    }
  }
  return false;
}

function claimedType(mimeType: string, name: string | undefined): FileType | undefined {
  const mime = mimeType.toLowerCase().split(';')[0]?.trim() ?? '';
  const ext = name?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (mime === 'application/pdf' || ext === 'pdf') return 'pdf';
  if (mime === 'image/jpeg' || mime === 'image/jpg' || ext === 'jpg' || ext === 'jpeg') return 'jpeg';
  if (mime === 'image/png' || ext === 'png') return 'png';
  if (mime === 'text/plain' || ext === 'txt') return 'text';
  return undefined;
}

/**
 * What a file really is, from its first bytes: the MIME type and the name are only hints, used
 * for text (which has no magic bytes) and for a better message when the bytes match nothing.
 * Throws `ExtractError` ('unsupported_type' or 'corrupt_file').
 */
export function detectFileType(bytes: Uint8Array, mimeType: string, name?: string): FileType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes[0] === 0x89 &&
    bytes[1] === 0x50 &&
    bytes[2] === 0x4e &&
    bytes[3] === 0x47 &&
    bytes[4] === 0x0d &&
    bytes[5] === 0x0a &&
    bytes[6] === 0x1a &&
    bytes[7] === 0x0a
  ) {
    return 'png';
  }
  if (hasPdfHeader(bytes)) return 'pdf';

  for (const format of KNOWN_UNSUPPORTED) {
    if (format.test(bytes)) {
      throw new ExtractError('unsupported_type', `${fileLabel(name, true)} is a ${format.name} file, which we cannot read. ${format.advice}`, { file: name });
    }
  }

  const claimed = claimedType(mimeType, name);
  if (claimed === 'text') return 'text';
  if (claimed !== undefined) {
    const what = claimed === 'pdf' ? 'a PDF' : claimed === 'jpeg' ? 'a JPEG image' : 'a PNG image';
    throw new ExtractError(
      'corrupt_file',
      `${fileLabel(name, true)} is named as ${what} but its contents are not: it may be damaged. ` +
        'Please export or download it again, or take a photo of the letter.',
      { file: name },
    );
  }
  throw new ExtractError('unsupported_type', `We cannot read ${fileLabel(name)} (type "${mimeType || 'unknown'}"). ${SUPPORTED_HINT}`, {
    file: name,
  });
}

/**
 * The text of a plain-text upload: UTF-8 (with or without BOM), else Windows-1252, which is what
 * old Windows tools write. Binary content (NUL bytes) is refused as 'unsupported_type'.
 */
export function decodeTextFile(bytes: Uint8Array, name?: string): string {
  const sample = bytes.subarray(0, Math.min(bytes.length, 65536));
  if (sample.includes(0)) {
    throw new ExtractError('unsupported_type', `${fileLabel(name, true)} does not contain plain text. ${SUPPORTED_HINT}`, { file: name });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Windows-1252 differs from Latin-1 in 0x80-0x9F (curly quotes, dashes, euro...). Node's TextDecoder maps those as Latin-1. */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b);
  return out;
}
