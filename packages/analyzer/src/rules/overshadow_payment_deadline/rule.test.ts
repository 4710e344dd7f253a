import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { buildContext, documentFromText } from '../../engine/analyze';
import { rule } from './rule';

const NOTICE =
  'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, this office will assume the debt is valid. Upon your written request within the thirty-day period, this office will provide the name and address of the original creditor.';
const letter = (body: string): string =>
  `Acme Collection Agency\nPO Box 1, Springfield, IL 62701\n\nMay 1, 2019\n\nJohn Doe\n1 Main St\nPeoria, IL 61602\n\nYour account has been placed with our office for collection. ${body}\n\n${NOTICE}\n\nThis communication is from a debt collector.`;

describe('overshadow_payment_deadline', () => {
  it('flags a payment deadline of ten days tied to a lawsuit, quoting the sentence', () => {
    const r = check(rule, letter('Unless payment of $500.00 is received within ten (10) days, suit will be filed against you.'));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(r.confidence).toBe('high');
    expect(quotes(r)[0]).toBe('Unless payment of $500.00 is received within ten (10) days, suit will be filed against you.');
    expect(r.message).toMatch(/may violate 15 U\.S\.C\. 1692g\(b\)/);
    expect(r.assumptions?.join(' ')).toMatch(/validation notice/);
  });

  it('flags a demand for immediate payment with medium confidence', () => {
    const r = check(rule, letter('We demand immediate payment of the full balance.'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('medium');
  });

  it('flags a counted deadline tied to credit posting even when worded as an invitation (Russell; Swanson)', () => {
    expect(
      check(rule, letter('If you do not dispute this claim and wish to pay it within the next 10 days we will not post this collection to your file.')).status,
    ).toBe('flag');
    expect(
      check(rule, letter('IF THIS ACCOUNT IS PAID WITHIN THE NEXT 10 DAYS IT WILL NOT BE RECORDED IN OUR MASTER FILE AS AN UNPAID COLLECTION ITEM.')).status,
    ).toBe('flag');
  });

  it('flags "immediate payment in full is expected" on the front of a first notice, not "please remit"', () => {
    expect(check(rule, letter('IMMEDIATE PAYMENT IN FULL IS EXPECTED.')).status).toBe('flag');
    expect(check(rule, letter('Please remit your payment to the address below.')).status).toBe('pass');
  });

  it('does not treat an invitation to pay now as a deadline (Wilson v. Quadramed)', () => {
    expect(check(rule, letter('We shall afford you the opportunity to pay this bill immediately and avoid further action against you.')).status).toBe('pass');
    expect(check(rule, letter('Our client has requested your immediate payment of the full balance.')).status).toBe('flag');
  });

  it('reads Spanish letters', () => {
    const es =
      'Recuperaciones del Valle\n\n12 de marzo de 2020\n\nSu cuenta fue asignada a nuestra agencia para su cobro. Usted debe pagar el saldo total dentro de 10 días o su cuenta será reportada al buró de crédito.\n\nA menos que usted, dentro de los 30 días después de recibir este aviso, dispute la validez de esta deuda, asumiremos que la deuda es válida.';
    expect(check(rule, es).status).toBe('flag');
  });

  it('compares a dated deadline with the stated end date', () => {
    const text =
      'Dated March 3, 2025.\nYour account was placed with us for collection. Payment must be received by March 20, 2025 or we will report the account to the credit bureaus.\nCall or write to us by April 11, 2025, to dispute all or part of the debt.';
    const r = check(rule, text, { gates: { isDebtCollector: true, isValidationNotice: true } });
    expect(quotes(r)).toContain('April 11, 2025');
    const later = check(rule, text.replace('March 20, 2025', 'April 20, 2025'), { gates: { isDebtCollector: true, isValidationNotice: true } });
    expect(later.status).toBe('pass');
  });

  it('uses the end date from facts when the facts stage provides it', () => {
    const text =
      'Placed with our office for collection. Payment is due by June 1, 2025 or we will refer this account to our attorney. You may dispute the validity of the debt.';
    const span = { start: 0, end: 0, text: '' };
    expect(check(rule, text, { facts: { validationEndDate: { value: '2025-05-15', span } } }).status).toBe('pass');
    expect(check(rule, text, { facts: { validationEndDate: { value: '2025-06-15', span } } }).status).toBe('flag');
  });

  it('passes a plain request for payment without a deadline', () => {
    expect(check(rule, letter('Please remit the balance or call us to discuss your options.')).status).toBe('pass');
  });

  it('passes a 30-day payment window (not shorter than the period)', () => {
    expect(check(rule, letter('If you do not pay within 30 days, we may refer the account to an attorney.')).status).toBe('pass');
  });

  it('does not treat a settlement offer with a deadline as a demand', () => {
    expect(check(rule, letter('We will accept $300.00 in settlement if paid within 10 days. We are not obligated to renew this offer.')).status).toBe('pass');
  });

  it('passes when the letter explains that the dispute rights survive the deadline (Bartlett)', () => {
    const r = check(
      rule,
      letter(
        'You must pay within one week or we will sue. The law does not require me to wait until the end of the thirty-day period before suing you to collect this debt.',
      ),
    );
    expect(r.status).toBe('pass');
    if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/Bartlett/);
  });

  it('is not applicable to the original creditor, to pleadings, or to letters without the notice', () => {
    const text = letter('Pay within 5 days or we will sue.');
    expect(check(rule, text, { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
    expect(check(rule, text, { gates: { isCourtPleading: true } }).status).toBe('not_applicable');
    const noNotice = check(rule, 'Second notice. Pay within 5 days or we will sue. This communication is from a debt collector.');
    expect(noNotice.status).toBe('not_applicable');
  });

  it('still flags a deadline the collector added to a model-form notice (the safe harbour covers only the form, 1006.38(b)(2))', () => {
    const text = letter('Pay within 5 days or we will sue.');
    expect(check(rule, text, { gates: { followsModelForm: true } }).status).toBe('flag');
    const added = MODEL_FORM_B1.replace(
      'Notice: See reverse side',
      'PAY WITHIN 10 DAYS OF THIS LETTER. Unless we receive payment in full within 10 days, we will report this account to the credit bureaus and refer it to our attorney.\n\nNotice: See reverse side',
    );
    const r = check(rule, added, { gates: { followsModelForm: true } });
    expect(r.status).toBe('flag');
    // The collector's own demand is quoted (the imperative line, or the sentence after it), never the form's words.
    if (r.status === 'flag') expect(quotes(r)[0]).toMatch(/^(?:PAY WITHIN 10 DAYS OF THIS LETTER|Unless we receive payment in full within 10 days)/);
  });

  it('does not flag the CFPB Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1, { gates: { followsModelForm: true } }).status).not.toBe('flag');
    expect(check(rule, MODEL_FORM_B1).status).not.toBe('flag');
    expect(check(rule, MODEL_FORM_B1, { gates: { followsModelForm: false } }).status).not.toBe('flag');
  });

  // A hang guard, not a timing (speed lives in bench/): a 200 KB letter is read to its end, within the test's time limit.
  it('reads a 200 KB letter to its end: no deadline in the repeated request, a ten-day demand after it', () => {
    expect(check(rule, letter('Please remit the balance. '.repeat(8000))).status).toBe('pass');
    const r = check(rule, letter(`${'Please remit the balance. '.repeat(8000)}Unless you pay within ten (10) days, we will sue you.`));
    expect(r.status).toBe('flag');
  }, 30_000);

  describe('fixtures', () => {
    for (const c of loadFixtures(import.meta.dirname)) {
      it(c.name, () => {
        expect(runFixture(rule, c).status === 'flag').toBe(c.flagged);
      });
    }
  });
  it('reads a later letter that only recalls the rights an earlier letter gave as a later letter: asks when that came, never flags', () => {
    // The whole pipeline's gates: the later-letter reading is theirs (decision 071).
    const later = (recall: string, answers = {}) =>
      rule.check(
        buildContext(
          documentFromText(
            `Hale & Price, Attorneys\n9 Elm St, Worcester, MA 01608\n\nApril 2, 2019\n\nDear Ms. Ortiz:\n\n${recall} Unless the balance of $2,400.00 is paid by April 20, 2019, we will ask our client to authorize a lawsuit.\n\nThis communication is from a debt collector.`,
          ),
          { answers: { state: 'MA', ...answers }, today: '2019-04-10' },
        ),
      );
    for (const recall of [
      'Our prior notice of February 1 set out your right to dispute this debt, and no dispute has come in.',
      'You were previously sent a notice explaining how to dispute the debt; we have not heard from you.',
    ]) {
      const words = later(recall);
      expect(words.status, recall).toBe('needs_input');
      if (words.status === 'needs_input') expect(words.questions.map((q) => q.id)).toContain('firstNoticeReceivedDate');
      expect(later(recall, { isFirstContact: false }).status, recall).not.toBe('flag');
      // Counted from the day the first letter came, the period is long over: nothing to overshadow.
      expect(later(recall, { isFirstContact: false, firstNoticeReceivedDate: '2019-02-05' }).status, recall).toBe('pass');
    }
    // The same demand in a first letter that carries the notice is still judged against its own period.
    expect(check(rule, letter('Unless the balance of $2,400.00 is paid within ten days, we will ask our client to authorize a lawsuit.')).status).toBe('flag');
  });
});
