/** Dollar amounts and dates in the reader's language (the currency is always USD, spec 000 §9). */

export const formatMoney = (amount: number, language: string): string =>
  new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '2025-03-14' → 'March 14, 2025' (read as a calendar date, never shifted by the time zone). */
export const formatIsoDate = (iso: string, language: string): string => {
  if (!ISO_DATE.test(iso)) return iso;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
};

/** The first paragraph of a letter (what a preview may show). */
export const firstParagraph = (text: string): string =>
  text
    .trim()
    .split(/\r?\n\s*\r?\n/)[0]
    ?.trim() ?? '';
