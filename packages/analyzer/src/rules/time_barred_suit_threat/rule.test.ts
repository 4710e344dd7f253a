import { describe, expect, it } from 'vitest';
import type { RuleResult, SolStatus } from '../../types';
import { makeContext, runFixtures } from '../../testing';
import { rule } from './rule';

const expired: SolStatus = { status: 'likely_expired', state: 'OH', years: 6, runsOutOn: '2018-03-14', basis: 'counted from the last payment date', notes: [] };
const within: SolStatus = { status: 'within', state: 'OH', years: 6, runsOutOn: '2029-03-14', basis: 'counted from the last payment date', notes: [] };

const THREAT = `Midwest Portfolio Recovery, LLC
Account: ****4471   Balance: $3,912.40

If we do not receive payment in full within 15 days, this account will be referred to our attorneys, who are authorized to file suit against you.

This communication is from a debt collector.`;

const flag = (r: RuleResult) => {
  if (r.status !== 'flag') throw new Error(`expected flag, got ${JSON.stringify(r)}`);
  return r;
};

describe('time_barred_suit_threat', () => {
  it('flags a threat of suit on a debt the SOL status says is expired, quoting the threat', () => {
    const r = flag(rule.check(makeContext(THREAT, { sol: expired, gates: { state: 'OH' } })));
    expect(r.evidence[0]?.text).toContain('file suit against you');
    expect(r.assumptions?.join(' ')).toMatch(/debt collector/);
    expect(r.assumptions?.join(' ')).toMatch(/run out on March 14, 2018/);
  });

  it("flags on the letter's own admission of age without any dates", () => {
    const text = `Because of the age of your debt, we will not report it to any credit bureau.
Please be advised that your account may be forwarded to our legal department for possible litigation.
We can settle this account for $500.`;
    const r = flag(rule.check(makeContext(text)));
    expect(r.confidence).toBe('high');
    expect(r.evidence.map((e) => e.text).join(' | ')).toContain('forwarded to our legal department');
    expect(r.evidence.map((e) => e.text).join(' | ')).toContain('Because of the age of your debt');
  });

  it('does not read the revival warning as a threat of suit (Chisom v. Afni, N.D. Ill. 2021)', () => {
    const text = `The Law Limits how long you can be sued on a debt. Because of the age of your debt, COMCAST cannot sue you for it. Afni cannot sue you on this debt. In many circumstances, you can renew the debt and start the time period for the filing of a lawsuit against you if you take specific actions such as making certain payment on the debt or making a written promise to pay.
Please remit payment.`;
    expect(rule.check(makeContext(text)).status).toBe('pass');
  });

  it("asks for the state and the last payment date when the debt's age is unknown", () => {
    const r = rule.check(makeContext(THREAT));
    expect(r.status).toBe('needs_input');
    if (r.status !== 'needs_input') return;
    expect(r.questions.map((q) => q.id)).toEqual(['state', 'lastPaymentDate', 'debtPastLimitationPeriod']);
    expect(r.evidence?.[0]?.text).toContain('file suit');
  });

  it('flags on the answer that the time limit has passed, with no state or date, and passes on no (decision 254)', () => {
    const r = flag(rule.check(makeContext(THREAT, { answers: { debtPastLimitationPeriod: true } })));
    expect(r.confidence).toBe('medium');
    expect(r.message).toMatch(/You answered that the time limit to sue on this debt has passed\./);
    expect(r.assumptions?.join(' ')).toMatch(/No date was counted/);
    expect(rule.check(makeContext(THREAT, { answers: { debtPastLimitationPeriod: false } })).status).toBe('pass');
  });

  it("takes the letter's own admission of age over an answer that the time limit has not passed, and says so", () => {
    const text =
      'Because of the age of your debt, we will not report it to any credit bureau.\nYour account may be forwarded to our legal department for possible litigation.';
    const r = flag(rule.check(makeContext(text, { answers: { debtPastLimitationPeriod: false } })));
    expect(r.assumptions?.join(' ')).toMatch(/the letter itself says it has/);
  });

  it('computes the SOL status from the answers when the context has none', () => {
    const r = flag(rule.check(makeContext(THREAT, { answers: { state: 'OH', lastPaymentDate: '2012-03-14' }, gates: { state: 'OH' } })));
    expect(r.assumptions?.join(' ')).toMatch(/in OH \(6 years in the product's table\)/);
    const inside = rule.check(makeContext(THREAT, { answers: { state: 'OH', lastPaymentDate: '2022-03-14' }, gates: { state: 'OH' } }));
    expect(inside.status).toBe('pass');
  });

  it('passes when the debt is within the limitations period', () => {
    expect(rule.check(makeContext(THREAT, { sol: within })).status).toBe('pass');
  });

  it('passes when the period ran out only after the letter was dated', () => {
    const r = rule.check(makeContext(THREAT, { sol: expired, gates: { letterDate: '2017-12-01' } }));
    expect(r.status).toBe('pass');
  });

  it('does not treat negations, disclosures or revival warnings as threats', () => {
    const text = `The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.
If you are sued on this debt, you may be able to stop the lawsuit by telling the court the statute of limitations has expired.
No legal action has been or will be taken. We have not decided to take legal action against you.
We are offering to settle this balance for $300.`;
    expect(rule.check(makeContext(text, { sol: expired })).status).toBe('pass');
  });

  it('reads a conditional threat as a threat ("If you do not pay, we will sue you")', () => {
    const text = 'If you do not pay this balance we will sue you in county court. Because of the age of your debt we may settle.';
    const r = flag(rule.check(makeContext(text)));
    expect(r.evidence[0]?.text).toContain('we will sue you');
  });

  it('does not read a conditional or a credit-report remark as the letter admitting the debt is time-barred', () => {
    const text = `If you believe this debt is time-barred, please tell us. This debt is too old to appear on your credit report.
If you do not pay, we may take legal action.`;
    expect(rule.check(makeContext(text)).status).toBe('needs_input');
  });

  it("reads the New York DFS notice as the collector's own statement that the time limit may have expired", () => {
    const text = `Your creditor or debt collector believes that the legal time limit (statute of limitations) for suing you to collect this debt may have expired.
This account will be referred to our attorneys for litigation.`;
    const r = flag(rule.check(makeContext(text)));
    expect(r.evidence[0]?.text).toBe('This account will be referred to our attorneys for litigation.');
  });

  it('does not treat the 1692g(a)(4) "copy of a judgment" sentence or a law firm describing itself as threats', () => {
    const text = `Your account has been placed with this law firm for collection.
If you notify this office in writing within 30 days that you dispute the validity of this debt, this office will obtain verification of the debt or obtain a copy of a judgment against you.
Please remit payment to this office.`;
    // (A law firm's offer to settle a time-barred debt is judged as an implied suit since decision 228: Gervais.)
    expect(rule.check(makeContext(text, { sol: expired })).status).toBe('pass');
  });

  it('ignores "Sue" as a signer\'s name', () => {
    const text = 'Please call us to settle this account.\n\nSincerely,\nSue Miller\nAccount Manager';
    expect(rule.check(makeContext(text, { sol: expired })).status).toBe('pass');
  });

  it('is not applicable to the original creditor collecting in its own name', () => {
    const r = rule.check(makeContext(THREAT, { sol: expired, gates: { isDebtCollector: false } }));
    expect(r.status).toBe('not_applicable');
  });

  it('flags a lawsuit (court pleading) on a time-barred debt', () => {
    const text = 'SUMMONS AND COMPLAINT\nPlaintiff Midland Funding LLC v. Defendant Jordan Ellis\nPlaintiff seeks $3,912.40 on an account.';
    const r = flag(rule.check(makeContext(text, { sol: expired, gates: { isCourtPleading: true } })));
    expect(r.evidence[0]?.text).toBe('SUMMONS');
  });

  it('runs its fixtures through analyzeText as labelled', () => {
    for (const f of runFixtures(rule, import.meta.dirname)) {
      expect({ name: f.name, status: f.result.status === 'flag' }).toEqual({ name: f.name, status: f.expectFlag });
    }
  });
});
