import { describe, expect, it } from 'vitest';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const EMAIL = `From: Accounts Team <notices@beaconrecoverygroup.com>
To: Jason Reyes <jreyes@lakeshoremfg.com>
Subject: Your account

The balance on your account is $1,126.00. This communication is from a debt collector.
To stop receiving emails from us, click unsubscribe.`;

describe('employer_email_used', () => {
  it('flags when the user says the email went to a known work address, quoting the recipient', () => {
    const r = rule.check(makeContext(EMAIL, { answers: { sentToEmployerEmail: true } }));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(r.evidence.map((e) => e.text)).toEqual(['jreyes@lakeshoremfg.com']);
    expect(r.message).toMatch(/1006\.22\(f\)\(3\)/);
  });

  it('asks about an email to a non-webmail domain, pointing at the address', () => {
    const r = rule.check(makeContext(EMAIL));
    expect(r.status).toBe('needs_input');
    if (r.status !== 'needs_input') return;
    expect(r.questions.map((q) => q.id)).toEqual(['sentToEmployerEmail']);
    expect(r.message).toContain('jreyes@lakeshoremfg.com');
    expect(r.evidence?.[0]?.text).toBe('jreyes@lakeshoremfg.com');
  });

  it('passes when the user says no', () => {
    expect(rule.check(makeContext(EMAIL, { answers: { sentToEmployerEmail: false } })).status).toBe('pass');
  });

  it('does not ask about a paper letter (an email address in the letterhead is not an email)', () => {
    const paper = 'BEACON RECOVERY GROUP\nEmail us at help@beaconrecoverygroup.com.\nThe balance on your account is $1,126.00.';
    expect(rule.check(makeContext(paper)).status).toBe('not_applicable');
    expect(rule.check(makeContext(EMAIL, { answers: { deliveredElectronically: false } })).status).toBe('not_applicable');
  });

  it('is not applicable before Regulation F took effect', () => {
    expect(rule.check(makeContext(EMAIL, { answers: { sentToEmployerEmail: true }, gates: { isRegF: false, letterDate: '2020-05-01' } })).status).toBe(
      'not_applicable',
    );
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, flagged: f.result.status === 'flag' }).toEqual({ name: f.name, flagged: f.expectFlag });
    }
  });
});
