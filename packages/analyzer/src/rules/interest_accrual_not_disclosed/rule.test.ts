import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule as increaseRule } from '../interest_increase_language_false/rule';
import { rule } from './rule';

const letter = (body: string): string =>
  `Acme Collection Agency\nPO Box 1, New York, NY 10001\n\nMay 1, 2019\n\nYour account has been placed with our office for collection.\nCurrent balance: $2,910.55\n${body}\n\nThis communication is from a debt collector.`;

describe('interest_accrual_not_disclosed', () => {
  it('flags a stated balance with a running interest rate and no disclosure, quoting both', () => {
    const r = check(rule, letter('Interest is charged at 9% per annum under your agreement.'), { gates: { state: 'NY' } });
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(quotes(r)).toEqual(['Current balance: $2,910.55', '9% per annum']);
    expect(r.confidence).toBe('medium');
    expect(r.message).toMatch(/may mislead/);
  });

  it('flags a figure the letter says leaves out interest or charges, or that sends the consumer to call for the current balance (Miller, Chuway)', () => {
    const miller = check(
      rule,
      letter(
        'This amount does not include accrued but unpaid interest, unpaid late charges or other charges. You may call our office for complete reinstatement and payoff figures.',
      ),
      { gates: { state: 'IL' } },
    );
    expect(miller.status === 'flag' && miller.confidence).toBe('medium');
    expect(miller.status === 'flag' && miller.message).toMatch(/Miller v\. McCalla/);
    const chuway = check(rule, letter('To obtain your most current balance information, please call 1-800-916-9006.'), { gates: { state: 'NY' } });
    expect(chuway.status === 'flag' && chuway.confidence).toBe('low');
    expect(quotes(chuway)).toEqual(['To obtain your most current balance information, please call']);
  });

  it('is low confidence outside the Second Circuit', () => {
    const r = check(rule, letter('Per diem: $0.72'), { gates: { state: 'TX' } });
    expect(r.status === 'flag' && r.confidence).toBe('low');
  });

  it('passes the Miller and Avila safe harbours and "interest continues to accrue" where the balance grows', () => {
    for (const body of [
      'Because of interest at 9% per annum, the amount due on the day you pay may be greater. An adjustment may be necessary after we receive your check.',
      'Interest at 9% per annum. We will accept $2,910.55 as payment in full if we receive it on or before June 30, 2019.',
      'Interest continues to accrue at 9% per annum.',
      'Interest at 9% per annum. Call us for a current payoff amount.',
    ]) {
      expect(check(rule, letter(body), { answers: { balanceCanIncrease: true } }).status, body).toBe('pass');
    }
    expect(
      check(rule, letter('Interest at 9% per annum. We will accept $2,910.55 as payment in full if we receive it on or before June 30, 2019.')).status,
    ).toBe('pass');
    expect(check(rule, letter('Interest at 9% per annum. Call us for a current payoff amount.')).status).toBe('pass');
  });

  it("asks, and does not take the letter's own rate as settling it, whether interest said to accrue at a rate still can (decision 160; Stratton; Boucher)", () => {
    for (const body of [
      'Because of interest at 9% per annum, the amount due on the day you pay may be greater. An adjustment may be necessary after we receive your check.',
      'Interest continues to accrue at 9% per annum.',
    ]) {
      // The question and the flag are interest_increase_language_false's since decision 219; here growth said is the disclosure.
      expect(check(increaseRule, letter(body)).status, body).toBe('needs_input');
      expect(check(increaseRule, letter(body), { answers: { balanceCanIncrease: false } }).status, body).toBe('flag');
      expect(check(rule, letter(body)).status, body).toBe('pass');
      expect(check(rule, letter(body), { answers: { balanceCanIncrease: false } }).status, body).toBe('pass');
    }
  });

  it('passes a static balance (Taylor), and a letter that shows no accrual', () => {
    expect(check(rule, letter('Interest of 9% per annum was charged by the creditor; no interest will be added by our office.')).status).toBe('pass');
    const none = check(rule, letter('Please call us to discuss payment.'));
    expect(none.status).toBe('pass');
    if (none.status === 'pass') expect(none.assumptions?.join(' ')).toMatch(/growing/);
  });

  it('asks in the 2d and 3d Circuits whether a plainly stated balance is still growing, and flags it when the consumer says so (Avila; Marucci)', () => {
    const plain = (body: string) =>
      `Acme Collection Agency\nPO Box 1, New York, NY 10001\n\nMay 1, 2019\n\nYour account has been placed with our office for collection.\n${body}\n\nThis communication is from a debt collector.`;
    const balances = [
      'Current balance: $1,984.37',
      'The amount of the debt is $1,984.37.',
      'You currently owe $1,984.37.',
      'Total amount due: $1,984.37',
      'Saldo: $1,984.37',
    ];
    for (const body of balances) {
      const asked = check(rule, plain(body), { gates: { state: 'NJ' } });
      expect({ body, status: asked.status }).toEqual({ body, status: 'needs_input' });
      if (asked.status === 'needs_input') expect(asked.questions.map((q) => q.id)).toEqual(['balanceCanIncrease']);
      const growing = check(rule, plain(body), { gates: { state: 'NY' }, answers: { balanceCanIncrease: true } });
      expect({ body, status: growing.status, confidence: growing.status === 'flag' ? growing.confidence : null }).toEqual({
        body,
        status: 'flag',
        confidence: 'medium',
      });
      // Not growing, or said to grow, or the Avila safe harbour: nothing to flag.
      expect(check(rule, plain(body), { gates: { state: 'NY' }, answers: { balanceCanIncrease: false } }).status).toBe('pass');
      for (const cure of [
        'Because interest may continue to accrue, the amount due on the day you pay may be greater.',
        'We will accept $1,984.37 in full satisfaction if paid on or before June 30, 2019.',
        'No interest or fees will be added to this balance.',
        'El saldo puede aumentar por los intereses.',
      ])
        expect({ cure, status: check(rule, plain(`${body}\n${cure}`), { gates: { state: 'NY' }, answers: { balanceCanIncrease: true } }).status }).toEqual({
          cure,
          status: 'pass',
        });
    }
    // Outside the circuits that have held it, the question is not asked; a consumer's answer is still judged, with low confidence.
    expect(check(rule, plain(balances[0]!), { gates: { state: 'TX' } }).status).toBe('pass');
    const elsewhere = check(rule, plain(balances[0]!), { gates: { state: 'TX' }, answers: { balanceCanIncrease: true } });
    expect(elsewhere.status === 'flag' && elsewhere.confidence).toBe('low');
    // A Regulation F notice itemizes the debt (Model Form B-1): not asked.
    expect(check(rule, MODEL_FORM_B1, { gates: { state: 'NY' } }).status).toBe('pass');
  });

  it('leaves the Miller wording on a balance that cannot grow (Boucher) to interest_increase_language_false, which asks and flags (decision 219)', () => {
    const miller =
      'Due to interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Therefore, if you pay the amount shown above, an adjustment may be necessary.';
    const asked = check(increaseRule, letter(miller));
    expect(asked.status).toBe('needs_input');
    if (asked.status === 'needs_input') expect(asked.questions.map((q) => q.id)).toEqual(['balanceCanIncrease']);
    const boucher = check(increaseRule, letter(miller), { answers: { balanceCanIncrease: false } });
    expect(boucher.status).toBe('flag');
    if (boucher.status === 'flag') expect(boucher.message).toMatch(/Boucher/);
    expect(check(increaseRule, letter(miller), { answers: { balanceCanIncrease: true } }).status).toBe('pass');
    // The Avila rule: the Miller words are the disclosure, whatever the answer.
    for (const balanceCanIncrease of [undefined, false, true]) expect(check(rule, letter(miller), { answers: { balanceCanIncrease } }).status).toBe('pass');
  });

  it('flags unexplained charges added since charge-off in a pre-Regulation F itemization (Leitner), not a $0.00 line', () => {
    const itemized = (fees: string) =>
      `The above account has been placed with our organization for collections.\nThe total amount of the debt due as of charge-off:\n$5,266.06\nThe total amount of interest accrued since charge-off:\n$0.00\nThe total amount of non-interest charges or fees accrued since charge-off:\n${fees}\nThe total amount of payments and credits made on the debt since the charge-off:\n$263.50\nCurrent Balance:\n$5,266.06`;
    const r = check(rule, itemized('$263.50'), { answers: { state: 'NY' }, gates: { state: 'NY', isRegF: false } });
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/Leitner/);
    expect(check(rule, itemized('$0.00'), { answers: { state: 'NY' }, gates: { state: 'NY', isRegF: false } }).status).toBe('pass');
  });

  it('does not treat a 0% rate as accrual', () => {
    expect(check(rule, letter('Interest rate: 0.00% APR')).status).toBe('pass');
  });

  it('does not treat past interest in a Regulation F itemization as running accrual', () => {
    expect(check(rule, letter('You were charged this amount in interest: + $75.00')).status).toBe('pass');
  });

  it('is not applicable to original creditors and pleadings', () => {
    const text = letter('Per diem: $0.72');
    expect(check(rule, text, { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
    expect(check(rule, text, { gates: { isCourtPleading: true } }).status).toBe('not_applicable');
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
