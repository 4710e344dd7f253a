/** Spec 000 §5: maximum upload 10 MB (10485760 bytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** JSON bodies: generous for letters and analyses, small enough to refuse abuse. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * The largest dollar amount a request may carry: far above any consumer debt, and within what the
 * database stores in cents (a 32-bit integer holds up to $21,474,836.47).
 */
export const MAX_AMOUNT_USD = 10_000_000;
/**
 * A whole number with thousands separators, as `toLocaleString('en-US')` writes it, without Intl: these
 * messages are built when the module loads, and the first Intl call starts the browser's locale data
 * (about 20 ms of a phone's main thread on every page that imports the contracts; issue 27).
 */
export const withThousandsSeparators = (value: number): string => String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
export const AMOUNT_TOO_LARGE_MESSAGE = `Amounts must be between $0 and $${withThousandsSeparators(MAX_AMOUNT_USD)}.`;
