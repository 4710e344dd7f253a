/** Spec 000 §5: maximum upload 10 MB (10485760 bytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** JSON bodies: generous for letters and analyses, small enough to refuse abuse. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
