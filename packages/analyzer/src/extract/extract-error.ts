/** Why an upload was refused. Every code comes with a message a person can act on. */
export type ExtractErrorCode =
  | 'file_too_large'
  | 'too_many_pages'
  | 'encrypted_pdf'
  | 'corrupt_file'
  | 'unsupported_type'
  | 'image_too_large'
  | 'timeout'
  | 'no_text_found'
  /** Only with `allowOcr: false`: a page would need OCR (the caller reads it elsewhere). */
  | 'ocr_not_allowed';

/**
 * The one error the extract stage throws for bad input. `message` is written for the user
 * (it can be shown as is); `code` is for the program (HTTP status, analytics).
 * `file` names the upload it is about, when there is one.
 */
export class ExtractError extends Error {
  override readonly name = 'ExtractError';
  readonly code: ExtractErrorCode;
  readonly file?: string;

  constructor(code: ExtractErrorCode, message: string, options?: { file?: string; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options?.file !== undefined) this.file = options.file;
  }
}

export function isExtractError(error: unknown): error is ExtractError {
  return error instanceof ExtractError;
}

/** 'the file "scan.pdf"' (or 'the file' when unnamed), for messages; `capital` for a sentence start. */
export function fileLabel(name: string | undefined, capital = false): string {
  // Whole phrases (not a capitalised slice), so that src/i18n can write each in another language.
  if (capital) return name ? `The file "${name}"` : 'The file';
  return name ? `the file "${name}"` : 'the file';
}
