import { LETTER_EXTENSIONS, LETTER_MIME_TYPES, MAX_LETTER_FILES, MAX_UPLOAD_BYTES, USER_LETTER_EXTENSIONS } from '@debtshield/contracts';

/** Why a choice of files was refused; each maps to a text of spec 000 §5 (or the server's own). */
export type LetterFileProblem = 'wrongType' | 'tooLarge' | 'tooMany' | 'onePdf' | 'totalTooLarge';
export type ResponseFileProblem = 'wrongResponseType' | 'tooLarge';

/**
 * Photos larger than this (in bytes) are refused as chosen, before decoding: no phone photo comes
 * near it (a 48 MP JPEG is about 15–25 MB), and decoding a bigger file could exhaust a phone's
 * memory. Smaller photos over 10 MB are accepted if they downscale under it.
 */
export const MAX_PHOTO_SOURCE_BYTES = 50 * 1024 * 1024;

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

export const isPdf = (file: File): boolean => extensionOf(file.name) === '.pdf';

/** A JPEG or PNG page: downscaled before upload (lib/downscale-image.ts). PDFs never are. */
export const isPhoto = (file: File): boolean => ['.jpg', '.jpeg', '.png'].includes(extensionOf(file.name));

/**
 * jpeg, jpg, png or pdf (spec 000 §5): the extension must be one of them, and so must the MIME
 * type when the browser gives one (a renamed file is refused).
 */
export const isLetterFile = (file: File): boolean => {
  const extension = extensionOf(file.name);
  if (!(LETTER_EXTENSIONS as readonly string[]).includes(extension)) return false;
  if (file.type === '') return true;
  if (!(LETTER_MIME_TYPES as readonly string[]).includes(file.type)) return false;
  return extension === '.pdf' ? file.type === 'application/pdf' : file.type !== 'application/pdf';
};

/** How the chosen files change the letter: a PDF replaces everything; photos add pages (after earlier photos). */
export type LetterFilePlan = { replace: boolean; files: File[] };

/**
 * Checks newly chosen files against the letter so far, before any photo is downscaled. Several
 * photos are the pages of one letter (at most MAX_LETTER_FILES); a PDF is the whole letter on its
 * own. Sizes are checked on what will be uploaded (`letterSizeProblem`, after downscaling), except
 * a PDF's, which is uploaded as it is, and a photo too large to try to downscale.
 */
export const planLetterFiles = (current: readonly File[], incoming: readonly File[]): LetterFileProblem | LetterFilePlan => {
  if (incoming.some((file) => !isLetterFile(file))) return 'wrongType';
  if (incoming.some((file) => file.size > (isPhoto(file) ? MAX_PHOTO_SOURCE_BYTES : MAX_UPLOAD_BYTES))) return 'tooLarge';
  const pdfs = incoming.filter(isPdf);
  if (pdfs.length > 0 && incoming.length > 1) return 'onePdf';
  const replace = pdfs.length > 0 || current.some(isPdf);
  const count = (replace ? 0 : current.length) + incoming.length;
  if (count > MAX_LETTER_FILES) return 'tooMany';
  return { replace, files: [...incoming] };
};

/**
 * The 10 MB limit of spec 000 §5 ('File size must be less than 10MB'), applied to the files as
 * they will be uploaded, i.e. photos after downscaling, and not to the photos as chosen. The limit
 * exists for the upload (the server refuses a file, or all files together, over 10485760 bytes):
 * a 12 MB phone photo that downscales to 2 MB is accepted; a PDF is never changed, so its check is
 * on the original. The whole letter must also stay within the server's total ('totalTooLarge',
 * a message saying to remove pages), e.g. many pages that are each under 10 MB.
 */
export const letterSizeProblem = (letter: readonly File[]): LetterFileProblem | null => {
  if (letter.some((file) => file.size > MAX_UPLOAD_BYTES)) return 'tooLarge';
  if (letter.reduce((sum, file) => sum + file.size, 0) > MAX_UPLOAD_BYTES) return 'totalTooLarge';
  return null;
};

/** The enhance flow's own letter: pdf, doc, docx or txt, up to 10 MB. */
export const responseFileProblem = (file: File): ResponseFileProblem | null => {
  if (!(USER_LETTER_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'wrongResponseType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
};

export const isTextFile = (file: File): boolean => extensionOf(file.name) === '.txt';
