import { isSpace } from '../text/chars';

/** A name found in the normalized text: [start, end) and the name as printed (spaces collapsed). */
export type NameMatch = { start: number; end: number; name: string };

/** As `/[\s,;:!?"()]/` tests one character: what ends a word of a name. */
const endsWord = (c: number): boolean => isSpace(c) || c === 44 || c === 59 || c === 58 || c === 33 || c === 63 || c === 34 || c === 40 || c === 41;

// Words that join the parts of a name ("Bank of Rockville", "Smith & Jones", "Banco de la Gente").
const CONNECTORS = new Set(['of', 'and', '&', 'the', 'de', 'del', 'la', 'las', 'los', 'y', 'for', 'on', 'e', 'du', 'van', 'von']);

// Corporate suffixes that may follow a comma ("Acme, Inc.").
const SUFFIX =
  /^(?:inc|incorporated|llc|l\.l\.c|llp|l\.l\.p|lp|l\.p|ltd|limited|corp|corporation|co|company|n\.a|na|p\.c|pc|p\.a|pa|pllc|p\.l\.l\.c|plc|s\.a|usa|jr|sr|ii|iii|iv|esq)\.?$/i;

// Capitalised words that start a sentence or a clause, never part of a name.
const STOP = new Set(
  `we you your our this that these those it its is are was if please to in on at as with from by since when
  while because for there here they he she his her my me us an call write mail send pay make include check notice
  see go contact unless re regarding dear sincerely attn attention acct phone telephone fax email tel hours monday
  tuesday wednesday thursday friday saturday sunday whose which who what usted nosotros su sus el este esta por para
  con`.split(/\s+/),
);

// Words that, first on the next line, continue a name broken by the line.
const BUSINESS_CONTINUATION =
  /^(?:Bank|Group|LLC|L\.L\.C\.|Inc\b|Corp|Company|Services|Financial|Funding|Credit|Union|Recovery|Associates|Partners|Capital|Management|Solutions|N\.A\.|Hospital|Medical|Center|Collections?|Agency|Acquisitions|Portfolio|Lending|Finance)/;

// Words that are a label, not a name, when a colon or "number" follows ("Account Number:", "Balance:").
const LABEL_WORDS = new Set([
  'account',
  'reference',
  'balance',
  'amount',
  'total',
  'date',
  'creditor',
  'client',
  'file',
  'name',
  'address',
  'consumer',
  'debtor',
  'original',
  'current',
  'due',
  'payment',
  'principal',
  'interest',
  'fees',
]);

// After a label word, what makes it a label: up to two more capitalised words, then a colon, a '#',
// "number"/"no", or an amount ("Balance Due: $1,234.56", "Total Amount Due $980", "Account No.").
const LABEL_TAIL = /^(?:[ \t]+[A-Z][A-Za-z]*){0,2}[ \t]*(?:[:#]|\$[ \t]*\d|(?:number|no)\b)/i;

/** ", Garbus & Associates", ", Jones, Hale and Brown": surnames in a series closed by "&" or "and" and a capitalised word. */
const PARTNER_SERIES = /^,[ \t]{1,3}[A-Z][A-Za-z'’-]{1,30}(?:,[ \t]{1,3}[A-Z][A-Za-z'’-]{1,30}){0,4},?[ \t]{1,3}(?:&|and|AND)[ \t]{1,3}[A-Z]/;

const CAPITALISED = /^(?:[A-Z0-9\u00c0-\u00de][A-Za-z0-9\u00c0-\u00ff'’&.\-/]*|\([A-Z][A-Za-z.]*\)|[A-Z]\.)$/;

const isInitialOrAbbreviation = (word: string): boolean =>
  /^[A-Z]\.$/.test(word) || /^(?:[A-Z]\.){2,}$/.test(word) || SUFFIX.test(word) || /^(?:st|mt|ft|dr|mr|mrs|ms|bros)\.$/i.test(word);

/**
 * Reads a name (of a company or a person) starting at `at` in normalized text: capitalised words
 * joined by connectors ("Bank of Rockville", "LVNV Funding, LLC", "JOHN Q. PUBLIC"), stopping at a
 * lowercase word, the end of a sentence or a line (a line ending in a connector continues on the
 * next line: OCR and PDFs break lines anywhere). Returns null when no name starts there.
 */
export const readName = (text: string, at: number, maxWords = 10): NameMatch | null => {
  let i = at;
  let newlines = 0;
  while (i < text.length && (text[i] === ' ' || text[i] === '"' || text[i] === "'" || text[i] === '\t' || (text[i] === '\n' && newlines++ === 0))) i++;
  // A lowercase article is not part of the name ("owe to the Bank of X").
  if (/^the[ \t]+[A-Z]/.test(text.slice(i, i + 6))) i += 3;
  while (i < text.length && (text[i] === ' ' || text[i] === '\t')) i++;
  const start = i;
  const words: { start: number; end: number; word: string }[] = [];
  let end = start;
  for (let guard = 0; guard < maxWords * 2 && i < text.length; guard++) {
    // Next word.
    let j = i;
    while (j < text.length && !endsWord(text.charCodeAt(j))) j++;
    if (text[i] === '(') {
      const close = text.indexOf(')', i);
      if (close > i && close - i <= 12) j = close + 1;
    }
    let word = text.slice(i, j);
    if (word.length === 0) break;
    // A trailing dot ends the sentence unless the word is an abbreviation or an initial.
    let sentenceEnd = false;
    if (word.endsWith('.') && !isInitialOrAbbreviation(word)) {
      word = word.slice(0, -1);
      sentenceEnd = true;
      j--;
    }
    const lower = word.toLowerCase();
    const first = words.length === 0;
    if (CONNECTORS.has(lower) && !first) {
      // A connector must be followed by more name.
    } else if (first && lower === 'the') {
      // "The Bank of Rockville"
    } else if (!CAPITALISED.test(word) || STOP.has(lower) || word.length > 40) {
      break;
    } else if (LABEL_WORDS.has(lower) && LABEL_TAIL.test(text.slice(j, j + 40))) {
      break;
    }
    // A street number is not a name ("123 Main St").
    if (first && /^\d+$/.test(word)) break;
    words.push({ start: i, end: j, word });
    if (!CONNECTORS.has(lower) && lower !== 'the') end = j;
    if (words.length >= maxWords || sentenceEnd) break;
    // A dotted corporate suffix ends the name ("Acme LLC. Original creditor...").
    if (word.endsWith('.') && SUFFIX.test(word) && !/^(?:jr|sr)\.$/i.test(word)) break;
    // Separator to the next word: one space; ", " before a suffix; a line break after a connector.
    const k = j + (sentenceEnd ? 1 : 0);
    if (sentenceEnd) break;
    const rest = text.slice(k, k + 24);
    const comma = /^,[ \t]+(\S+)/.exec(rest);
    if (comma && SUFFIX.test(comma[1]!.replace(/[,;:]+$/, ''))) {
      i = k + comma[0].length - comma[1]!.length;
      continue;
    }
    // A firm's partners named in a series ("Forster, Garbus & Associates, LLP", "Smith, Jones and Brown, P.C."; decision 389):
    // a comma before a capitalised word goes on where the series ends in "&" or "and" and another name.
    if (comma && words.length <= 3 && PARTNER_SERIES.test(text.slice(k, k + 120))) {
      i = k + comma[0].length - comma[1]!.length;
      continue;
    }
    const space = /^[ \t]{1,2}(?=\S)/.exec(rest);
    if (space) {
      i = k + space[0].length;
      continue;
    }
    const lineBreak = /^[ \t]*\n[ \t]*(?=\S)/.exec(rest);
    // A name broken by the line: after a connector, or before a business word ("Magnolia\nBank").
    if (
      lineBreak &&
      (CONNECTORS.has(lower) || (words.length < 4 && BUSINESS_CONTINUATION.test(text.slice(k + lineBreak[0].length, k + lineBreak[0].length + 16))))
    ) {
      i = k + lineBreak[0].length;
      continue;
    }
    break;
  }
  // Drop trailing connectors, and a trailing "The".
  while (words.length > 0 && (CONNECTORS.has(words[words.length - 1]!.word.toLowerCase()) || words[words.length - 1]!.word.toLowerCase() === 'the'))
    words.pop();
  if (words.length === 0) return null;
  // A sentence-final dot after a suffix that is not written with one ("LLC.") is punctuation.
  const lastWord = words[words.length - 1]!;
  if (/^(?:llc|llp|pllc|lp|na|pc|pa|usa|plc)\.$/i.test(lastWord.word)) {
    lastWord.end -= 1;
    lastWord.word = lastWord.word.slice(0, -1);
  }
  end = lastWord.end;
  if (!words.some((w) => /[A-Za-z\u00c0-\u00ff]{2}/.test(w.word) && !CONNECTORS.has(w.word.toLowerCase()))) return null;
  const name = text.slice(start, end).replace(/\s+/g, ' ').trim();
  if (name.length < 2 || name.length > 90) return null;
  return { start, end, name };
};

// Words that make a name a business rather than a person.
const ORGANISATION =
  /\b(?:bank|banco|group|grupo|llc|l\.l\.c|inc|corp|corporation|company|co\.|services?|recovery|recoveries|collections?|associates|funding|capital|credit|financial|finance|management|partners|law|offices?|agency|hospital|medical|health|center|centre|clinic|systems|solutions|portfolio|acquisitions?|receivables?|resources|bureau|firm|p\.c|llp|pllc|trust|union|card|wireless|mobile|energy|electric|utilities|utility|store|stores|motors|auto|lending|loans?|mortgage|university|college|enterprises?|holdings|international|national|federal|american|asset|assets|account|accounts|n\.a|ltd|limited|attorneys?|telecom|communications|cable|insurance|dental|physicians|radiology|ambulance|emergency|anesthesia|labs?|laboratory|laboratories|pharmacy|department|retail|furniture|jewelers|cobranza|cobranzas|abogados|servicios)\b/i;

/** The name looks like a business (bank, agency, law firm, hospital, store...). */
export const isOrganisationName = (name: string): boolean => ORGANISATION.test(name);

/** The name looks like a person's: 2 to 5 words, no business words, no digits. */
export const isPersonName = (name: string): boolean => {
  if (isOrganisationName(name) || /\d/.test(name)) return false;
  const words = name.split(/\s+/).filter((w) => w.length > 0);
  return words.length >= 2 && words.length <= 5 && words.every((w) => /^[A-Za-z\u00c0-\u00ff][A-Za-z\u00c0-\u00ff'’.-]*$/.test(w));
};
