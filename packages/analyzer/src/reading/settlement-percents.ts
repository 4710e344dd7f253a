/**
 * A settlement offered as a percentage of the balance, read by what the percentage is (decision 207):
 * - `off`: the part taken off, forgiven or saved ("a 40% discount", "40% off your balance", "save 35%", "a reduction of
 *   50%", "cut your balance by 30%", "un descuento del 40%", "ahorre el 35%", "una rebaja del 50%");
 * - `pay`: the part to be paid ("settle for 60% of the balance", "pay just 55% of it", "accept 60 percent of what you
 *   owe", "pague solo el 60% de su saldo", "liquidar por el 60% del saldo").
 * With a balance the letter states, either gives what the settlement forgives (26 U.S.C. 6050P; the IRS statement's
 * rule computes it). A rate of interest or a fee "of 5% of the balance" is neither: only the words of an offer are read.
 * Negated offers ("we cannot offer a 40% discount", "no podemos ofrecerle un descuento del 40%") are left out. English
 * and Spanish, on folded text. Pure; memoised on the last text.
 */
import { execAll } from '../text/exec-all';
import { memoOnLastLetter } from '../text/last-letter';
import { fold } from '../rules/_disclosures-and-amounts/text';

export type SettlementPercent = { kind: 'off' | 'pay'; percent: number; at: number };

const PCT = String.raw`(\d{1,2}(?:\.\d{1,2})?)\s*(?:%|percent|per\s+cent|por\s*ciento)`;
/** One pattern, the kinds in named alternatives; the leftmost match wins, so "a reduction of 50% of the balance" is `off`. */
const PERCENT_OFFER = new RegExp(
  [
    // off: "40% off", "40% discount", "40 percent savings", "40% de descuento"
    String.raw`\b${PCT}\s+(?:off|discount|savings?|reduction|de\s+(?:descuento|ahorro|rebaja|reducci[oó]n)|menos)\b`,
    // off: "a discount of 40%", "a reduction of 50%", "savings of 35%", "un descuento del 40%", "una rebaja de 50%"
    String.raw`\b(?:discount|reduction|savings?|descuento|rebaja|reducci[oó]n|ahorro)\s+(?:of|del?)\s+(?:(?:up\s+to|hasta)\s+)?(?:el\s+)?${PCT}`,
    // off: "save 35%", "ahorre el 35%", "cut / lower / reduce your balance by 30%", "reduzca su saldo en un 30%"
    String.raw`\b(?:save|saving|ahorr(?:e|a|ar|ar[aá]))\s+(?:an?\s+|un\s+|el\s+)?${PCT}`,
    String.raw`\b(?:cut|lower|reduce|reduc(?:e|ir|iremos|imos)|reduzca|rebaj(?:ar|amos|aremos))\s+(?:your|the|this|su|el|la)\s+(?:balance|debt|amount(?:\s+owed)?|saldo|deuda)\s+(?:by|en)\s+(?:un\s+)?${PCT}`,
  ]
    .map((p) => `(?:${p})`)
    .join('|') +
    '|' +
    // pay: "settle for 60% of", "pay (only / just) 55% of", "accept 60 percent of", "por el 60% de", "pague solo el 60% de"
    String.raw`(?<pay>\b(?:for|pay(?:ing)?|accept(?:ing)?|only|just|resolve\s+(?:it|this|the\s+account|your\s+account)\s+for|por|pagu?e|pagar|pagando|solo|s[oó]lo|aceptar(?:emos|[aá])?)\s+(?:only\s+|just\s+|solo\s+|s[oó]lo\s+|el\s+|un\s+)?${PCT}\s+(?:of|del?)\b)`,
  'gi',
);
/** A negation just before the offer ("we cannot offer", "we are not able to give", "no podemos ofrecerle"). */
const NEGATED = /\b(?:cannot|can['’]?t|not|never|unable\s+to|no|nunca)\s+(?:[\wáéíóúñ]+\s+){0,4}$/;

export const readSettlementPercents: (text: string) => SettlementPercent[] = memoOnLastLetter((text) => {
  const folded = fold(text);
  if (!/%|percent|per\s+cent|por\s*ciento/.test(folded)) return [];
  const out: SettlementPercent[] = [];
  for (const m of execAll(PERCENT_OFFER, folded)) {
    const at = m.index ?? 0;
    const lineStart = Math.max(folded.lastIndexOf('.', at - 1), folded.lastIndexOf('\n', at - 1), at - 60) + 1;
    if (NEGATED.test(folded.slice(lineStart, at))) continue;
    const percent = Number(m.slice(1).find((g) => g !== undefined && /^\d/.test(g)));
    if (!(percent > 0 && percent < 100)) continue;
    out.push({ kind: m.groups?.pay !== undefined ? 'pay' : 'off', percent, at });
  }
  return out;
});
