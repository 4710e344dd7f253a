import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Acme Collection Agency\nPO Box 1, Tampa, FL 33601\n\nMay 1, 2019\n\nYour account has been placed with our office for collection. ${body}\n\nThis communication is from a debt collector.`;

describe('nonjudicial_repossession_threat', () => {
  it('flags a repossession threat on a credit-card debt, quoting the threat', () => {
    const r = check(rule, letter('This credit card balance is past due. We will repossess your car if you do not pay.'));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(quotes(r)).toEqual(['We will repossess your car if you do not pay.', 'credit card']);
    expect(r.confidence).toBe('medium');
  });

  it('flags a threat after the collateral was sold (deficiency), with high confidence', () => {
    const r = check(rule, letter('Deficiency balance: $6,102.44. Our recovery agent will be dispatched to recover the vehicle.'));
    expect(r.status === 'flag' && r.confidence).toBe('high');
  });

  it('uses debt-type hints from the facts stage', () => {
    const span = { start: 0, end: 0, text: '' };
    const r = check(rule, letter('We will repossess your furniture.'), { facts: { debtTypeHints: [{ value: 'medical', span }] } });
    expect(r.status).toBe('flag');
  });

  it('passes a threat on a debt the letter shows is secured, and asks when it cannot tell', () => {
    expect(check(rule, letter('Your auto loan is secured by the 2017 Honda Accord. The lender may repossess the vehicle.')).status).toBe('pass');
    const asked = check(rule, letter('We will repossess your vehicle.'));
    expect(asked.status).toBe('needs_input');
    if (asked.status === 'needs_input') expect(asked.questions.map((q) => q.id)).toEqual(['propertySecuresDebt']);
    expect(check(rule, letter('We will repossess your vehicle.'), { answers: { propertySecuresDebt: false } })).toMatchObject({
      status: 'flag',
      confidence: 'high',
    });
    expect(check(rule, letter('We will repossess your vehicle.'), { answers: { propertySecuresDebt: true } }).status).toBe('pass');
  });

  it('does not flag history, negations or letters without a threat', () => {
    expect(check(rule, letter('Your vehicle was repossessed and sold at auction. Please call us.')).status).toBe('pass');
    expect(check(rule, letter('We will not repossess or take any property.')).status).toBe('pass');
    expect(check(rule, letter('Please call us to discuss payment.')).status).toBe('pass');
  });

  it('is not applicable to original creditors', () => {
    expect(check(rule, letter('We will repossess your car.'), { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
  });

  it('does not flag the CFPB Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });

  describe('fixtures', () => {
    for (const c of loadFixtures(import.meta.dirname)) {
      it(c.name, () => {
        expect(runFixture(rule, c).status === 'flag').toBe(c.flagged);
      });
    }
  });
});
