/**
 * A government's standing claimed for a debt (decision 198): the letter claims a remedy only the government has, or
 * names a federal program, department or official as the sender's own, and whether the letter shows the debt is the
 * government's (a federal student loan, a public creditor) or a private creditor's.
 *
 * The remedies read are those federal law gives the United States and, for federal student loans, guaranty agencies,
 * without a court: administrative wage garnishment (20 U.S.C. 1095a; 31 U.S.C. 3720D), Treasury offset of federal
 * payments and tax refunds (31 U.S.C. 3716, 3720A), and pay withheld "under federal law" or "without a court order".
 * Said of a debt owed to a private lender they tell the consumer that the collector acts with the government's
 * authority (15 U.S.C. 1692e(1), (9)). A federal program, department or official named as the sender's standing ("U.S.
 * Department of Education Default Program Notice", "the federal default resolution program", "a Federal Resolution
 * Specialist") does the same. Read in English and Spanish, any voice or tense; a sentence that denies the remedy or
 * the program ("does not apply to this private loan", "not eligible for", "no se aplica"), a pointer to the agency
 * ("contact the U.S. Department of Education"), a licence or complaint line, and a garnishment that waits for a court
 * are not claims.
 *
 * Folded text (`fold`); bounded patterns; sentences from `segments`.
 */
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { recitedAt } from './law-recited';
import { execAll } from '../text/exec-all';
import { testText } from '../text/prefilter';
import type { Span } from '../types';

export type GovernmentStandingKind = 'remedy' | 'program';
export type GovernmentStanding = { kind: GovernmentStandingKind; span: Span; sentence: Span };

/** A remedy only a government (or a guaranty agency on a federal loan) has without a court. */
const REMEDY = new RegExp(
  [
    String.raw`\badministrative\s+(?:wage\s+)?garnish\w*`,
    String.raw`\bgarnish\w*\s+(?:\w+\s+){0,3}?(?:by\s+)?administrative\s+order`,
    String.raw`\btreasury\s+offset\w*`,
    String.raw`\b(?:federal\s+|state\s+)?(?:income\s+)?tax\s+refunds?\s+(?:\w+\s+){0,4}?(?:intercept\w*|offset|seiz\w*|withh[eo]ld\w*|retained|taken|applied)`,
    String.raw`\b(?:intercept\w*|offset|seiz\w*|withh[eo]ld\w*)\s+(?:of\s+)?(?:your\s+)?(?:federal\s+|state\s+)?(?:income\s+)?tax\s+refunds?`,
    String.raw`\bunder\s+federal\s+law\b[^.;]{0,60}?\b(?:employer|wages?|pay(?:check)?|salary|earnings)\b[^.;]{0,60}?\b(?:withh[eo]ld\w*|garnish\w*|deduct\w*)`,
    String.raw`\bembargo\s+administrativo`,
    String.raw`\bcompensaci[oó]n\s+(?:del\s+|de\s+la\s+)?tesor[oe]\w*`,
    String.raw`\breembolsos?\s+(?:de\s+)?(?:impuestos|contribuciones)\s+(?:[\w\u00c0-\u017f]+\s+){0,4}?(?:retenid|intercept|compensad)\w*`,
  ].join('|'),
  'g',
);

/** Pay taken "without a court" (the administrative remedy in other words), read over a sentence and the next. */
const PAY_TAKEN = /\b(?:garnish\w*|withh[eo]ld\w*|deduct\w*|levy|embarg\w*|retener|retenci[oó]n|descont\w*)\b/;
const NO_COURT =
  /\bwithout\s+(?:a\s+|any\s+)?(?:court\s+(?:order|judgment|action|hearing)|lawsuit|judgment)|\bno\s+(?:court\s+(?:order|judgment|action)|judgment|lawsuit)\s+(?:is\s+|will\s+be\s+)?(?:needed|required|necessary)|\bsin\s+(?:una\s+|ninguna\s+)?(?:orden\s+(?:judicial|del\s+tribunal|de\s+la\s+corte)|sentencia|demanda)/;

/** A federal program, department or official named as the standing of the letter. */
const PROGRAM = new RegExp(
  [
    String.raw`\b(?:u\.?\s?s\.?|united\s+states)\s+department\s+of\s+[a-z]+`,
    String.raw`\bfederal\s+(?:[a-z]+\s+){0,3}?(?:program|programme|specialist|officer|agent|initiative)s?\b`,
    String.raw`\bfederal\s+(?:[a-z]+\s+){0,2}?(?:education|student\s+loans?|default|tax|revenue|treasury|benefits?)\s+(?:[a-z]+\s+){0,2}?(?:services|center|centre|bureau|division|office|unit|notice|administration)\b`,
    String.raw`\b(?:a\s+)?program\s+of\s+the\s+(?:u\.?\s?s\.?|united\s+states|federal\s+government|state\s+of)\b`,
    String.raw`\bprograma\s+(?:[\w\u00c0-\u017f]+\s+){0,3}?federal\b|\bprograma\s+federal\b`,
    String.raw`\bdepartamento\s+de\s+[\w\u00c0-\u017f]+\s+de\s+(?:ee\.?(?:\s?uu\.?)?|los\s+estados\s+unidos|estados\s+unidos)`,
  ].join('|'),
  'g',
);

/** The sentence denies the claim or says it does not reach this debt. */
const DENIED =
  /\b(?:not|never|cannot|can't|no|isn't|aren't|doesn't|don't|won't)\b[^.;]{0,40}?\b(?:apply|applies|eligible|available|part\s+of|affiliated|associated|connected|permit\w*|allow\w*|garnish|withhold|offset|use|take)\b|\bonly\s+(?:to|for|on)\s+(?:federal|government)|\bno\s+(?:se\s+)?(?:aplica|es\s+elegible|est[aá]\s+disponible)|\bno\s+(?:estamos|somos)\s+(?:afiliad|asociad)/;
/**
 * The agency named as someone to contact or report to, a licensing or complaint line, a statute, or the party to the
 * collector's contract (an accurate contractor's statement, Sheriff v. Gillie): not the sender's standing.
 */
const ROLE_BEFORE =
  /\b(?:contact|call|write|visit|reach|complain\w*|complaints?|report\w*|send\w*|fil(?:e|es|ed|ing)|notify|licen[cs]ed|registered|required\s+by|pursuant\s+to|according\s+to|under\s+contract|contract(?:ed|or)|comun[ií]quese|llame|escriba|report[ae]\w*)\b[^.;]{0,50}$/;
const NOT_STANDING_LINE = /\b(?:licen[cs]e|complaints?|www\.|\.gov)\b/;

/** The debt is the government's: a federal student loan named, or the Department of Education as holder or principal. */
const PUBLIC_DEBT =
  /\bfederal\s+(?:student|education|perkins|direct|stafford|plus|family\s+education)\s+loans?\b(?!\s+(?:default|resolution|relief|rehabilitation)\b)|\bfederal\s+family\s+education\s+loan|\bffelp?\b|\bdirect\s+(?:consolidation\s+|subsidized\s+|unsubsidized\s+|plus\s+)?loans?\b|\bperkins\s+loans?\b|\bwilliam\s+d\.?\s+ford\b|\bguaranty\s+agency\b|\b(?:on\s+behalf\s+of|owed\s+to|holder:?|creditor:?|lender:?|for)\s+(?:the\s+)?(?:u\.?\s?s\.?|united\s+states)\s+department\s+of\s+education|\bpr[eé]stamos?\s+estudiantil(?:es)?\s+federal(?:es)?|\ben\s+nombre\s+del\s+departamento\s+de\s+educaci[oó]n/;

/** The debt is a private creditor's: a loan called private, or a company named as its holder, creditor or lender. */
const PRIVATE_DEBT = new RegExp(
  [
    String.raw`\bprivate\s+(?:student\s+|education(?:al)?\s+|consumer\s+)?(?:loans?|lend\w*)\b`,
    String.raw`\bpr[eé]stamos?\s+(?:estudiantil(?:es)?\s+)?privados?\b|\bestudiantiles\s+privados\b`,
    String.raw`\b(?:loan\s+holder|holder|creditor|lender|loan\s+owner|acreedor|prestamista)\s*:?[ \t]+(?:[\w.&'-]+[ \t]+){0,5}?[\w.&'-]*,?[ \t]*(?:llc|l\.l\.c\.|inc\.?|corp\.?|corporation|company|n\.a\.|bank|trust|l\.p\.|lp|credit\s+union)(?![\w])`,
  ].join('|'),
);

/** What the letter shows of whose the debt is: `public`, `private`, or neither (or both: unknown). */
export const debtOwnerShown = (text: string): 'public' | 'private' | undefined => {
  const folded = fold(text);
  const pub = testText(PUBLIC_DEBT, folded);
  const priv = testText(PRIVATE_DEBT, folded);
  return pub === priv ? undefined : pub ? 'public' : 'private';
};

/** A word every claim above holds: a sentence without one is not read further (cost). */
const SEGMENT_CUE =
  /\b(?:administrative|treasury|tax|federal|department|program|garnish|withh|deduct|levy|embarg|retener|retenci|descont|tesor|departamento|programa|reembolso)/;

/** Every claim of a government's standing the letter makes, by kind, each with its sentence. */
export const readGovernmentStanding = (text: string): GovernmentStanding[] => {
  const folded = fold(text);
  if (!SEGMENT_CUE.test(folded)) return [];
  const out: GovernmentStanding[] = [];
  const segs = segments(text);
  for (let i = 0; i < segs.length; i++) {
    const seg = segs[i]!;
    const said = folded.slice(seg.start, seg.end);
    if (!SEGMENT_CUE.test(said) || NOT_STANDING_LINE.test(said) || DENIED.test(said)) continue;
    const at = (kind: GovernmentStandingKind, index: number, length: number): void => {
      const start = seg.start + index;
      // A remedy named in the law's own words ("un cobrador de deudas no podrá embargar su salario sin una orden judicial",
      // decision 523) is the law stated, not a standing the sender claims.
      if (recitedAt(text, start)) return;
      out.push({ kind, span: { start, end: start + length, text: text.slice(start, start + length) }, sentence: seg });
    };
    for (const m of execAll(REMEDY, said)) at('remedy', m.index ?? 0, m[0].length);
    if (PAY_TAKEN.test(said)) {
      const next = segs[i + 1];
      const withNext = next ? `${said} ${folded.slice(next.start, next.end)}` : said;
      const noCourt = NO_COURT.exec(withNext);
      if (noCourt && !(next && noCourt.index > said.length && DENIED.test(folded.slice(next.start, next.end)))) {
        const taken = PAY_TAKEN.exec(said)!;
        at('remedy', taken.index, taken[0].length);
      }
    }
    for (const m of execAll(PROGRAM, said)) {
      const index = m.index ?? 0;
      // A department named as someone to contact or report to is not the sender's standing; a title or program is.
      if (/\bdepartamento|\bdepartment/.test(m[0]) && ROLE_BEFORE.test(said.slice(Math.max(0, index - 60), index))) continue;
      at('program', index, m[0].length);
    }
  }
  return out;
};
