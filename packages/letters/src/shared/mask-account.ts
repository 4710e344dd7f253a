import type { AccountReference } from '../inputs';

/**
 * The last 4 characters of an account or reference number, whatever form it comes in ('****6789',
 * 'XXXX-6789', a full number given by mistake). Undefined when there is nothing to show.
 */
export const accountLast4 = (reference: string | undefined): string | undefined => {
  if (reference === undefined) return undefined;
  const visible = reference.replace(/[^0-9A-Za-z]/g, '').replace(/^[xX]+(?=[0-9])/, '');
  if (visible.length === 0) return undefined;
  return visible.slice(-4);
};

/** The reference to print: the user's own number first, else the letter's account number, else its reference code. */
export const pickAccountLast4 = (
  accountNumber: string | undefined,
  references: readonly AccountReference[] | undefined,
): { last4: string; kind: 'account' | 'reference' } | undefined => {
  const own = accountLast4(accountNumber);
  if (own) return { last4: own, kind: 'account' };
  const ordered = [...(references ?? [])].sort((a, b) => (a.kind === 'reference' ? 1 : 0) - (b.kind === 'reference' ? 1 : 0));
  for (const ref of ordered) {
    const last4 = accountLast4(ref.last4) ?? accountLast4(ref.masked);
    if (last4) return { last4, kind: ref.kind ?? 'account' };
  }
  return undefined;
};

/** Dashed digit groups that are not account numbers: ZIP+4, phone numbers, ISO dates. */
const NOT_AN_ACCOUNT = [/^\d{5}-\d{4}$/, /^1?-?\d{3}-\d{3}-\d{4}$/, /^\d{4}-\d{2}-\d{2}$/];

/**
 * Masks every long number in free text (8 digits or more, written solid, with dashes, or in groups
 * of four separated by spaces) to its last 4: '****6789'. For text that comes from outside the
 * templates (quotes of the collector's letter, the user's own words), never for the template's own.
 */
export const maskLongNumbers = (text: string): string => maskLongNumbersWithReport(text).text;

/** As maskLongNumbers, and lists what it masked (as the masked form, never the full number). */
export const maskLongNumbersWithReport = (text: string): { text: string; masked: string[] } => {
  const masked: string[] = [];
  const mask = (match: string): string => {
    const out = `****${match.replace(/\D/g, '').slice(-4)}`;
    masked.push(out);
    return out;
  };
  const out = text.replace(/\b\d{4}(?: \d{4}){2,3}\b/g, mask).replace(/\d[\d-]*\d/g, (match) => {
    const digits = match.replace(/\D/g, '');
    if (digits.length < 8 || NOT_AN_ACCOUNT.some((p) => p.test(match))) return match;
    return mask(match);
  });
  return { text: out, masked };
};
