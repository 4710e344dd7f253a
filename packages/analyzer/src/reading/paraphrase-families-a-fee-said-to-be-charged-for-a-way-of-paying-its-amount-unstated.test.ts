/**
 * A fee said to be charged for a way of paying, its amount unstated (issue 26, decision 554; open paraphrase P247, from
 * development letter L803, Shami v. National Enterprise Systems, E.D.N.Y. 2010). Tests, not the measure.
 *
 * The law: a collector may not collect, or say it will collect, any amount incidental to the debt that the agreement or the
 * law does not expressly authorize (15 U.S.C. 1692f(1), 1692e(2), (5); 12 CFR 1006.22(b)). A fee for paying by phone, online
 * or by card is such an amount even where a free way of paying is offered (Shami: "Transaction fees will be charged if you use
 * the automated phone system or the internet to make payment on this account" states a claim). The act is the fee imposed for
 * the way of paying; its amount is not what misleads, and a letter that leaves it out says no less.
 *
 * What was wrong on the start code: pay_to_pay_fee read a fee beside a way of paying only with its amount or a "convenience"
 * label, so "a transaction fee will be charged if you pay by phone or online" was silent, and in Spanish ("se le cobrará un
 * cargo por transacción", with the automated phone system or "internet" as the way of paying) no rule read it at all.
 *
 * Must flag: a fee said to be charged, assessed, added, applied or carried for a way of paying, in any order, English and
 * Spanish, no amount given. Must not flag: a way of paying said to be free; the consumer's own bank's or carrier's charges; a
 * late, returned-payment or collection fee beside "pay online"; a payment channel with no fee; a fee of $0.00.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const letter = (pay: string): string =>
  [
    'Empire Recovery Systems, Inc.\nP.O. Box 400, Albany, NY 12201',
    'October 1, 2008',
    'Re: Account XXXX1234\nBalance: $845.20',
    pay,
    'This communication is from a debt collector.',
  ].join('\n\n');

const outcome = (pay: string): string =>
  ruleOutcome('pay_to_pay_fee', letter(pay), { state: 'NY', senderIsOriginalCreditor: false, readsSpanish: true }, '2008-10-06');

describe('a fee said to be charged for a way of paying, its amount unstated', () => {
  it('flags the control: a convenience fee without an amount', () => {
    expect(outcome('A convenience fee applies to payments made by phone.')).toBe('flag');
  });
  it.each([
    'If you use the automated phone system or the internet to pay this account, a transaction fee will be charged.',
    'Transaction fees will be charged if you use the automated telephone system or the internet to make a payment on this account.',
    'We will charge you a processing fee for each payment made online or by phone.',
    'Payments made by credit or debit card are subject to a service fee.',
    'A processing fee will be added to any payment you make over the phone.',
    'Card payments carry a handling charge.',
    'A fee applies when you pay through our website.',
    'Should you choose to pay by phone, a service charge may be assessed.',
    'Si utiliza el sistema telefónico automatizado o internet para pagar esta cuenta, se le cobrará un cargo por transacción.',
    'Se aplicará una tarifa de servicio a los pagos con tarjeta.',
    'Los pagos por teléfono están sujetos a un cargo adicional.',
    'Si paga en línea, se le cobrará una comisión por procesamiento.',
  ])('flags: %s', (pay) => {
    expect(outcome(pay)).toBe('flag');
  });
  it.each([
    'There is no fee to pay by phone or online.',
    'You may pay online or by phone; we do not charge a fee for any way of paying.',
    'Your bank may charge a fee for card transactions.',
    'Late fees will be charged if payment is not made online or by phone by the due date.',
    'A returned payment fee will be charged if your card payment is declined by your bank.',
    'You can pay your balance online, by phone or by mail.',
    'Convenience fee: $0.00',
    'No se cobra ningún cargo por pagar por teléfono o en línea.',
    'Puede pagar su saldo por internet, por teléfono o por correo.',
    'Su banco puede cobrarle una tarifa por los pagos con tarjeta.',
  ])('does not flag: %s', (pay) => {
    expect(outcome(pay)).not.toBe('flag');
  });
});
