import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (extra: string): string => `ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.${extra}`;

describe('vn_electronic_dispute_statement', () => {
  it('does not apply to paper notices', () => {
    expect(checkNotice(rule, notice('')).status).toBe('not_applicable');
    expect(checkNotice(rule, notice(''), { answers: { deliveredElectronically: false } }).status).toBe('not_applicable');
  });

  it('flags an emailed notice without an electronic channel', () => {
    const r = checkNotice(rule, notice(''), { answers: { deliveredElectronically: true } });
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('high');
  });

  it('reads email headers as electronic delivery, quoting them', () => {
    const r = checkNotice(rule, `From: ABC Recovery <notices@abc.example>\nSubject: Your account\n\n${notice('')}`);
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['From: ABC Recovery <notices@abc.example>']);
    if (r.status === 'flag') expect(r.assumptions?.join(' ')).toMatch(/delivered electronically/);
  });

  it('passes an email address, web page or portal tied to disputes', () => {
    for (const extra of [
      ' We accept disputes electronically at www.example.com/dispute.',
      ' You may also dispute by email at disputes@abc.example.',
      ' Submit a dispute through our online portal.',
    ])
      expect(checkNotice(rule, notice(extra), { answers: { deliveredElectronically: true } }).status, extra).toBe('pass');
  });

  it('passes the CFPB Model Form B-1, also when emailed', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).not.toBe('flag');
    expect(checkNotice(rule, MODEL_FORM_B1, { answers: { deliveredElectronically: true } }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
