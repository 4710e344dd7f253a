/**
 * An offer read by what it ends (decision 263): a sentence that puts a figure beside what paying it does to the debt —
 * closes, clears, settles, satisfies, pays off or zeroes the account, "and we will call it even", "as full payment",
 * "saldar / liquidar / cerrar la cuenta", "quedará saldada", "daremos por cancelada la deuda", "como pago total" — is an
 * offer to end the debt for that figure when the figure is less than the debt: the collector takes it (accept, take,
 * aceptar), or the sentence marks it as less ("only", "just", "a single", "solo", "apenas"), or it is below the figure the
 * letter states as owed now. A figure equal to the balance "to close the account" is a demand for the whole debt, not an
 * offer (Huertas v. Galaxy Asset Management, 3d Cir. 2011, lawful without a threat of suit); a figure below it, said to
 * end the debt, is the settlement offer the courts of appeals judged on time-barred debts (Tatis v. Allied Interstate,
 * 3d Cir. 2018; Buchanan v. Northland Group, 6th Cir. 2015; Daugherty v. Convergent Outsourcing, 5th Cir. 2016) and the
 * offer a deadline may be pinned to (Goswami v. American Collections Enterprise, 5th Cir. 2004).
 *
 * Not read: what happened (a past tense: "your account was closed after a payment of $800.00"; "if you already paid"),
 * a negated effect ("paying $800.00 will not close the account", "no quedará saldada"), a figure the letter states as
 * owed ("Pay your balance of $2,140.55 to close this account"). English and Spanish; the whole text is checked once for an
 * effect word and a figure before any sentence is read. Pure; memoised on the last text.
 */
import { spanOf } from '../text/find';
import type { Span } from '../types';
import { fold, segments } from '../rules/_disclosures-and-amounts/text';
import { findMoney } from '../rules/_disclosures-and-amounts/numbers';
import { execAll } from '../text/exec-all';
import { memoOnLastLetter } from '../text/last-letter';
import { testText } from '../text/prefilter';
import { readOwedAmounts, type OwedAmount } from './owed-amounts';

export type SumThatEndsTheDebt = { amount: number; span: Span; sentence: Span };

const DEBT = '(?:account|debt|balance|matter|obligation|claim)';
const DEBT_ES = '(?:cuenta|deuda|saldo|obligaci[oó]n)';
/**
 * What paying does to the debt: a verb that ends it with the debt as object ("close this account", "clear your balance",
 * "get rid of this debt", "pay it off", "saldar la cuenta"), the debt said to end ("your account will be closed", "the
 * balance is cleared", "quedará saldada"), or the payment named as the whole ("as full payment", "in full satisfaction",
 * "call it even", "como pago total", "daremos por cancelada la deuda").
 */
const EFFECT = new RegExp(
  [
    // English, a verb that ends the debt, the debt its object
    String.raw`\b(?:close(?:\s+out)?|clear(?:\s+up)?|settle|satisfy|resolve|retire|pay\s+off|wipe\s+out|zero\s+out|get\s+rid\s+of|be\s+(?:done\s+with|free\s+of|rid\s+of)|put|take\s+care\s+of|eliminate|erase|close\s+the\s+books\s+on)\s+(?:(?:this|your|the|that|it|this\s+entire|your\s+entire|the\s+entire|the\s+whole|your\s+whole)\s+)?(?:(?:past[- ]due|outstanding|unpaid|remaining|delinquent|entire|whole|full)\s+)?${DEBT}\b(?:\s+(?:off|out|behind\s+you))?`,
    // English, the verb after its object: "pay this account off", "put this debt behind you", "wipe the balance out"
    String.raw`\b(?:pay|wipe|zero|put|close)\s+(?:this|your|the|that)\s+(?:\w+\s+)?${DEBT}\s+(?:off|out|behind\s+you)\b`,
    // English, the debt said to end
    String.raw`\b${DEBT}\b(?:\s+[\w']+){0,2}?\s+(?:is|will\s+be|would\s+be|shall\s+be|gets?|can\s+be|becomes?|will\s+become)\s+(?:then\s+)?(?:(?:considered|marked|deemed|treated|reported|noted|shown)\s+(?:as\s+)?)?(?:closed|cleared|settled|satisfied|resolved|paid\s+(?:in\s+full|off)|zeroed(?:\s+out)?|(?:at\s+|reduced\s+to\s+)?zero|done|finished|gone|retired|wiped\s+out)\b`,
    // English, the rest said taken care of, the debt said to go away, the payer said free of it (decision 381): "pay $300 today
    // and we will take care of the rest", "make this debt go away for $300", "pay $300 and walk away debt free"
    String.raw`\b(?:take\s+care\s+of|forgive|waive|cover|drop|write\s+off)\s+(?:the\s+)?(?:rest|remainder|remaining\s+balance|difference)\b|\bmake\s+(?:this|your|the|that|it)\s+(?:\w+\s+)?(?:go\s+away|disappear|vanish)\b|\b${DEBT}\s+(?:will\s+)?(?:go(?:es)?\s+away|disappears?|vanish(?:es)?)\b|\bdebt[- ]free\b|\bwalk\s+away\s+(?:from\s+(?:this|your|the)\s+${DEBT}|free|clean)\b`,
    // English, the payment named as the whole, or the account "called even"
    String.raw`\b(?:as|in)\s+(?:a\s+)?(?:full|complete|total|final)\s+(?:payment|satisfaction|settlement)\b|\bas\s+(?:(?:full\s+)?payment|paid)\s+in\s+full\b|\bcall\s+(?:it|this|the\s+(?:account|debt)|things|us)\s+(?:even|square|settled|paid|done|closed)\b|\b(?:a|with\s+a)\s+(?:zero|\$0(?:\.00)?)\s+balance\b`,
    // Spanish, a verb that ends the debt, the debt its object
    String.raw`\b(?:saldar|liquidar|cerrar|cancelar|finiquitar|resolver|pagar\s+por\s+completo|dejar\s+en\s+cero|librarse\s+de|deshacerse\s+de|quitarse|salir\s+de)\s+(?:(?:su|la|esta|esa|toda\s+(?:su|la|esta))\s+)?${DEBT_ES}\b|\b(?:saldarla|liquidarla|cerrarla|cancelarla|saldarlo|liquidarlo)\b`,
    // Spanish, the imperative that ends the debt, the payer said free of it, the debt forgotten (decision 381): "elimine esta
    // deuda por solo $300", "pague $300 y olvídese de esta deuda", "quede libre de esta deuda", "termine con su deuda"
    String.raw`\b(?:elimine|eliminar|borre|borrar|salde|liquide|cierre|cancele)\s+(?:(?:su|la|esta|esa|toda\s+(?:su|la|esta))\s+)?${DEBT_ES}\b|\bolv[ií]dese\s+de\s+(?:(?:su|la|esta|esa)\s+)?${DEBT_ES}\b|\b(?:quede|quedar|quedar[aá]|estar[aá]|sea|ser[aá])\s+libre\s+de\s+(?:(?:su|la|esta|esa)\s+)?${DEBT_ES}\b|\b(?:termine|terminar|acabe|acabar)\s+con\s+(?:(?:su|la|esta|esa)\s+)?${DEBT_ES}\b`,
    // Spanish, the debt said to end: "su cuenta quedará saldada", "la deuda será cancelada", "quedará en cero"
    String.raw`\b${DEBT_ES}\b(?:\s+[\w\u00c0-\u017f]+){0,2}?\s+(?:queda|quedar[aá]|quedar[ií]a|ser[aá]|ser[ií]a|estar[aá]|se\s+dar[aá])\s+(?:por\s+)?(?:completamente\s+|totalmente\s+)?(?:saldad|liquidad|pagad|cerrad|cancelad|resuelt|finiquitad)[oa]s?\b|\b${DEBT_ES}\b(?:\s+[\w\u00c0-\u017f]+){0,2}?\s+(?:queda|quedar[aá]|quedar[ií]a)\s+en\s+(?:cero|\$0)`,
    // Spanish, the payment named as the whole: "como pago total", "daremos por cancelada la deuda", "pagada en su totalidad"
    String.raw`\b(?:como|en)\s+(?:pago|liquidaci[oó]n|abono|cancelaci[oó]n)\s+(?:total|completo|completa|final|definitiv[oa])\b|\b(?:dar|daremos|dar[aá]|damos|daríamos)\s+por\s+(?:saldad|liquidad|pagad|cerrad|cancelad|resuelt|terminad)[oa]s?\b|\b(?:pagad|saldad|liquidad)[oa]s?\s+(?:por\s+completo|en\s+su\s+totalidad|totalmente)\b`,
  ].join('|'),
  'g',
);
/** One of the effect's words anywhere in the letter (checked once, on the whole folded text, before any sentence is read). */
const ANY_EFFECT =
  /\b(?:rest|remainder|difference|away|disappear\w*|vanish\w*|debt[- ]free|walk|elimin\w*|borr\w*|salde|liquide|cierre|cancele|olv[ií]dese|libre|termine|terminar|acabe|acabar|close|clear|settle|satisfy|resolve|retire|pay\s+off|wipe|zero|rid|free\s+of|done\s+with|behind\s+you|take\s+care|eliminate|erase|closed|cleared|settled|satisfied|resolved|paid|full|complete|even|square|saldar|liquidar|cerrar|cancelar|finiquitar|resolver|completo|cero|librarse|deshacerse|quitarse|salir|saldarla|liquidarla|cerrarla|cancelarla|saldarlo|liquidarlo|queda|quedar[aá]|quedar[ií]a|ser[aá]|ser[ií]a|estar[aá]|total|dar|daremos|dar[aá]|damos|daríamos|pagad[oa]s?|saldad[oa]s?|liquidad[oa]s?)\b/;

/** The collector takes the figure: "we will accept", "will take", "aceptaremos", "aceptamos". */
const TAKES = /\b(?:accept\w*|(?:take|takes|taking)(?!\s+(?:care|action|steps|advantage|the\s+time))|acept\w*|tomar[eé]?(?:mos)?|tomamos)\b/;
/** The figure marked as less than the debt, just before it: "only $800", "just $800", "a single payment of $800", "solo $800". */
const MARKED_LESS =
  /\b(?:only|just|merely|as\s+little\s+as|a\s+single(?:\s+\w+){0,2}\s+of|one\s+(?:single\s+)?(?:payment|lump[- ]sum(?:\s+payment)?)\s+of|solo|s[oó]lo|solamente|[uú]nicamente|apenas|tan\s+solo|un\s+solo\s+pago\s+de|un\s+[uú]nico\s+pago\s+de)\s*(?:(?:payment|pago)\s+(?:of|de)\s+)?:?\s*$/;
/** What happened, not what paying will do. */
const PAST =
  /\b(?:was|were|has\s+been|have\s+been|had\s+been|already|previously|fue|fueron|ha\s+sido|han\s+sido|ya)\b|\b(?:you\s+)?(?:paid|sent|made|remitted|received|pag[oó]|envi[oó]|recibimos|recibido)\s+(?:us\s+)?(?:a\s+(?:payment|sum)\s+of\s+)?$/;
/** The effect denied: "will not close", "cannot settle", "does not satisfy", "no quedará saldada". */
const NEGATED = /\b(?:not|never|cannot|can't|won't|doesn't|don't|isn't|no|nunca|tampoco)\s+(?:[\w']+\s+){0,3}$/;
/** The end of a plan, not what one figure does: "until the balance is paid in full", "hasta que la deuda quede saldada". */
const UNTIL_BEFORE = /\b(?:until|till|once|when|after|if|unless|hasta\s+que|cuando|una\s+vez\s+que|si)\s+(?:[\w']+\s+){0,3}$/;
/** The end said to come only with the whole debt: "the account will be closed when paid in full", "once the full balance is paid". */
const ONLY_WHEN_WHOLE =
  /\b(?:until|till|when|once|after|upon|if|hasta\s+que|cuando|una\s+vez\s+que)\s+(?:[\w']+\s+){0,4}?(?:paid\s+in\s+full|full\s+payment|(?:the|your)\s+(?:full|entire|total|whole)\s+(?:balance|amount)|pagad[oa]\s+(?:por\s+completo|en\s+su\s+totalidad)|el\s+saldo\s+total)/;
/** A figure named as a fee or a charge, not a sum paid: "a $35.00 fee", "a fee of $35.00", "un cargo de $35.00". */
const FEE_BEFORE = /\b(?:fee|charge|cost|cargo|comisi[oó]n|costo)s?\s+(?:of|de)\s*$/;
const FEE_AFTER = /^\s*(?:\w+\s+)?(?:fee|charge|cost|cargo|comisi[oó]n|costo)s?\b/;
/** A figure paid again and again is an instalment (the plan reader's), not a sum that ends the debt. */
const INSTALMENT_AFTER = /^\s*(?:(?:a|per|each|every)\s+(?:month|week)|monthly|weekly|al\s+mes|por\s+mes|mensual(?:es)?|cada\s+mes|semanal(?:es)?)\b/;
/** The taking denied before the figure: "we cannot accept $500.00 to close your account", "no aceptamos $500.00". */
const NEGATED_BEFORE_FIGURE = /\b(?:not|never|cannot|can't|won't|unable\s+to|no\s+(?:podemos|puede|aceptamos|aceptaremos|acepta))\b[^.;]*$/;
/** A sentence that can hold an offer at all: a figure and an effect word. */
const HAS_FIGURE = /\$\s?\d/;

const memo = memoOnLastLetter((text: string): SumThatEndsTheDebt[] => {
  if (!text.includes('$')) return [];
  const folded = fold(text);
  if (!testText(ANY_EFFECT, folded)) return [];
  let owed: readonly OwedAmount[] | undefined;
  let largestOwed = 0;
  const found: SumThatEndsTheDebt[] = [];
  for (const seg of segments(text)) {
    const dollar = folded.indexOf('$', seg.start);
    if (dollar < 0) break;
    if (dollar >= seg.end) continue;
    const part = folded.slice(seg.start, seg.end);
    if (!HAS_FIGURE.test(part)) continue;
    const effects = execAll(EFFECT, part).filter((m) => {
      const lead = part.slice(Math.max(0, m.index - 30), m.index);
      return !NEGATED.test(lead) && !UNTIL_BEFORE.test(lead) && !/\b(?:no|until|till|hasta)\s/.test(m[0]);
    });
    if (effects.length === 0 || ONLY_WHEN_WHOLE.test(part)) continue;
    if (!owed) {
      owed = readOwedAmounts(text);
      largestOwed = owed.reduce((max, o) => Math.max(max, o.value), 0);
    }
    for (const money of findMoney(text, seg.start, seg.end)) {
      // A figure the letter states as owed is the debt, not an offer ("Pay your balance of $2,140.55 to close this account").
      if (owed.some((o) => o.span.start <= money.span.start && money.span.end <= o.span.end)) continue;
      const before = part.slice(Math.max(0, money.span.start - seg.start - 60), money.span.start - seg.start);
      if (PAST.test(before) || NEGATED_BEFORE_FIGURE.test(before) || /\b(?:was|were|has\s+been|have\s+been|fue|ha\s+sido)\b/.test(part)) continue;
      const after = folded.slice(money.span.end, money.span.end + 24);
      if (INSTALMENT_AFTER.test(after) || FEE_AFTER.test(after) || FEE_BEFORE.test(before)) continue;
      const less = MARKED_LESS.test(before) || TAKES.test(part) || (largestOwed > 0 && money.value < largestOwed - 1);
      if (!less || money.value <= 0) continue;
      const first = effects[0]!;
      const from = Math.min(money.span.start, seg.start + first.index);
      const to = Math.max(money.span.end, seg.start + first.index + first[0].length);
      found.push({ amount: money.value, span: spanOf(text, from, to), sentence: seg });
      break;
    }
  }
  return found;
});

/** Every sentence that offers to end the debt for a figure below it, in text order. Callers must not mutate the result. */
export const readSumsThatEndTheDebt = (text: string): readonly SumThatEndsTheDebt[] => memo(text);
