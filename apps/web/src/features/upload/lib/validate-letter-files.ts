import { LETTER_EXTENSIONS, LETTER_MIME_TYPES, MAX_LETTER_FILES, MAX_UPLOAD_BYTES, USER_LETTER_EXTENSIONS } from '@debtshield/contracts';

/** Why a choice of files was refused; each maps to a text of spec 000 §5 (or the server's own). */
export type LetterFileProblem = 'wrongType' | 'tooLarge' | 'tooMany' | 'onePdf';
export type ResponseFileProblem = 'wrongResponseType' | 'tooLarge';

export const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
};

export const isPdf = (file: File): boolean => extensionOf(file.name) === '.pdf';

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
 * Checks newly chosen files against the letter so far. Several photos are the pages of one letter
 * (at most MAX_LETTER_FILES); a PDF is the whole letter on its own; each file and the whole
 * upload stay within 10 MB (10485760 bytes), as the server checks.
 */
export const planLetterFiles = (current: readonly File[], incoming: readonly File[]): LetterFileProblem | LetterFilePlan => {
  if (incoming.some((file) => !isLetterFile(file))) return 'wrongType';
  if (incoming.some((file) => file.size > MAX_UPLOAD_BYTES)) return 'tooLarge';
  const pdfs = incoming.filter(isPdf);
  if (pdfs.length > 0 && incoming.length > 1) return 'onePdf';
  const replace = pdfs.length > 0 || current.some(isPdf);
  const result = replace ? [...incoming] : [...current, ...incoming];
  if (result.length > MAX_LETTER_FILES) return 'tooMany';
  if (result.reduce((sum, file) => sum + file.size, 0) > MAX_UPLOAD_BYTES) return 'tooLarge';
  return { replace, files: [...incoming] };
};

/** The enhance flow's own letter: pdf, doc, docx or txt, up to 10 MB. */
export const responseFileProblem = (file: File): ResponseFileProblem | null => {
  if (!(USER_LETTER_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'wrongResponseType';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
};

export const isTextFile = (file: File): boolean => extensionOf(file.name) === '.txt';
