import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Acme Collection Agency\nPO Box 1, Springfield, IL 62701\n\nMay 1, 2019\n\nYour account has been placed with our office for collection.\n\nUnless you, within thirty days after receipt of this notice, dispute the validity of the debt, this office will assume the debt is valid. ${body}\n\nThis communication is from a debt collector.`;

describe('dispute_conditions_added', () => {
  it('flags a proof-of-payment requirement and quotes it', () => {
    const r = check(rule, letter('To dispute this debt you must send us proof of payment.'));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['To dispute this debt you must send us proof of payment.']);
  });

  it('flags disputes steered to the telephone (Caprio) and pay-or-call as the only paths, not an invitation to call about payment (Moyer)', () => {
    const caprio = check(rule, letter('If you feel you do not owe this amount, please call us toll free at 1-800-555-0100.'));
    expect(caprio.status).toBe('flag');
    expect(quotes(caprio)).toEqual(['If you feel you do not owe this amount, please call us toll free at 1-800-555-0100.']);
    expect(check(rule, letter('You must either pay the balance in full or call our office within 30 days.')).status).toBe('flag');
    for (const body of [
      'If you wish to eliminate further collection action, please contact us at 1-800-555-0100.',
      'If you have any questions, please call us at 1-800-555-0100.',
      'If you feel you do not owe this amount, please call us or write to us at the address above.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('reads pay-or-call as the only paths in Spanish too, but not a call whose stated purpose is arranging payment (Shapiro v. Riddle, 2d Cir. 2003)', () => {
    for (const body of [
      'You must pay the balance or call us.',
      'Your only options are to pay in full or call this office.',
      'Usted debe pagar el saldo total o llamar a nuestra oficina.',
      'Usted tiene que pagar la deuda o llamarnos dentro de 30 días.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('flag');
    for (const body of [
      'If you want to resolve this matter without a lawsuit, you must either pay the Total Amount Due listed above or call our firm and work out arrangements for payment.',
      'You must pay the balance in full or call us to set up a payment plan.',
      'You need to pay the amount due or telephone our office to arrange a payment schedule.',
      'You should either remit payment or call us to discuss payment options.',
      'You must pay this account or call our office so that we can agree on monthly payments.',
      'Usted debe pagar el saldo o llamarnos para hacer arreglos de pago.',
      'Usted tiene que pagar la deuda o llamar a nuestra oficina para establecer un plan de pagos.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('flags notarisation, a dispute fee and a single channel with high confidence', () => {
    for (const body of [
      'Your dispute must be notarized.',
      'There is a $25.00 fee to process a dispute or verification request.',
      'Disputes are accepted by phone only.',
      'We do not accept written disputes.',
    ]) {
      const r = check(rule, letter(body));
      expect(r.status, body).toBe('flag');
      if (r.status === 'flag') expect(r.confidence, body).toBe('high');
    }
  });

  it('flags a requirement to dispute with the creditor or the credit bureaus', () => {
    expect(check(rule, letter('If you believe the charges are wrong, you must contact Mercy Hospital billing to dispute them.')).status).toBe('flag');
    expect(check(rule, letter('Disputes must be directed to the original creditor.')).status).toBe('flag');
  });

  it('flags a required reason and a dispute window shorter than the period', () => {
    expect(check(rule, letter('Your dispute must state the specific reason you believe the balance is wrong.')).status).toBe('flag');
    expect(check(rule, letter('Any dispute must be received within 10 days of the date of this letter.')).status).toBe('flag');
  });

  it("does not flag invitations, the collector's own duties or general credit-report information", () => {
    for (const body of [
      'You may also include supporting documents.',
      'If you dispute, it helps if you tell us why, but you do not have to.',
      'If you dispute the debt in writing, we must obtain verification and send you documents showing you owe it.',
      'If you dispute, we must contact the original creditor to verify the balance.',
      'We will respond to your dispute within 10 days.',
      'You also have the right to dispute inaccurate information on your credit report with the credit bureaus.',
      'There is no fee to dispute this debt.',
      'If you do not dispute this claim and wish to pay it within the next 10 days we will not post this collection to your file.',
    ]) {
      expect(check(rule, letter(body)).status, body).toBe('pass');
    }
  });

  it('is not applicable to creditors and pleadings', () => {
    const text = letter('Your dispute must be notarized.');
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
