/**
 * A charge said possible only as far as the law or the agreement allows it (issue 26, decision 565; decision 554's attorney's-fee
 * reading judged on lawful wordings written from the law). Tests, not the measure.
 *
 * The law: a collector may add a fee only where the agreement that created the debt or a law expressly allows it (15 U.S.C.
 * 1692f(1); 12 CFR 1006.22(b)), and may not misstate what it may lawfully receive (1692e(2)(B); 12 CFR 1006.18(b)(2)(ii)). Under
 * the American Rule attorney's fees follow a contract or a statute (Lox v. CDA, 7th Cir. 2012). A sentence that makes the fee
 * depend on that leave ("to the extent permitted by law", "if your agreement provides for them", "en la medida en que la ley lo
 * permita", "cuando la ley lo permita", "solo si su contrato o la ley lo permiten") states the law's condition; it neither claims
 * the fee from the words nor says the law requires or sets it.
 *
 * What was wrong on the start code:
 * - `unauthorized_fees_or_interest` read the English condition as lawful (decision 554, `IF_PERMITTED`) but flagged the same
 *   sentences in Spanish ("en la medida en que la ley lo permita", "cuando la ley lo permita", "en la medida permitida por la
 *   ley", "solo si su contrato o la ley lo permiten");
 * - `collector_compensation_misstated` read "permitted by law" after "to the extent", "if" or "where" as the fee said to be
 *   required or set by law, its "as required by state law" finding.
 *
 * Must not flag (from the words): the condition, English and Spanish, for attorney's fees and collection costs. Must still flag:
 * fees said owed with no condition, and fees said required, set or authorized by law ("as required by state law", "as permitted
 * by law", "según lo exige la ley estatal", "autorizados por la ley").
 */
import { describe, expect, it } from 'vitest';
import { lawFirmFeeLetter, ruleOutcome } from './test-letters';

const RULES = ['unauthorized_fees_or_interest', 'collector_compensation_misstated'] as const;

const letter = lawFirmFeeLetter;

const flaggedBy = (body: string): string[] =>
  RULES.filter((rule) => ruleOutcome(rule, letter(body), { state: 'NY', senderIsOriginalCreditor: false, readsSpanish: true }, '2016-05-10') === 'flag');

describe('a charge said possible only as far as the law or the agreement allows: not flagged from the words', () => {
  it.each([
    "To the extent permitted by law, you may be responsible for attorney's fees and costs.",
    "If permitted by law, you may be responsible for reasonable attorney's fees.",
    "Where allowed by law, a judgment may include reasonable attorney's fees.",
    "Where your agreement allows, you may be held responsible for attorney's fees.",
    "If your credit agreement provides for them, the court may award reasonable attorney's fees.",
    'En la medida en que la ley lo permita, usted podría ser responsable de los honorarios de abogados.',
    'Cuando la ley lo permita, la sentencia podría incluir honorarios de abogados.',
    'Un tribunal puede conceder honorarios de abogados a la parte ganadora cuando la ley lo permita.',
    'En la medida permitida por la ley, usted podría ser responsable de los costos de cobranza.',
    'Solo si su contrato o la ley lo permiten, se podrían agregar honorarios de abogados.',
    'Siempre que su contrato lo autorice, se podrán cobrar honorarios razonables de abogados.',
    'Si su contrato lo permite, usted podría ser responsable de los honorarios de abogados.',
  ])('does not flag: %s', (body) => {
    expect(flaggedBy(body)).toEqual([]);
  });
});

describe('a charge claimed, or said required or set by law: still flagged', () => {
  it.each([
    ["If suit is filed, you may be held responsible for attorney's fees.", 'unauthorized_fees_or_interest'],
    ['Usted tendrá que pagar los honorarios de nuestros abogados.', 'unauthorized_fees_or_interest'],
    ['Se agregará un cargo de cobranza de $250.00 a su saldo.', 'unauthorized_fees_or_interest'],
    ['A collection fee of $250.00 will be added to your balance.', 'unauthorized_fees_or_interest'],
    ['A collection fee of 40% has been added to your balance, as required by state law.', 'collector_compensation_misstated'],
    ["You will be responsible for attorney's fees of 33% as permitted by law.", 'collector_compensation_misstated'],
    ['Se ha agregado un cargo de cobranza del 40%, según lo exige la ley estatal.', 'collector_compensation_misstated'],
    ['Usted será responsable de los honorarios de abogados, autorizados por la ley.', 'collector_compensation_misstated'],
  ])('flags: %s (%s)', (body, rule) => {
    expect(flaggedBy(body)).toContain(rule);
  });
});
