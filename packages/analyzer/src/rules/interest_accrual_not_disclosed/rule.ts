import { sentenceAt, spanOf } from '../../text/find';
import type { Rule, RuleContext, Span } from '../../types';
import { withFederalGate } from '../_disclosures-and-amounts/gate';
import { findDates } from '../_disclosures-and-amounts/dates';
import { findMoney } from '../_disclosures-and-amounts/numbers';
import { fold, matchIn, matchesIn, quote, segments, segTest } from '../_disclosures-and-amounts/text';
import { circuitOf } from '../_shared/circuit-of';
import { QUESTIONS } from '../_shared/questions';
import { matchesOf, testText } from '../../text/prefilter';
import { contradicts, readBalanceGrowth, type GrowthClaim, type StaticClaim } from '../../reading/balance-growth';
import { memoOnLastLetter } from '../../text/last-letter';
import { readOwedAmounts } from '../../reading/owed-amounts';
import { readOfferTerms } from '../../reading/offer-terms';
import { settlementOfferSpans } from '../../reading/settlement-offers';
import { readCurrentFigureAskedFor } from '../../reading/current-figure-asked-for';
import { MODEL_NOTICE_LINES } from '../../reading/validation-statements';

/** The consumer's answer a finding rests on, where the letter alone does not show the balance still grows. */
const TOLD_IT_GROWS = 'You told us interest or charges are still being added to this balance; this finding relies on that answer.';

/** Where Avila binds: said with every Avila finding outside the Second Circuit. */
const AVILA_SECOND_CIRCUIT = 'Avila binds in the Second Circuit (New York, Connecticut, Vermont); elsewhere courts may decide differently.';

/** Signs that the balance keeps growing: a stated rate, a per-diem figure, interest "at the contract rate" ("a la tasa legal", decision 370). */
const ACCRUAL =
  /\b\d{1,2}(?:\.\d{1,3})?\s?%\s*(?:per\s+(?:annum|year|month)|a\s+year|annual(?:ly)?|a\.?p\.?r\.?|interest|simple\s+interest|monthly|anual)\b|\b(?:interest\s+rate|annual\s+percentage\s+rate|apr|rate\s+of\s+interest|tasa\s+de\s+inter[eé]s)\b[^.\n]{0,30}?\d{1,2}(?:\.\d{1,3})?\s?%|\binterest\s+(?:at|of)\s+(?:the\s+rate\s+of\s+)?\d{1,2}(?:\.\d{1,3})?\s?%|\bper\s+diem\b|\bdaily\s+(?:interest|periodic\s+rate)\b|\binterest\s+per\s+day\b|\binterest\b[^.\n]{0,30}?\$\s?\d[\d,]*(?:\.\d{1,2})?\s+(?:per|a|each)\s+day\b|\bintereses?\b[^.\n]{0,30}?\$\s?\d[\d,]*(?:[.,]\d{1,2})?\s+(?:por|al|cada)\s+d[ií]a\b|\binterest\s+at\s+the\s+(?:contract|legal|statutory|judgment)\s+rate\b|\binter[eé]s(?:es)?\s+a\s+la\s+tasa\s+(?:legal|contractual|del\s+contrato|estatutaria|judicial|de\s+la\s+sentencia)\b|\b(?:annual|yearly|contract|per\s+annum)\s+(?:interest\s+)?rate\b[^.\n]{0,30}?\d{1,2}(?:\.\d{1,3})?\s?%|\binter[eé]s(?:es)?\s+(?:diarios?|por\s+d[ií]a)\b|\btasa\s+(?:de\s+inter[eé]s\s+)?(?:diaria|anual)\b[^.\n]{0,30}?\d{1,2}(?:[.,]\d{1,3})?\s?%/;

/**
 * A rate matched with no figure of its own ("Daily interest", "Per diem", "interés diario") followed by a zero figure
 * ("Daily interest: $0.00") shows a static balance, not accrual.
 */
const ZERO_FIGURE_AFTER = /^[ \t:]*[\n]?[ \t]*\$?[ \t]?0(?:\.0{1,2})?(?![\d.,]*[1-9])/;
const showsAccrual = (folded: string, m: Span): boolean =>
  /\d/.test(m.text) ? /[1-9]/.test(m.text) : !ZERO_FIGURE_AFTER.test(folded.slice(m.end, m.end + 24));

/**
 * The letter's own figures show the balance grew: the same kind of figure (the balance, or the interest) given as of two
 * dates, the later one larger ("Balance as of March 1, 2017: $1,200.00 / Balance as of April 1, 2017: $1,240.18";
 * "Interest through 3/1/2017: $100.00 … Interest through 4/1/2017: $109.00"; "Saldo al 1 de marzo de 2017: …"). A
 * figure labelled original or at charge-off is history, not a running balance, and is not compared; Regulation F's
 * itemization (a figure on the itemization date and today's) is the format the rule requires and is not read this way.
 */
const DATED_FIGURE_LABEL =
  /\b(?:(?<balance>(?:current\s+|outstanding\s+|unpaid\s+|total\s+)?balance|amount\s+(?:now\s+)?(?:due|owed|owing)|total\s+(?:amount\s+)?(?:due|owed)|saldo|monto\s+adeudado)|(?<interest>(?:accrued\s+|unpaid\s+)?interest|intereses?))\b/;
const HISTORY_LABEL = /\b(?:original|charge[- ]?off|charged[- ]off|prior|previous|last\s+payment|opening|itemization|castigad[ao]|cancelaci[oó]n)\b/;
const risingDatedFigures = (text: string, folded: string): Span | undefined => {
  const seen: { kind: 'balance' | 'interest'; iso: string; value: number; span: Span }[] = [];
  let at = 0;
  for (const line of folded.split('\n')) {
    const start = at;
    at += line.length + 1;
    const label = DATED_FIGURE_LABEL.exec(line);
    if (!label || HISTORY_LABEL.test(line)) continue;
    const date = findDates(line)[0];
    const money = findMoney(text, start, start + line.length).filter((m) => m.span.start - start > label.index)[0];
    if (!date || !money || /\b(?:plus|\+|m[aá]s)\b/.test(line.slice(money.span.end - start))) continue;
    const kind = label.groups?.interest ? 'interest' : 'balance';
    for (const earlier of seen) {
      if (earlier.kind !== kind || earlier.iso === date.iso) continue;
      const [older, newer] = earlier.iso < date.iso ? [earlier, { value: money.value }] : [{ value: money.value }, earlier];
      if (newer.value > older.value) return spanOf(text, earlier.span.start, start + line.length);
    }
    seen.push({ kind, iso: date.iso, value: money.value, span: spanOf(text, start, start + line.length) });
  }
  return undefined;
};

/** Miller / Avila safe harbours and other statements that the amount may grow (legal-reference §1.5, §1.10). */
const MAY_GROW =
  /\b(?:may|will|could|might|can)\s+(?:be\s+|continue\s+to\s+)?(?:increase|grow|greater|higher|change|vary|differ)\w*|\bpuede\s+aumentar|\bpodr[ií]a\s+aumentar/;
const AMOUNT_WORDS = /\b(?:balance|amount|payoff|debt|owe|total|saldo|monto|deuda)\b/;
const ACCRUING =
  /\bcontinu\w*\s+to\s+accrue|\b(?:is|are)\s+(?:still\s+)?accruing|\bwill\s+(?:continue\s+to\s+)?accrue|\baccrues?\s+(?:daily|each\s+day|monthly|at)\b|\bchanges?\s+(?:daily|day\s+to\s+day|from\s+day\s+to\s+day)|\badjustment\s+may\s+be\s+necessary|\b(?:call|contact)\s+(?:us\s+)?(?:for|to\s+(?:get|obtain))\s+(?:a\s+|the\s+|an\s+)?(?:current|updated|exact|payoff)|\bpayoff\s+(?:amount|figure|quote|balance)|\bwill\s+be\s+added\b|\bsigue[n]?\s+acumul|\bseguir[aá]n?\s+acumul/;
/** Sentence text: anything but a full stop, except the decimal point of an amount. */
const SAME_SENTENCE = '(?:[^.]|\\.(?=\\d)){0,80}';
const AVILA = new RegExp(
  `\\baccept\\w*\\b${SAME_SENTENCE}\\b(?:in\\s+full|full\\s+(?:satisfaction|payment)|as\\s+payment\\s+in\\s+full|to\\s+(?:settle|satisfy))\\b${SAME_SENTENCE}\\b(?:if|by|before|on\\s+or\\s+before|until)\\b|\\bif\\s+(?:paid|received)\\s+(?:by|before|on\\s+or\\s+before)\\b${SAME_SENTENCE}\\b(?:accept|satisf|in\\s+full)`,
);
/** The balance is not growing (Taylor): no disclosure needed. */
const STATIC =
  /\bno\s+(?:further\s+|additional\s+)?(?:interest|fees|charges)\s+(?:will|is|are|shall|has|have)\s+(?:be\s+|been\s+)?(?:charged|added|accru\w*|assessed)|\b(?:interest|fees)\s+(?:is|are|has\s+been|have\s+been)\s+(?:waived|no\s+longer)|\bwill\s+not\s+(?:increase|accrue|grow|change)\b|\bbalance\s+will\s+not\s+(?:increase|change|grow)|\bnot\s+(?:accruing|charging|adding)\s+(?:any\s+)?interest|\binterest\s+(?:has\s+)?(?:stopped|ceased)/;
/**
 * The labels and words that state the balance. Decision 180 adds the labels letters print without the words above: "Amount
 * of Debt: $…", "Debt Amount", "AMT DUE", and a line that opens "Amount:" or "Debt:" with its figure.
 */
const BALANCE =
  /\b(?:current\s+)?balance|\bamount\s+(?:now\s+)?(?:due|owed)|\byou\s+(?:currently\s+)?owe\b|\btotal\s+(?:amount\s+)?(?:due|owed)|\bamount\s+of\s+(?:(?:the|your|this)\s+)?debt|\bdebt\s+amount\b|\bamt\.?\s+(?:now\s+)?(?:due|owed)\b|^[ \t]*(?:amount|debt)(?=[ \t]*:)|\bsaldo\b/gm;

/**
 * Interest or fees the letter's own itemization shows added since charge-off (or since placement),
 * in a pre-Regulation F letter, with or without the verb: "The total amount of non-interest charges or
 * fees accrued since charge-off: $263.50", "Interest since charge-off: $263.50", "Post charge-off fees
 * $263.50" (Leitner v. Client Services, E.D.N.Y. 2020: an unexplained non-zero line leaves
 * the consumer unsure whether the balance is static or growing). Regulation F's own itemization
 * (Model Form B-1: "You were charged this amount in interest") is the format the rule requires and
 * is not read this way.
 */
const ADDED_SINCE =
  /\b(?:interest|non-interest\s+charges\s+or\s+fees|fees|charges|fees\s+and\s+costs)\b[^\n$]{0,60}?\b(?:(?:accrued|charged|added|assessed|incurred)\s+since\b|(?:since|after)\s+(?:the\s+)?(?:date\s+of\s+(?:the\s+)?)?(?:charge[- ]?off|placement|judgment|default)\b)[^\n$]{0,40}?:?[ \t]*\n?[ \t]*\$[ \t]?(\d{1,3}(?:,\d{3})*\.\d{2})|\bpost[- ](?:charge[- ]?off|placement|judgment)\s+(?:interest|fees|charges)\b[^\n$]{0,30}?:?[ \t]*\n?[ \t]*\$[ \t]?(\d{1,3}(?:,\d{3})*\.\d{2})|\b(?:intereses|inter[eé]s|cargos|costos|honorarios)\b[^\n$]{0,60}?\bdesde\s+(?:la\s+)?(?:fecha\s+de\s+(?:la\s+|el\s+)?)?(?:cancelaci[oó]n|castigo|asignaci[oó]n|sentencia|incumplimiento)\b[^\n$]{0,40}?:?[ \t]*\n?[ \t]*\$[ \t]?(\d{1,3}(?:,\d{3})*\.\d{2})/g;

/**
 * A line of the letter's own breakdown that puts a figure on interest ("Accrued interest: $120.45", "Interest through March 3,
 * 2016: $245.60", "Intereses: $245.60"): interest added. Read only where the consumer says the balance still grows (decision
 * 388): then the line is the growth the letter shows and says nothing more of (Avila), not, as with no answer, a figure that may
 * be all there will ever be (Taylor; Dick v. Enhanced Recovery).
 */
const INTEREST_LINE =
  /^[ \t]*(?:[a-z'-]+[ \t]+){0,3}?(?:interest|intereses|inter[eé]s)\b[^\n$.]{0,40}?(?::|\t| {2})[ \t]*\+?[ \t]?\$[ \t]?\d[\d,]*(?:\.\d{2})?/gm;

/**
 * The letter itemizes interest with a figure ("Interest: $0.00", "You were charged this amount in interest: + $75.00",
 * "interest accrued since charge-off: $0.00", "intereses: $0.00"): it has said what interest was added, so the
 * consumer is not asked whether the balance grows unseen (the Leitner and Regulation F itemizations are read above).
 */
const ITEMIZED_INTEREST = /\b(?:interest|intereses?)\b[^\n$]{0,80}(?:\n[ \t]*)?[+\u2212-]?[ \t]?\$[ \t]?\d/;

/** Miller's "may be greater because of interest, late charges …" wording (legal-reference §1.10). */
const MILLER =
  /\b(?:interest|late\s+charges?|other\s+charges)\b[^.]{0,120}?\b(?:may\s+be\s+greater|adjustment\s+may\s+be\s+necessary|may\s+(?:increase|vary))\b|\bmay\s+be\s+greater\b[^.]{0,80}?\b(?:interest|late\s+charges?)\b/;

/**
 * The letter's own figure is not the debt: it says the amount leaves out interest or charges, or sends
 * the consumer to call for the "current" balance or payoff. That does not state the amount of the debt
 * (Miller v. McCalla, 7th Cir. 2000: "this amount does not include accrued but unpaid interest … call
 * for payoff figures"; Chuway v. National Action, 7th Cir. 2004: "to obtain your most current balance
 * information, please call"). Miller's own safe-harbour wording (the amount "may be greater" and an
 * adjustment will be made) does state it, and is read by MILLER above.
 */
const LEFT_OUT_CHARGE = '(?:interest|late\\s+(?:charges?|fees)|fees|costs|charges|advances|intereses|cargos|costos|honorarios)';
const AMOUNT_LEAVES_OUT = new RegExp(
  [
    // the figure excludes them: "this amount does not include …", "the figure above leaves out …", "the balance shown
    // excludes …", "is exclusive of …", "does not reflect / account for …"
    `\\b(?:amount|balance|figure|total|sum|principal)\\b(?:[\\s:(]+[\\w$,.]+){0,4}?[\\s:(]+(?:(?:does|did)\\s*not\\s+(?:include|reflect|account\\s+for|cover)|doesn't\\s+(?:include|reflect|cover)|excludes|leaves\\s+out|omits|is\\s+(?:exclusive|not\\s+inclusive)\\s+of)\\b[^.]{0,80}?\\b${LEFT_OUT_CHARGE}\\b`,
    // the same in the passive: "interest … is not included in this amount", "late charges are not reflected in the balance"
    `\\b${LEFT_OUT_CHARGE}\\b[^.]{0,80}?\\b(?:is|are|has|have)\\s+not\\s+(?:been\\s+)?(?:included|reflected|counted)\\s+in\\s+(?:this|the|that|your)\\s+(?:\\w+\\s+)?(?:amount|balance|figure|total|sum)\\b`,
    // what is left out named first, as a heading or a clause: "Not included in the figure above: • accrued interest …",
    // "Excluded from this balance are late charges", "no incluido en este monto: intereses"
    `\\b(?:not\\s+(?:included|reflected|counted)\\s+in|excluded\\s+from|left\\s+out\\s+of|omitted\\s+from|no\\s+incluid[oa]s?\\s+en|excluid[oa]s?\\s+de)\\s+(?:this|the|that|your|este|esta|el|la|su)\\s+(?:\\w+\\s+)?(?:amount|balance|figure|total|sum|monto|saldo|cantidad|cifra|suma)\\b[^.]{0,120}?\\b${LEFT_OUT_CHARGE}\\b`,
    // Spanish: "este monto no incluye intereses", "el saldo indicado excluye cargos"
    `\\b(?:monto|saldo|cantidad|cifra|total|suma)\\b(?:\\s+[\\w\u00c0-\u017f$,.]+){0,3}?\\s+(?:no\\s+incluye|excluye|no\\s+refleja)\\b[^.]{0,80}?\\b(?:intereses|cargos|costos|honorarios)\\b`,
  ].join('|'),
);
/**
 * The same sentence says nothing is left out ("does not include interest, because no interest is charged"), leaves out only
 * what is still to come ("interest that may accrue after today", "los intereses que se acumulen después de la fecha de esta
 * carta", decision 388), or speaks of an offer or a plan's payments, not of the debt ("the settlement amount does not include
 * interest").
 */
const NOTHING_LEFT_OUT =
  /\b(?:(?:that|which)\s+(?:will|may|might|could|can|would|continues?\s+to)\s+(?:\w+\s+){0,2}?(?:accrue|be\s+(?:added|charged|assessed))|future\s+(?:interest|charges|fees)|(?:after|from)\s+(?:the\s+date\s+of\s+this\s+(?:letter|notice)|today))\b|\b(?:settle\w*|offer|discount\w*|payment\s+plan|plan\s+payments?|installments?|instalments?|monthly\s+payments?|acuerdo|oferta|descuento)\b|\b(?:no|none)\s+(?:\w+\s+){0,2}(?:is|are|will\s+be|has\s+been)\s+(?:being\s+)?(?:charged|added|accru\w*|owed)|\bnone\s+(?:is|are)\s+(?:owed|due|charged)|\bno\s+se\s+(?:cobran|agregan)|\bque\s+(?:se\s+)?(?:acumulen|agreguen|cobren|generen|devenguen|sumen|a[nñ]adan)\b|\b(?:despu[eé]s\s+de|a\s+partir\s+de)\s+(?:hoy|la\s+fecha\s+de\s+esta\s+(?:carta|notificaci[oó]n))/;

/**
 * The amount of the debt given as a figure "plus" charges it puts no figure on ("Balance Due: $2,942.27 plus interest and
 * attorney's fees", "you owe $900.00 plus accrued interest", "usted debe $900.00 más intereses"): the letter states part of the
 * debt and leaves the rest unstated, so it does not state the amount of the debt (McDowall v. Leschack & Grodensky, S.D.N.Y.
 * 2003; Miller v. McCalla, 7th Cir. 2000). Read from the balance-growth reader's "plus" claims (decision 139). A charge given its
 * own figure ("plus interest of $12.40") is stated; an offer, an instalment or a payment "plus" a fee is not the debt; charges only
 * possible or still to come ("plus applicable interest") tell the consumer the balance may grow.
 */
const PLUS_LEAD = /^(?:plus|\+|m[aá]s)(?:\s|$)/;
/** Charges "plus" that are only possible or still to come ("plus applicable interest", "plus any future interest"): a disclosure of growth (decision 096). */
const PLUS_POSSIBLE = /^(?:plus|\+|m[aá]s)\s+(?:any\s+)?(?:applicable|future|additional|further|adicionales|futuros)\b/;
const MONEY_JUST_BEFORE = /\$\s?\d[\d,]*(?:\.\d{2})?\s*\*?\s*,?\s*$/;
const OWED_LABEL = /\b(?:balance|amount|total|owes?|owed|owing|due|debt|remit|demand\w*|saldo|monto|deuda|debe|adeudad\w*)\b/;
const NOT_THE_DEBT =
  /\b(?:settle\w*|offer\w*|accept\w*|discount\w*|monthly|per\s+month|installments?|instalments?|payment\s+plan|plan\s+payments?|payments\s+of|(?:a|one|each|first|next|your)\s+payment\s+of|down\s+payment|acuerdo|oferta|descuento|cuotas?|mensual\w*|pagos?\s+de)\b/;
const FIGURE_AFTER = /^[^.\n$]{0,40}?(?:\$\s?\d|\b\d[\d,]*\.\d{2}\b)/;
const amountPlusUnstated = (text: string, folded: string, claims: readonly GrowthClaim[]): Span | undefined => {
  for (const c of claims) {
    const said = folded.slice(c.span.start, c.span.end);
    if (!PLUS_LEAD.test(said) || PLUS_POSSIBLE.test(said)) continue;
    const before = folded.slice(Math.max(c.sentence.start, c.span.start - 120), c.span.start);
    const money = MONEY_JUST_BEFORE.exec(before);
    if (!money) continue;
    const lead = before.slice(0, money.index);
    if (!OWED_LABEL.test(lead) || NOT_THE_DEBT.test(lead) || FIGURE_AFTER.test(folded.slice(c.span.end, c.span.end + 50))) continue;
    return spanOf(text, c.span.start - (before.length - money.index), c.span.end);
  }
  return undefined;
};

/**
 * In the Ninth Circuit, a figure given "plus" interest in one place (a caption, a heading) is outweighed where the letter
 * elsewhere says plainly that the consumer owes that same figure, with nothing "plus" after it: the unequivocal statement
 * states the amount of the debt (Valdez v. Hunt & Henriques, N.D. Cal. 2002). Elsewhere the "plus" stands (Miller v.
 * McCalla, 7th Cir. 2000; McDowall v. Leschack & Grodensky, S.D.N.Y. 2003). Returns the plain statement. Decision 170.
 */
const outweighedInTheNinth = (ctx: RuleContext, plus: Span): Span | undefined => {
  if (circuitOf(ctx.gates.state) !== 9) return undefined;
  const figure = findMoney(ctx.text, plus.start, plus.end)[0];
  if (!figure) return undefined;
  const folded = fold(ctx.text);
  return readOwedAmounts(ctx.text).find(
    (o) =>
      o.how === 'verb' &&
      o.value === figure.value &&
      (o.span.end <= plus.start || o.span.start >= plus.end) &&
      !PLUS_LEAD.test(folded.slice(o.span.end, o.span.end + 12).trimStart()),
  )?.span;
};

/** The folded sentence that holds a span. */
const sentenceAround = (folded: string, span: Span): string => {
  const start = Math.max(folded.lastIndexOf('.', span.start - 1), folded.lastIndexOf('\n', span.start - 1)) + 1;
  const stop = folded.slice(span.end).search(/[.\n]/);
  return folded.slice(start, stop < 0 ? folded.length : span.end + stop);
};

/**
 * The sentence that tells the consumer the amount may grow, or (unless `avilaCovers` is false) the Avila safe harbour's
 * promise to accept the stated amount in full by a date.
 */
const disclosure = (text: string, folded: string, avilaCovers: boolean): Span | undefined => {
  for (const seg of segments(text)) {
    if (segTest(folded, seg, MAY_GROW) && segTest(folded, seg, AMOUNT_WORDS)) return seg;
    if (segTest(folded, seg, ACCRUING) || (avilaCovers && segTest(folded, seg, AVILA))) return seg;
  }
  return undefined;
};

/** A sum said to end the debt: in full, settle, satisfy, close, resolve; Spanish liquidar, saldar, pago total, cerrar. */
const ENDS_THE_DEBT =
  /\b(?:in\s+full|full\s+(?:satisfaction|payment|settlement)|settle\w*|satisf\w*|resolv\w*|clos(?:e|ed|es)\b|paid\s+off|liquid\w*|saldad[ao]s?|saldar|pago\s+total|pago\s+completo|cerrar|cerrad[ao]|cancelad[ao])/;

/**
 * The offers' terms read by kind (decision 130). A fixed sum to be paid by a stated date, in a letter that offers to
 * settle, is the Avila safe harbour in whatever words it is put (Avila v. Riexinger, 2d Cir. 2016; Watson v. Midland
 * Credit Management, E.D.N.Y., on fixed-sum, fixed-date options): the consumer knows what ends the debt. An open-ended plan ("monthly
 * payments as low as $50") says neither that the balance grows nor that paying it settles the debt, and the safe
 * harbour of the other options does not reach it (Watson).
 */
const offerHarbour = (text: string): { openEnded?: Span; fixedByDate?: Span } => {
  const terms = readOfferTerms(text);
  if (terms.length === 0) return {};
  const openEnded = terms.find((t) => t.kind === 'open_ended')?.span;
  if (openEnded) return { openEnded };
  const fixed = terms.find((t) => t.kind === 'lump_by_date')?.span;
  if (!fixed) return {};
  // The sum must end the debt: said in its own sentence, or the letter offers to settle. A demand for the balance by a
  // date ("please pay $2,140.55 by June 30") promises nothing and is no harbour.
  return settlementOfferSpans(text).length > 0 || ENDS_THE_DEBT.test(fold(sentenceAt(text, fixed.start).text)) ? { fixedByDate: fixed } : {};
};

/**
 * A payoff quoted through a date (decision 521): the figure said good, valid or guaranteed through a day ("Payoff amount: $1,245.60,
 * good through March 31", "valid until", "válido hasta el 31 de marzo"), or said to include interest through a day after the letter's
 * date ("includes interest at your contract rate through June 30", "incluye intereses hasta el 30 de junio"). Where the letter says
 * paying that figure pays the account off, it tells the consumer what ends the debt and by when: the Avila safe harbour (the collector
 * will accept the stated amount in full if paid by a stated date; Avila v. Riexinger, 2d Cir. 2016) put as a payoff quote. A figure
 * "as of" a date, or with interest through a day already past, quotes nothing forward and is no harbour.
 */
const QUOTED_THROUGH =
  /\b(?<good>(?:good|valid|honou?red|guaranteed)\s+(?:through|thru|until|till|up\s+to)|v[aá]lid[oa]s?\s+hasta|vigente\s+hasta|garantizad[oa]s?\s+hasta)\b|\b(?:includ\w*|with|computed\s+with|calculated\s+with)\s+(?:all\s+)?(?:accrued\s+)?(?:interest|intereses)\b[^.\n]{0,40}?\b(?:through|thru|to|until)\b|\bincluye\s+(?:los\s+)?intereses\b[^.\n]{0,40}?\bhasta\b/g;
/** Paying the figure ends the debt: the words of `ENDS_THE_DEBT`, or the figure named a payoff. */
const PAYS_IT_OFF = /\bpay(?:\s+|-)?off\b|\bpays\s+off\b/;
const payoffQuotedThrough = (ctx: RuleContext, folded: string): Span | undefined => {
  const letterDate = ctx.facts.letterDate?.value;
  for (const m of matchesOf(QUOTED_THROUGH, folded)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const date = findDates(ctx.text.slice(end, end + 40), folded.slice(end, end + 40))[0];
    // A figure with interest through a day is a quote forward only past the letter's own date; "good through" names the day the
    // quote holds until.
    if (!date || (letterDate ? date.iso <= letterDate : !m.groups?.good)) continue;
    const sentence = sentenceAt(ctx.text, start);
    const ends = (t: string): boolean => ENDS_THE_DEBT.test(t) || PAYS_IT_OFF.test(t);
    // The quote's figure: in its sentence, or on the lines just before (a note under a total: "*Includes interest through …").
    const near = findMoney(ctx.text, Math.max(0, Math.min(sentence.start, start - 160)), end).map((x) => x.value);
    const paysOff =
      ends(fold(sentence.text)) ||
      PAYS_IT_OFF.test(folded.slice(Math.max(0, start - 160), start)) ||
      segments(ctx.text).some((seg) => ends(fold(seg.text)) && findMoney(ctx.text, seg.start, seg.end).some((x) => near.includes(x.value)));
    if (paysOff) return spanOf(ctx.text, start, Math.min(ctx.text.length, end + date.span.end));
  }
  return undefined;
};

/**
 * The figure named as the balance after it ("$1,234.56 is the current balance of your account", "$900.00 remains
 * the total amount due", "$900.00 es su saldo actual"): the same statement in the other word order.
 */
const FIGURE_IS_BALANCE =
  /^\s*(?:is|remains|represents)\s+(?:still\s+|now\s+)?(?:the\s+|your\s+)?(?:current\s+|present\s+|total\s+|outstanding\s+|unpaid\s+)?(?:balance|amount\s+(?:now\s+)?(?:due|owed|owing)|amount\s+of\s+(?:the|your|this)\s+debt)\b|^\s*(?:es|sigue\s+siendo)\s+(?:su|el)\s+saldo\b/;

/**
 * A balance stated with an amount ("Current balance: $1,234.56", "you owe $900.00", "$900.00 is your balance"), and, read
 * by the owed-amount reader wherever it sits (decision 128), "Amount owing⏎$900.00", "$900.00 is owed", "you still owe
 * $900.00", "Saldo adeudado: $900.00", "Usted debe $900.00".
 */
/**
 * The balance named by its account before its figure (decision 521): "Your balance on your Empire Motors account ending 4521 is
 * $1,245.60", "the outstanding balance for account number XXXX4521 with First Valley Bank is …", "the current balance of your card
 * account now stands at …", "El saldo de su cuenta … asciende a $1,245.60", "Su saldo pendiente con … es de …": however long the
 * words naming the account, a balance stated now. A balance that was, or the account's balance at charge-off, is history.
 */
const BALANCE_OF_ACCOUNT =
  /\b(?:(?:current|outstanding|unpaid|total|remaining|present)\s+)?balance\s+(?:on|for|of|with|in)\s+[^.\n$]{1,90}?\s(?:now\s+|currently\s+|still\s+)?(?:is|remains|stands\s+at|totals|comes\s+to|amounts\s+to)\s+(?:now\s+|currently\s+|still\s+)?(?=\$\s?\d)|\bsaldo\s+(?:(?:actual|pendiente|total|adeudado)\s+)?(?:de|del|en|con|para)\s+[^.\n$]{1,90}?\s(?:es\s+de|es|asciende\s+a|suma|alcanza)\s+(?=\$\s?\d)/g;
const HISTORY_IN_CLAUSE = /\b(?:original|charge[- ]?off|charged[- ]off|prior|previous|opening|castigad[ao]|cancelaci[oó]n|originalmente)\b/;
const INSTALMENT_AFTER = /^\s*(?:(?:per|a|each|every)\s+(?:month|week|payment|installment|instalment)|monthly|weekly|al\s+mes|mensual(?:es)?|por\s+mes)\b/;
const statedBalance = (ctx: RuleContext, folded: string): Span | undefined => {
  const owed = readOwedAmounts(ctx.text)[0];
  for (const m of matchesOf(BALANCE, folded)) {
    const start = m.index ?? 0;
    // "Original balance: $…", "Charge-off balance: $…": history, not the balance stated now (decision 128).
    if (/\b(?:original|charge[- ]?off|charged[- ]off|prior|previous|last|starting|opening)\s+$/.test(folded.slice(Math.max(0, start - 20), start))) continue;
    const money = findMoney(ctx.text, start + m[0].length, Math.min(ctx.text.length, start + m[0].length + 40))[0];
    // An instalment is no balance ("Amount: $50.00 per month").
    if (money && INSTALMENT_AFTER.test(folded.slice(money.span.end, money.span.end + 24))) continue;
    if (money && !/\n\s*\n/.test(ctx.text.slice(start, money.span.start))) return spanOf(ctx.text, start, money.span.end);
  }
  for (const money of findMoney(ctx.text)) {
    const after = FIGURE_IS_BALANCE.exec(folded.slice(money.span.end, money.span.end + 60));
    if (after) return spanOf(ctx.text, money.span.start, money.span.end + after.index + after[0].length);
  }
  for (const m of matchesOf(BALANCE_OF_ACCOUNT, folded)) {
    const start = m.index ?? 0;
    if (HISTORY_IN_CLAUSE.test(folded.slice(Math.max(0, start - 20), start + m[0].length))) continue;
    const money = findMoney(ctx.text, start + m[0].length, Math.min(ctx.text.length, start + m[0].length + 20))[0];
    if (money && !INSTALMENT_AFTER.test(folded.slice(money.span.end, money.span.end + 24))) return spanOf(ctx.text, start, money.span.end);
  }
  return owed?.span;
};

/**
 * A charge said to continue or to recur ("continue to be assessed", "keep being added", "each month", "until the account is paid",
 * "seguirán cobrando", "cada mes"): the balance said to grow, not a single fee a consumer's act would cause ("if your payment is
 * returned, a $25.00 fee will be charged").
 */
const KEEPS_COMING =
  /\b(?:continu\w*|keeps?|still|each|every|monthly|daily|weekly|per\s+(?:day|month)|until|seguir\w*|sigue\w*|contin[uú]\w*|cada|mensual\w*|diari\w*|hasta\s+que)\b/;

/** What a letter says of its balance growing: the reading both this rule and `interest_increase_language_false` judge. */
export type GrowthSaid = {
  /** The offers' terms: an open-ended plan, or a fixed sum by a date (the Avila safe harbour). */
  harbour: ReturnType<typeof offerHarbour>;
  /** The sentence that says the amount may grow (or, unless the plan is open-ended, the Avila promise). */
  said?: Span;
  growth: ReturnType<typeof readBalanceGrowth>;
  /** Interest or the balance said to grow, on no lawful condition: the Miller words, or the reader's first claim. */
  growthSaid?: Span;
  /** A claim that the amount may grow and a statement, in another sentence, that it will not. */
  contradiction?: readonly [GrowthClaim, StaticClaim];
  /**
   * Fees or costs said to keep coming ("late fees will continue to be assessed each month", "fees will keep being added", "se
   * seguirán cobrando cargos por mora cada mes"): the balance said to grow, the disclosure Avila asks for (decision 379), though
   * not interest's growth that `interest_increase_language_false` judges (the fees are `unauthorized_fees_or_interest`'s).
   */
  feesToCome?: Span;
};

/**
 * What the letter says of its balance growing, read once per letter: whether it says so (the Miller words, or a growth
 * claim read in many wordings, decision 096), and whether it also says the balance is static.
 */
export const readGrowthSaid = memoOnLastLetter((text: string): GrowthSaid => {
  const folded = fold(text);
  const harbour = offerHarbour(text);
  const said = disclosure(text, folded, !harbour.openEnded);
  const growth = readBalanceGrowth(text);
  const millerFound = said ? matchIn(text, folded, MILLER) : undefined;
  // The Miller words inside a sentence whose growth is only supposed ("if interest is accruing, the amount may be
  // greater") are a truism, lawful even where nothing accrues (Salinas v. R.A. Rogers, 5th Cir. 2020).
  const inMillerSentence = growth.claims.filter((c) => millerFound && c.sentence.start <= millerFound.start && millerFound.start < c.sentence.end);
  const miller = inMillerSentence.length > 0 && inMillerSentence.every((c) => c.lawfulCondition) ? undefined : millerFound;
  const contradiction = growth.claims
    .filter((c) => !c.lawfulCondition)
    .flatMap((c) => growth.statics.filter((s) => s.sentence.start !== c.sentence.start && contradicts(c, s)).map((s) => [c, s] as const))[0];
  // Interest or the balance said to grow, on no condition of its own ("if permitted by law" is lawful as it stands).
  const interestClaims = growth.claims.filter((c) => !c.lawfulCondition && (c.what.includes('interest') || c.what.includes('balance')));
  const growthSaid: Span | undefined = miller ?? interestClaims[0]?.sentence;
  const feesToCome = growth.claims.find((c) => (c.what.includes('fees') || c.what.includes('costs')) && KEEPS_COMING.test(fold(c.sentence.text)))?.sentence;
  return { harbour, said, growth, growthSaid, contradiction, feesToCome };
});

export const rule: Rule = {
  meta: {
    id: 'interest_accrual_not_disclosed',
    title: 'Balance is growing but the letter does not say so',
    citation:
      '15 U.S.C. 1692e; Avila v. Riexinger & Assocs. (2d Cir. 2016); Miller v. McCalla (7th Cir. 2000); Taylor v. Financial Recovery Services (2d Cir. 2018); Boucher v. Finance System of Green Bay (7th Cir. 2018)',
    kind: 'judgment',
    section: '1.5',
    description:
      'If interest or fees are still being added to your debt, a letter that states a "current balance" without saying the amount may increase can mislead you into thinking that paying that figure will settle the debt. Courts in the Second Circuit (New York, Connecticut, Vermont) require the letter to say so, or to promise to accept the stated amount by a date.',
    severity: 4,
    value: 500,
  },
  check: withFederalGate({ exemptPleadings: true }, (ctx, folded, gate) => {
    const assumptions = [...gate.assumptions];
    // What the letter says of the balance growing is judged by `interest_increase_language_false` when it is false
    // (Boucher); here it is the disclosure Avila asks for.
    const { harbour, said, growth, growthSaid, feesToCome } = readGrowthSaid(ctx.text);
    // A stated running rate shows the balance can grow: nothing to ask. A rate of 0% (or a $0.00 per diem) shows a static
    // balance, not accrual.
    const rate = matchesIn(ctx.text, folded, ACCRUAL).find((m) => showsAccrual(folded, m));
    const rateShown = rate !== undefined;
    // "Call for the current balance" is a pointer, not a failure to state the debt, when the letter says why the figure moves.
    // A fixed sum offered by a date, or a payoff quoted through a date (decision 521): the Avila safe harbour.
    // An open-ended plan beside it stays outside the harbour (Watson).
    const fixedByDate = harbour.fixedByDate ?? (harbour.openEnded ? undefined : payoffQuotedThrough(ctx, folded));
    const explained =
      Boolean(growthSaid) || rateShown || testText(MAY_GROW, folded) || testText(STATIC, folded) || growth.statics.length > 0 || Boolean(fixedByDate);
    const excluded = matchIn(ctx.text, folded, AMOUNT_LEAVES_OUT);
    const excludedOwed = excluded && !NOTHING_LEFT_OUT.test(sentenceAround(folded, excluded)) ? excluded : undefined;
    const plusUnstated = amountPlusUnstated(ctx.text, folded, growth.claims);
    const plusOutweighed = plusUnstated && !excludedOwed ? outweighedInTheNinth(ctx, plusUnstated) : undefined;
    if (plusOutweighed)
      assumptions.push(
        `The letter gives the figure "plus" interest ("${quote(plusUnstated!, 80)}") but elsewhere says plainly that you owe that same figure ("${quote(plusOutweighed, 80)}"). Courts in the Ninth Circuit have held that the plain statement outweighs the other (Valdez v. Hunt & Henriques, N.D. Cal. 2002); courts elsewhere have held "$X plus interest" does not state the amount of the debt (Miller v. McCalla, 7th Cir. 2000; McDowall v. Leschack & Grodensky, S.D.N.Y. 2003).`,
      );
    const leavesOut = excludedOwed ?? (plusOutweighed ? undefined : plusUnstated) ?? (explained ? undefined : readCurrentFigureAskedFor(ctx.text)[0]);
    if (leavesOut)
      return {
        status: 'flag',
        message: `This letter may not state the amount of the debt (15 U.S.C. 1692g(a)(1), 1692e(2)(A)): it gives a figure but says that figure leaves out interest or other charges, or sends you to call for the current balance ("${quote(leavesOut, 120)}"). A collector must tell you what you owe, not ask you to phone for it (Miller v. McCalla, 7th Cir. 2000; Chuway v. National Action Financial Services, 7th Cir. 2004). Before paying, ask in writing for the full amount owed on the day you pay.`,
        evidence: [leavesOut],
        confidence: circuitOf(ctx.gates.state) === 7 ? 'medium' : 'low',
        assumptions,
        // The figure the letter gives says it leaves charges out: a statement made, not one missing.
        misstated: true,
      };
    const balance = statedBalance(ctx, folded);
    if (!balance) return { status: 'pass', assumptions };
    // The reader's static statements too ("Interest: waived", "interest rate: 0%", "no longer charges interest", decision 128).
    const still = matchIn(ctx.text, folded, STATIC) ?? growth.statics[0]?.span;
    if (still)
      return {
        status: 'pass',
        assumptions: [...assumptions, `The letter says the balance is not growing ("${quote(still, 80)}"), so no disclosure is needed (Taylor).`],
      };
    // The reader's growth claims are the disclosure too, in whatever words they are written (decision 103).
    const toldMayGrow = said ?? growthSaid ?? feesToCome;
    if (toldMayGrow) return { status: 'pass', assumptions: [...assumptions, `The letter says the amount may change ("${quote(toldMayGrow, 100)}").`] };
    if (fixedByDate)
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          `The letter offers a fixed sum to be paid by a stated date ("${quote(fixedByDate, 80)}"): the safe harbour of Avila v. Riexinger (2d Cir. 2016), since it tells you what ends the debt.`,
        ],
      };
    const regFItemization = ctx.gates.isRegF === true || ctx.gates.followsModelForm;
    const nonZero = (m: Span): boolean => /[1-9]/.test(m.text.replace(/^[^$]*/, ''));
    const addedSince = regFItemization ? undefined : matchesIn(ctx.text, folded, ADDED_SINCE).find(nonZero);
    // Interest shown added in the breakdown, where the consumer says the balance still grows (decision 388).
    const shownAdded =
      addedSince || regFItemization || ctx.answers.balanceCanIncrease !== true ? undefined : matchesIn(ctx.text, folded, INTEREST_LINE).find(nonZero);
    if (shownAdded) assumptions.push(TOLD_IT_GROWS);
    const added = addedSince ?? shownAdded;
    const rising = rate || added || regFItemization ? undefined : risingDatedFigures(ctx.text, folded);
    const accrual = rate ?? added ?? rising;
    const circuit = circuitOf(ctx.gates.state);
    if (harbour.openEnded)
      assumptions.push(
        `The letter's open-ended plan ("${quote(harbour.openEnded, 80)}") is outside the Avila safe harbour: it says neither that the balance grows nor that paying it settles the debt (Watson v. Midland Credit Management, E.D.N.Y.).`,
      );
    // Regulation F's itemization is in a notice in the model form's layout or words, or one that itemizes from an itemization date; a later
    // letter, an e-mail or a text of the same era that states a balance is judged as any other (Avila; decision 474).
    const itemizedAsRegF =
      ctx.gates.followsModelForm ||
      (ctx.gates.isRegF === true &&
        (ctx.facts.itemizationDate !== undefined || ctx.facts.itemization.amountOnItemizationDate !== undefined || testText(MODEL_NOTICE_LINES, ctx.text)));
    if (!accrual && !itemizedAsRegF && !testText(ITEMIZED_INTEREST, folded)) {
      // The letter shows no accrual, but the balance may be growing all the same: a fact the consumer knows
      // (Avila v. Riexinger, 2d Cir. 2016; Marucci v. Cawley & Bergmann, D.N.J. 2014). Asked where courts
      // have so held; judged wherever the consumer has said so.
      if (ctx.answers.balanceCanIncrease === true) {
        if (circuit !== 2) assumptions.push(AVILA_SECOND_CIRCUIT);
        return {
          status: 'flag',
          message: `A fixed balance with nothing said of interest may mislead you about the amount of the debt (15 U.S.C. 1692e): the letter states "${quote(balance, 80)}" and says nothing of interest or fees, but you told us they are still being added. A letter that gives a fixed figure for a growing debt, without saying the amount may increase or that the collector will accept that figure in full by a date, may lead you to think paying it settles the debt (Avila v. Riexinger, 2d Cir. 2016; Marucci v. Cawley & Bergmann, D.N.J. 2014). Before paying, ask for the exact payoff amount on the day you pay.`,
          evidence: harbour.openEnded ? [balance, harbour.openEnded] : [balance],
          confidence: circuit === 2 ? 'medium' : 'low',
          assumptions: [...assumptions, TOLD_IT_GROWS],
        };
      }
      if (ctx.answers.balanceCanIncrease === undefined && (circuit === 2 || circuit === 3))
        return {
          status: 'needs_input',
          questions: [QUESTIONS.balanceCanIncrease],
          message: `The letter states a balance ("${quote(balance, 80)}") and says nothing of interest or fees. If they are still being added, a fixed figure without a word that it may grow can mislead you (Avila v. Riexinger, 2d Cir. 2016): is the balance still growing?`,
          evidence: harbour.openEnded ? [balance, harbour.openEnded] : [balance],
          assumptions,
        };
      // The Seventh Circuit asks the same of a stated balance: a collector adding interest to it must say so (Chuway v.
      // National Action Financial Services, 7th Cir. 2004, applying Miller v. McCalla, 7th Cir. 2000; decision 128).
      if (ctx.answers.balanceCanIncrease === undefined && circuit === 7)
        return {
          status: 'needs_input',
          questions: [QUESTIONS.balanceCanIncrease],
          message: `The letter states a balance ("${quote(balance, 80)}") and says nothing of interest or fees. If they are still being added, a collector must say the amount may grow (Chuway v. National Action Financial Services, 7th Cir. 2004; Miller v. McCalla, 7th Cir. 2000), or the figure does not tell you what you owe: is the balance still growing?`,
          evidence: harbour.openEnded ? [balance, harbour.openEnded] : [balance],
          assumptions,
        };
    }
    if (!accrual) {
      return {
        status: 'pass',
        assumptions: [
          ...assumptions,
          'Nothing in the letter shows interest or fees still being added; if your balance has been growing from letter to letter, tell us, as that may matter.',
        ],
      };
    }
    if (circuit !== 2) assumptions.push(AVILA_SECOND_CIRCUIT);
    return {
      status: 'flag',
      message: `This letter may mislead you about the amount of the debt (15 U.S.C. 1692e): it states a balance ("${quote(balance, 80)}") while ${rate ? 'showing that interest keeps accruing' : rising ? 'its own figures show the amount growing from one date to a later one' : 'its itemization shows interest or fees added since a date without saying whether more will be added (Leitner v. Client Services)'} ("${quote(accrual, 80)}"), but it does not say the amount may increase, or that the collector will accept the stated amount in full by a given date (Avila v. Riexinger). Before paying, ask for the exact payoff amount on the day you pay.`,
      evidence: [balance, accrual],
      confidence: circuit === 2 ? 'medium' : 'low',
      assumptions,
    };
  }),
};
