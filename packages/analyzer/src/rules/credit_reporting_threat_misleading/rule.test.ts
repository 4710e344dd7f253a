import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;
const threat = letter('We will report this account to Equifax, Experian and TransUnion.');

describe('credit_reporting_threat_misleading', () => {
  it('flags "ruin your credit permanently" and quotes it', () => {
    const r = check(rule, letter('Not paying will ruin your credit permanently.'));
    expect(quotes(r)).toEqual(['Not paying will ruin your credit permanently.']);
  });

  it('flags reporting as fraud, as undisputed, and promises to erase all negative history', () => {
    expect(check(rule, letter('We will report this debt to the bureaus as fraud.')).status).toBe('flag');
    expect(check(rule, letter('We will report this account as undisputed.')).status).toBe('flag');
    expect(check(rule, letter('Pay now and we will remove all negative information from your file.')).status).toBe('flag');
  });

  it('asks for the last payment date when the letter threatens reporting', () => {
    const r = check(rule, threat);
    expect(r.status === 'needs_input' && r.questions[0]?.id).toBe('lastPaymentDate');
  });

  it('flags reporting an obsolete debt from the first delinquency, charge-off or last payment date', () => {
    const gates = { letterDate: '2024-01-10' };
    const dofd = check(rule, threat, { gates, facts: { firstDelinquencyDate: { value: '2015-01-01', span: { start: 0, end: 0, text: '' } } } });
    expect(dofd.status === 'flag' && dofd.confidence).toBe('medium');
    expect(check(rule, threat, { gates, facts: { chargeOffDate: { value: '2016-01-01', span: { start: 0, end: 0, text: '' } } } }).status).toBe('flag');
    expect(check(rule, threat, { gates, answers: { lastPaymentDate: '2015-06-01' } }).status).toBe('flag');
  });

  it('passes when the debt is still within the reporting period', () => {
    expect(check(rule, threat, { gates: { letterDate: '2024-01-10' }, answers: { lastPaymentDate: '2020-06-01' } }).status).toBe('pass');
  });

  it('does not flag accurate statements, denials, check-writing bureaus or the California notice', () => {
    for (const body of [
      'If you pay the balance in full, we will report the account as paid in full.',
      'We will not report this debt to any credit bureau.',
      'Your check information was reported to TeleCheck.',
      'As required by law, you are hereby notified that a negative credit report reflecting on your credit record may be submitted to a credit reporting agency if you fail to fulfill the terms of your credit obligations.',
    ])
      expect(check(rule, letter(body), { answers: { lastPaymentDate: '2023-01-01' }, gates: { letterDate: '2024-01-10' } }).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
