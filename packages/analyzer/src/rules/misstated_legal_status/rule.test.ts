import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;
const answered = { debtDischargedInBankruptcy: false, debtAlreadyPaidOrSettled: false, amountDemandedExceedsOwed: false };

describe('misstated_legal_status', () => {
  it('flags "this debt never expires" and quotes it', () => {
    const r = check(rule, letter('Remember that this debt never expires.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toEqual(['Remember that this debt never expires.']);
  });

  it('flags failure-to-dispute-as-admission (1692g(c))', () => {
    const r = check(rule, letter('Your failure to dispute this debt will be deemed an admission that you owe it.'));
    expect(r.status).toBe('flag');
  });

  it('flags "legally obligated" on a debt the letter calls time-barred', () => {
    const r = check(rule, letter('Because of the age of your debt, we will not sue you. You remain legally obligated to pay it.'));
    expect(r.status).toBe('flag');
  });

  it('flags an amount stated so that it is not the amount of the debt (Bazan, Carlin, Chuway)', () => {
    const bazan = check(
      rule,
      letter(
        'This office represents Reliable Credit Association. You owe the sum of $6,162.30, plus accrued interest in the sum of $691.90, plus accruing interest at the contract rate of 24.99% per annum from after April 16, 2019.',
      ),
      { answers: answered },
    );
    expect(bazan.status).toBe('flag');
    expect(quotes(bazan)[0]).toContain('plus accruing interest at the contract rate of 24.99% per annum from after April 16, 2019');
    const carlin = check(
      rule,
      letter(
        'Total Amount Due: $205,261.79. Total Amount Due may include estimated fees, costs, additional payments and/or escrow disbursements that will become due prior to the Statement Void After date, but which are not yet due as of the date this Payment Statement is issued.',
      ),
      { answers: answered },
    );
    expect(carlin.status).toBe('flag');
    const chuway = letter('Your balance is $1,284.60. This balance does not include accrued interest. Please call our office for the payoff amount.');
    expect(check(rule, chuway, { answers: answered }).status).toBe('flag');
  });

  it('does not flag a total as of the letter, or "may not include accruing interest" outside the 2d and 7th Circuits (Hutton)', () => {
    const withTotal = letter(
      'The principal is $6,162.30, plus accruing interest at 9% per annum from April 16, 2019. The total balance due as of the date of this letter is $6,854.20.',
    );
    expect(check(rule, withTotal, { answers: answered }).status).toBe('pass');
    const hutton = letter(
      'This office has been retained regarding your outstanding balance due in the amount of $22,519.17, which may not include accruing interest. As interest may continue to accrue, please call our office to verify the current balance.',
    );
    const ca = check(rule, hutton, { answers: { ...answered, state: 'CA' }, gates: { state: 'CA' } });
    expect(ca.status).toBe('pass');
    if (ca.status === 'pass') expect(ca.assumptions?.join(' ')).toMatch(/law differs by circuit/);
    expect(check(rule, hutton, { answers: { ...answered, state: 'IL' }, gates: { state: 'IL' } }).status).toBe('flag');
  });

  it('flags a 1099-C warning when every offer forgives less than $600 (Heredia), not a general tax note (Church) or a larger saving', () => {
    const offers = (saving: string, tax: string) =>
      letter(`We are making the following settlement offer: 29% reduction of your present balance to $1343.63 (A savings of: ${saving}). ${tax}`);
    const heredia = check(
      rule,
      offers('$548.80', 'Settling a debt for less than the balance owed may have tax consequences and Discover may file a 1099C form.'),
      {
        answers: answered,
      },
    );
    expect(heredia.status).toBe('flag');
    if (heredia.status === 'flag') expect(heredia.message).toMatch(/Heredia/);
    expect(check(rule, offers('$548.80', 'These settlement offers may have tax consequences.'), { answers: answered }).status).toBe('pass');
    expect(check(rule, offers('$1,548.80', 'Discover may file a 1099C form.'), { answers: answered }).status).toBe('pass');
  });

  it('flags discharged, paid, and denied judgments from the answers', () => {
    expect(check(rule, letter('Please pay.'), { answers: { debtDischargedInBankruptcy: true } }).status).toBe('flag');
    expect(check(rule, letter('Please pay.'), { answers: { debtAlreadyPaidOrSettled: true } }).status).toBe('flag');
    const judgment = letter('A judgment was entered against you on May 1, 2022.');
    expect(check(rule, judgment, { answers: { ...answered, judgmentEntered: false } }).status === 'flag').toBe(true);
    const asked = check(rule, judgment, { answers: answered });
    expect(asked.status === 'needs_input' && asked.questions.map((q) => q.id)).toEqual(['judgmentEntered']);
  });

  it('asks about bankruptcy, payment and the amount when the text decides nothing, and passes once answered', () => {
    // A request for money with no figure, the pages never said to be the whole letter: its figure may be on a page not read
    // (decision 395), so the amount is asked too.
    const r = check(rule, letter('Please pay.'));
    expect(r.status === 'needs_input' && r.questions.map((q) => q.id)).toEqual([
      'debtDischargedInBankruptcy',
      'debtAlreadyPaidOrSettled',
      'amountDemandedExceedsOwed',
    ]);
    const whole = check(rule, letter('Please pay.'), { answers: { allPagesUploaded: true } });
    expect(whole.status === 'needs_input' && whole.questions.map((q) => q.id)).toEqual(['debtDischargedInBankruptcy', 'debtAlreadyPaidOrSettled']);
    expect(check(rule, letter('Please pay.'), { answers: answered }).status).toBe('pass');
  });

  it('does not flag federal student loans, correct notices, offers that expire, or "not legally required"', () => {
    for (const body of [
      'There is no statute of limitations on federal student loans held by the U.S. Department of Education.',
      'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.',
      'This offer does not expire until June 30.',
      'You are not legally required to pay this debt.',
    ])
      expect(check(rule, letter(body), { answers: answered }).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).not.toBe('flag');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
