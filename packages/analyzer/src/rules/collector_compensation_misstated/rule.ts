import type { Rule, RuleMeta } from '../../types';
import { checkGates, flag, needsInput, pass } from '../_threats-and-misrepresentations/gate';
import { CONDITIONED_ON_JUDGMENT, isRightsStatement, negatedBefore } from '../_threats-and-misrepresentations/phrases';
import { findWithSentence, foundSpan, uniqueSpans, viewOf, type Found } from '../_threats-and-misrepresentations/text';
import { PERMISSION_CONDITION } from '../../reading/lexicon';
import { QUESTIONS } from '../_shared/questions';

const meta: RuleMeta = {
  id: 'collector_compensation_misstated',
  title: 'Misstates services rendered or fees the collector may lawfully receive',
  citation: '15 U.S.C. 1692e(2)(B); 12 CFR 1006.18(b)(2)(ii)',
  kind: 'context',
  section: '1.4',
  description:
    'A debt collector may not misstate what it may lawfully charge you for collecting, such as a collection fee, attorney fees or collection costs. Such charges may be added only if your original agreement or a law expressly allows them; no law simply "requires" you to pay a collector\'s fee.',
  severity: 6,
  value: 500,
};

/** A charge for the collector's own work: collection fees and costs, attorney fees, commissions. */
const COLLECTION_FEE =
  /\b(?:collection|collections|agency|recovery|placement|contingency|administrative|admin|handling)\s+(?:fees?|charges?|costs?|expenses?|commissions?|surcharges?)\b|\b(?:attorney|attorney's|attorneys'|attorneys|legal)\s+fees?\b|\bcosts?\s+of\s+collection\b|\bcostos?\s+de\s+cobr\w+|\bcargos?\s+(?:de|por)\s+cobr\w+|\bhonorarios\b|\b(?:tarifas?|cuotas?|comisi[oó]n(?:es)?|gastos)\s+(?:de|por)\s+cobr\w+/i;
/**
 * The letter presents the fee as required or set by law. Decision 337: the Spanish in the ways the English is read ("según lo exige
 * la ley estatal", "autorizados por la ley", "la ley estatal nos permite agregar", "cargo de cobranza estatutario"), not only
 * "requerido por la ley"; and "tarifa / comisión / gastos de cobranza" as a fee for the collector's work.
 */
const REQUIRED_BY_LAW =
  /\b(?:required|mandated|authorized|imposed|set|allowed|permitted)\s+by\s+(?:state\s+|federal\s+)?(?:law|statute|the\s+state)\b|\bas\s+(?:required|provided|allowed|permitted)\s+by\s+law\b|\bstatutory\s+(?:collection\s+)?(?:fee|charge|cost)s?\b|\bthe\s+law\s+(?:requires|allows\s+us\s+to\s+(?:add|charge|collect))\b|\b(?:state|federal)\s+law\s+(?:requires|allows|permits)\b|\brequerid[oa]s?\s+por\s+(?:la\s+)?ley\b|\b(?:exigid|autorizad|permitid|impuest|establecid|fijad|mandad)[oa]s?\s+por\s+(?:la\s+)?ley\b|\b(?:seg[uú]n|como)\s+lo\s+(?:exige|requiere|permite|autoriza|establece|dispone|ordena)\s+la\s+ley\b|\bla\s+ley\s+(?:estatal\s+|federal\s+)?(?:nos\s+)?(?:exige|requiere|permite|autoriza)\b|\b(?:cargo|tarifa|cuota|costo)s?\s+(?:de\s+cobr\w+\s+)?(?:estatutari|reglamentari)[oa]s?\b/i;
const ZERO = /^[^.\n]{0,25}?(?:\$\s*0(?:\.00)?\b|\b0\.00\b|\bnone\b|\bn\/a\b|-0-)/i;
const NO_FEE = /\bno\s+(?:\w+\s+){0,2}(?:fees?|charges?|costs?)\b|\bnot\s+(?:be\s+)?(?:added|charged|assessed)\b|\bwithout\s+(?:any\s+)?(?:fees?|charges?)\b/i;
/** Fees for a way of paying are pay-to-pay fees (checked by pay_to_pay_fee). */
const PAYMENT_METHOD =
  /\b(?:credit\s+card|debit\s+card|card\s+payments?|pay(?:ing|ments?)?\s+(?:by\s+)?(?:phone|telephone|online)|convenience|electronic\s+payment|processing|tarjeta\s+de\s+(?:cr[eé]dito|d[eé]bito)|pagos?\s+(?:por\s+tel[eé]fono|en\s+l[ií]nea)|conveniencia|procesamiento)\b/i;

const isClaimed = (f: Found): boolean =>
  !ZERO.test(f.sentence.slice(f.at + f.hit.match[0].length)) &&
  !NO_FEE.test(f.sentence) &&
  !PAYMENT_METHOD.test(f.sentence) &&
  !CONDITIONED_ON_JUDGMENT.test(f.sentence) &&
  !/\bcourt\s+(?:may\s+)?awards?\b/i.test(f.sentence) &&
  !negatedBefore(f.sentence, f.at) &&
  !isRightsStatement(f.sentence);

export const rule: Rule = {
  meta,
  check: (ctx) => {
    const gate = checkGates(ctx);
    if (gate.stop) return gate.stop;
    const v = viewOf(ctx.text);
    const fees = findWithSentence(v, COLLECTION_FEE).filter(isClaimed);
    if (fees.length === 0) return pass(gate.assumptions);
    // A fee said possible only as far as the law allows it ("to the extent permitted by law") states the law's condition, not a
    // fee the law requires or sets (decision 565): asked as any claimed fee is.
    const byLaw = fees.filter((f) => REQUIRED_BY_LAW.test(f.sentence) && !PERMISSION_CONDITION.test(f.sentence));
    if (byLaw.length > 0)
      return flag(
        'This letter may violate federal law: it presents a collection fee or cost as required or set by law. A collector may add such a charge only if your original agreement expressly allows it or a law expressly permits it, and may not misstate what it may lawfully receive (15 U.S.C. 1692e(2)(B), 1692f(1); 12 CFR 1006.18(b)(2)(ii), 1006.22(b)).',
        uniqueSpans(byLaw.map((f) => foundSpan(v, f))).slice(0, 3),
        'medium',
        gate.assumptions,
      );
    const evidence = uniqueSpans(fees.map((f) => foundSpan(v, f))).slice(0, 3);
    const allowed = ctx.answers.contractAllowsCollectionFees;
    if (allowed === true) return pass([...gate.assumptions, 'You told us your agreement allows collection fees or costs.']);
    if (allowed === false)
      return flag(
        'This letter claims a collection fee, attorney fee or collection cost, and you told us your agreement does not allow one. A collector may not represent that it may lawfully receive a fee that neither the agreement nor the law allows (15 U.S.C. 1692e(2)(B), 1692f(1); 12 CFR 1006.18(b)(2)(ii), 1006.22(b)).',
        evidence,
        'high',
        gate.assumptions,
      );
    return needsInput(
      'This letter claims a collection fee, attorney fee or collection cost. Such a charge is lawful only if your original agreement expressly allows it or a law permits it (15 U.S.C. 1692e(2)(B), 1692f(1)).',
      [QUESTIONS.contractAllowsCollectionFees],
      evidence,
      gate.assumptions,
    );
  },
};
