import type { RuleContext } from '../../types';
import { fromOriginal, memo, type Range, type VnDoc } from './vn-doc';

/**
 * Postal address blocks (a P.O. box or street line, ending at the 'City, ST 12345' line) and whose
 * they are: the collector's (letterhead, 'Mail this form to:', 'write to us at') or the consumer's
 * ('To:', the addressee block under the letterhead).
 */

const PO_BOX = /\b(?:p\.?\s?o\.?\s*box|post\s+office\s+box|box\s+\d|apartado(?:\s+postal)?)\s*#?\s*\d+/i;
const STREET =
  /^\s*\d{1,6}[A-Za-z]?\s+(?:[A-Za-z0-9.'-]+\s+){0,5}(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|parkway|pkwy|court|ct|place|pl|highway|hwy|circle|cir|plaza|terrace|ter|trail|trl|square|sq|loop|pike|row|center|ctr|centre|suite|ste|floor|fl|calle|avenida|broadway|turnpike|tpke|route|rte|freeway|fwy|expressway|alley|way)\b\.?/i;
const UNIT = /^\s*(?:apartment|apt|suite|ste|unit|floor|fl|#)\s*\.?\s*[#\w-]+\s*$/i;
const STATE =
  '(?:AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|PR|VI|GU)';
const CITY_STATE_ZIP = new RegExp(
  [
    // 'Pasadena, CA 91111-2222' (a 4-digit ZIP is accepted after a comma: OCR drops digits)
    `[A-Za-z][A-Za-z .'-]{1,30},\\s*${STATE}\\.?,?\\s+\\d{4,5}(?:-\\d{4})?\\b`,
    // 'PASADENA CA 91111'
    `\\b[A-Za-z][A-Za-z.'-]{1,20}(?:\\s[A-Za-z][A-Za-z.'-]{1,20}){0,2}\\s+${STATE}\\s+\\d{5}(?:-\\d{4})?\\b`,
    // 'Austin, Texas 78701'
    `[A-Za-z][A-Za-z .'-]{1,30},\\s+[A-Z][a-z]{3,13}(?:\\s[A-Z][a-z]{3,9})?\\s+\\d{5}(?:-\\d{4})?\\b`,
  ].join('|'),
);

export type AddressOwner = 'collector' | 'consumer' | 'unknown';

export type AddressBlock = {
  /** The address lines (street / box through city, state and ZIP). */
  range: Range;
  /** The block with the name line above it. */
  withName: Range;
  owner: AddressOwner;
  /** Why the owner was decided so (for assumptions). */
  cue: string;
};

const COLLECTOR_CUE =
  /\b(?:mail\s+this\s+form\s+to|mail\s+to|remit(?:tance)?\s+(?:to|address)|send\s+(?:your\s+)?(?:payments?|disputes?|correspondence|requests?|letters?)\s+to|write\s+(?:to\s+)?us\s+at|our\s+(?:mailing\s+)?address|mailing\s+address|dispute\s+address|payable\s+to|return\s+(?:this\s+)?(?:form|portion|coupon)\s+to|env[ií]e\s+este\s+formulario(?:\s+por\s+correo)?\s+a|env[ií]e(?:nos)?\s+(?:su\s+)?(?:pago|disputa|correspondencia)\s+a|escr[ií]banos\s+a)\b/i;
const CONSUMER_CUE = /^\s*(?:to|para|attn|addressee|consumer|debtor|deudor)\s*:|\b(?:consumer|debtor)\s+(?:name|address)\b/im;
const COMPANY =
  /\b(?:llc|l\.l\.c|inc|corp|corporation|company|co\.|group|associates|partners|law|attorneys?|offices?|recovery|recoveries|collection|collections|credit|services|solutions|management|financial|funding|capital|portfolio|receivables|bank|agency|firm|pllc|p\.c|lp|llp|ltd)\b/i;

/** 'Jordan A. Rivera', 'KEISHA M. THORNTON', 'Mr. Daniel P. O'Connor Jr.' */
const PERSON =
  /^(?:(?:to|para)\s*:\s*)?(?:(?:mr|mrs|ms|miss|dr|sr|sra)\.?\s+)?[A-Z][A-Za-z'-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][A-Za-z'-]+){1,2}(?:,?\s+(?:jr|sr|ii|iii|iv)\.?)?$/i;

/**
 * A state (code or name) before a ZIP: a cheap test run before the full city-state-ZIP pattern,
 * which needs one of them there. A comma before a year ("January 5, 2026") is not a hint.
 */
const ZIP_HINT = new RegExp(`(?:\\b${STATE}\\b|[A-Z][a-z]{3,13})\\.?,?\\s+\\d{4,5}\\b`, 'g');

/** Four digits in a row: every ZIP the patterns accept has them (most lines have none). */
const FOUR_DIGITS = /\d{4}/;

const hasCityStateZip = (t: string): boolean => {
  if (!FOUR_DIGITS.test(t)) return false;
  // Test the full pattern only around each hint, so a long paragraph costs one scan. A name before a street number ("Felicia
  // Grimes, 1718 Mobile Hwy, Montgomery, AL 36108": a consumer's address on one line) is a hint too, so the next is tried
  // (decision 524); a few at most.
  ZIP_HINT.lastIndex = 0;
  for (let n = 0; n < 4; n++) {
    const hint = ZIP_HINT.exec(t);
    if (!hint) return false;
    const from = Math.max(0, hint.index - 40);
    if (CITY_STATE_ZIP.test(t.slice(from, hint.index + hint[0].length + 12))) return true;
    if (t.length > 200) return CITY_STATE_ZIP.test(t.slice(hint.index + 1));
    ZIP_HINT.lastIndex = hint.index + 1;
  }
  return false;
};

const DIGIT = /\d/;

type LineKind = { po: boolean; street: boolean; csz: boolean; unit: boolean };

/** What each line of the letter is, computed once per letter. */
const lineKinds = (d: VnDoc): LineKind[] =>
  memo(d, 'lineKinds', () =>
    d.lines.map((l) => {
      const t = d.text.slice(l.start, l.end);
      // A box, a street number and a ZIP all need a digit.
      const digit = DIGIT.test(t);
      return { po: digit && PO_BOX.test(t), street: digit && STREET.test(t), csz: digit && hasCityStateZip(t), unit: UNIT.test(t) };
    }),
  );

/** Every address block of a range of the letter (whole letter when omitted). */
export const addressBlocks = (d: VnDoc, within?: Range): AddressBlock[] =>
  memo(d, `addressBlocks:${within?.start ?? 0}:${within?.end ?? d.text.length}`, () => findBlocks(d, within));

const findBlocks = (d: VnDoc, within?: Range): AddressBlock[] => {
  const kinds = lineKinds(d);
  const idx = d.lines.map((_, i) => i).filter((i) => !within || ((d.lines[i] as Range).start >= within.start && (d.lines[i] as Range).end <= within.end));
  const blocks: AddressBlock[] = [];
  let k = 0;
  while (k < idx.length) {
    const li = idx[k] as number;
    const first = d.lines[li] as Range;
    const kind = kinds[li] as LineKind;
    if (!(kind.po || kind.street || kind.csz)) {
      k++;
      continue;
    }
    // An address written inside a sentence ('write to us at P.O. Box 12, Austin, TX 78701').
    if (first.end - first.start > 90) {
      if (kind.po || kind.csz) blocks.push({ range: first, withName: first, owner: 'unknown', cue: '' });
      k++;
      continue;
    }
    let end = k;
    // Extend through unit lines and further address lines, up to and including the city-state-ZIP line.
    if (!kind.csz) {
      for (let j = k + 1; j <= Math.min(k + 3, idx.length - 1); j++) {
        const lj = idx[j] as number;
        const u = kinds[lj] as LineKind;
        const line = d.lines[lj] as Range;
        if (line.end - line.start > 90) break;
        if (u.csz || u.unit || u.po || u.street) {
          end = j;
          if (u.csz) break;
        } else break;
      }
    }
    const last = d.lines[idx[end] as number] as Range;
    const nameLine = li > 0 ? d.lines[li - 1] : undefined;
    blocks.push({
      range: { start: first.start, end: last.end },
      withName: { start: nameLine && (!within || nameLine.start >= within.start) ? nameLine.start : first.start, end: last.end },
      owner: 'unknown',
      cue: '',
    });
    k = end + 1;
  }
  return blocks;
};

/** Where the letterhead and addressee block end: the salutation, or the first sentence of the body. */
const BODY_START =
  /^\s*(?:dear|estimad[oa])\b|\b(?:is\s+a\s+debt\s+collector|(?:we\s+are|is)\s+(?:trying|attempting)\s+to\s+collect|this\s+(?:letter|notice|communication|office)\s+(?:is|has)|our\s+information\s+shows|your\s+account\s+has\s+been|has\s+(?:been\s+)?(?:placed|referred|assigned))\b/im;

/** Decides whose each block is. The facts' consumer name and addresses help when present. */
export const classifyBlocks = (ctx: RuleContext, d: VnDoc, blocks: AddressBlock[]): AddressBlock[] => {
  const consumerName = ctx.facts.consumer?.name?.value?.toLowerCase();
  const consumerAddress = ctx.facts.consumer?.address?.span;
  const collectorAddress = ctx.facts.collector?.address?.span;
  const headerEnd = BODY_START.exec(d.text)?.index ?? d.text.length;
  let headerBlocks = 0;
  let previous: AddressBlock | undefined;
  return blocks.map((b) => {
    const before = d.text.slice(Math.max(0, b.withName.start - 160), b.withName.start);
    const linesBefore = before.split('\n').slice(-2).join('\n');
    const nameLine = d.text.slice(b.withName.start, b.range.start).trim();
    const own = d.text.slice(b.withName.start, b.range.end);
    const overlaps = (span: { start: number; end: number } | undefined): boolean =>
      span !== undefined && fromOriginal(d, span.start) < b.range.end && fromOriginal(d, span.end) > b.range.start;
    let owner: AddressOwner = 'unknown';
    let cue = '';
    if (overlaps(collectorAddress)) [owner, cue] = ['collector', 'the facts stage read it as the collector address'];
    else if (overlaps(consumerAddress)) [owner, cue] = ['consumer', 'the facts stage read it as your address'];
    else if (COLLECTOR_CUE.test(linesBefore) || COLLECTOR_CUE.test(own)) [owner, cue] = ['collector', 'it follows a "mail to" line'];
    else if (CONSUMER_CUE.test(linesBefore) || CONSUMER_CUE.test(nameLine)) [owner, cue] = ['consumer', 'it follows "To:"'];
    else if (consumerName && nameLine.toLowerCase().includes(consumerName)) [owner, cue] = ['consumer', 'it is under your name'];
    else if (COMPANY.test(nameLine)) [owner, cue] = ['collector', 'it is under a company name'];
    else if (PERSON.test(nameLine)) [owner, cue] = ['consumer', "it is under a person's name"];
    else if (previous?.owner === 'collector' && b.withName.start - previous.range.end < 40) [owner, cue] = ['consumer', 'it follows the collector address'];
    else if (b.range.start < headerEnd) {
      headerBlocks++;
      [owner, cue] = headerBlocks === 1 ? ['collector', 'it is the letterhead'] : ['consumer', 'it is the addressee block under the letterhead'];
    }
    const out = { ...b, owner, cue };
    previous = out;
    return out;
  });
};

/**
 * No postal address, no salutation, no 'To:' / 'Re:' line and no sign-off: the text is probably
 * an excerpt (a passage quoted in a complaint or a court opinion), not a whole letter, and the
 * absence of an element from it proves nothing.
 */
export const looksLikeExcerpt = (d: VnDoc): boolean =>
  memo(
    d,
    'excerpt',
    () =>
      d.text.length < 6000 &&
      addressBlocks(d).length === 0 &&
      !/^[ \t]*(?:dear|estimad[oa])\b|^[ \t]*(?:to|re|para|attn)[ \t]*:|\b(?:sincerely|very\s+truly\s+yours|respectfully|atentamente|cordially)\b/im.test(
        d.text,
      ),
  );
