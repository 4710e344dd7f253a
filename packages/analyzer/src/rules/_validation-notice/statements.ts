import { anyIn, firstIn, matchesIn, memo, paragraphBreakBetween, type Range, searchIn, sentenceIndexAt, type VnDoc, withPrevious } from './vn-doc';
import { mayMatch, testText } from '../../text/prefilter';
import {
  pointsToNoticeSentSeparately,
  readValidationStatements,
  recallsTheNotice,
  REPLY_TO_DISPUTE,
  TAKEN_AS_VALID,
} from '../../reading/validation-statements';

/** A period "between … and today" (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const BETWEEN_AND_TODAY = /\bbetween\b[^\n]{0,40}\band\s+today\b|\bentre\b[^\n]{0,40}\by\s+hoy\b/i;

/**
 * Word patterns for the validation-notice statements (12 CFR 1006.34(c); 15 U.S.C. 1692g(a)),
 * in English and Spanish, and finders that return the sentences carrying each statement.
 * Patterns are bounded (no nested quantifiers over free text) so a long letter stays fast.
 */

export const DISPUTE: readonly RegExp[] = [/\bdisput/i, /\bcontest(?:s|ed|ing)?\b/i, /\bchalleng(?:e|es|ed|ing)\b/i, /\bimpugn/i];

export const WRITING: readonly RegExp[] = [/\bwrit(?:e|es|ing|ten)\b/i, /\b(?:by|in a) (?:mail|letter)\b/i, /\bescrib|\bpor escrito\b/i];

export const VERIFICATION: readonly RegExp[] = [
  /\bverif(?:y|ied|ies|ication)\b/i,
  // Model Form B-1's "information that shows you owe the debt", and the same with a participle ("information showing that you
  // owe", "proving", "demonstrating", "establishing"): decision 524.
  /\binformation (?:(?:that|which) (?:shows?|proves?|demonstrates?|establish(?:es)?)|showing|proving|demonstrating|establishing) (?:that )?you owe\b/i,
  /\bcop(?:y|ies) of (?:a |the |any )?judge?ment/i,
  /\bproof (?:of|that) (?:the |this |your )?(?:debt|you owe)/i,
  /\b(?:obtain|provide|send|mail)\b[^.]{0,40}\bvalidation\b/i,
  // The collector's own proof under other names ("we will send you documentation of the debt", "evidence supporting the balance").
  /\b(?:obtain|provide|send|mail|furnish|forward)\s+(?:to\s+)?(?:you\s+)?(?:with\s+)?(?:(?:a\s+)?cop(?:y|ies)\s+of\s+)?(?:the\s+|any\s+)?(?:documentation|documents|evidence|records?)\s+(?:of|supporting|substantiating|showing|that\s+(?:shows?|supports?))\b/i,
  /\bvalidat(?:e|ion\s+of)\s+(?:the|this|your)\s+(?:debt|account|balance)\b/i,
  /\bverificaci[oó]n\b/i,
  // The Spanish verb ("que verifiquemos la deuda", "verificar la deuda"): decision 266.
  /\bverific(?:ar|amos|aremos)\b|\bverifiqu/i,
  /\binformaci[oó]n (?:que (?:demuestre|muestre|pruebe|demuestra|muestra|prueba)|demostrando|mostrando|probando)\b/i,
  /\bcopia de (?:la |una )?sentencia\b/i,
];

export const CEASE: readonly RegExp[] = [
  /\b(?:stop|cease|suspend|halt)(?:s|ed|ing)?\s+(?:all\s+)?(?:collection|collecting|to collect|our collection)/i,
  /\b(?:will|must) not (?:attempt to )?collect\b/i,
  /\bsuspend\b[^.]{0,40}\bcollect/i,
  /\bdejar\s+de\s+cobrar\b|\b(?:suspender|cesar|detener|parar|interrumpir)\s+(?:el\s+|la\s+|los\s+|todo\s+)?(?:cobr|gestiones\s+de\s+cobr|actividades\s+de\s+cobr)/i,
];

export const ASSUME_VALID: readonly RegExp[] = [
  /\b(?:assume[ds]?|presume[ds]?|deem(?:s|ed)?|consider(?:s|ed)?|treat(?:s|ed)?|regard(?:s|ed)?|accept(?:s|ed)?)\b[^.]{0,80}?\b(?:valid|correct|accurate|owed|owing|due\s+and\s+owing|legitimate|undisputed)\b/i,
  /\bproceed\s+(?:as\s+(?:if|though)|on\s+the\s+(?:basis|assumption|understanding)\s+that)\b[^.]{0,60}?\b(?:valid|correct|accurate|owed|owing|legitimate|undisputed)\b/i,
  /\b(?:assume[ds]?|presume[ds]?)\b[^.]{0,80}?\byou owe\b/i,
  /\b(?:asumiremos|supondremos|asumir[aá]|se asumir[aá]|consideraremos|considerar[aá]|daremos por)(?![a-z])[^.]{0,80}?\b(?:correct|v[aá]lid|debe)/i,
  // Taken as valid, in a plain-language or third-person notice (decision 408).
  new RegExp(TAKEN_AS_VALID.source, 'i'),
];

export const ORIGINAL_CREDITOR: readonly RegExp[] = [/\boriginal\s+(?:creditor|lender)/i, /\b(?:acreedor|prestamista)\s+original\b/i];

export const NAME_AND_ADDRESS: readonly RegExp[] = [
  /\bnames?\b[^.]{0,25}\baddress/i,
  /\bidentity\b[^.]{0,25}\baddress/i,
  /\bnombre\b[^.]{0,25}\bdirecci[oó]n/i,
];

export const REQUEST: readonly RegExp[] = [/\b(?:request|ask|write|writing|written)\b/i, /\b(?:solicit|pid[ae]|escrib)/i];

export const CFPB_SITE = /\bcfpb\s*\.\s*gov\s*\/\s*debt\s*[-_ ]?\s*collection\b/i;
export const CONSUMERFINANCE_SITE = /\bconsumerfinance\s*\.\s*gov\b/i;

/** "30 days" wording of the pre-2021 statute. */
export const THIRTY_DAYS = /\b(?:thirty|30)\s*(?:\(\s*30\s*\)\s*)?(?:calendar\s+)?days?\b|\b(?:treinta|30)\s*(?:\(\s*30\s*\)\s*)?d[ií]as\b/i;

/** Headings and prompts of the consumer-response section (1006.34(c)(4)). */
export const RESPOND_HEADING = /\bhow\s+do\s+you\s+want\s+to\s+respond\b|c[oó]mo\s+(?:desea|quiere)\s+responder/i;
export const CHECK_ALL_HEADING = /\bcheck\s+all\s+that\s+apply\b|\bmarque\s+(?:todas?\s+las\s+(?:opciones\s+)?|todo\s+lo\s+)que\s+(?:correspondan?|apliquen?)/i;

/**
 * Indexes of sentences matching every group (each group: any one pattern). The filter is asked once per pattern, on the
 * letter (its answer is the same for every sentence): a pattern it rules out is not searched for, and a group with
 * none left matches no sentence (decision 412; before, `firstIn` asked it at every sentence, and the first group was
 * searched twice in the sentences that held it).
 */
export const sentencesWith = (d: VnDoc, groups: readonly (readonly RegExp[])[]): number[] => {
  const mayHold = groups.map((g) => g.filter((re) => mayMatch(re, d.text)));
  if (mayHold.some((g) => g.length === 0)) return [];
  const out: number[] = [];
  for (let i = 0; i < d.sentences.length; i++) {
    const s = d.sentences[i] as Range;
    if (mayHold.every((g) => g.some((re) => searchIn(d, re, s) !== undefined))) out.push(i);
  }
  return out;
};

export type Statement = {
  /** The sentence carrying the statement. */
  range: Range;
  /** The sentence with the one before it in the same paragraph (for conditions stated just before). */
  context: Range;
  /** The sentences just before and after, when in the same paragraph. */
  previous?: Range;
  next?: Range;
};

const neighbour = (d: VnDoc, i: number, step: -1 | 1): Range | undefined => {
  const s = d.sentences[i] as Range;
  const n = d.sentences[i + step];
  if (!n) return undefined;
  return paragraphBreakBetween(d, step < 0 ? n.end : s.end, step < 0 ? s.start : n.start) ? undefined : n;
};

const toStatements = (d: VnDoc, idx: number[]): Statement[] =>
  idx.map((i) => ({ range: d.sentences[i] as Range, context: withPrevious(d, i), previous: neighbour(d, i, -1), next: neighbour(d, i, 1) }));

/**
 * The sentence answers a dispute already made, recalls an earlier notice or a period already run (a later letter's words,
 * decisions 389 and 408), or says the notice comes in another letter (decision 474): it speaks of the notice's statements without
 * making them.
 */
const answersOrRecalls = (d: VnDoc, r: Range): boolean => {
  const sentence = d.text.slice(r.start, r.end);
  const folded = sentence.toLowerCase();
  return REPLY_TO_DISPUTE.test(sentence) || recallsTheNotice(folded) || pointsToNoticeSentSeparately(folded);
};

/**
 * The verification statement of 1692g(a)(4) / 1006.34(c)(3)(i): a sentence about verification
 * (or 'information that shows you owe the debt') and a dispute, in the sentence or the one before.
 */
export const verificationStatements = (d: VnDoc): Statement[] =>
  memo(d, 'verificationStatements', () =>
    toStatements(d, sentencesWith(d, [VERIFICATION])).filter(
      (s) => (anyIn(d, DISPUTE, s.context) || anyIn(d, CEASE, s.range)) && !answersOrRecalls(d, s.range),
    ),
  );

/** The 'assumed valid' statement of 1692g(a)(3) / 1006.34(c)(3)(iii). */
/**
 * What makes "we will assume it is valid" the statement of 1692g(a)(3) when the word "dispute" is not
 * in it: it is conditioned on the consumer's silence ("unless", "if you do not", "if no notice is
 * received", "if we do not hear from you") or on the period ("within the 30 day period", "by the end
 * date"), as notices say it every way.
 */
const ASSUMPTION_CONDITION =
  /\bunless\b|\bif\s+you\s+(?:do\s+not|don't|fail)\b|\bif\s+(?:no|we\s+(?:do\s+not|don't)\s+(?:receive|hear)|we\s+have\s+not\s+(?:received|heard)|this\s+office\s+(?:does\s+not|doesn't)\s+(?:receive|hear))\b|\b(?:thirty|30)\s*(?:\(30\)\s*)?[- ]?days?\b|\bvalidation\s+period\b|\bend\s+date\b|\bsi\s+(?:usted\s+)?no\b|\bsalvo\s+que\b|\ba\s+(?:menos|no\s+ser)\s+que\b|\bexcepto\s+(?:si|que)\b|\b(?:treinta|30)\s*(?:\(30\)\s*)?d[ií]as\b/i;

export const assumeValidStatements = (d: VnDoc): Statement[] =>
  memo(d, 'assumeValidStatements', () =>
    toStatements(d, sentencesWith(d, [ASSUME_VALID])).filter(
      (s) => (anyIn(d, DISPUTE, s.context) || ASSUMPTION_CONDITION.test(d.text.slice(s.context.start, s.context.end))) && !answersOrRecalls(d, s.range),
    ),
  );

/** The original-creditor statement of 1692g(a)(5) / 1006.34(c)(3)(ii) (not the response-form prompt). */
export const originalCreditorStatements = (d: VnDoc): Statement[] =>
  memo(d, 'originalCreditorStatements', () =>
    toStatements(d, sentencesWith(d, [ORIGINAL_CREDITOR, NAME_AND_ADDRESS])).filter(
      (s) => !isOriginalCreditorPrompt(d, s.range) && !answersOrRecalls(d, s.range),
    ),
  );

export const OC_PROMPT =
  /\bI\s+(?:want|request|would like)\b[^.]{0,40}\bname\s+and\s+(?:the\s+)?address\s+of\s+the\s+original\s+creditor|\b(?:please\s+)?send\s+me\s+the\s+(?:name\s+and\s+(?:the\s+)?address\s+of\s+the\s+original\s+creditor|original\s+creditor'?s?\s+name\s+and\s+address)|\bquiero\s+que\s+me\s+env[ií]en?\s+el\s+nombre\s+y\s+(?:la\s+)?direcci[oó]n\s+del\s+acreedor\s+original/i;

export const isOriginalCreditorPrompt = (d: VnDoc, r: Range): boolean => firstIn(d, OC_PROMPT, r) !== undefined;

/** Dispute statements of any kind (for telling whether the letter carries validation content). */
/** A dispute and the thirty days in one sentence (read where the sentence neither answers a dispute nor recalls the notice). */
const DISPUTE_IN_THIRTY_DAYS: readonly RegExp[] = [
  /\bdisput[a-z]*\b[^.]{0,120}\b(?:thirty|30)\s*(?:\(30\)\s*)?days\b/i,
  /\b(?:thirty|30)\s*(?:\(30\)\s*)?days\b[^.]{0,120}\bdisput/i,
];
const DISPUTE_RIGHTS: readonly RegExp[] = [
  /\bdispute\s+(?:all\s+or\s+part|the\s+validity)\b|\bdisputar\s+toda\s+o\s+parte\b/i,
  /\bhow\s+can\s+you\s+dispute\b|\bc[oó]mo\s+puede\s+disputar\b/i,
  // Not "after the validation period ends": a later step that waits for the period says nothing of the rights.
  /(?<!\b(?:after|until|once|when)\s+(?:the|your)\s+)\bvalidation\s+(?:notice|period|rights?)\b(?!\s+(?:ends|ended|expires|expired|is\s+over|has\s+(?:ended|expired|passed|run)))|\bnotice\s+of\s+(?:your\s+)?(?:validation|rights)\b/i,
  RESPOND_HEADING,
  CFPB_SITE,
];

/** True when the letter carries any validation information (rights statements, response section, itemization). */
export const hasValidationContent = (d: VnDoc): boolean => memo(d, 'hasValidationContent', () => hasValidationContentOf(d));

/** The sentence of `d` at `at` says the notice comes in another letter (decision 474): it names the notice without being it. */
const inPointerToSeparateNotice = (d: VnDoc, at: number): boolean => {
  const r = d.sentences[sentenceIndexAt(d, at)] as Range | undefined;
  return r !== undefined && pointsToNoticeSentSeparately(d.text.slice(r.start, r.end).toLowerCase());
};

const hasValidationContentOf = (d: VnDoc): boolean =>
  DISPUTE_RIGHTS.some((p) => matchesIn(d, p).some((m) => !inPointerToSeparateNotice(d, m.start))) ||
  DISPUTE_IN_THIRTY_DAYS.some((p) => matchesIn(d, p).some((m) => !answersOrRecalls(d, d.sentences[sentenceIndexAt(d, m.start)] as Range))) ||
  verificationStatements(d).length > 0 ||
  assumeValidStatements(d).length > 0 ||
  originalCreditorStatements(d).length > 0 ||
  // A rights statement read by what it does, in any of its wordings ("usted tiene 30 días a partir de … para disputar").
  readValidationStatements(d.source).length > 0 ||
  testText(BETWEEN_AND_TODAY, d.text);
