import { describe, expect, it } from 'vitest';
import { findDebtTypeHints } from './find-debt-type-hints';

const hints = (text: string) => findDebtTypeHints(text).map((h) => h.value);

describe('findDebtTypeHints', () => {
  it.each([
    ['You had a Main Street Department Store credit card from Bank of Rockville', ['credit_card']],
    ['Patient: J. Doe. Date of service 02/14/2017, Springfield Hospital', ['medical']],
    ['Deficiency balance after the sale of your vehicle', ['auto_loan']],
    ['your private student loan', ['student_loan']],
    ['your payday loan from QuickCash', ['payday']],
    ['the mortgage on your home', ['mortgage']],
    ['your personal loan', ['personal_loan']],
    ['final bill for electric service', ['utility']],
    ['your cell phone service account', ['telecom']],
    ['your store account for furniture', ['retail']],
    ['a judgment was entered against you in the amount of $3,000', ['judgment']],
    ['una tarjeta de crédito de Banco Estrella', ['credit_card']],
  ])('reads %j', (text, expected) => expect(hints(text)).toEqual(expected));

  it('does not read the dispute-rights "copy of a judgment" as a judgment debt', () => {
    expect(hints('we will obtain verification of the debt or a copy of a judgment')).toEqual([]);
  });

  it('lists several hints in order of first mention, with spans', () => {
    const text = 'Hospital bill charged to your Visa';
    expect(hints(text)).toEqual(['medical', 'credit_card']);
    expect(findDebtTypeHints(text)[1]!.span.text).toBe('Visa');
  });
});
