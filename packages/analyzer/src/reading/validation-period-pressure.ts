/**
 * What presses the consumer to act inside the validation period (decision 091), read from the law's
 * categories rather than one letter's words: 15 U.S.C. 1692g(b) forbids collection activity and
 * communications during the thirty days that overshadow or are inconsistent with the right to dispute
 * or to ask for the original creditor; the courts read that through the least sophisticated
 * (unsophisticated) consumer (Swanson v. Southern Oregon Credit, 9th Cir. 1988; Miller v. Payco, 4th
 * Cir. 1991; Graziano v. Harrison, 3d Cir. 1991; Russell v. Equifax A.R.S., 2d Cir. 1996; Bartlett v.
 * Heibl, 7th Cir. 1997; Savino v. Computer Credit, 2d Cir. 1998; Peter v. GC Services, 5th Cir. 2002).
 *
 * The overshadowing rules read with it, beside the shared readers (`timingsIn`, `IMMEDIATE`, the threats
 * of `read-letter.ts`):
 * - a demand to end the debt in words other than "pay" (resolve, arrangements, take care of, satisfy,
 *   clear, settle in full, Spanish resolver, saldar, arreglos), `RESOLVE_DEBT`;
 * - what makes a "settle" sentence an offer the consumer may take or leave (a reduction, an amount
 *   accepted) rather than a demand to pay in full, `OFFER_CUE`;
 * - deadlines counted in the ways `timingsIn` does not read ("no later than ten days from the date of this
 *   letter", "15 days after receipt", "un plazo de 10 días", "las próximas 48 horas"), `deadlinesIn`;
 * - "prompt" payment or attention demanded under threat of a step, `PROMPT`; payment demanded as its condition
 *   ("if I do not receive prompt payment"), `CONDITIONAL_PAYMENT_DEMAND`; the writer's mandate to sue ("retained to
 *   collect this account and to file suit if necessary") as the step threatened, `MANDATE_TO_SUE`;
 * - a statement that the thirty days do not put off the time to pay ("the validation period does not
 *   relieve you of your obligation to pay now"), `PERIOD_DOES_NOT_DEFER_PAYMENT`;
 * - where a dated deadline falls when the letter gives neither its date nor an end date but the person
 *   said when it arrived, `insideFromReceipt`.
 * Folded text (lower case, plain quotes and dashes); bounded patterns.
 */
import { addDays } from '@debtshield/clocks';
import { spanOf } from '../text/find';
import type { IsoDate, Span } from '../types';
import { findDates } from '../rules/_disclosures-and-amounts/dates';
import { parseCount } from '../rules/_disclosures-and-amounts/numbers';
import { type Inside, type Timing, timingsIn } from '../rules/_disclosures-and-amounts/period';
import { execAll } from '../text/exec-all';

/**
 * A demand to end the debt other than by the word "pay": resolve it, make (satisfactory) arrangements, take
 * care of it, satisfy or clear it, settle it in full, bring it current; Spanish resolver, solucionar,
 * saldar, liquidar, hacer arreglos. Read only in a sentence with a deadline (the rules' own test).
 */
export const RESOLVE_DEBT =
  /\b(?:resolv\w*|resolution\s+of|(?:make|made|making|set\s+up|setting\s+up)\s+(?:(?:satisfactory|suitable|acceptable|payment|financial|other)\s+)?arrangements?|arrangements?\s+(?:are|is|have\s+been)\s+made|tak(?:e|en|ing)\s+care\s+of\s+(?:this|the|your|it)|satisf(?:y|ied|ying)\s+(?:this|the|your)\s+(?:debt|balance|account|obligation|claim)|(?:debt|balance|account|obligation|claim)\s+(?:must|is\s+to|has\s+to)\s+be\s+(?:satisfied|cleared|resolved|settled)|clear\s+(?:up\s+)?(?:this|the|your)\s+(?:debt|balance|account|obligation)|settle\w*\s+(?:this|the|your)\s+(?:debt|balance|account|obligation|claim|matter)\s+in\s+full|bring\s+(?:this|the|your)\s+account\s+current|resolver|resuelv\w*|resoluci[oó]n\s+de|solucion\w*|saldar|salde|hacer\s+(?:los\s+)?arreglos|arreglos?\s+de\s+pago|liquid(?:e|ar)\s+(?:su|la|esta)\s+(?:deuda|cuenta|saldo))\b/;

/**
 * What makes a sentence an offer the consumer may take or leave (a settlement for less, a discount, an amount
 * the collector will accept), and not a demand to pay: settle_offer_false_urgency judges those.
 */
export const OFFER_CUE =
  /\b(?:discount(?:ed)?|offer\w*|savings?|save|reduced|reduction|waive[ds]?|forgiv\w*|forgiven|in\s+full\s+satisfaction|special\s+arrangement|incentive|(?:we|our\s+client)\s+(?:will|would|can|is\s+willing\s+to|are\s+willing\s+to)\s+accept|less\s+than\s+(?:the\s+)?(?:full|total|balance)|descuento|oferta|rebaja|aceptar[aáe]?\w*)\b|%|\bpercent\b/;

/** "Settle" and its Spanish: an offer when a cue says so, a demand when it asks for the balance in full. */
export const SETTLE = /\b(?:settle\w*|settlement|liquidar|liquidaci[oó]n)\b/;

/**
 * Prompt payment, attention or action demanded ("prompt payment is required", "must be paid promptly",
 * "su pronto pago"): the rules read it as immediacy only with words of obligation and a step threatened
 * for not acting, never alone or as a request ("please remit promptly").
 */
export const PROMPT =
  /\b(?:promptly|prompt\s+(?:payment|attention|response|remittance|action|reply|resolution|settlement)|pronto\s+pago|pago\s+pronto|a\s+la\s+brevedad)\b/;

/**
 * Payment demanded in the form of its condition ("if I do not receive prompt payment…", "unless we receive your
 * payment immediately…", "should payment not be received promptly…", "si no recibimos su pago…"): the collector
 * states what it will do when the money does not come, which demands it as surely as "you must pay" (Adams v.
 * Law Offices of Stuckert & Yates, E.D. Pa. 1996). A request ("if you can, please pay promptly") is not this.
 */
export const CONDITIONAL_PAYMENT_DEMAND =
  /\b(?:if|unless|until)\s+(?:i|we|this\s+(?:office|firm)|our\s+(?:office|firm|client))\s+(?:do(?:es)?\s+not|don't|doesn't|fail\s+to)?\s*(?:receive|get|have)\s+(?:your\s+|the\s+|full\s+|a\s+)?(?:prompt\s+|immediate\s+)?(?:payment|remittance|check|balance)|\b(?:if|unless|should)\s+(?:your\s+|the\s+|full\s+)?(?:payment|remittance|balance)\s+(?:is|be)\s+not\s+(?:received|made|paid)|\bshould\s+(?:your\s+|the\s+|full\s+)?(?:payment|remittance|balance)\s+not\s+be\s+(?:received|made|paid)|\bunless\s+(?:your\s+|the\s+|full\s+)?(?:payment|remittance|balance)\s+is\s+(?:received|made|paid)|\bsi\s+no\s+(?:recibimos|recibo|recibe)\s+(?:su\s+)?pago\b/;

/**
 * The writer's mandate to sue, said as what it was retained for ("I have been retained to collect this account and
 * to file suit if necessary", "this firm has been authorized to commence legal action", "we have been instructed to
 * sue"): a step the letter presents as coming, which frames a demand for prompt payment elsewhere in the letter
 * (Adams v. Law Offices of Stuckert & Yates, E.D. Pa. 1996). A mandate only to collect, or a step said to be possible
 * ("may recommend legal action", Terran v. Kaplan, 9th Cir. 1997), is not this.
 */
export const MANDATE_TO_SUE =
  /\b(?:retained|engaged|instructed|authori[sz]ed|hired|employed|directed)\s+(?:by\s+[^.;]{1,60}?\s+)?to\s+(?:[^.;]{0,60}?\b(?:and|or)\s+(?:if\s+necessary,?\s+)?)?(?:to\s+)?(?:file\s+(?:a\s+)?(?:suit|lawsuit|a\s+claim\s+in\s+court)|sue\b|commence\s+(?:legal\s+action|suit|(?:legal\s+)?proceedings)|institute\s+(?:legal\s+)?(?:action|suit|proceedings)|take\s+(?:legal|court)\s+action|bring\s+(?:suit|an\s+action)|pursue\s+(?:legal|court)\s+(?:action|remedies))/;

/**
 * A statement that the validation period does not put off the time to pay ("the 30-day period does not
 * relieve you of your obligation to pay", "your dispute rights do not extend the due date", "payment remains
 * due during the validation period", "el plazo de 30 días no le exime de pagar"): beside a demand to pay, it
 * tells the consumer the payment cannot wait for the end date.
 */
export const PERIOD_DOES_NOT_DEFER_PAYMENT = new RegExp(
  [
    String.raw`\b(?:(?:thirty|30)[- ]?(?:\(30\)\s+)?days?|validation\s+(?:period|notice|rights)|dispute\s+(?:period|rights)|(?:your\s+)?rights\s+(?:described|stated|set\s+(?:out|forth))|(?:this|the)\s+notice)\b[^.]{0,60}?\b(?:does|do|will|shall)\s*(?:not|n't)\s+(?:\w+\s+){0,2}?(?:relieve|excuse|release|extend|postpone|suspend|delay|defer|change|alter)\b[^.]{0,60}?\b(?:(?:obligation|duty|responsibility|need|time)\s+to\s+(?:pay|make\s+(?:the\s+|this\s+)?payment)|due\s+date|payment\s+(?:due\s+date|deadline|obligation))`,
    String.raw`\b(?:payment|balance|amount)\s+(?:is|remains)\s+(?:still\s+)?due\s+(?:now\s+|immediately\s+)?(?:during|regardless\s+of|notwithstanding|despite|even\s+during)\s+(?:the\s+|your\s+)?(?:thirty|30|validation|dispute)`,
    String.raw`\b(?:per[ií]odo|plazo)\s+de\s+(?:30|treinta)\s+d[ií]as\s+no\s+(?:le\s+)?(?:exime|libera|releva|suspende|aplaza|posterga|extiende)\b[^.]{0,40}?\bpag`,
  ].join('|'),
);

const COUNT = String.raw`(\d{1,3}|[a-z]{1,9}(?:[- ][a-z]{3,5})?)\s{0,3}(?:\(\s*\d{1,3}\s*\)\s{0,3})?`;
const UNIT = String.raw`(business\s+|calendar\s+|working\s+|h[aá]biles\s+)?(days?|d[ií]as|hours?|horas|weeks?|semanas?)`;

/** Counted deadlines `timingsIn` does not read. Group 1, 4, … 22 (every third) is the count; the next two, the kind of day and the unit. */
const COUNTED = new RegExp(
  [
    // "no later than ten days from…", "not later than 15 days"
    String.raw`\b(?:no|not)\s+later\s+than\s+${COUNT}${UNIT}`,
    // "10 days from the date of this letter", "15 days after receipt", "five days of the date of this notice", "7 days from today"
    String.raw`\b${COUNT}${UNIT}\s+(?:from|after|following|of)\s+(?:(?:the\s+)?(?:date\s+(?:of|on)\s+)?(?:this|the|our)\s+(?:letter|notice|demand)|today|receipt|(?:your\s+)?receiving\s+(?:this|the)|the\s+date\s+(?:above|hereof|shown))`,
    // "un plazo de 10 días", "plazo máximo de diez días", "término de 5 días"
    String.raw`\b(?:plazo|t[eé]rmino)\s+(?:m[aá]ximo\s+)?de\s+${COUNT}${UNIT}`,
    // "en las próximas 48 horas", "dentro de las próximas dos semanas"
    String.raw`\b(?:en|dentro\s+de)\s+las\s+pr[oó]ximas\s+${COUNT}${UNIT}`,
    // the same in the masculine, and "antes de diez días" (decision 103): "dentro de los próximos 10 días"
    String.raw`\b(?:(?:en|dentro\s+de)\s+los\s+pr[oó]ximos|antes\s+de)\s+${COUNT}${UNIT}`,
    // time granted, to run out before a step or for paying (decision 103): "you have ten days to pay before…", "we will give
    // you 10 days to resolve this", "tiene diez días para pagar antes de…", "le damos 10 días para…"
    String.raw`\b(?:you\s+(?:have|will\s+have|are\s+(?:given|allowed|being\s+given))|you've\s+got|(?:we|i|this\s+office)\s+(?:will|shall|are\s+going\s+to|am\s+going\s+to)\s+(?:give|allow|grant)\s+you|(?:we\s+are|i\s+am)\s+(?:giving|allowing|granting)\s+you|(?:usted\s+)?tiene|le\s+(?:damos|daremos|concedemos|otorgamos)|cuenta\s+con)\s+(?:only\s+|just\s+|s[oó]lo\s+|solamente\s+)?${COUNT}${UNIT}\s+(?:to|in\s+which\s+to|before|para|antes)\b`,
    // the time left before a step: "ten days remain before we file suit", "quedan 10 días antes de…"
    String.raw`\b${COUNT}${UNIT}\s+(?:remain|are\s+left|is\s+all\s+(?:you\s+have|that\s+remains))\s+before\b|\bquedan\s+${COUNT}${UNIT}\s+(?:antes|para)\b`,
  ].join('|'),
  'g',
);

/**
 * A date given as a label of the letter's payment box or heading ("Payment Due Date: 06/20/2025", "Pay by:",
 * "Reply by", "Fecha de vencimiento:"): the date the consumer is told to pay or answer by. The words alone,
 * for the rules' test of a demand; `DEADLINE_LABEL_BEFORE`, the same just before a date.
 */
const DEADLINE_LABEL_SOURCE = String.raw`(?:(?:payment\s+)?due\s+date|(?:please\s+)?pay(?:ment\s+due)?\s+by|(?:reply|respond|response\s+due)\s+by|fecha\s+(?:de\s+)?(?:vencimiento|l[ií]mite)(?:\s+del?\s+pago)?|pague\s+antes\s+del?)`;
export const DEADLINE_LABEL = new RegExp(String.raw`\b${DEADLINE_LABEL_SOURCE}\b`);
const DEADLINE_LABEL_BEFORE = new RegExp(String.raw`\b${DEADLINE_LABEL_SOURCE}\s*:?\s*$`);
/** A Spanish lead the shared date reader does not take: "tiene hasta el 20 de junio de 2025 para pagar" (decision 103). */
const SPANISH_DATE_LEAD = /\bhasta\s+el\s*$/;

const MONTH_NUMBER: Readonly<Record<string, number>> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};

/**
 * A date written without its year after a deadline's lead ("by June 20", "no later than July 1st", "antes del 20 de
 * junio"): the next such day on or after the letter's date (or the day it came). Groups: English month and day;
 * Spanish day and month.
 */
const YEARLESS_DATE =
  /\b(?:by|before|on\s+or\s+before|no\s+later\s+than|not\s+later\s+than|until|prior\s+to|due(?:\s+on|\s+by)?|received\s+by|antes\s+del?|a\s+m[aá]s\s+tardar\s+el|para\s+el|hasta\s+el)\s{1,3}(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday),?\s+)?(?:(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?\s{1,3}(\d{1,2})(?:st|nd|rd|th)?|(\d{1,2})\s+de\s+(enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre))\b(?!\s*,?\s*\d{2,4}\b|\s+del?\s+\d{4})/g;

/**
 * A deadline named by the calendar, inside thirty days whatever the letter's date: a weekday ("by Friday"), this
 * week, the next week or the next few days ("within the next week", "en los próximos días", decision 103), the end of the
 * week or of the month ("antes del fin de mes"). Days: a week, two for "next Friday", 29 for
 * the month's end (it cannot reach the end of a period that runs thirty days from receipt).
 */
const CALENDAR_DEADLINE =
  /\b(?:(?:by|before|no\s+later\s+than|until)\s+(this\s+|next\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(this|within\s+the(?:\s+(?:next|coming))?|(?:in|during|over)\s+the\s+(?:next|coming)|by\s+the\s+end\s+of\s+(?:the|this))\s+week|(?:within|in|over)\s+the\s+(?:next|coming)\s+(?:few|couple(?:\s+of)?)\s+days|(?:en|dentro\s+de)\s+(?:la\s+)?pr[oó]xima\s+semana|(?:en|dentro\s+de)\s+los\s+pr[oó]ximos\s+(?:pocos\s+)?d[ií]as|(?:by|before)\s+(?:the\s+)?end\s+of\s+(?:the|this)\s+(month)|(esta)\s+semana|antes\s+del?\s+(?:fin|final)\s+de(?:l)?\s+(?:la\s+semana|(mes))|(?:para\s+el|antes\s+del)\s+(?:pr[oó]ximo\s+)?(?:lunes|martes|mi[eé]rcoles|jueves|viernes|s[aá]bado|domingo))\b/g;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The next `month`/`day` on or after `anchor`, or a date no rule can place when there is no anchor. */
const nextDate = (month: number, day: number, anchor: IsoDate | undefined): IsoDate => {
  if (!anchor) return `0000-${pad(month)}-${pad(day)}` as IsoDate;
  const year = Number(anchor.slice(0, 4));
  const same = `${year}-${pad(month)}-${pad(day)}` as IsoDate;
  return same >= anchor ? same : (`${year + 1}-${pad(month)}-${pad(day)}` as IsoDate);
};

/**
 * Deadlines written in `seg`: those `timingsIn` reads, the counted forms it does not, labelled dates, dates without a
 * year (placed after `anchor`, the letter's date or the day it came; without one, a date no rule places, so the rule
 * asks when the letter came) and calendar deadlines, without overlaps.
 */
export const deadlinesIn = (text: string, folded: string, seg: Span, anchor?: IsoDate): Timing[] => {
  const out = timingsIn(text, folded, seg);
  const part = folded.slice(seg.start, seg.end);
  const overlaps = (at: number, end: number): boolean => out.some((t) => t.span.start < end && t.span.end > at);
  if (/\d/.test(part)) {
    YEARLESS_DATE.lastIndex = 0;
    for (const m of execAll(YEARLESS_DATE, part)) {
      const at = seg.start + (m.index ?? 0);
      const end = at + m[0].length;
      if (overlaps(at, end)) continue;
      const month = MONTH_NUMBER[(m[1] ?? m[4] ?? '').slice(0, m[1] ? 3 : undefined)];
      const day = Number(m[2] ?? m[3]);
      if (!month || !(day >= 1 && day <= 31)) continue;
      out.push({ kind: 'date', iso: nextDate(month, day, anchor), span: spanOf(text, at, end) });
    }
  }
  CALENDAR_DEADLINE.lastIndex = 0;
  for (const m of execAll(CALENDAR_DEADLINE, part)) {
    const at = seg.start + (m.index ?? 0);
    const end = at + m[0].length;
    if (overlaps(at, end)) continue;
    const days = m[3] || m[5] ? 29 : /next/.test(m[1] ?? '') || /pr[oó]ximo/.test(m[0]) ? 14 : 7;
    out.push({ kind: 'days', days, span: spanOf(text, at, end) });
  }
  if (/\d/.test(part) && (DEADLINE_LABEL.test(part) || /\bhasta\s+el\b/.test(part))) {
    for (const d of findDates(text.slice(seg.start, seg.end), part)) {
      const start = seg.start + d.span.start;
      if (out.some((t) => t.span.start <= start && t.span.end > start)) continue;
      const lead = part.slice(Math.max(0, d.span.start - 40), d.span.start);
      if (!DEADLINE_LABEL_BEFORE.test(lead) && !SPANISH_DATE_LEAD.test(lead)) continue;
      out.push({ kind: 'date', iso: d.iso, span: spanOf(text, start, seg.start + d.span.end) });
    }
  }
  if (!/day|hour|week|d[ií]a|hora|semana/.test(part)) return out;
  COUNTED.lastIndex = 0;
  for (const m of execAll(COUNTED, part)) {
    const at = seg.start + (m.index ?? 0);
    const end = at + m[0].length;
    if (out.some((t) => t.span.start < end && t.span.end > at)) continue;
    const group = [1, 4, 7, 10, 13, 16, 19, 22].find((g) => m[g] !== undefined) ?? 1;
    const n = parseCount(m[group] ?? '');
    if (n === undefined || n === 0) continue;
    const business = Boolean(m[group + 1]);
    const unit = m[group + 2] ?? '';
    const days = /^h/.test(unit) ? 1 : /^(?:w|s)/.test(unit) ? n * 7 : business ? Math.ceil((n * 7) / 5) : n;
    out.push({ kind: 'days', days, span: spanOf(text, at, end) });
  }
  return out;
};

/**
 * Where a dated deadline falls when the letter gives neither its own date nor an end date but the person
 * said when it arrived: the period runs thirty days from receipt (15 U.S.C. 1692g(a)(3)); a date more than
 * ten days before receipt is history, not a deadline.
 */
export const insideFromReceipt = (t: Timing, received: IsoDate): Inside => {
  if (t.kind !== 'date') return 'unknown';
  if (t.iso < addDays(received, -10)) return 'unknown';
  return t.iso < addDays(received, 30) ? 'inside' : 'outside';
};

/**
 * A suit said to be already filed, served or enclosed ("a lawsuit has been filed against you", "enclosed is
 * the summons and complaint", "you have been sued", "hemos presentado una demanda"): collection activity
 * during the period that, unexplained, overshadows the notice it comes with (Ellis v. Solomon & Solomon, 2d
 * Cir. 2010: a summons served inside the thirty days demands an answer before the period ends). A condition
 * or a denial before it ("if a suit has been filed", "no lawsuit has been filed") is read by `suitPendingIn`.
 */
const SUIT_PENDING = new RegExp(
  [
    String.raw`\b(?:(?:a|the|this|our)\s+)?(?:lawsuit|law\s+suit|suit|complaint|legal\s+action|civil\s+action|action|collection\s+suit)\s+(?:has|have)\s+(?:now\s+|already\s+)?been\s+(?:filed|commenced|started|instituted|served|brought)\b`,
    String.raw`\b(?:we|our\s+client|this\s+(?:office|firm)|the\s+(?:creditor|plaintiff))\s+(?:has|have)\s+(?:now\s+|already\s+)?(?:filed|commenced|started|instituted|brought)\s+(?:a\s+|an\s+)?(?:lawsuit|suit|(?:legal\s+|civil\s+)?action|complaint)\b`,
    String.raw`\benclosed\s+(?:is|are|please\s+find|you\s+will\s+find)\s+(?:a\s+|the\s+)?(?:copy\s+of\s+(?:the\s+|a\s+)?)?(?:summons|complaint)\b`,
    String.raw`\b(?:the\s+)?(?:summons|complaint)\s+(?:is|are)\s+enclosed\b`,
    String.raw`\byou\s+(?:have\s+been|were|are\s+being)\s+sued\b`,
    String.raw`\b(?:se\s+ha|hemos|ha)\s+(?:presentado|interpuesto|iniciado|entablado)\s+una\s+demanda\b`,
  ].join('|'),
  'g',
);
const NOT_PENDING = /\b(?:if|whether|unless|once|when|no|not|never|before|until|si|ninguna|ning[uú]n)\b[^.;]{0,25}$/;

/** Where the letter says a suit on the debt is already filed, served or enclosed, if it does. */
export const suitPendingIn = (text: string, folded: string): Span | undefined => {
  if (!/suit|sued|summons|complaint|action|demanda/.test(folded)) return undefined;
  SUIT_PENDING.lastIndex = 0;
  for (const m of execAll(SUIT_PENDING, folded)) {
    const at = m.index ?? 0;
    if (NOT_PENDING.test(folded.slice(Math.max(0, at - 40), at))) continue;
    return spanOf(text, at, at + m[0].length);
  }
  return undefined;
};
