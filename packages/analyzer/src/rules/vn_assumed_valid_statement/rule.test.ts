import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1 } from '../../testing';
import { rule } from './rule';

const notice = (rights: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

Dear Ms. Lee:

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
${rights}
If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.`;

describe('vn_assumed_valid_statement', () => {
  it('accepts the model, statutory and paraphrased wordings', () => {
    for (const rights of [
      'Call or write to us by April 14, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
      'UNLESS YOU DISPUTE THIS DEBT BY APRIL 14, 2025, IT WILL BE ASSUMED\nTO BE VALID BY US.',
      'If you do not dispute the debt by April 14, 2025, we will treat it as valid.',
      'Llámenos o escríbanos a más tardar el 14 de abril de 2025 para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta.',
    ])
      expect(checkNotice(rule, notice(rights)).status, rights).toBe('pass');
  });

  it('flags a notice without the statement', () => {
    const r = checkNotice(rule, notice('Call or write to us by April 14, 2025, to dispute all or part of the debt.'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') {
      expect(r.evidence).toEqual([]);
      expect(r.message).toMatch(/assume it is valid/);
    }
  });

  it('cites only the statute before Regulation F', () => {
    const r = checkNotice(rule, notice(''), { gates: { isRegF: false } });
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/within 30 days.*\(15 U\.S\.C\. 1692g\(a\)\(3\)\)/);
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
