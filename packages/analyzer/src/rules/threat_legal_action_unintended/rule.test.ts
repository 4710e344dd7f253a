import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;

describe('threat_legal_action_unintended', () => {
  const threat = letter('If you do not pay within 10 days, we will file a lawsuit against you.');

  it('asks whether a lawsuit was filed when the threat is categorical', () => {
    const r = check(rule, threat);
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') {
      expect(r.questions.map((q) => q.id)).toEqual(['lawsuitFiled']);
      expect(r.evidence?.map((e) => e.text)).toEqual(['If you do not pay within 10 days, we will file a lawsuit against you.']);
    }
  });

  it('flags litigation implied without the word "sue" (pre-legal, amicably, a client retaining counsel) as likely unless the creditor authorised a suit', () => {
    for (const body of [
      'Your account has been transferred to our pre-legal department.',
      'We would like to resolve this matter amicably.',
      'Were our client to retain counsel and file suit, you could be liable for court costs.',
    ]) {
      const words = check(rule, letter(body));
      expect(words.status, body).toBe('flag');
      expect(words.status === 'flag' && words.confidence, body).toBe('low');
      expect(words.status === 'flag' && words.message, body).toMatch(/unless the creditor has authorised a lawsuit/);
      const none = check(rule, letter(body), { answers: { lawsuitFiled: false }, gates: { letterDate: '2024-01-02' }, today: '2024-04-01' });
      expect(none.status, body).toBe('flag');
      expect(check(rule, letter(body), { answers: { lawsuitFiled: true } }).status, body).toBe('pass');
    }
    expect(check(rule, letter('Please call us to discuss payment options.')).status).toBe('pass');
  });

  it('asks, and does not flag, when the letter states its plan: a referral to an attorney for review (Mikhael, E.D.N.Y. 2021)', () => {
    const body =
      'Your account has been referred to our Pre-Legal Department. If payment is not received we will be sending your account to a law firm to be reviewed by an attorney for possible legal options.';
    const asked = check(rule, letter(body));
    expect(asked.status).toBe('needs_input');
    expect(asked.status === 'needs_input' && asked.questions.map((q) => q.id)).toEqual(['lawsuitFiled']);
  });

  it('does not read the revival warning as a threat (the consent-decree wording)', () => {
    const body =
      'Because of the age of your debt, we cannot sue you for it. In many circumstances, you can renew the debt and start the time period for the filing of a lawsuit against you if you take specific actions such as making certain payment on the debt or making a written promise to pay.';
    expect(check(rule, letter(body)).status).toBe('pass');
  });

  it("flags (low) once the letter's own time for the step has passed with no suit, before the 60 days (decision 085)", () => {
    const r = check(rule, threat, { answers: { lawsuitFiled: false }, gates: { letterDate: '2024-01-02' }, today: '2024-01-20' });
    expect(r.status === 'flag' && r.confidence).toBe('low');
    expect(r.status === 'flag' && r.assumptions?.join(' ')).toMatch(/set its own time for the step \(January 12, 2024\)/);
  });

  it('flags the threat when no suit followed 60 days after the letter', () => {
    const r = check(rule, threat, { answers: { lawsuitFiled: false }, gates: { letterDate: '2024-01-02' }, today: '2024-04-01' });
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toEqual(['If you do not pay within 10 days, we will file a lawsuit against you.']);
  });

  it('passes when it is too early to tell, or when a lawsuit was filed', () => {
    expect(check(rule, threat, { answers: { lawsuitFiled: false }, gates: { letterDate: '2024-01-02' }, today: '2024-01-10' }).status).toBe('pass');
    expect(check(rule, threat, { answers: { lawsuitFiled: true } }).status).toBe('pass');
  });

  it('flags with high confidence a suit threat on a debt the letter calls time-barred', () => {
    const r = check(rule, letter('The statute of limitations has expired on this debt. If you do not pay, we may sue you.'));
    expect(r.status === 'flag' && r.confidence).toBe('high');
  });

  it('reads the bar the letter admits in the ways the time-bar rules read it (decision 545)', () => {
    for (const body of [
      'Due to the age of this account, we are no longer able to take legal action. However, if you do not pay, our client may file a lawsuit against you.',
      'Given how old this debt is, we will not sue you ourselves. If you do not pay, the owner may file a lawsuit against you.',
      'The limitations period on this debt has passed. If you do not pay, we will file a lawsuit against you.',
    ]) {
      const r = check(rule, letter(body));
      expect(r.status === 'flag' && r.confidence, body).toBe('high');
      expect(r.status === 'flag' && r.message, body).toMatch(/the letter itself describes as too old to sue on/);
    }
    // Named only as a condition, the bar is not admitted: the threat is asked about, not judged against it.
    expect(check(rule, letter('If you believe this debt is time-barred, call us. If you do not pay, we will file a lawsuit against you.')).status).toBe(
      'needs_input',
    );
  });

  it('flags a suit threat when the dates show the limitations period has run', () => {
    const r = check(rule, threat, { gates: { state: 'TX', letterDate: '2024-03-01' }, answers: { lastPaymentDate: '2015-01-10' } });
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(r.status === 'flag' && r.assumptions?.some((a) => a.startsWith('Assumed the statute of limitations had run'))).toBe(true);
  });

  it('does not flag "may" statements, denials, consumer rights or past filings', () => {
    for (const body of [
      'Our client may consider legal action, or may refer the account to an attorney.',
      'Because of the age of your debt, we will not sue you for it.',
      'You may sue a debt collector who violates the law.',
      'A lawsuit has been filed against you in the county court.',
      'Please call us to discuss payment options.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('treats "we will not hesitate to take legal action" as a threat', () => {
    expect(check(rule, letter('We will not hesitate to take legal action.')).status).toBe('needs_input');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
