import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const later = (footer: string): string =>
  `Acme Recovery Services\nPO Box 1, Springfield, IL 62701\n\nMay 1, 2023\n\nJohn Doe\n1 Main St\n\nSecond notice. Your account, which our client placed with our agency for collection, remains unpaid. Please call us to discuss payment options.\n\n${footer}`;

describe('mini_miranda_missing_subsequent', () => {
  it('flags a later collection letter with no debt-collector statement, pointing at the words that show it is a collector', () => {
    const r = check(rule, later('Sincerely, Acme'));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(quotes(r)).toEqual(['our client']);
    expect(r.confidence).toBe('medium');
    expect(r.message).toMatch(/1006\.18\(e\)\(2\)/);
    expect(r.assumptions?.join(' ')).toMatch(/later letter/);
  });

  it('is high confidence when the gate says the sender is a debt collector', () => {
    const r = check(rule, later(''), { gates: { isDebtCollector: true, isValidationNotice: false } });
    expect(r.status === 'flag' && r.confidence).toBe('high');
  });

  it('accepts any clear wording, in English or Spanish, and OCR noise', () => {
    for (const footer of [
      'This communication is from a debt collector.',
      'THIS IS AN ATTEMPT TO COLLECT A DEBT AND ANY INFORMATION OBTAINED WILL BE USED FOR THAT PURPOSE.',
      'Acme is a collection agency.',
      'This is from a debt co1lector.',
      'Esta comunicación proviene de un cobrador de deudas.',
    ]) {
      expect(check(rule, later(footer)).status, footer).toBe('pass');
    }
  });

  it('asks whether the sender is the original creditor when nothing shows it is a collector', () => {
    const r = check(rule, 'Hometown Dental\n\nMarch 5, 2024\n\nYour balance of $245.00 is past due. Please pay online.');
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['senderIsOriginalCreditor']);
    const answered = check(rule, 'Hometown Dental\n\nYour balance is past due.', { gates: { isDebtCollector: false } });
    expect(answered.status).toBe('not_applicable');
  });

  it('asks, rather than flags, when the only sign of a collector is "on behalf of" or a creditor\'s collections department', () => {
    expect(check(rule, 'Bright Billing Services\n\nMarch 5, 2024\n\nOn behalf of Hometown Dental, we remind you that $245.00 is past due.').status).toBe(
      'needs_input',
    );
    expect(check(rule, 'First Bank Collections Department\n\nMarch 5, 2024\n\nYour First Bank card is past due. Please pay $245.00.').status).toBe(
      'needs_input',
    );
  });

  it('does not judge the statement missing from a text that shows no part of the letter around its body (decision 175)', () => {
    // A quoted passage, or a photo read only in its middle: no address, telephone, web address or closing.
    const body = 'Your account, which our client placed with our agency for collection, remains unpaid. Please call us to discuss payment options.';
    const r = check(rule, body, { gates: { isDebtCollector: true, isValidationNotice: false } });
    expect(r.status).toBe('not_applicable');
    if (r.status === 'not_applicable') expect(r.reason).toMatch(/complete, clear copy/);
    // Any one part of the frame is enough for the body to be judged.
    for (const frame of ['Call (781) 555-0107.', 'PO Box 1, Springfield', 'Norwood, MA 02062', 'Pay at www.acmepay.example.', 'Sincerely,\nAcme Recovery'])
      expect(check(rule, `${body}\n\n${frame}`, { gates: { isDebtCollector: true, isValidationNotice: false } }).status, frame).toBe('flag');
  });

  it('is not applicable to a location request sent to someone else (1692b forbids revealing the debt)', () => {
    expect(check(rule, 'Acme Services\n\nWe are trying to confirm the current address of John Doe. Please call us.').status).toBe('not_applicable');
    expect(check(rule, later(''), { answers: { addressedToThirdParty: true } }).status).toBe('not_applicable');
  });

  it('is not applicable to pleadings, and defers to the validation-notice rule for a Regulation F notice', () => {
    expect(check(rule, later(''), { gates: { isCourtPleading: true } }).status).toBe('not_applicable');
    const vn = check(rule, later(''), { gates: { isValidationNotice: true, isRegF: true } });
    expect(vn.status).toBe('not_applicable');
    const oldVn = check(rule, later(''), { gates: { isValidationNotice: true, isRegF: false } });
    expect(oldVn.status).toBe('flag');
    if (oldVn.status === 'flag') expect(oldVn.message).toMatch(/attempting to collect a debt/);
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
