import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1 } from '../../testing';
import { rule } from './rule';

const DEMAND = `PINNACLE CREDIT SOLUTIONS
8800 Corporate Blvd
Tampa, FL 33634

April 2, 2025

Teresa Nguyen
1450 Harbor View Drive
Clearwater, FL 33755

Dear Teresa Nguyen:

Your account with Bayside Medical Group has been placed with our agency for collection. Please remit the balance of $642.00 or call us to discuss payment arrangements.

This communication is from a debt collector.`;

describe('vn_missing_entirely', () => {
  it('asks whether this is the first letter when the letter has no validation information', () => {
    const r = checkNotice(rule, DEMAND, { unknown: true });
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.questions.map((q) => q.id)).toEqual(['isFirstContact', 'priorPhoneContactDate']);
  });

  it('flags a first letter without validation information once the five days have passed', () => {
    const r = checkNotice(rule, DEMAND, { unknown: true, answers: { isFirstContact: true }, today: '2025-05-01' });
    expect(r.status).toBe('flag');
    if (r.status === 'flag') {
      expect(r.confidence).toBe('medium');
      expect(r.message).toMatch(/may violate 15 U\.S\.C\. 1692g\(a\)/);
      expect(r.assumptions?.join(' ')).toMatch(/debt collector/);
    }
  });

  it('counts five days from a phone call the user reports', () => {
    const r = checkNotice(rule, DEMAND, { answers: { isFirstContact: true, priorPhoneContactDate: '2025-03-10' }, gates: { letterDate: '2025-04-02' } });
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/March 10, 2025/);
  });

  it('waits while the collector still has its five days', () => {
    const r = checkNotice(rule, DEMAND, { answers: { isFirstContact: true }, gates: { letterDate: '2025-04-02' }, today: '2025-04-04' });
    expect(r.status).toBe('not_applicable');
  });

  it('passes a later letter and a letter the user says is not the first', () => {
    expect(checkNotice(rule, DEMAND, { answers: { isFirstContact: false } }).status).toBe('pass');
    expect(checkNotice(rule, DEMAND.replace('Your account', 'As stated in our previous letter, your account'), { unknown: true }).status).toBe('pass');
  });

  it('does not apply to a court pleading, a privacy notice or an original creditor', () => {
    expect(checkNotice(rule, DEMAND, { gates: { isCourtPleading: true }, answers: { isFirstContact: true } }).status).toBe('not_applicable');
    expect(checkNotice(rule, `${DEMAND}\nPRIVACY NOTICE under the Gramm-Leach-Bliley Act`, { answers: { isFirstContact: true } }).status).toBe(
      'not_applicable',
    );
    expect(checkNotice(rule, DEMAND, { gates: { isDebtCollector: false }, answers: { isFirstContact: true } }).status).toBe('not_applicable');
  });

  it('does not judge labelled lines alone as a whole letter, with the date written in capitals or not (decisions 209, 329)', () => {
    const fields = 'February 8, 2011\n\nClient: Resurgent Capital Services\nCurrent Owner: LVNV Funding\nOriginal Creditor: Credit One Bank';
    for (const text of [fields, fields.toUpperCase()])
      expect(checkNotice(rule, text, { answers: { isFirstContact: true, allPagesUploaded: true } }).status, text).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true, answers: { isFirstContact: true } }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
