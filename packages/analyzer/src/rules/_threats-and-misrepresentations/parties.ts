import type { RuleContext, Span } from '../../types';
import { perLetter } from '../_shared/per-letter';
import { findWithSentence, foundSpan, viewOf } from './text';
import { DESCRIPTOR_ONLY, isLetterheadFirm, LAW_FIRM, SELF_LAW_FIRM } from '../../reading/attorney-review';
import { matchesOf, mayMatch } from '../../text/prefilter';
import { isSpace } from '../../text/chars';
import { isElisionLine } from '../../text/elision';

/**
 * Who the letter says it is from and whom it says it collects for, read from where letters put it:
 * the letterhead, the "X is a debt collector" sentence, the signature block and the payee line.
 * Names are kept with the span of text they came from.
 */

export type Name = { value: string; span: Span; source: 'letterhead' | 'disclosure' | 'signature' | 'payee' | 'creditor' | 'facts' };

const lineSpans = (text: string, from: number, to: number): Span[] => {
  const out: Span[] = [];
  let at = from;
  while (at < to) {
    let nl = text.indexOf('\n', at);
    if (nl < 0 || nl > to) nl = to;
    let s = at;
    let e = nl;
    while (s < e && isSpace(text.charCodeAt(s))) s++;
    while (e > s && isSpace(text.charCodeAt(e - 1))) e--;
    if (e > s) out.push({ start: s, end: e, text: text.slice(s, e) });
    at = nl + 1;
  }
  return out;
};

const LETTER_BODY_START = /^(?:dear\b|re:|re\s|to:|para:|estimad[oa])/i;

/** The first lines of page 1, before the salutation (at most 8): where the letterhead is. */
export const letterheadLines = perLetter((ctx: RuleContext): Span[] => {
  const first = ctx.doc.pages[0];
  const from = first?.offset ?? 0;
  const to = Math.min(ctx.text.length, from + (first?.text.length ?? ctx.text.length), from + 1200);
  const out: Span[] = [];
  for (const line of lineSpans(ctx.text, from, to)) {
    if (LETTER_BODY_START.test(line.text) || out.length >= 8) break;
    out.push(line);
  }
  return out;
});

const CLOSING =
  /^[ \t]*(?:sincerely(?: yours)?|very truly yours|respectfully(?: yours)?|(?:best |kind )?regards|yours truly|truly yours|cordially|thank you|atentamente)[ \t]*[,.]?[ \t]*$/gim;

/** A line that reads as a name or a title ("Account Representative", "Jane Doe, Esq."): short, no figures, not a sentence. */
const SIGNATURE_LIKE = /^[ \t]*[A-Z][A-Za-z.,'&\u00c0-\u017f -]{1,58}[A-Za-z.]?[ \t]*$/;

/**
 * Without a closing word, the letter's last lines when they read as a signature block (a name, a
 * title: "Account Representative"), up to 3; passages marked as left out ("[...]") are skipped.
 */
const closingBlock = (text: string): Span[] => {
  const lines = lineSpans(text, Math.max(0, text.length - 400), text.length).filter((l) => l.text.trim() !== '' && !isElisionLine(l.text));
  const out: Span[] = [];
  for (let i = lines.length - 1; i >= 0 && out.length < 3; i--) {
    const line = lines[i]!;
    const words = line.text.trim().split(/\s+/).length;
    if (!SIGNATURE_LIKE.test(line.text) || words > 6 || (/[.:;]\s*$/.test(line.text.trim()) && !/\b(?:Esq|Jr|Sr|Inc|LLC|P\.C|P\.A)\.$/.test(line.text.trim())))
      break;
    out.unshift(line);
  }
  return out;
};

/** The lines after a closing ("Sincerely,"): the signature block (up to 5 lines). */
export const signatureLines = perLetter((ctx: RuleContext): Span[] => {
  const out: Span[] = [];
  CLOSING.lastIndex = 0;
  if (!mayMatch(CLOSING, ctx.text)) return closingBlock(ctx.text);
  let m: RegExpExecArray | null;
  while ((m = CLOSING.exec(ctx.text)) !== null) {
    const from = m.index + m[0].length;
    const lines = lineSpans(ctx.text, from, Math.min(ctx.text.length, from + 400)).slice(0, 5);
    out.push(...lines);
  }
  return out.length > 0 ? out : closingBlock(ctx.text);
});

const NAME_TOKEN = /^(?:[A-Z0-9\u00c0-\u00de][\w&'.,/\u00c0-\u017f-]*|&|of|and|the|de|del|y)$/;
const CONNECTOR = /^(?:&|of|and|the|de|del|y)$/;
const SUFFIX_WITH_DOT = /^(?:inc|co|corp|ltd|l\.?l\.?c|p\.?c|p\.?a|n\.?a|l\.?l\.?p|l\.?p)\.,?$/i;

/** Capitalised words just before `at` on the same line (a company name before "is a debt collector"). */
const nameBefore = (text: string, at: number): Span | undefined => {
  const tokens: { start: number; end: number; text: string }[] = [];
  let pos = at;
  while (tokens.length < 8) {
    let gapStart = pos;
    while (gapStart > 0 && (text[gapStart - 1] === ' ' || text[gapStart - 1] === '\t')) gapStart--;
    if (gapStart === 0 || text[gapStart - 1] === '\n') break;
    let s = gapStart;
    while (s > 0 && !/\s/.test(text[s - 1]!)) s--;
    const token = text.slice(s, gapStart);
    if (!NAME_TOKEN.test(token)) break;
    if (/[.!?:]$/.test(token) && !(tokens.length === 0 && SUFFIX_WITH_DOT.test(token))) break;
    tokens.unshift({ start: s, end: gapStart, text: token });
    pos = s;
  }
  while (tokens.length > 0 && CONNECTOR.test(tokens[0]!.text)) tokens.shift();
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return undefined;
  const value = text.slice(first.start, last.end).replace(/[,\s]+$/, '');
  if (!/[A-Za-z]{2}/.test(value)) return undefined;
  return { start: first.start, end: first.start + value.length, text: value };
};

/** Anchored at the start of a run of spaces, so a long run is tried once, not once per character (linear on hostile text). */
const DISCLOSURE = /(?<!\s)\s+(?:is|es)\s+(?:a|an|un|una)\s+(?:debt\s+collector|collection\s+agency|cobrador\s+de\s+deudas|agencia\s+de\s+cobr\w+)/gi;

/** "North South Group is a debt collector": the names the collector gives itself. */
export const disclosedCollectorNames = perLetter((ctx: RuleContext): Name[] => {
  const v = viewOf(ctx.text);
  const out: Name[] = [];
  DISCLOSURE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = DISCLOSURE.exec(v.text)) !== null) {
    const at = v.map[m.index]!;
    const span = nameBefore(ctx.text, at);
    if (span && !/^(?:this|it|we|which|who|that|he|she|they|esta|este)$/i.test(span.text)) out.push({ value: span.text, span, source: 'disclosure' });
  }
  return out;
});

/**
 * Where a name given on a payee or remittance line ends: a wide gap, punctuation, or the words that follow a name. Decision 375:
 * also where a sentence of the body goes on after the name ("payable to Summit Asset Partners LLC and mail it to…", "…y envíelo",
 * "…LLC. We will apply…", "…Bank. Servicios de Recuperación es…": a period after a word, then capitalised words and a lower-case one
 * that is no name's connector).
 */
const NAME_END =
  /\s{2,}|[;()|]|\s[-–]\s|\s(?:at|and include|include|with account|for account|reference|ref\.?|account|acct|located|in the amount|by|on or before|P\.?\s?O\.?\s?Box|\d{2,}|and\s+(?:mail|send|return|forward|deliver|bring)|y\s+(?:env[ií]\w*|remit\w*|devuelv\w*|m[aá]nde\w*))\b/i;
/** A sentence that goes on after the name (case read as written, so its own pattern without the `i` flag). */
const SENTENCE_AFTER_NAME = /(?<=[A-Za-z]{2})\.\s+(?=(?:(?:[A-Z]\S*|of|and|the|de|del|y)\s+){1,6}(?!(?:of|and|the|de|del|y)\s)[a-z\u00e0-\u00ff]{2,})/;

/** The text before the first `NAME_END` (what `raw.split(NAME_END)[0]` gives, found with one search rather than split's test at every character). */
const beforeNameEnd = (raw: string): string => {
  const end = NAME_END.exec(raw);
  const cut = end === null ? raw : raw.slice(0, end.index);
  const sentence = SENTENCE_AFTER_NAME.exec(cut);
  return sentence === null ? cut : cut.slice(0, sentence.index);
};

const cutName = (raw: string): string =>
  beforeNameEnd(raw)
    .replace(/[\s,.:]+$/, '')
    .replace(/^[\s:]+/, '')
    .trim();

const PAYEE = /\b(?:payable\s+to|pay\s+to\s+the\s+order\s+of|a\s+nombre\s+de)\s*:?[ \t]*/gi;
const REMIT =
  /\b(?:remit(?:tance)?(?:\s+(?:payment|payments|address))?\s+to|mail\s+(?:this\s+form|payments?|your\s+payment)\s+to|send\s+(?:your\s+)?payments?\s+to)\s*:?[ \t]*\n?[ \t]*/gi;

/** The names money is to be paid to or mailed to (payee line, remittance address). */
export const payeeNames = perLetter((ctx: RuleContext): Name[] => {
  const out: Name[] = [];
  for (const re of [PAYEE, REMIT]) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(ctx.text)) !== null) {
      const from = m.index + m[0].length;
      const lineEnd = ctx.text.indexOf('\n', from);
      const raw = ctx.text.slice(from, lineEnd < 0 ? Math.min(ctx.text.length, from + 120) : Math.min(lineEnd, from + 120));
      const value = cutName(raw);
      if (value.length >= 3 && /[A-Za-z]{2}/.test(value)) {
        const start = from + raw.indexOf(value);
        out.push({ value, span: { start, end: start + value.length, text: value }, source: 'payee' });
      }
    }
  }
  return out;
});

const CREDITOR_CUES =
  /\b(?:(?:debt|money|amount|balance)\s+(?:that\s+)?you\s+owe(?:d)?\s+(?:to\s+)?|(?:original|current)\s+creditor\s*(?:is|was|:)?\s*|creditor\s*:\s*|on\s+behalf\s+of\s+(?:our\s+client,?\s+)?|represents?\s+(?:our\s+client,?\s+)?|(?:account|credit\s+card|loan)\s+(?:with|from)\s+|purchased\s+(?:from|by)\s+|(?:our\s+)?client,?\s+)/gi;

/** Creditor names the letter gives (current, original, client, the one a firm represents: decision 375), and those the facts stage found. */
export const creditorNames = (ctx: RuleContext): Name[] => {
  const out: Name[] = [];
  const f = ctx.facts;
  for (const fact of [f.currentCreditor, f.originalCreditor, f.itemizationDateCreditor])
    if (fact) out.push({ value: fact.value, span: fact.span, source: 'facts' });
  CREDITOR_CUES.lastIndex = 0;
  // Searched as the filter prunes it for the letter (decision 518): the same matches.
  for (const m of matchesOf(CREDITOR_CUES, ctx.text)) {
    const from = m.index! + m[0].length;
    const raw = ctx.text.slice(from, Math.min(ctx.text.length, from + 100)).split('\n')[0]!;
    const value = cutName(raw.replace(/\s+(?:with|has|had|who|which|is|was|for)\b.*$/i, ''));
    if (value.length >= 3 && /^[A-Z0-9]/.test(value)) {
      const start = from + raw.indexOf(value);
      out.push({ value, span: { start, end: start + value.length, text: value }, source: 'creditor' });
    }
  }
  return out;
};

const LEGAL_SUFFIX = new Set(
  'llc l.l.c inc incorporated corp corporation co company ltd limited lp l.p llp l.l.p pllc p.l.l.c pc p.c pa p.a sc s.c na n.a chartered chtd professional the of and y de law offices office firm attorneys attorney at'.split(
    ' ',
  ),
);

/** Lower-case words of a name without punctuation and legal suffixes, but those in `kept`. */
const wordsOfName = (name: string, kept: ReadonlySet<string>): string[] =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\u00e0-\u00ff\s.]/g, ' ')
    .split(/\s+/)
    .map((t) => t.replace(/\.+$/, ''))
    .filter((t) => t.length > 0 && (!LEGAL_SUFFIX.has(t) || kept.has(t)));

/** Lower-case words of a name without punctuation and legal suffixes ("North South Group, LLC" -> north south group). */
export const nameTokens = (name: string): string[] => wordsOfName(name, new Set());

/** The company words a collector's initials often keep ("ERC" for "Enhanced Recovery Company, LLC"; decision 389). */
const INITIALLED_SUFFIX: ReadonlySet<string> = new Set(['company', 'corporation']);

/** Two names that may be the same company: equal, one contained in the other, or an acronym of it. */
export const sameEntity = (a: string, b: string): boolean => {
  const ta = nameTokens(a);
  const tb = nameTokens(b);
  if (ta.length === 0 || tb.length === 0) return true;
  const [short, long, longName] = ta.length <= tb.length ? [ta, tb, b] : [tb, ta, a];
  const longSet = new Set(long);
  if (short.every((t) => longSet.has(t))) return true;
  // The initials of the name's words, with and without the company words a collector's initials often keep ("ERC" for
  // "Enhanced Recovery Company, LLC", "CAC" for "Credit Acceptance Corporation"; decision 389), never the form's letters (LLC).
  const initials = [long, wordsOfName(longName, INITIALLED_SUFFIX)].map((words) => words.map((t) => t[0]).join(''));
  if (short.length === 1 && initials.some((i) => short[0] === i || short[0]!.replace(/\./g, '') === i)) return true;
  const shared = short.filter((t) => longSet.has(t)).length;
  return shared / new Set([...short, ...long]).size >= 0.6;
};

/** Words that make a string a business name (not a person's name). */
export const ENTITY_WORD =
  /\b(?:llc|l\.l\.c\.?|inc\.?|incorporated|corp\.?|corporation|company|co\.|ltd\.?|l\.?p\.|llp|pllc|p\.c\.|p\.a\.|group|associates|services|solutions|recovery|collections?|management|partners|agency|bureau|financial|funding|capital|credit|law|offices?|firm|receivables|portfolio|acquisitions?|systems|enterprises|holdings|bank|n\.a\.|trust|assets?|resources|consultants|adjustment|adjusters|servicing)\b/i;

/** Page index (0-based) of an offset of ctx.text. */
export const pageIndexOf = (ctx: RuleContext, offset: number): number => {
  let page = 0;
  for (const p of ctx.doc.pages) if (p.offset <= offset) page = p.index;
  return page;
};

/**
 * Where the letter says it comes from a law firm or a lawyer: letterhead lines naming a firm (a descriptor line
 * "Attorneys at Law" with the name above it), a collector name that is a firm's, signature lines of a lawyer, and
 * the letter's own words ("this firm", "we are the attorneys for"). Read by false_attorney_involvement (1692e(3))
 * and threat_legal_action_unintended (a law firm's unnamed next step reads as a suit: Lesher).
 */
export const lawFirmIdentity = perLetter((ctx: RuleContext): { firmLines: Span[]; signedByAttorney: Span[]; selfFirm: Span[]; lawFirm: boolean } => {
  const head = letterheadLines(ctx);
  const names = disclosedCollectorNames(ctx).map((n) => n.span);
  const firmLines = [
    ...head.flatMap((line, i) => (isLetterheadFirm(line.text) ? (DESCRIPTOR_ONLY.test(line.text) && i > 0 ? [head[i - 1]!, line] : [line]) : [])),
    ...names.filter((s) => LAW_FIRM.test(s.text)),
  ];
  const signedByAttorney = signatureLines(ctx).filter((s) => LAW_FIRM.test(s.text));
  const v = viewOf(ctx.text);
  const selfFirm = findWithSentence(v, SELF_LAW_FIRM).map((f) => foundSpan(v, f));
  return { firmLines, signedByAttorney, selfFirm, lawFirm: firmLines.length > 0 || selfFirm.length > 0 };
});
