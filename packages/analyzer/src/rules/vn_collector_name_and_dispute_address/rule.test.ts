import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const BODY = `Dear Ms. Lee:

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank. We will use any information you give us to help collect the debt.
If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt.`;

describe('vn_collector_name_and_dispute_address', () => {
  it('passes a letterhead with a P.O. box or a street address', () => {
    expect(checkNotice(rule, `ABC RECOVERY, INC.\nP.O. Box 12\nAustin, TX 78701\n\nAnn Lee\n5 Oak St\nWaco, TX 76701\n\n${BODY}`).status).toBe('pass');
    expect(checkNotice(rule, `ABC Recovery, Inc.\n900 Congress Avenue, Suite 4\nAUSTIN TX 78701\n\n${BODY}`).status).toBe('pass');
  });

  it('flags a notice with only a phone number and website, quoting them', () => {
    const r = checkNotice(rule, `ABC RECOVERY, INC.\nCall (800) 555-0100 or visit www.abcrecovery.example\n\nAnn Lee\n5 Oak St\nWaco, TX 76701\n\n${BODY}`);
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['(800) 555-0100', 'www.abcrecovery.example']);
    if (r.status === 'flag') expect(r.confidence).toBe('medium');
  });

  it('flags a whole letter with no address at all', () => {
    const r = checkNotice(rule, `ABC RECOVERY, INC.\n(800) 555-0100\n\n${BODY}`);
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('high');
  });

  it('does not judge an excerpt, an old letter, or a later letter', () => {
    const excerpt =
      'If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt.';
    expect(checkNotice(rule, excerpt).status).toBe('not_applicable');
    expect(checkNotice(rule, `ABC\n\n${BODY}`, { gates: { isRegF: false } }).status).toBe('not_applicable');
    expect(checkNotice(rule, `ABC\n\n${BODY}`, { gates: { isValidationNotice: false } }).status).toBe('not_applicable');
  });

  it('uses the collector address found by the facts stage', () => {
    const text = `ABC RECOVERY\n(800) 555-0100\n\n${BODY}`;
    const span = { start: 0, end: 12, text: 'ABC RECOVERY' };
    const r = checkNotice(rule, text, { facts: { collector: { name: { value: 'ABC Recovery', span }, address: { lines: ['PO Box 1'], span } } } });
    expect(r.status).toBe('pass');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
    expect(checkNotice(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
