/**
 * The letter sends the consumer elsewhere for the amount owed now: to call, write, e-mail or visit a site for the
 * "current", "updated", "latest", "exact" or "up-to-date" balance, the payoff, or how much they owe today ("To obtain your
 * most current balance information, please call", "call us for the latest amount due", "contact us to request an updated
 * payoff", "visit our website for your up-to-date balance", "call to confirm the exact amount owed before sending
 * payment", "call us to find out how much you currently owe"; "llame para obtener su saldo actualizado", "para conocer el
 * monto exacto que debe, comuníquese con nosotros", "llámenos para saber cuánto debe hoy"). Beside a stated balance, with
 * nothing saying why the figure moves, the letter has not stated the amount of the debt: the consumer cannot tell whether
 * the balance printed is what ends it (Chuway v. National Action Financial Services, 7th Cir. 2004: "balance" plus "to
 * obtain your most current balance information, please call"; Miller v. McCalla, Raymer, 7th Cir. 2000; 15 U.S.C.
 * 1692g(a)(1), 1692e(2)(A)). Read by `interest_accrual_not_disclosed` (the pointer in place of the figure) and
 * `misstated_legal_status` (a balance said to leave interest out, with the pointer); decision 365 read it in these
 * wordings, in either order and in Spanish.
 *
 * Not read: a sentence about an offer, a plan, an instalment or a payment's amount ("call for the exact amount of your
 * monthly payment", "contact us for a settlement quote"), one whose reason is a payment already sent or credited ("if
 * you have recently made a payment, call us for your current balance": the stated figure is then the most owed), and
 * questions in general ("if you have questions about your balance, call us"), which ask for no other figure.
 */
import { spanOf } from '../text/find';
import { memoOnLastLetter } from '../text/last-letter';
import { fold } from '../rules/_disclosures-and-amounts/text';
import { matchesOf } from '../text/prefilter';
import type { Span } from '../types';

/** Ways to reach the collector. */
const CONTACT = String.raw`(?:call|contact|write|telephone|phone|reach|e-?mail|text|visit|go\s+to|log\s+(?:in|on)|speak\s+(?:with|to)|ask)`;
/** What the contact is for: a figure to be had. */
const PURPOSE = String.raw`(?:for|to\s+(?:obtain|get|receive|learn|request|confirm|verify|check|find\s+out|know|ask\s+for))`;
/** A figure for now, not the one printed: "most current", "updated", "latest", "exact", "today's". */
const NOW = String.raw`(?:(?:most\s+)?(?:current|updated|up[-\s]to[-\s]date|exact|complete|latest|recent|precise|actual|accurate|present|final|correct)|today'?s)`;
const FIGURE_NOUN = String.raw`(?:balance|pay-?off|amount|figures?|total|reinstatement(?:\s+amount)?|sum)`;
const DET = String.raw`(?:(?:your|the|a|an|our)\s+)?`;
/** The figure asked for: a now-figure, a payoff however named, the balance to be verified, how much is owed today. */
const FIGURE = String.raw`(?:${DET}${NOW}\s+${FIGURE_NOUN}|${DET}pay-?off\b|(?:the\s+|your\s+)?(?:current\s+)?balance(?=\s+(?:before|prior\s+to)\b)|how\s+much\s+(?:you\s+)?(?:(?:currently|now|actually)\s+owe|owe\s+(?:today|now|currently)))`;

const FIGURE_ES = String.raw`(?:(?:el|la|su|sus)\s+)?(?:saldo|monto|cantidad|cifra|importe|total)(?:\s+(?:total|adeudad[oa]))?\s+(?:actual(?:izad[oa])?|exact[oa]|precis[oa]|m[aá]s\s+reciente|al\s+d[ií]a|de\s+liquidaci[oó]n|correct[oa]|de\s+hoy)|(?:el\s+|su\s+)?(?:saldo|monto)\s+de\s+liquidaci[oó]n|cu[aá]nto\s+debe\s+(?:actualmente|hoy|ahora|en\s+este\s+momento)`;
const CONTACT_ES = String.raw`(?:ll[aá]m\w*|comun[ií]que\w*|cont[aá]ct\w*|escr[ií]ba\w*|visite|consulte)`;
const PURPOSE_ES = String.raw`(?:para\s+(?:obtener|conocer|saber|confirmar|verificar|solicitar|averiguar|pedir)|por)`;

const ASKS_FOR_FIGURE = new RegExp(
  [
    // contact first: "call us for the latest amount due", "contact our office to request an updated payoff"
    String.raw`\b${CONTACT}\b[^.]{0,60}?\b${PURPOSE}\s+${FIGURE}`,
    // the figure first: "To obtain your most current balance information, please call", "For the latest payoff, call"
    String.raw`\b${PURPOSE}\s+${FIGURE}\b[^.]{0,60}?\b${CONTACT}\b`,
    String.raw`\b${CONTACT_ES}[^.]{0,60}?\b${PURPOSE_ES}\s+(?:${FIGURE_ES})`,
    String.raw`\b${PURPOSE_ES}\s+(?:${FIGURE_ES})\b[^.]{0,60}?\b${CONTACT_ES}`,
  ].join('|'),
  'g',
);

/** The figure asked for is an offer's, a plan's or a payment's, not the debt's. */
const OTHER_FIGURE =
  /\b(?:settle\w*|settlement|offers?|payment\s+(?:plan|arrangement|amount)|(?:monthly|next|minimum|required)\s+payment|instal?lments?|discount\w*|acuerdo|oferta|descuento|cuotas?|plan\s+de\s+pagos?|pago\s+mensual)\b/;
/** The reason given is a payment already made or credited: the printed figure is then the most owed. */
const PAYMENT_MADE =
  /\b(?:recently\s+(?:made|sent|mailed|paid)|already\s+(?:paid|sent|made|mailed)|(?:made|sent|mailed)\s+(?:a\s+|any\s+)?payments?|payments?\s+(?:received|made|sent|credited|in\s+transit|posted)|credits?\s+(?:received|applied|posted))\b|\b(?:ya\s+(?:pag[oó]|envi[oó]|hizo|realiz[oó])|pagos?\s+(?:recientes?|recibidos?|enviados?|realizados?))/;

const sentenceAround = (folded: string, start: number, end: number): string => {
  const from = Math.max(folded.lastIndexOf('. ', start), folded.lastIndexOf('\n\n', start), folded.lastIndexOf('.\n', start)) + 1;
  const rest = folded.slice(end).search(/\.(?:\s|$)|\n\n/);
  return folded.slice(from, rest < 0 ? folded.length : end + rest);
};

/** Each place the letter sends the consumer elsewhere for the amount owed now, in order. Callers must not mutate it. */
export const readCurrentFigureAskedFor: (text: string) => Span[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  const out: Span[] = [];
  for (const m of matchesOf(ASKS_FOR_FIGURE, folded)) {
    const start = m.index ?? 0;
    const end = start + m[0].length;
    const sentence = sentenceAround(folded, start, end);
    if (OTHER_FIGURE.test(sentence) || PAYMENT_MADE.test(sentence)) continue;
    out.push(spanOf(text, start, end));
  }
  return out;
});
