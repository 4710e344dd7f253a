/**
 * A stated amount whose make-up the letter leaves open (decision 170): the balance is given, and then said only perhaps to
 * hold charges ("your balance may include late charges", "the amount shown might contain interest and fees", "fees may
 * have been added to your balance", "included in the balance may be delinquency charges", "it is possible that your
 * balance includes fees", "su saldo puede incluir cargos adicionales", "es posible que su saldo incluya intereses",
 * "se pueden haber agregado cargos a su saldo"), or to hold them only "if applicable", "where permitted", "if any",
 * "si corresponde". The consumer cannot tell whether the charges are in the figure, how much of it they are, or whether
 * they were owed at all, so the figure does not state the amount of the debt (15 U.S.C. 1692g(a)(1), 1692e(2)(A),
 * 1692e(10)): Weiss v. Zwicker & Associates (E.D.N.Y. 2009: a balance that "may include additional charges … if
 * permissible"); Carlin v. Davidson Fink (2d Cir. 2017: a payoff figure that "may include" fees not yet incurred);
 * Chuway v. National Action Financial (7th Cir. 2004) and Fields v. Wilber Law Firm (7th Cir. 2004): a figure the
 * consumer cannot take as the debt, or whose parts are masked, does not state it.
 *
 * Not this kind, and not read: the amount said to grow later (the Miller v. McCalla safe harbour, 7th Cir. 2000: "the
 * amount due on the day you pay may be greater"; Avila v. Riexinger, 2d Cir. 2016: "your balance may increase"), what a
 * later statement or a future referral may add ("future statements may include interest", "if referred to an attorney
 * your balance may include…": the future-charge readers), a definite composition ("includes interest of $230.00",
 * "includes principal, interest and fees": Wahl v. Midland, 7th Cir. 2009), a figure that may not reflect a recent
 * payment, a payment or an offer that "may include" something, and a letter that gives the charges their own figures
 * (Delgado v. Client Services, N.D. Ill. 2018: an itemization accounts for what is and is not in the total).
 *
 * Each pattern runs once over the folded letter behind the literal prefilter; the sentence around a match is read only
 * where one is found. Pure; memoised on the last text.
 */
import { spanOf } from '../text/find';
import { matchesOf, testText } from '../text/prefilter';
import { memoOnLastLetter } from '../text/last-letter';
import type { Span } from '../types';
import { fold, segmentIndexAt, segments } from '../rules/_disclosures-and-amounts/text';
import type { Lang } from './types';

/** A dollar figure (made once: a regular-expression literal in a function is a new pattern at every call, which the prefilter reads again; decision 256). */
const DOLLAR_FIGURE = /\$\s?\d/;
/** A word that adds one figure to another. */
const ADDED_WORD = /\b(?:plus|together|along|addition|m[aá]s|adem[aá]s|junto)\b|\+/;
/** A fee named. */
const FEE_WORD = /\b(?:fee|charge|commission|cargo|comisi[oó]n|tarifa)/;
/** A charge left to be determined, or said owed. */
const UNDETERMINED_OR_OWED =
  /\b(?:determin\w*|tbd|applicable|if\s+any|corresponda|corresponde|aplica|procede|hay|owed|owing|due|owe|adeud\w*|deben|pagaderos|unknown|pendiente|subject\s+to|sujet[ao]\s+a)\b/;

export type HedgedComposition = {
  /** The words that leave the make-up open. */
  span: Span;
  sentence: Span;
  /** `modal`: the figure "may" hold the charges; `conditional`: it holds them "if applicable", "where permitted". */
  how: 'modal' | 'conditional';
  lang: Lang;
};

/** The stated figure as a noun: the balance, the amount (shown, due, above), the total, the sum, the debt. */
const AMOUNT = String.raw`(?:(?:account\s+|current\s+|outstanding\s+|total\s+|unpaid\s+|stated\s+|above\s+)?balance(?:\s+(?:due|owed|owing|shown|stated|above|listed))?|amount(?:\s+(?:due|owed|owing|shown|stated|above|listed|claimed|demanded|requested))?|total(?:\s+(?:due|balance|amount|owed))?|sum|figure|debt|payoff(?:\s+(?:amount|figure))?)`;
const AMOUNT_ES = String.raw`(?:saldo|monto|cantidad|importe|total|deuda)`;
/** What the figure may hold: charges, fees, interest, costs, in the creditor's words or the collector's. */
const CHARGE = String.raw`(?:(?:any|all|some|certain|other|additional|various|such|late|delinquency|delinquent|collection|service|finance|penalty|default|over[- ]?limit|annual|membership|returned[- ](?:check|payment)|accrued|contractual|applicable|permissible|permitted|unpaid|and|or|,|\s)+)?(?:charges?|fees?|interest|costs?|penalties)\b`;
const CHARGE_ES = String.raw`(?:cargos?|intereses|costos?|gastos|honorarios|recargos|comisiones|penalidades|multas)\b`;

/** Words that may stand between the figure and its modal: a figure, a date, "shown above", "which", no other clause. */
const GAP = String.raw`(?:[^.\n;!?]|\.(?=\d)){0,60}?`;

const MODAL_EN = String.raw`(?:may|might|could)(?:\s+(?:also|possibly|well|or\s+may\s+not|or\s+might\s+not))?\s+(?:have\s+)?(?:includ(?:e|ed)|contain(?:ed)?|reflect(?:ed)?|consist(?:ed)?\s+of|be\s+inclusive\s+of|incorporat(?:e|ed)|encompass(?:ed)?)`;

const HEDGED = new RegExp(
  [
    // "your balance (of $1,480.00) may include late charges", "the amount shown might contain fees", "may be inclusive of"
    String.raw`\b${AMOUNT}\b${GAP}\b${MODAL_EN}\b[^.\n;!?]{0,40}?\b${CHARGE}`,
    // "your balance possibly includes fees"
    String.raw`\b${AMOUNT}\b${GAP}\bpossibly\s+(?:includes|contains|reflects)\b[^.\n;!?]{0,40}?\b${CHARGE}`,
    // "it is possible that your balance includes fees", "perhaps the amount contains interest"
    String.raw`\b(?:it\s+is\s+possible|perhaps|possibly)\s+(?:that\s+)?(?:your|the|this|said)\s+(?:[\w-]+\s+)?${AMOUNT}\s+(?:includes|contains|reflects)\b[^.\n;!?]{0,40}?\b${CHARGE}`,
    // passive: "fees may have been added to your balance", "late charges and interest may be included in the amount due"
    String.raw`\b${CHARGE}${GAP}\b(?:may|might|could)(?:\s+also)?\s+(?:have\s+)?(?:been|be)\s+(?:included|added|applied|assessed|charged|incorporated|built)\s+(?:in|into|to|on|within)\s+(?:your|the|this|that|said)\s+(?:[\w-]+\s+)?${AMOUNT}\b`,
    // inverted: "included in your balance may be delinquency charges"
    String.raw`\bincluded\s+(?:in|within)\s+(?:your|the|this|that|said)\s+(?:[\w-]+\s+)?${AMOUNT}\s+(?:may|might|could)\s+be\b[^.\n;!?]{0,40}?\b${CHARGE}`,
    // Spanish: "su saldo puede incluir cargos", "el monto podría contener intereses", "puede que su saldo incluya"
    String.raw`\b${AMOUNT_ES}\b${GAP}\b(?:puede|podr[ií]a|pudiera|podr[aá])\s+(?:tambi[eé]n\s+)?(?:haber\s+)?(?:incluir|incluido|contener|contenido|reflejar|reflejado|abarcar)\b[^.\n;!?]{0,40}?\b${CHARGE_ES}`,
    String.raw`\b(?:es\s+posible|puede|quiz[aá]s?|tal\s+vez)\s+que\s+(?:su|el|la|este|esta)\s+${AMOUNT_ES}\b[^.\n;!?]{0,20}?\b(?:incluya|contenga|refleje)\b[^.\n;!?]{0,40}?\b${CHARGE_ES}`,
    // Spanish passive: "se pueden haber agregado cargos a su saldo", "podrían haberse incluido intereses en su saldo"; decision
    // 344: the reflexive passive of the present, as "interest may be added to your balance" is read ("se pueden agregar intereses
    // a su saldo", "podrían agregarse intereses a su saldo", "intereses pueden ser agregados a su saldo").
    String.raw`\b(?:se\s+)?(?:puede|pueden|podr[ií]an?)\s+(?:haber(?:se)?\s+)?(?:agregado|a[nñ]adido|incluido|sumado|aplicado|cargado)\s+${CHARGE_ES}${GAP}\b(?:a|en)\s+(?:su|el|la|este|esta)\s+${AMOUNT_ES}\b`,
    String.raw`\bse\s+(?:puede|pueden|podr[ií]an?)\s+(?:agregar|a[nñ]adir|incluir|sumar|aplicar|cargar)\s+${CHARGE_ES}${GAP}\b(?:a|en)\s+(?:su|el|la|este|esta)\s+${AMOUNT_ES}\b`,
    String.raw`\b(?:puede|pueden|podr[ií]an?)\s+(?:agregar|a[nñ]adir|incluir|sumar|aplicar|cargar)se\s+${CHARGE_ES}${GAP}\b(?:a|en)\s+(?:su|el|la|este|esta)\s+${AMOUNT_ES}\b`,
    String.raw`\b${CHARGE_ES}${GAP}\b(?:puede|pueden|podr[ií]an?)\s+(?:haber\s+)?(?:sido\s+|estar\s+|ser\s+)?(?:incluid|agregad|a[nñ]adid|sumad|aplicad)[oa]s?\s+(?:a|en)\s+(?:su|el|la|este|esta)\s+${AMOUNT_ES}\b`,
  ].join('|'),
);

/** A figure said to hold charges only on a condition: "includes late charges, where applicable", "includes any applicable fees". */
const CONDITIONAL = new RegExp(
  [
    String.raw`\b${AMOUNT}\b${GAP}\b(?:includes|including|contains|reflects|consists\s+of|is\s+inclusive\s+of)\b[^.\n;!?]{0,60}?\b${CHARGE}[^.\n;!?]{0,50}?(?:\bif\s+(?:any|applicable|permitted|permissible|allowed|authori[sz]ed|such|they|those|said|appropriate)\b|\bwhere\s+(?:applicable|permitted|permissible|allowed|appropriate)\b|\bas\s+(?:applicable|appropriate)\b|\bto\s+the\s+extent\s+(?:permitted|allowed|applicable|authori[sz]ed|any)\b|\bwhen\s+applicable\b)`,
    String.raw`\b${AMOUNT}\b${GAP}\b(?:includes|including|contains|reflects)\s+(?:any\s+(?:applicable|permissible|permitted|such)|such\s+(?:applicable\s+)?)\b[^.\n;!?]{0,40}?\b${CHARGE}`,
    // "includes any interest or late charges that may have accrued", "incluye los cargos que se hayan podido generar"
    String.raw`\b${AMOUNT}\b${GAP}\b(?:includes|including|contains|reflects)\b[^.\n;!?]{0,60}?\b${CHARGE}[^.\n;!?]{0,30}?\b(?:that|which)\s+(?:may|might|could)\s+have\s+(?:accrued|been\s+(?:added|charged|assessed|applied|incurred)|applied|been\s+incurred)`,
    String.raw`\b${AMOUNT_ES}\b${GAP}\b(?:incluye|contiene|refleja)\b[^.\n;!?]{0,60}?\b${CHARGE_ES}[^.\n;!?]{0,30}?\bque\s+(?:se\s+)?(?:hayan|puedan\s+haberse|pudieran\s+haberse|podr[ií]an\s+haberse)\s+(?:podido\s+)?(?:acumulado|agregado|generado|aplicado|cobrado|acumular|agregar|generar)`,
    String.raw`\b${AMOUNT_ES}\b${GAP}\b(?:incluye|contiene|refleja)\b[^.\n;!?]{0,60}?\b${CHARGE_ES}[^.\n;!?]{0,50}?\b(?:si\s+(?:corresponde|aplica|los\s+hay|las\s+hay|procede|lo\s+permite)|de\s+ser\s+(?:aplicable|el\s+caso)|cuando\s+(?:corresponda|aplique)|seg[uú]n\s+corresponda|en\s+su\s+caso)\b`,
  ].join('|'),
);

const HEDGED_G = new RegExp(HEDGED.source, 'g');
const CONDITIONAL_G = new RegExp(CONDITIONAL.source, 'g');

/** The match speaks of later, of another document, a payment or an offer: not the make-up of the figure stated. */
const NOT_THE_FIGURE =
  /\b(?:future|day\s+you\s+pay|in\s+the\s+future|going\s+forward|from\s+now\s+on|later|next|subsequent|statements?|payments?|offers?|settlement|plan|options?|records?|en\s+el\s+futuro|futur[oa]s?|pr[oó]xim[oa]s?|pagos?|oferta|plan)\b/;
/** Later words after the match in its sentence ("may include interest in the future"): growth, not the figure's make-up. */
const LATER_AFTER =
  /\b(?:in\s+the\s+future|going\s+forward|from\s+now\s+on|later|hereafter|(?:after|from)\s+the\s+date\s+of\s+this\s+(?:letter|notice)|(?:accrues?|accruing|added|charged)\s+after|if\s+you\s+(?:pay|choose|elect|use|make)|en\s+el\s+futuro|m[aá]s\s+adelante|despu[eé]s\s+de\s+la\s+fecha|si\s+(?:usted\s+)?paga)\b/;
/** A condition opened before the match ("if your account is referred…, your balance may include…"): a future charge, not this figure. */
const CONDITION_BEFORE = /\b(?:if|when|once|should|unless|after|si|cuando|una\s+vez\s+que)\b/;
/** The charges given their own figure anywhere in the letter: the itemization says what the total holds. */
const CHARGES_FIGURED =
  /\b(?:interest|fees?|charges?|costs?|intereses|cargos|costos|gastos)\b(?:\s+(?:\([^)\n]{0,30}\)|accrued|charged|assessed|added|since\s+[\w-]+|to\s+date|por\s+mora|de\s+cobr\w+|acumulados))*\s*(?:[:=|]|\.{2,}|\bof\b|\bde\b|\btotal(?:l?ing)\b)\s*\$\s?\d|\$\s?\d[\d,]*(?:\.\d{2})?\s+(?:in|of|en|de)\s+(?:[\w-]+\s+)?(?:interest|fees|charges|costs|intereses|cargos|costos)\b/;

const SPANISH = /\b(?:saldo|monto|cantidad|importe|deuda|puede|podr[ií]a|posible|incluya|cargos|intereses)\b/;

/** Every place the letter leaves the make-up of a stated figure open, in order. Memoised on the last text. */
export const readHedgedCompositions: (text: string) => HedgedComposition[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  if (!testText(DOLLAR_FIGURE, folded)) return [];
  const found: HedgedComposition[] = [];
  const segs = segments(text);
  const read = (re: RegExp, how: HedgedComposition['how']): void => {
    for (const m of matchesOf(re, folded)) {
      const at = m.index ?? 0;
      const i = segmentIndexAt(segs, at);
      const seg = i >= 0 ? segs[i]! : { start: at, end: at + m[0].length };
      const before = folded.slice(seg.start, at);
      if (NOT_THE_FIGURE.test(m[0]) || CONDITION_BEFORE.test(before) || LATER_AFTER.test(folded.slice(at + m[0].length, seg.end))) continue;
      if (found.some((f) => f.span.start <= at && at < f.span.end)) continue;
      found.push({
        span: spanOf(text, at, at + m[0].length),
        sentence: spanOf(text, seg.start, seg.end),
        how,
        lang: SPANISH.test(m[0]) && !/\b(?:balance|amount|may|might|could)\b/.test(m[0]) ? 'es' : 'en',
      });
    }
  };
  read(HEDGED_G, 'modal');
  read(CONDITIONAL_G, 'conditional');
  if (found.length === 0 || testText(CHARGES_FIGURED, folded)) return [];
  return found.sort((a, b) => a.span.start - b.span.start);
});

/**
 * The amount of the debt given as a figure "plus" charges the letter leaves open (decision 217): "$1,962.87 plus attorneys'
 * fees up to $294.43", "you owe $1,962.87, plus collection costs", "plus reasonable attorney fees", "together with our
 * attorney's fees in an amount to be determined", "in addition to the $1,962.87 balance, you owe attorney's fees of up to
 * $294.43", "$1,962.87 más honorarios de abogado de hasta $294.43", "más los gastos de cobranza". The consumer is told the
 * debt is the figure and something more, and cannot tell what the something is or whether it is owed at all, so the letter
 * does not state the amount of the debt (15 U.S.C. 1692g(a)(1), 1692e(2)(A); Miller v. McCalla, Raymer, 7th Cir. 2000: a
 * figure plus charges without their sum; Fields v. Wilber Law Firm, 7th Cir. 2004: the collector's fees must be stated;
 * Chuway v. National Action Financial Services, 7th Cir. 2004). `bounded`: the charge given only an upper limit or an
 * estimate.
 *
 * Not this kind: a charge with its own figure ("plus a $294.43 attorney fee", "attorney fees: $294.43"), a total said to
 * include a charge of a stated figure, interest alone ("$1,250.00 plus interest": the growth readers', judged with the
 * Avila and Miller safe harbours), a sentence that puts the charge in the future or on a condition ("will be", "may", "if
 * suit is filed", "si"), a fee for a way of paying (pay_to_pay_fee's), and a payment, an instalment or an offer plus a charge.
 */
export type OpenAddition = { span: Span; sentence: Span; bounded: boolean; lang: Lang };

const FIGURE = String.raw`\$\s?\d[\d,]*(?:\.\d{1,2})?`;
/** A fee or cost the collector or creditor would add: attorney's, legal, collection, court costs; Spanish honorarios, gastos. */
const OPEN_FEE = String.raw`(?:(?:attorney'?s?'?|attorneys'|lawyer'?s?'?|legal|collection|court|agency|filing)\s+(?:fees?|costs?|charges?|expenses?)|costs?\s+of\s+collection|(?:collection\s+)?fees?|costs?|expenses|honorarios(?:\s+(?:de(?:l)?\s+abogados?|legales|de\s+cobranza))?|gastos(?:\s+(?:de\s+cobr\w+|legales|judiciales))?|costos(?:\s+(?:de\s+cobr\w+|judiciales|legales))?|costas(?:\s+judiciales)?|cargos\s+de\s+cobr\w+)`;
const ADD_WORD = String.raw`(?:plus|\+|together\s+with|along\s+with|m[aá]s|adem[aá]s\s+de|junto\s+con)`;
const OPEN_ADDITIONS = new RegExp(
  [
    // "$1,962.87 plus attorneys' fees", "$1,962.87, plus collection costs", "$1,962.87 + collection fees", "más los gastos"
    String.raw`${FIGURE}\s*\)?,?\s*${ADD_WORD}\s+(?:[^.\n;$]{0,40}?\b)?${OPEN_FEE}\b`,
    // "in addition to the $1,962.87 balance, you owe attorney's fees", "además del saldo de $1,962.87, usted debe honorarios"
    String.raw`\b(?:in\s+addition\s+to|adem[aá]s\s+de(?:l)?)\s+[^.\n;$]{0,30}?${FIGURE}[^.\n;$]{0,30}?,\s*(?:you\s+(?:also\s+)?owe|we\s+(?:also\s+)?(?:seek|claim|demand)|usted\s+(?:tambi[eé]n\s+)?debe)\s+(?:[^.\n;$]{0,30}?\b)?${OPEN_FEE}\b`,
  ].join('|'),
  'g',
);
/** After the charge: its own figure (fixed), or a figure given only as a limit or an estimate, or left to be determined. */
const OWN_FIGURE_AFTER = new RegExp(String.raw`^\s*(?:\(|of\s+|:\s*|=\s*|in\s+the\s+amount\s+of\s+|totall?ing\s+|de\s+)?${FIGURE}`);
const BOUND_AFTER = new RegExp(
  String.raw`^[^.\n;$]{0,20}?\b(?:up\s+to|not\s+to\s+exceed|no\s+more\s+than|a\s+maximum\s+of|at\s+most|estimated\s+at|approximately|about|hasta|que\s+no\s+(?:exceda|supere)n?|un\s+m[aá]ximo\s+de|aproximadamente)\s+(?:of\s+|de\s+)?${FIGURE}|^[^.\n;$]{0,30}?\b(?:to\s+be\s+determined|in\s+an\s+amount\s+to\s+be|por\s+determinar|a\s+determinar)\b`,
);
/** The sentence puts the charge on a condition or in the future, or hedges it: another reader's kind. */
const FUTURE_OR_CONDITION =
  /\b(?:if|in\s+the\s+event|should|upon|once|when|unless|will|would|may|might|could|can|shall|si|en\s+caso|cuando|podr[aá]n?|ser[aá]n?|se\s+(?:agregar|cobrar)[aá]n?)\b/;
/** The figure is a payment, an instalment or an offer, or the fee is one for a way of paying. */
const NOT_THE_DEBT =
  /\b(?:installment|instalment|monthly|down|partial|minimum)\s+payments?\s+of\s*$|\b(?:settle|settlement|offer|pay\s+only|discount|reduced|pago\s+mensual|oferta|liquidar)\b[^.\n]{0,40}$/;
const PAYING_FEE =
  /\b(?:convenience|processing|transaction|service|payment|card|phone|online|web)\s+(?:fees?|charges?|costs?)\b|\bcargos?\s+por\s+(?:servicio|pago|transacci[oó]n)\b/;

/** Every place the letter gives the amount of the debt as a figure plus charges it leaves open, in order. Memoised on the last text. */
export const readOpenAdditions: (text: string) => OpenAddition[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  if (!testText(DOLLAR_FIGURE, folded) || !testText(ADDED_WORD, folded)) return [];
  const segs = segments(text);
  const found: OpenAddition[] = [];
  for (const m of matchesOf(OPEN_ADDITIONS, folded)) {
    const at = m.index ?? 0;
    const end = at + m[0].length;
    const i = segmentIndexAt(segs, at);
    const seg = i >= 0 ? segs[i]! : { start: at, end };
    // A labelled line ("Amount: $1,962.87 plus attorneys' fees up to $294.43") is its own statement, whatever runs on after it.
    const lineStart = Math.max(seg.start, folded.lastIndexOf('\n', at) + 1);
    const lineEnd = folded.indexOf('\n', end) < 0 ? seg.end : Math.min(seg.end, folded.indexOf('\n', end));
    const labelled = /^[^:\n$]{1,40}:/.test(folded.slice(lineStart, at));
    const sentence = labelled ? folded.slice(lineStart, lineEnd) : folded.slice(seg.start, seg.end);
    if (FUTURE_OR_CONDITION.test(sentence) || PAYING_FEE.test(m[0]) || NOT_THE_DEBT.test(folded.slice(seg.start, at))) continue;
    // The match may stop at a shorter noun ("attorney" before "'s fees"): read what follows the whole noun phrase.
    const rest = folded.slice(end, seg.end);
    const tail = /^[\w'’]*(?:\s+(?:fees?|costs?|charges?|expenses?))?/.exec(rest)?.[0] ?? '';
    const after = rest.slice(tail.length);
    const bound = BOUND_AFTER.exec(after);
    if (!bound && OWN_FIGURE_AFTER.test(after)) continue;
    found.push({
      // The quoted words run to the limit when there is one ("… plus attorneys' fees up to $294.43").
      span: spanOf(text, at, bound ? end + tail.length + bound[0].length : end + tail.length),
      sentence: spanOf(text, seg.start, seg.end),
      bounded: bound !== null,
      lang: /\b(?:m[aá]s|adem[aá]s|junto|honorarios|gastos|costos|costas|cargos|usted)\b/.test(m[0]) ? 'es' : 'en',
    });
  }
  return found;
});

/**
 * The collector's own fee named as charged, with no figure for it anywhere in the letter (decision 230): "this account is
 * subject to a one-time agency collection fee", "a collection fee has been assessed", "our placement fee has been applied",
 * "a one-time recovery charge applies", "se ha aplicado un cargo único de cobranza", "sujeta a una comisión de cobranza",
 * beside a total. The consumer cannot tell how much of the total the fee is, or whether it is in the total at all, so the
 * letter does not state the amount of the debt (15 U.S.C. 1692g(a)(1), 1692e(2)(A); Fields v. Wilber Law Firm, 7th Cir.
 * 2004: the collector's fees must be stated, not folded in; Hackler v. Tolteca Enterprises, W.D. Tex. 2019: a "Total Due"
 * beside an unexplained "one-time agency collection fee").
 *
 * Not this kind: the fee with a figure or a percentage (in its sentence, or as a row anywhere: the fee readers'), a fee
 * denied or waived, a fee that may or will be added later or on a condition (the future-charge readers'), a fee for a way
 * of paying (pay_to_pay_fee's), a fee spoken of without saying it is charged, a letter that states no total.
 */
const COLLECTOR_FEE = new RegExp(
  [
    String.raw`\b(?:(?:one[- ]time|flat|single|standard|our|the\s+agency'?s?)\s+)*(?:(?:collection\s+)?agency|placement|recovery|collection)\s+(?:(?:collection|agency|placement|recovery)\s+)?(?:fee|charge|commission)s?\b`,
    String.raw`\b(?:cargo|comisi[oó]n|tarifa)(?:es|s)?\s+(?:[uú]nic[oa]\s+)?(?:de|por)\s+(?:la\s+)?(?:cobranza|cobro|agencia|colocaci[oó]n)\b`,
  ].join('|'),
  'g',
);
/** The sentence says the fee is charged: assessed, applied, added, included, "subject to", or a "one-time" fee. */
const FEE_CHARGED =
  /\b(?:assess(?:ed|es)?|charg(?:ed|es)|appl(?:y|ies|ied)|subject\s+to|includ(?:es|ed|ing)|added|impos(?:ed|es)|reflects?|incurred|one[- ]time|flat|aplicad[oa]|agregad[oa]|sujet[oa]\s+a|incluye|cobrad[oa]|cargad[oa]|[uú]nic[oa])\b/;
/** The fee denied or waived in its sentence. */
const FEE_DENIED = /\b(?:no|not|never|without|nor|none|waiv\w*|ning[uú]n\w*|sin|exent\w*)\b|n't\b/;
/** A figure or percentage in the fee's sentence, or the fee as a row with a figure anywhere. */
const FEE_FIGURE_NEAR = /\$\s?\d|\d\s*%|\bpercent\b|\bpor\s+ciento\b/;
const FEE_ROW =
  /\b(?:collection|agency|placement|recovery)\s+(?:fees?|charges?|costs?|commission)\s*(?:\([^)\n]{0,12}\)\s*)?(?:[:=|.\-–]+\s*|(?:of|in\s+the\s+amount\s+of|totall?ing)\s+)\$\s?\d|\b(?:cargos?|comisi[oó]n)\s+(?:de|por)\s+cobr\w+\s*[:=|]\s*\$\s?\d/;
/** A way of paying named in the sentence: pay_to_pay_fee's subject. */
const WAY_OF_PAYING = /\b(?:credit\s+card|debit\s+card|card|by\s+phone|online|website|convenience|processing|tarjeta|en\s+l[ií]nea)\b/;
/** A total or balance the letter states. */
const TOTAL_STATED =
  /\b(?:total(?:\s+(?:due|amount|balance|owed|owing))?|balance(?:\s+(?:due|owed))?|amount\s+(?:due|owed|owing)|saldo|total\s+adeudado|monto\s+(?:adeudado|total))\b/;

/** Every sentence that names the collector's fee as charged without any figure for it, in order. Memoised on the last text. */
export const readUnfiguredCollectorFees: (text: string) => Span[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  if (!testText(FEE_WORD, folded) || testText(FEE_ROW, folded) || !testText(TOTAL_STATED, folded)) return [];
  const segs = segments(text);
  const found: Span[] = [];
  for (const m of matchesOf(COLLECTOR_FEE, folded)) {
    const at = m.index ?? 0;
    const i = segmentIndexAt(segs, at);
    const seg = i >= 0 ? segs[i]! : { start: at, end: at + m[0].length };
    const sentence = folded.slice(seg.start, seg.end);
    if (found.some((f) => f.start === seg.start)) continue;
    if (!FEE_CHARGED.test(sentence) || FEE_DENIED.test(sentence) || FEE_FIGURE_NEAR.test(sentence) || WAY_OF_PAYING.test(sentence)) continue;
    if (FUTURE_OR_CONDITION.test(sentence)) continue;
    found.push(spanOf(text, seg.start, seg.end));
  }
  return found;
});

/**
 * Charges named as owed beside a stated balance with no figure for them, left "to be determined", owed only "where
 * applicable" or "if any", or "also owed" in an amount the letter never states (decision 241): "Balance: $6,871.02,
 * attorney fees (where applicable), the exact amount to be determined", "$2,310.44 plus attorney's fees and costs, if any",
 * "together with court costs where applicable", "Attorney fees: to be determined" / "Court costs: TBD" under a balance,
 * "attorney's fees and costs are also owed, in an amount to be determined", "additional amounts for fees may also be owed",
 * "honorarios de abogado (cuando corresponda), monto por determinar", "más los gastos de cobranza, si los hay"; decision 414:
 * charges said only perhaps to apply or be owed ("Interest, late charges, and other charges may or may not be applicable to this
 * account": Rozier v. Financial Recovery Systems, E.D.N.Y. 2011; "pueden o no ser aplicables"), never "may or may not accrue"; session 52:
 * owed "that apply" or "as they may apply", "que correspondan", left "to be set" or "se fijará", and on a "Plus:" line below the figure. The
 * consumer is told the debt is the balance and something more, and cannot tell the total or whether the something is owed
 * at all, so the letter does not state the amount of the debt (15 U.S.C. 1692g(a)(1), 1692e(2)(A); Miller v. McCalla,
 * Raymer, 7th Cir. 2000; Fields v. Wilber Law Firm, 7th Cir. 2004; Kalebaugh v. Berman & Rabin, D. Kan. 2014, as a
 * matter of law). The "plus" wordings without these markers are `readOpenAdditions`'.
 *
 * Not this kind: the charge with its own figure (after it in its clause, or as a row anywhere), a charge denied or not
 * added, charges a court may award if a suit is brought or that will accrue later (the Miller safe harbour "the amount due
 * on the day you pay may be greater", Avila's "your balance may increase": growth, the future-charge readers'), a plan, a
 * settlement or a payment whose terms are to be determined, a fee for a way of paying, a letter that states no balance.
 */
const CHARGE_OWED = String.raw`(?:(?:any|all|the|applicable|additional|reasonable|accrued|unpaid|contractual|los|las)\s+)*(?:${OPEN_FEE}|interest|intereses)`;
/** The charge left without a figure: to be determined, or owed only where it applies. */
const UNDETERMINED = String.raw`(?:(?:may|might|could)\s+or\s+(?:may|might|could)\s+not\s+(?:be\s+(?:applicable|owed|due|subject\s+to)|apply)|(?:puede|pueden|podr[ií]an?)\s+o\s+no\s+(?:ser\s+(?:aplicables?|adeudad[oa]s?)|aplicarse|aplicar|estar\s+sujet[ao]s?\s+a)|to\s+be\s+(?:determined|calculated|assessed|fixed|established|set)|tbd|(?:that|which|as)\s+(?:they\s+)?(?:may\s+)?appl(?:y|ies)|que\s+(?:correspondan?|apliquen?)|se\s+fijar[aá]n?|(?:por|a)\s+fijar|not\s+yet\s+(?:determined|known|calculated|fixed)|(?:where|if|when|as)\s+applicable|if\s+any|por\s+determinar|a\s+determinar|se\s+determinar[aá]n?|cuando\s+corresponda|si\s+(?:corresponde|aplica|procede|los\s+hay|las\s+hay)|de\s+ser\s+aplicable|seg[uú]n\s+corresponda)`;
const UNDETERMINED_RE = new RegExp(String.raw`\b${UNDETERMINED}\b`, 'g');
const LEFT_UNDETERMINED = new RegExp(
  [
    // beside the figure: "$6,871.02, attorney fees (where applicable)", "$2,310.44 plus fees and costs, if any", "y/más los gastos",
    // or on the line below it ("Amount owed: $6,512.44⏎Plus: any attorney's fees that apply": session 52)
    String.raw`${FIGURE}\s*\)?\s*[,;]?\s*(?:(?:plus|and|\+|together\s+with|along\s+with|m[aá]s|y|junto\s+con)\s*:?\s+)?${CHARGE_OWED}\b`,
    // a row left open: "Attorney fees: to be determined", "Court costs - TBD", "Honorarios: por determinar"
    String.raw`(?:^|\n)[ \t]*${CHARGE_OWED}\s*(?:\([^)\n]{0,30}\)\s*)?[:=\-–]+\s*(?:to\s+be\s+determined|tbd|not\s+yet\s+determined|unknown|por\s+determinar|a\s+determinar|pendiente)\b`,
    // said owed in its own sentence: "attorney's fees and costs are also owed", "you also owe court costs", "también se adeudan"
    String.raw`\b${CHARGE_OWED}\b[^.\n;$]{0,40}?\b(?:are|is)\s+(?:also\s+)?(?:owed|owing|due|payable|claimed)\b`,
    String.raw`\byou\s+(?:also\s+)?owe\s+${CHARGE_OWED}\b`,
    String.raw`\b${CHARGE_OWED}\b[^.\n;$]{0,40}?\b(?:tambi[eé]n\s+)?(?:se\s+adeudan?|se\s+deben|son\s+pagaderos)\b`,
    // decision 414: charges said only perhaps to apply, in a sentence of their own ("Interest, late charges, and other charges may or
    // may not be applicable to this account": Rozier v. Financial Recovery Systems, E.D.N.Y. 2011; "pueden o no ser aplicables")
    String.raw`\b${CHARGE_OWED}(?:\s*,\s*(?:and\s+|or\s+)?(?:other\s+|late\s+)?(?:${CHARGE_OWED}|charges|fees|costs))*(?:,?\s+(?:and|or|y|o)\s+(?:other\s+|late\s+)?(?:${CHARGE_OWED}|charges|fees|costs|cargos(?:\s+por\s+mora)?))?\s+(?:may|might|could|puede|pueden|podr[ií]an?)\s+(?:or\s+(?:may|might|could)\s+not|o\s+no)\b`,
    String.raw`\b(?:late\s+(?:charges|fees)|cargos\s+por\s+mora)(?:\s*,\s*(?:and\s+|or\s+)?(?:other\s+)?(?:${CHARGE_OWED}|charges|fees|costs))*(?:,?\s+(?:and|or|y|o)\s+(?:other\s+)?(?:${CHARGE_OWED}|charges|fees|costs))?\s+(?:may|might|could|puede|pueden|podr[ií]an?)\s+(?:or\s+(?:may|might|could)\s+not|o\s+no)\b`,
    // session 51: the same with the account or balance as the subject ("This account may or may not be subject to interest, late fees
    // and other charges", "esta cuenta puede o no estar sujeta a intereses")
    String.raw`\b(?:(?:this|the|your)\s+)?(?:account|balance|debt|amount)\s+(?:may|might|could)\s+or\s+(?:may|might|could)\s+not\s+be\s+subject\s+to\s+${CHARGE_OWED}\b`,
    String.raw`\b(?:(?:esta|la|su|este|el)\s+)?(?:cuenta|deuda|saldo|monto)\s+(?:puede|podr[ií]a)\s+o\s+no\s+estar\s+sujet[ao]\s+a\s+${CHARGE_OWED}\b`,
    // "additional amounts (for attorney fees) may also be owed", "pueden adeudarse montos adicionales"
    String.raw`\b(?:additional|further|other)\s+(?:amounts?|sums?|charges?|fees|costs)\b[^.\n;$]{0,40}?\b(?:may|might|could)\s+(?:also\s+)?be\s+(?:owed|owing|due)\b`,
    String.raw`\b(?:montos|cantidades|cargos|sumas)\s+adicionales\b[^.\n;$]{0,30}?\b(?:puede|pueden|podr[ií]an)\s+(?:tambi[eé]n\s+)?(?:ser\s+)?(?:adeudad|debid)[oa]s\b|\b(?:puede|pueden|podr[ií]an)\s+adeudarse\s+(?:montos|cantidades|cargos|sumas)\s+adicionales\b`,
  ].join('|'),
  'g',
);
/** The forms that say the charge is owed in so many words need no marker; the others need one in their clause. */
const SAID_OWED = /\b(?:owed|owing|due|payable|claimed|owe|adeuda\w*|deben|pagaderos)\b/;
/** A balance the letter states, in words that call it what is owed. */
const BALANCE_STATED = /\b(?:balance|total|amount\s+(?:due|owed|owing)|you\s+owe|owed|saldo|total\s+adeudado|monto\s+(?:adeudado|total)|usted\s+debe|adeuda)\b/;
/** Later, on a suit or judgment, or as growth: another reader's kind. */
const LATER_OR_ON_SUIT =
  /\b(?:if|in\s+the\s+event|should|upon|once|unless|will|would|can|shall|future|day\s+you\s+pay|after\s+the\s+date|continu\w*|accru(?:e|es|ing)|per\s+(?:annum|year|day|month)|rate|each|every|suit|lawsuit|judgment|court\s+may|award\w*|si|en\s+caso|ser[aá]n?|podr[aá]n?|demanda|sentencia|tasa)\b|%/;
const CHARGE_DENIED = /\b(?:no|not|never|without|nor|none|waiv\w*|ning[uú]n\w*|sin)\b|n't\b/;
/** The charges said to be in the balance: the composition readers' kind (`readHedgedCompositions`; Wahl v. Midland). */
const SAID_INCLUDED = /\b(?:includ\w*|inclu[iy]\w*|reflect\w*|contain\w*|consist\w*|comprised?|refleja\w*|contien\w*)\b/;
const CHARGE_NOUN = /\b(?:fees?|costs?|charges?|expenses|interest|honorarios|gastos|costos|costas|cargos|intereses)\b/g;
const PLAN_OR_OFFER =
  /\b(?:plan|settle\w*|offer\w*|arrangement|installments?|instalments?|monthly|discount\w*|acuerdo\s+de\s+pago|oferta|liquidaci[oó]n|plazos)\b/;

/** Every sentence or labelled line that names charges as owed beside a balance with no figure for them. Memoised on the last text. */
export const readChargesLeftUndetermined: (text: string) => Span[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  if (!testText(DOLLAR_FIGURE, folded) || !testText(BALANCE_STATED, folded)) return [];
  if (!testText(UNDETERMINED_OR_OWED, folded)) return [];
  const segs = segments(text);
  const found: Span[] = [];
  for (const m of matchesOf(LEFT_UNDETERMINED, folded)) {
    const at = (m.index ?? 0) + (m[0].startsWith('\n') ? 1 : 0);
    const end = (m.index ?? 0) + m[0].length;
    const i = segmentIndexAt(segs, at);
    const seg = i >= 0 ? segs[i]! : { start: at, end };
    // A labelled line ("Balance: $6,871.02, attorney fees (where applicable), …") is its own statement.
    const lineStart = Math.max(seg.start, folded.lastIndexOf('\n', at) + 1);
    const nl = folded.indexOf('\n', end);
    const lineEnd = nl < 0 ? seg.end : Math.min(seg.end, nl);
    const labelled = /^[^:\n$]{1,40}:/.test(folded.slice(lineStart, at)) || /^\s*\$/.test(m[0]);
    const from = labelled ? lineStart : seg.start;
    const to = labelled ? lineEnd : seg.end;
    if (found.some((f) => f.start <= at && at < f.end)) continue;
    const sentence = folded.slice(from, to);
    // The markers read, what is left must put the charge neither later, nor on a suit, nor deny it.
    const plain = sentence.replace(UNDETERMINED_RE, ' ').replace(/\b(?:may|might|could)\s+(?:also\s+)?be\s+(?:owed|owing|due)\b/g, ' ');
    if (LATER_OR_ON_SUIT.test(plain) || CHARGE_DENIED.test(plain) || SAID_INCLUDED.test(sentence) || PLAN_OR_OFFER.test(sentence) || PAYING_FEE.test(m[0]))
      continue;
    if (NOT_THE_DEBT.test(folded.slice(from, at))) continue;
    // The charge's own clause: a figure after it gives its amount (or a total that holds it); a marker or "owed" must be there.
    const after = folded.slice(end, to);
    if (/\$\s?\d/.test(after)) continue;
    const clause = folded.slice(at, to);
    if (!new RegExp(String.raw`\b${UNDETERMINED}\b`).test(clause) && !SAID_OWED.test(m[0])) continue;
    // The charge given a figure as a row anywhere else in the letter.
    const elsewhere = folded.slice(0, from) + folded.slice(to);
    if ([...m[0].matchAll(CHARGE_NOUN)].some(([noun]) => new RegExp(String.raw`\b${noun}\b[^\n$.;]{0,30}?\$\s?\d`).test(elsewhere))) continue;
    if (!testText(BALANCE_STATED, folded.slice(0, from) + folded.slice(from, to).replace(m[0], ' ')) && !/^\s*\$/.test(m[0])) continue;
    found.push(spanOf(text, from, to));
  }
  return found;
});
