/**
 * A fee for paying by card or phone that the letter says the agreement sets, quoting the clause by its section or naming the
 * agreement by its kind (issue 26, open law letter W586, a false flag on a lawful letter). Tests, not the measure.
 *
 * The law: a collector may charge a fee for a way of paying only if the agreement creating the debt expressly authorizes it or a
 * law expressly permits it (15 U.S.C. 1692f(1); 12 CFR 1006.22(b)). The letter's words cannot show whether the clause it quotes is
 * really in the agreement, so the rule asks the person (as it does for "as permitted by your agreement") rather than assuming the
 * fee unauthorized; once the person says the agreement allows it, it passes.
 *
 * What was wrong on the start code: the agreement's own authority was read only as "permitted by your agreement", "your
 * (credit) agreement provides" and the like; the agreement named by its kind ("your Retail Installment Contract states:") or
 * cited by section ("Section 14 of your cardholder agreement reads: …") was not, and the fee was flagged as unauthorized.
 *
 * Must ask: the clause quoted after the agreement named by its kind or cited by section, in English and Spanish. Must still flag:
 * a fee whose only authority is the collector's own policy, its fee schedule or a payment processor's terms.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const letter = (authority: string): string =>
  [
    'Carolina Recovery Partners\nP.O. Box 2100, Columbia, SC 29202',
    'July 21, 2025',
    'Re: Lowcountry Furniture account XXXX5317\nBalance: $1,642.90',
    'You can pay online from a bank account at no charge, or by mailing a check at no charge.',
    `If you pay by debit or credit card over the phone, a $3.00 fee applies. ${authority}`,
    'This communication is from a debt collector.',
  ].join('\n\n');

const outcome = (authority: string, answers: Record<string, unknown> = {}): string =>
  ruleOutcome('pay_to_pay_fee', letter(authority), { state: 'SC', senderIsOriginalCreditor: false, ...answers }, '2025-07-28');

describe('a payment fee the letter says the agreement sets, quoting its clause', () => {
  it('asks on the authority the reader already knew (the control)', () => {
    expect(outcome('This fee is permitted by your agreement.')).toBe('ask');
  });
  it.each([
    'Section 14 of your Retail Installment Contract states: "Buyer agrees to pay a fee of $3.00 for each payment made by card by telephone."',
    'Paragraph 9 of your cardholder agreement reads, in part: “A $3.00 fee applies to each payment made by telephone with a card.”',
    'Your retail installment sales contract says: "Buyer will pay $3.00 for each card payment made by phone."',
    'As clause 12(b) of your loan agreement provides, a fee of $3.00 is charged for each card payment by phone.',
    'La cláusula 14 de su contrato de venta a plazos establece: "El comprador pagará un cargo de $3.00 por cada pago con tarjeta por teléfono."',
  ])('asks: %s', (authority) => {
    expect(outcome(authority)).toBe('ask');
  });
  it('passes once the person says the agreement allows it', () => {
    expect(
      outcome('Section 14 of your Retail Installment Contract states: "Buyer agrees to pay a fee of $3.00."', { contractAllowsPaymentFees: true }),
    ).not.toBe('flag');
  });
  it.each([
    'Section 4 of our payment policy states: "A $3.00 fee applies to card payments by phone."',
    'Our fee schedule says: "Card payments by telephone: $3.00."',
    'The payment processor’s terms of service state: "A $3.00 service fee applies."',
  ])('still flags: %s', (authority) => {
    expect(outcome(authority)).toBe('flag');
  });
});
