import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;

describe('threat_seizure_garnishment', () => {
  it('flags a categorical garnishment threat with high confidence and states the no-judgment assumption', () => {
    const r = check(rule, letter('Unless you pay by Friday, we will garnish your wages. Thank you.'));
    expect(quotes(r)).toEqual(['Unless you pay by Friday, we will garnish your wages.']);
    expect(r.status === 'flag' && r.confidence).toBe('high');
    expect(r.status === 'flag' && r.assumptions).toContain('Assumed no court judgment has been entered on this debt (the letter mentions none).');
    expect(r.status === 'flag' && r.message).toMatch(/^This letter may violate/);
  });

  it('flags hedged wording without any lawsuit or judgment with low confidence', () => {
    const r = check(rule, letter('Your wages may be garnished and a lien could be placed on your home.'));
    expect(r.status === 'flag' && r.confidence).toBe('low');
  });

  it('flags a bank freeze, a lien and Spanish "embargo"', () => {
    expect(check(rule, letter('We will freeze your bank account.')).status).toBe('flag');
    expect(check(rule, letter('We will place a lien on your home.')).status).toBe('flag');
    expect(check(rule, letter('Si no paga, procederemos con el embargo de su salario.')).status).toBe('flag');
  });

  it('reads a "not" inside an if-condition as the condition, not a denial, even across a date comma', () => {
    for (const body of [
      'Be advised that if this balance is not paid in full by September 30, 2025, we will begin garnishment of your wages and a levy on your bank account without further notice.',
      'If this balance is not paid in full by September 30, 2025, we will begin garnishment of your wages.',
      'Please note that if payment is not received by the end of the month we will garnish your wages.',
    ]) {
      const r = check(rule, letter(body));
      expect(r.status, body).toBe('flag');
      expect(r.status === 'flag' && r.confidence, body).toBe('high');
    }
    // Real denials still pass, with or without a condition before them.
    for (const body of [
      'If you pay by September 30, 2025, we will not garnish your wages.',
      'Be advised that we will not garnish your wages or levy your bank account.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('flags a "post-judgment" letter when the user says there is no judgment', () => {
    const text = letter('A judgment was entered against you. We will garnish your wages.');
    expect(check(rule, text).status).toBe('pass');
    expect(check(rule, text, { answers: { judgmentEntered: false } }).status).toBe('flag');
    expect(check(rule, letter('We will garnish your wages.'), { answers: { judgmentEntered: true } }).status).toBe('pass');
  });

  it('does not flag judgment-conditioned remedies, exemptions, denials, student-loan AWG or secured property', () => {
    for (const body of [
      'If we obtain a judgment against you, we may ask the court to garnish your wages.',
      'Our client may sue you and seek garnishment of your wages.',
      'Social Security benefits are exempt from garnishment.',
      'We will not garnish your wages or take your property.',
      'Seize this opportunity to settle your account today.',
      'Your federal student loan is subject to administrative wage garnishment by the U.S. Department of Education.',
      'Your vehicle is collateral for this loan; if it is repossessed it will be sold at auction. We will sell your car.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('is not applicable to the original creditor and court pleadings', () => {
    expect(check(rule, letter('We will garnish your wages.'), { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
    expect(check(rule, letter('We will garnish your wages.'), { gates: { isCourtPleading: true } }).status).toBe('not_applicable');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
