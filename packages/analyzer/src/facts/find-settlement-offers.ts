import type { Fact, SettlementOffer } from '../types';
import { moneyIn } from './find-amounts';
import { scanDates } from './find-dates';
import { flex, sentenceBounds, span, toSource, type Source } from './source';
import { matchesOf } from '../text/prefilter';

/**
 * A Spanish offer by what its sentence does, as the English one (decision 395): settle or clear the account ("liquide su
 * cuenta", "quedará liquidada", "salde su cuenta", "saldada"), accept a sum ("aceptaremos $"), pay only ("pague solo"), a sum
 * as payment in full or one single payment ("como pago total", "un pago único"), the account deemed paid ("se dará por
 * pagada").
 */
const SPANISH_OFFER = String.raw`\bliquid(?:ar\w*|e|en|emos|ando|ad[oa]s?|aci[oó]n|ar[aá]n?|aremos)\b|\bsald(?:ar|e|en|ad[oa]s?|ar[aá])\b|\bacept(?:o|amos|aremos|ar[aá]|ar[ií]amos|ar)\s+(?:(?:solo|s[oó]lo|solamente|[uú]nicamente)\s+)?\$|\bpag(?:ue|ar)\s+(?:solo|s[oó]lo|solamente|[uú]nicamente)\b|\b(?:como|en)\s+pago\s+(?:total|completo|final)\b|\bpago\s+[uú]nico\b|\bdar(?:[aá]|emos)?\s+(?:(?:su|la|esta)\s+cuenta\s+)?por\s+(?:pagad|saldad|liquidad|cerrad)[oa]\b`;

// A sentence offering to take less than the balance.
const OFFER = flex(
  new RegExp(
    String.raw`\bsettle|\bsettlement\b|\bdiscount|\b\d{1,2}(?:\.\d+)? ?(?:%|percent) (?:off|discount|savings|reduction)|\bsave \d{1,2}(?:\.\d+)? ?(?:%|percent)|\breduced (?:balance|amount|payoff)|\bin full satisfaction\b|\bpay (?:only|just)\b|\blump[- ]sum\b|\bpayoff offer\b|\baccept \$|\bdescuento\b|\bacuerdo de pago reducido|\boferta\b|${SPANISH_OFFER}`,
    'i',
  ),
);
const NOT_OFFER = flex(
  /\bnot obligated to (?:renew|offer)|\bno (?:settlement|discount)s? (?:is|are|will be) (?:available|offered)|\bsettlement (?:of|with) (?:your|the) (?:dispute|insurance)|\bsettled in court/i,
);
const PERCENT = /\b(\d{1,2}(?:\.\d{1,2})?) ?(?:%|percent)(?: (?:off|discount|savings|reduction|de descuento|menos))?/i;
const OFFER_AMOUNT_BEFORE =
  /\b(?:for|only|just|pay|paying|payment of|accept|settle for|total of|lump[- ]sum(?: payment)?(?: of)?|reduced (?:balance|amount|payoff)(?: of)?|por|pagar|pago (?:[uú]nico )?de|solo|s[oó]lo|solamente|acept\w*|recibimos)\s*[:]?\s*$/i;
const BALANCE_BEFORE = /\b(?:balance|owe|owed|debt|total|saldo|deuda|of your)\b[^$]{0,20}$/i;
const DEADLINE_BEFORE =
  /\b(?:by|before|on or before|no later than|until|through|expires?(?: on)?|valid (?:until|through)|good (?:until|through)|received by|deadline|antes del?|a m[aá]s tardar el|hasta el|vence(?: el)?)\s*[:,-]?\s*$/i;

const OFFER_ALL = new RegExp(OFFER.source, 'gi');
const SPANISH_OFFER_ONE = new RegExp(SPANISH_OFFER, 'i');

/**
 * Settlement offers: each sentence offering to settle for less (a discount, a percent off, a
 * reduced lump sum), with the amount offered, the percent off and the deadline when stated. The
 * deadline may be in the next sentence ("This offer expires on [date]").
 */
export const findSettlementOffers = (input: string | Source): SettlementOffer[] => {
  const src = toSource(input);
  const text = src.norm.text;
  const offers: SettlementOffer[] = [];
  let done = 0;
  for (const m of matchesOf(OFFER_ALL, text)) {
    const at = m.index ?? 0;
    // One offer per sentence (and the sentence after it, when it held the deadline).
    if (at < done) continue;
    const sentence = sentenceBounds(text, at, at + m[0].length);
    done = sentence.end;
    const sentenceText = text.slice(sentence.start, sentence.end);
    if (NOT_OFFER.test(sentenceText)) continue;

    const offer: Omit<SettlementOffer, 'span'> = {};
    // Amount: the one after "for / only / pay / accept"; else a lone amount not labelled as the balance.
    const amounts = moneyIn(src, sentence.start, sentence.end);
    const offered =
      amounts.find((a) => OFFER_AMOUNT_BEFORE.test(text.slice(Math.max(sentence.start, a.start - 40), a.start))) ??
      (amounts.length === 1 && !BALANCE_BEFORE.test(text.slice(Math.max(sentence.start, amounts[0]!.start - 30), amounts[0]!.start))
        ? amounts[0]
        : undefined) ??
      (amounts.length >= 2 ? amounts.reduce((min, a) => (Math.abs(a.value) < Math.abs(min.value) ? a : min)) : undefined);
    if (offered) offer.amount = { value: Math.abs(offered.value), span: span(src, offered.start, offered.end) };
    const pct = PERCENT.exec(sentenceText);
    if (pct) {
      const value = Number(pct[1]);
      if (value > 0 && value < 100) offer.percent = { value, span: span(src, sentence.start + pct.index, sentence.start + pct.index + pct[0].length) };
    }
    // Deadline: a date after "by / before / expires" in this sentence or the next one.
    const next = sentenceBounds(text, Math.min(text.length, sentence.end + 1), Math.min(text.length, sentence.end + 1));
    const windowEnd = /offer|expir|oferta|venc|valid|good/i.test(text.slice(sentence.end, next.end)) ? next.end : sentence.end;
    const deadline = scanDates(text.slice(sentence.start, windowEnd))
      .map((d) => ({ ...d, start: d.start + sentence.start, end: d.end + sentence.start }))
      .find((d) => DEADLINE_BEFORE.test(text.slice(Math.max(sentence.start, d.start - 40), d.start)));
    if (deadline) offer.deadline = { value: deadline.value, span: span(src, deadline.start, deadline.end) } satisfies Fact<string>;
    if (!offer.amount && !offer.percent && !offer.deadline) continue;
    // A sentence about the balance alone ("your balance is $X") is not an offer.
    if (
      !offer.percent &&
      !offer.deadline &&
      offer.amount &&
      !/settle|discount|reduc|satisfaction|lump|accept|descuento|oferta|pay only|pay just/i.test(sentenceText) &&
      !SPANISH_OFFER_ONE.test(sentenceText)
    )
      continue;
    done = windowEnd;
    offers.push({ ...offer, span: span(src, sentence.start, windowEnd) });
  }
  return offers;
};
