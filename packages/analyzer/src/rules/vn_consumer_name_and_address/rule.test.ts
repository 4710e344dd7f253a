import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const HEAD = 'ABC RECOVERY, INC.\nP.O. Box 12\nAustin, TX 78701';
const BODY = `ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt.`;

describe('vn_consumer_name_and_address', () => {
  it('passes an addressee block under the letterhead', () => {
    const r = checkNotice(rule, `${HEAD}\n\nMarch 3, 2025\n\nAnn B. Lee\n5 Oak St\nWaco, TX 76701\n\nDear Ms. Lee:\n\n${BODY}`);
    expect(r.status).toBe('pass');
    if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/name is complete/);
  });

  it('flags a "To:" line without an address, quoting it', () => {
    const r = checkNotice(rule, `${HEAD}\n\nTO: ANN B. LEE\n\nDear Ms. Lee:\n\n${BODY}`);
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['TO: ANN B. LEE']);
  });

  it("flags a notice whose only address is the collector's", () => {
    const r = checkNotice(rule, `${HEAD}\n\nDear Customer:\n\n${BODY}`);
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/only address in it is the collector/);
  });

  it('uses the address found by the facts stage', () => {
    const span = { start: 0, end: 3, text: 'ABC' };
    expect(checkNotice(rule, `${HEAD}\n\nDear Customer:\n\n${BODY}`, { facts: { consumer: { address: { lines: ['5 Oak St'], span } } } }).status).toBe('pass');
  });

  it('does not apply before Regulation F or to an excerpt', () => {
    expect(checkNotice(rule, `${HEAD}\n\nDear Customer:\n\n${BODY}`, { gates: { isRegF: false } }).status).toBe('not_applicable');
    expect(checkNotice(rule, BODY.split('\n')[1] ?? '').status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
