import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (tail: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

Ann Lee
5 Oak St
Waco, TX 76701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.

How do you want to respond?
Check all that apply:
☐ I want to dispute the debt because I think:
${tail}`;

describe('vn_response_addresses', () => {
  it('passes a response section with both addresses', () => {
    expect(checkNotice(rule, notice('Mail this form to:\nABC Recovery, Inc.\nP.O. Box 12\nAustin, TX 78701\n\nAnn Lee\n5 Oak St\nWaco, TX 76701')).status).toBe(
      'pass',
    );
  });

  it("flags a missing consumer address, quoting the heading and the collector's block", () => {
    const r = checkNotice(rule, notice('Mail this form to:\nABC Recovery, Inc.\nP.O. Box 12\nAustin, TX 78701'));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['How do you want to respond?', 'ABC Recovery, Inc.\nP.O. Box 12\nAustin, TX 78701']);
    if (r.status === 'flag') expect(r.message).toMatch(/your name and mailing address/);
  });

  it('flags a response section without any address', () => {
    const r = checkNotice(rule, notice('Return this form in the enclosed envelope.'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('high');
  });

  it('does not apply when there is no response section, or before Regulation F', () => {
    const noSection =
      'ABC Recovery is a debt collector.\nIf you write to us by April 14, 2025, we must stop collection until we send you verification of the debt.';
    expect(checkNotice(rule, noSection).status).toBe('not_applicable');
    expect(checkNotice(rule, notice(''), { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
