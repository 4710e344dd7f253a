/**
 * RFC 4180 CSV that opens as the same table in Excel and LibreOffice: CRLF line ends, every field
 * quoted with quotes doubled, a byte-order mark so Excel reads UTF-8, and formula injection
 * neutralised — a cell that starts with = + - @, a tab or a carriage return is read by spreadsheets
 * as a formula, so it gets a leading apostrophe (OWASP's CSV-injection advice).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const csvCell = (value: string | number | boolean | null | undefined): string => {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
};

export const toCsv = (header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
