import { addDays } from '@debtshield/clocks';
import { spanOf } from '../../text/find';
import type { IsoDate, RuleContext, RuleResult, Span } from '../../types';
import { isModelFormSentence } from '../../engine/model-form-score';
import { GATE_ASSUMPTIONS } from '../_shared/gate-assumptions';
import { type DateHit, findDates, letterDateOf, validationEndDateOf } from './dates';
import { parseCount } from './numbers';
import { fold, matchesIn, matchIn, quote } from './text';
import { QUESTIONS } from '../_shared/questions';
import { testText } from '../../text/prefilter';
import { IMMEDIATE } from '../../reading/lexicon';
import { earlierContactIn } from '../../reading/first-contact';
import { announcedFirstLetter } from '../_shared/first-letter';
import { execAll } from '../../text/exec-all';
import { onForgetLetter } from '../../text/last-letter';

/** Model Form B-1's headings (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const HEADING_DISPUTE = /how\s+can\s+you\s+dispute\s+the\s+debt/;
const HEADING_ELSE = /what\s+else\s+can\s+you\s+do/;
const HEADING_RESPOND = /how\s+do\s+you\s+want\s+to\s+respond/;

/**
 * The validation period (15 U.S.C. 1692g; 12 CFR 1006.34(b)(5)) as the overshadowing and dispute
 * rules of legal-reference §1.2 need it: is the notice in this letter, when does the period end, and
 * does a deadline written in the letter fall inside it?
 */

const RIGHTS =
  /\bhow\s+can\s+you\s+dispute|\bdispute\s+(?:all\s+or\s+part|the\s+validity|this\s+debt|the\s+debt)|\bassum(?:e|ed)\s+(?:that\s+)?(?:this|the|our|that|your)\s+[a-z ]{0,30}(?:valid|correct)|\bwithin\s+(?:thirty|30)\s*(?:\(\s*30\s*\)\s*)?days\s+(?:after|of|from|following)\s+(?:your\s+)?receiv|\bname\s+and\s+address\s+of\s+the\s+original\s+creditor|\bvalidation\s+(?:notice|period)|\bdisputar\s+(?:la\s+)?deuda|\bimpugnar\b|\bdisput(?:e|a|ar)\s+(?:la\s+validez|esta\s+deuda|la\s+deuda|toda\s+o\s+parte)|\basumiremos\s+que\s+(?:la|esta|nuestra)\b|\bdentro\s+de\s+(?:los\s+)?(?:30|treinta)\s+d[ií]as\s+(?:despu[eé]s|a\s+partir|de\s+recibir)/;

/**
 * The notice's statements in other words (decision 127): the right to dispute given with its thirty days, in any verb of
 * disputing ("if you do not question this debt within 30 days of getting this letter", "you have 30 days from
 * receiving this notice to contest the debt", "unless you challenge this debt within thirty days", "si no cuestiona esta
 * deuda dentro de los 30 días"), or the debt taken as valid after the thirty days in any verb of taking ("we will treat
 * it as correct", "we will presume it is owed", "la consideraremos válida"). Not thirty days said to have run out ("you
 * had 30 days to dispute", "the 30 days have passed": a later letter recalling the notice), nor the collector's own
 * time to answer a dispute ("if you dispute this debt, we will respond within 30 days").
 */
const RIGHTS_IN_OTHER_WORDS = new RegExp(
  [
    String.raw`\b(?:question|contest|challenge|object\s+to|disagree\s+with|dispute)\w*\s+(?:all\s+or\s+(?:any\s+)?part\s+of\s+)?(?:this|the|your|that|it)\b[^.]{0,60}?\b(?:thirty|30)\s*(?:\(\s*30\s*\)\s*)?days\b`,
    String.raw`\b(?:thirty|30)\s*(?:\(\s*30\s*\)\s*)?days\b[^.]{0,60}?\bto\s+(?:question|contest|challenge|object\s+to|dispute)\b`,
    String.raw`\b(?:thirty|30)\s*(?:\(\s*30\s*\)\s*)?days\b[^.]{0,150}?\b(?:treat|consider|deem|presume|regard|take)\w*\s+(?:it|this|the|that|your)\b[^.]{0,30}?\b(?:valid|correct|accurate|owed)\b`,
    String.raw`\b(?:cuestion|impugn|objet|disput)\w*\s+(?:esta|la|su|toda)\s+(?:deuda|cuenta|saldo|o\s+parte)\b[^.]{0,80}?\b(?:30|treinta)\s+d[ií]as\b`,
    String.raw`\b(?:30|treinta)\s+d[ií]as\b[^.]{0,60}?\bpara\s+(?:disputar|cuestionar|impugnar|objetar)\b`,
    String.raw`\b(?:30|treinta)\s+d[ií]as\b[^.]{0,150}?\b(?:la|lo)\s+(?:consideraremos|daremos\s+por|tomaremos\s+como|presumiremos)\s+(?:v[aá]lid|correct|cierta|debid)`,
  ].join('|'),
);
const PERIOD_RUN_OUT =
  /\b(?:you\s+had|had\s+(?:30|thirty)|(?:has|have)\s+(?:now\s+)?(?:expired|passed|ended|elapsed|lapsed|run\s+out)|(?:is|are)\s+(?:now\s+)?over|expired)\b|\b(?:venci[oó]|pasaron|termin[oó])(?![a-záéíóúñ])|\b(?:we|this\s+office)\s+(?:will|shall|'ll)\s+(?:respond|reply|answer|investigate|review|get\s+back)\b/;

/** The sentence around a span of `folded` says the thirty days have run out, or speaks of the collector's own time. */
const runOut = (folded: string, span: Span): boolean => {
  const from = folded.lastIndexOf('.', span.start) + 1;
  const to = folded.indexOf('.', span.end);
  return PERIOD_RUN_OUT.test(folded.slice(from, to < 0 ? folded.length : to));
};

/**
 * The words showing that the letter carries the validation notice (or the gate says it is one): the statute's or Model
 * Form B-1's, or the same statements in other words; never in a sentence that says the thirty days have run out.
 */
export const validationRights = (ctx: RuleContext, folded: string = fold(ctx.text)): Span | undefined => {
  // Asked by several rules of one analysis: read once for the letter being read.
  if (rightsMemo === undefined || rightsMemo.text !== ctx.text || rightsMemo.folded !== folded)
    rightsMemo = { text: ctx.text, folded, rights: rightsIn(ctx.text, folded) };
  return rightsMemo.rights;
};

const rightsIn = (text: string, folded: string): Span | undefined => {
  for (const m of matchesIn(text, folded, RIGHTS)) if (!runOut(folded, m)) return m;
  if (!/\b(?:30|thirty|treinta)\b/.test(folded)) return undefined;
  for (const m of matchesIn(text, folded, RIGHTS_IN_OTHER_WORDS)) if (!runOut(folded, m)) return m;
  return undefined;
};

let rightsMemo: { text: string; folded: string; rights: Span | undefined } | undefined;
onForgetLetter(() => {
  rightsMemo = undefined;
});

/** The notice follows Model Form B-1: the gate, or the form's three headings read from the text. */
export const followsModelForm = (ctx: RuleContext, folded: string = fold(ctx.text)): boolean =>
  ctx.gates.followsModelForm || (testText(HEADING_DISPUTE, folded) && testText(HEADING_ELSE, folded) && testText(HEADING_RESPOND, folded));

/**
 * On a notice that follows Model Form B-1, a test that is true when a segment is one of the form's own
 * sentences: the safe harbour covers those (12 CFR 1006.34(d)(2), 1006.38(b)(2)), so they are never
 * an overshadowing hit. On any other letter the test is always false.
 */
export const modelFormSentenceTest = (ctx: RuleContext, folded: string): ((seg: Span) => boolean) =>
  followsModelForm(ctx, folded) ? (seg) => isModelFormSentence(ctx.text.slice(seg.start, seg.end)) : () => false;

/** Stated when the letter gives no validation end date that could be read. */
export const PERIOD_FROM_RECEIPT_ASSUMPTION =
  'Assumed the validation period runs 30 days from when you received the letter (the letter gives no end date that could be read).';

/**
 * Where an overshadowing rule of §1.2 applies: only to a letter that carries the validation notice
 * (or that the gate says is one). A notice that follows Model Form B-1 is still examined: the safe
 * harbour (12 CFR 1006.38(b)(2)) covers only the form's own sentences, so the rules drop hits in
 * those (`modelFormSentenceTest`) and the engine keeps a flag on words the collector added. `what`
 * names what would overshadow it ('a deadline', 'a threat'). Gives the assumptions so far when it applies.
 */
export const overshadowScope = (
  ctx: RuleContext,
  folded: string,
  gateAssumptions: readonly string[],
  what: string,
): { ok: false; result: RuleResult } | { ok: true; assumptions: string[] } => {
  // A letter the gate reads as a later one (no notice's statements; the person's answer or its own words of an
  // earlier letter) is not made a notice by a mention of rights given before ("our earlier letter told you of your
  // right to dispute this debt"): it is judged against the first notice's period (laterLetterInFirstPeriod).
  const rights = ctx.gates.isValidationNotice === false ? undefined : validationRights(ctx, folded);
  const announced = rights ? undefined : announcedFirstLetter(ctx);
  if (announced) return { ok: true, assumptions: [...gateAssumptions, announced] };
  if (!rights && ctx.gates.isValidationNotice !== true) {
    return {
      ok: false,
      result: {
        status: 'not_applicable',
        reason: `The letter does not contain the validation notice (your rights to dispute the debt within the validation period), so there is no notice for ${what} to overshadow.`,
      },
    };
  }
  const assumptions = [...gateAssumptions];
  if (rights && ctx.gates.isValidationNotice !== true) assumptions.push(GATE_ASSUMPTIONS.validationNotice);
  return { ok: true, assumptions };
};

export { announcedFirstLetter, firstLetterFromNoticeOnBack, firstLetterFromPlacement } from '../_shared/first-letter';

/**
 * A letter without the validation notice in its words, whose sender has not said whether it is the
 * first letter, that demands payment or threatens a step by a deadline: the notice may be on the back
 * or may have come with it (Miller v. Payco-General American Credits, 4th Cir. 1991: a demand for
 * immediate payment on the front, the notice on the back). Ask, instead of leaving the question. The scope asks exactly when a
 * reading would flag the letter as a first one (decision 151): a deadline, a threat timed inside the period, or a suit said to be
 * already brought (`what` 'a suit', Ellis v. Solomon & Solomon, 2d Cir. 2010); pressure with no time is not asked about, since no
 * answer could make it a finding.
 */
export const askIfFirstLetter = (
  ctx: RuleContext,
  evidence: Span,
  what: 'a deadline' | 'a threat' | 'a suit',
  assumptions: string[],
): RuleResult | undefined => {
  if (ctx.gates.isValidationNotice !== null || ctx.answers.isFirstContact !== undefined) return undefined;
  // A letter that names an earlier letter of its sender answers the question itself (one reader, decision 071); a
  // "final notice" does not: collectors title first letters so too, and then the period runs from it (decision 091).
  if (earlierContactIn(ctx.text)) return undefined;
  return {
    status: 'needs_input',
    questions: [QUESTIONS.isFirstContact],
    message:
      what === 'a deadline'
        ? `This letter demands payment ("${quote(evidence, 120)}") by a deadline that may fall inside the validation period. If it is the first letter from this collector about this debt (the notice of your rights may be on the back or in the same envelope), that deadline may overshadow your right to dispute the debt (15 U.S.C. 1692g(b)).`
        : what === 'a threat'
          ? `This letter threatens action ("${quote(evidence, 120)}") by a deadline that may fall inside the validation period. If it is the first letter from this collector about this debt (the notice of your rights may be on the back or in the same envelope), that threat may overshadow your right to dispute the debt (15 U.S.C. 1692g(b)).`
          : `This letter says a lawsuit on this debt has already been brought ("${quote(evidence, 120)}"). If it is the first letter from this collector about this debt (the notice of your rights may be on the back or in the same envelope), a suit inside the validation period, left unexplained, may overshadow your right to dispute the debt (15 U.S.C. 1692g(b); Ellis v. Solomon & Solomon, 2d Cir. 2010).`,
    evidence: [evidence],
    assumptions,
  };
};

export type Period = { letterDate?: DateHit; endDate?: DateHit };

export const periodOf = (ctx: RuleContext, folded: string = fold(ctx.text)): Period => {
  const letterDate = letterDateOf(ctx, folded);
  const endDate = validationEndDateOf(ctx, folded);
  return { ...(letterDate ? { letterDate } : {}), ...(endDate ? { endDate } : {}) };
};

export type Timing =
  /** `fromLetter`: counted from the letter's own date ("within 30 days after the date of this notice"), not from its receipt. */
  { kind: 'days'; days: number; span: Span; fromLetter?: boolean } | { kind: 'date'; iso: IsoDate; span: Span } | { kind: 'immediate'; span: Span };

/**
 * A count said to run from the letter's own date, its mailing or its issue ("within 30 days after the date of this notice",
 * "30 days from the date of this letter", "35 days of the date printed above", "from the above date", "dentro de 30 días a partir
 * de la fecha de esta carta"). The validation period runs
 * from the consumer's receipt (15 U.S.C. 1692g(a)(3)), which comes days later: a payment demanded within thirty days of the
 * letter's date falls due before the period ends (Swift v. Maximus, E.D.N.Y. 2004).
 */
const FROM_LETTER_DATE =
  /^[\s,]{0,3}(?:(?:after|from|of|following)\s+(?:the\s+)?(?:date|mailing|issuance|postmark)\s+(?:of\s+|on\s+)?(?:this|the|our)\s+(?:letter|notice|communication|correspondence|statement)|(?:after|from|following)\s+(?:the\s+)?(?:(?:date|day)\s+of\s+(?:the\s+)?)?(?:mailing|posting|postmark)\b|(?:after|from|following)\s+the\s+(?:mailing|postmark)\s+date\b|(?:after|from|of|following)\s+the\s+date\s+(?:printed|shown|written|stated|given|appearing)\s+(?:on|in|at\s+the\s+top\s+of)\s+(?:this|the|our)\s+(?:letter|notice|page|statement|communication)\b|(?:after|from|of|following)\s+the\s+(?:date\s+(?:(?:printed|shown|written|stated|given|appearing|set\s+(?:out|forth))\s+)?above|above\s+date|date\s+(?:at|on)\s+the\s+top\s+of\s+(?:this|the|our)\s+(?:letter|notice|page)|letter\s+date|notice\s+date|date\s+hereof)\b|(?:after|from|following)\s+the\s+(?:date|day)\s+(?:this|the|our)\s+(?:letter|notice|communication)\s+(?:was|is|has\s+been)\s+(?:mailed|sent|posted|dated|issued)\b|(?:a\s+partir\s+de|desde|despu[eé]s\s+de)\s+la\s+fecha\s+de\s+(?:(?:esta|la|este)\s+(?:carta|aviso|notificaci[oó]n)|env[ií]o|franqueo))/;

/** Marks a count read at `end` (an offset of `folded`) as counted from the letter's date when the words after it say so. */
export const countedFromLetter = (folded: string, end: number): boolean => FROM_LETTER_DATE.test(folded.slice(end, end + 70));

/**
 * A count of days, hours or weeks after its lead ("within", "in", "after", "dentro de", "en los próximos"; decision 386: "después de",
 * as "after"; decision 474: "no later than 30 days from the date shown on this notice").
 */
const RELATIVE =
  /\b(?:within|in|next|of|after|(?:no|not)\s+later\s+than|despu[eé]s\s+de(?:\s+los)?|dentro\s+de(?:\s+los)?|en(?:\s+los)?(?:\s+pr[oó]ximos)?)\s{1,3}(?:the\s+next\s+|the\s+|next\s+|pr[oó]xim[oa]s\s+)?(\d{1,3}|[a-z]{1,9}(?:[- ][a-z]{3,5})?)\s{0,3}(?:\(\s*\d{1,3}\s*\)\s{0,3})?(business\s+|calendar\s+|working\s+|h[aá]biles\s+)?(days?|d[ií]as|hours?|horas|weeks?|semanas?)\b/g;

/** The words before a date that make it a deadline ("by", "on", "no later than", "antes del"; decision 386: the Spanish "el", as "on"). */
const DATE_LEAD =
  /\b(?:by|before|on|on\s+or\s+before|no\s+later\s+than|not\s+later\s+than|until|prior\s+to|due(?:\s+on|\s+by)?|received\s+by|expires?(?:\s+on)?|scheduled\s+for|antes\s+del?|a\s+m[aá]s\s+tardar\s+el|para\s+el|el(?:\s+d[ií]a)?)\s{1,3}(?:[a-z]+,\s{0,2})?$/;

/** Deadlines written in `seg`: relative ('within 10 days'), dated ('by March 15, 2025') or immediate. */
export const timingsIn = (text: string, folded: string, seg: Span): Timing[] => {
  const out: Timing[] = [];
  const part = folded.slice(seg.start, seg.end);
  const relative = /day|hour|week|d[ií]a|hora|semana/.test(part) ? execAll(RELATIVE, part) : [];
  for (const m of relative) {
    const n = parseCount(m[1] ?? '');
    if (n === undefined || n === 0) continue;
    const unit = m[3] ?? '';
    const business = Boolean(m[2]);
    const days = /^h/.test(unit) ? 1 : /^(?:w|s)/.test(unit) ? n * 7 : business ? Math.ceil((n * 7) / 5) : n;
    const s = seg.start + (m.index ?? 0);
    out.push({ kind: 'days', days, span: spanOf(text, s, s + m[0].length), ...(countedFromLetter(folded, s + m[0].length) ? { fromLetter: true } : {}) });
  }
  for (const d of /\d/.test(part) ? findDates(text.slice(seg.start, seg.end), part) : []) {
    const lead = part.slice(Math.max(0, d.span.start - 30), d.span.start);
    if (!DATE_LEAD.test(lead)) continue;
    out.push({ kind: 'date', iso: d.iso, span: spanOf(text, seg.start + d.span.start, seg.start + d.span.end) });
  }
  const imm = matchIn(text, folded, IMMEDIATE, seg.start, seg.end);
  if (imm) out.push({ kind: 'immediate', span: imm });
  return out;
};

export type Inside = 'inside' | 'outside' | 'unknown';

/**
 * How far a count run from the letter's own date can reach and still end inside a period run from receipt, with no end date
 * stated (decision 205): thirty days, and the days the letter may spend in the mail. A collector may take the notice as received
 * up to five days after sending it, Saturdays, Sundays and holidays not counted (12 CFR 1006.34(b)(5)): seven calendar days in an
 * ordinary week. So "within thirty-five days from the date of this letter" may end before the consumer's thirty days do, and the
 * letter does not say which comes first (Mashiri v. Epsten Grinnell & Howell, 9th Cir. 2017); forty-five days do not.
 */
export const FROM_LETTER_REACH = 37;

/**
 * Does a deadline fall before the validation period ends? Dates compare with the stated end date;
 * without one, only a date earlier than letter date + 30 days is surely inside (receipt is never
 * before the letter date). Relative deadlines count from the letter, the period from receipt.
 */
export const insidePeriod = (t: Timing, period: Period): Inside => {
  if (t.kind === 'immediate') return 'inside';
  const end = period.endDate?.iso;
  const letter = period.letterDate?.iso;
  if (t.kind === 'days') {
    if (end && letter) return addDays(letter, t.days) < end ? 'inside' : 'outside';
    return t.days < 30 || (t.fromLetter === true && t.days <= FROM_LETTER_REACH) ? 'inside' : 'outside';
  }
  // A date before the letter (or long before the end date) is history, not a deadline.
  const earliest = letter ?? (end ? addDays(end, -45) : undefined);
  if (!earliest || t.iso < earliest) return 'unknown';
  if (end) return t.iso < end ? 'inside' : 'outside';
  return t.iso < addDays(earliest, 30) ? 'inside' : 'unknown';
};

/** How to describe the period's end in a message. */
export const describeEnd = (period: Period): string =>
  period.endDate ? `the validation end date the letter gives (${period.endDate.span.text.replace(/\s+/g, ' ')})` : 'the end of the 30-day validation period';

export const SURVIVES = new RegExp(
  String.raw`\b(?:does\s+not|do\s+not|will\s+not|shall\s+not)\s+(?:affect|change|limit|shorten|reduce|diminish|waive|override|eliminate|alter)\b[^.]{0,80}\bright|\bneither\b[^.]{0,80}?\bnor\b[^.]{0,60}?\b(?:affects?|changes?|limits?|shortens?|reduces?|diminish(?:es)?|waives?|overrides?|eliminates?|alters?)\b[^.]{0,80}\bright|\bin\s+no\s+way\s+(?:affects?|changes?|limits?|shortens?|reduces?|alters?)\b[^.]{0,80}\bright|\bright[^.]{0,80}\b(?:is|are|remains?)\s+(?:not\s+(?:affected|changed|limited|shortened|reduced|diminished|waived)|unaffected|unchanged)|\byou\s+(?:still|also)\s+(?:have|retain)\s+(?:the|your|all)\s+(?:right|rights)\b[^.]{0,60}\bdisput|\bdoes\s+not\s+require\s+(?:me|us|this\s+office)\s+to\s+wait\s+until\s+the\s+end\s+of\s+the\s+(?:thirty|30)[- ]day\s+period|\bsuspend\s+(?:my|our)\s+efforts\b|\bsuspender(?:emos|[aá])?\s+(?:mis|nuestros)\s+esfuerzos\b|\bla\s+ley\s+no\s+(?:me|nos)\s+(?:exige|obliga\s+a)\s+esperar\s+hasta\s+el\s+final\s+del\s+(?:per[ií]odo|plazo)|\b(?:todav[ií]a|a[uú]n)\s+(?:tiene|conserva)\s+(?:el|su|sus|todos\s+sus)\s+derechos?\b[^.]{0,60}\bdisput` +
    // the same explanation in other words (decision 136): "nothing in this letter limits your right…", "in no way affects any
    // rights", "your rights … remain in effect / still apply", "you retain all of the rights described below", Spanish "no
    // afecta sus derechos", "nada en esta carta limita su derecho"
    String.raw`|\bnothing\s+in\s+this\s+(?:letter|notice|demand|request|communication)\s+(?:limits|affects|changes|takes\s+away|reduces|shortens|waives|overrides|diminishes|alters)\b[^.]{0,60}\bright|\bin\s+no\s+way\s+(?:affects?|limits?|changes?|diminish(?:es)?|reduces?|alters?)\b[^.]{0,60}\bright|\brights?\s+(?:(?:described|set\s+(?:out|forth)|explained|stated|listed|printed)\b|to\s+dispute\b|under\s+(?:federal|the|this)\s+(?:law|notice)\b)[^.]{0,60}\b(?:remains?\s+(?:in\s+(?:full\s+)?(?:effect|force)|intact|available)|still\s+appl(?:y|ies))\b|\byou\s+(?:retain|keep|still\s+have)\s+(?:all\s+(?:of\s+)?)?(?:the|your)\s+rights?\s+(?:described|set\s+(?:out|forth)|explained|stated|listed)|\bno\s+(?:afecta|limita|cambia|reduce|elimina|anula)\s+(?:en\s+nada\s+)?(?:sus|su)\s+derechos?|\bnada\s+en\s+esta\s+(?:carta|notificaci[oó]n|solicitud)\s+(?:limita|afecta|cambia|reduce|elimina)\b[^.]{0,40}\bderecho` +
    // Bartlett's explanation in more words (decision 474): the request said not to "take away" or "cut short" the rights; the thirty
    // days said to remain ("you still have thirty days after receiving this letter to dispute"), unless the same sentence sets a step
    // against them ("but we will sue on March 18"); collection said to stop until verification "even if that is after" the date asked.
    String.raw`|\b(?:does|do|will|shall)\s+not\s+(?:take\s+away|cut\s+(?:short|off)|do\s+away\s+with|cancel|end)\b[^.]{0,80}\bright` +
    String.raw`|\byou\s+(?:still\s+have|continue\s+to\s+have|keep|retain)\s+(?:(?:the|all|your)\s+)?(?:full\s+)?(?:thirty|30)(?:\s+|-)?(?:days?|day\s+period)\b(?![^.]{0,160}\b(?:but|however|yet)\b)[^.]{0,120}\bdisput` +
    String.raw`|\b(?:todav[ií]a|a[uú]n)\s+(?:tiene|conserva)\s+(?:(?:los|sus)\s+)?(?:treinta|30)\s+d[ií]as\b(?![^.]{0,160}\b(?:pero|sin\s+embargo)\b)[^.]{0,120}\bdisput` +
    String.raw`|\b(?:stop|halt|pause|cease|suspend)\w*\s+(?:our\s+|my\s+|all\s+)?(?:efforts?\s+to\s+collect|collection|collecting)\b[^.]{0,100}\buntil\b[^.]{0,100}\beven\s+(?:if|though|when)\b`,
);

/**
 * A statement that the consumer's dispute rights survive the letter's deadline (the Bartlett v. Heibl
 * model language, legal-reference §1.2 'Not a violation'), if the letter has one.
 */
export const rightsSurviveStatement = (ctx: RuleContext, folded: string = fold(ctx.text)): Span | undefined => matchIn(ctx.text, folded, SURVIVES);
