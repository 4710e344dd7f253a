import { describe, expect, it } from 'vitest';
import { findSettlementOffers } from './find-settlement-offers';

const offers = (text: string) => findSettlementOffers(text).map((o) => ({ amount: o.amount?.value, percent: o.percent?.value, deadline: o.deadline?.value }));

describe('findSettlementOffers', () => {
  it('reads amount, percent and deadline', () => {
    expect(offers('We will accept $900.00 to settle your balance of $2,284.56, a 60% discount, if paid by June 1, 2024.')).toEqual([
      { amount: 900, percent: 60, deadline: '2024-06-01' },
    ]);
    expect(offers('Take 40% off if paid by March 15, 2024!')).toEqual([{ amount: undefined, percent: 40, deadline: '2024-03-15' }]);
  });

  it('reads the deadline from the next sentence and keeps several offers apart', () => {
    const text =
      'If you pay $1,200.00 by May 31, 2024, we will accept it in full satisfaction of your balance of $2,000.00.\nOr, settle your account in 3 monthly payments of $450.00. This offer expires on\nJune 15, 2024.';
    expect(offers(text)).toEqual([
      { amount: 1200, percent: undefined, deadline: '2024-05-31' },
      { amount: 450, percent: undefined, deadline: '2024-06-15' },
    ]);
  });

  it('reads a Spanish offer', () => {
    expect(offers('Le ofrecemos un descuento del 30% si paga $700.00 antes del 15 de mayo de 2024.')).toEqual([
      { amount: 700, percent: 30, deadline: '2024-05-15' },
    ]);
  });

  it('ignores non-offers', () => {
    expect(offers('We are not obligated to renew this offer.')).toEqual([]);
    expect(offers('Contact us about your payment options. Your balance is $500.00.')).toEqual([]);
    expect(offers('Call us to discuss a settlement.')).toEqual([]);
  });
});
