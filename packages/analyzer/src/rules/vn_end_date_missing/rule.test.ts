import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (rights: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.

${rights}`;

const DATED = `Call or write to us by April 14, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.
If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.
Write to ask for the name and address of the original creditor, if different from the current creditor. If you write by April 14, 2025, we must stop collection until we send you that information.`;

const STATUTORY = `Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice that you dispute the debt, this office will obtain verification of the debt and mail you a copy. If you request of this office in writing within 30 days after receiving this notice, this office will provide you with the name and address of the original creditor.`;

describe('vn_end_date_missing', () => {
  it('passes dated statements, including a date given in the lead-in sentence', () => {
    expect(checkNotice(rule, notice(DATED)).status).toBe('pass');
  });

  it('accepts numeric and Spanish dates', () => {
    expect(checkNotice(rule, notice(DATED.replace(/April 14, 2025/g, '04/14/2025'))).status).toBe('pass');
    const es =
      'Llámenos o escríbanos a más tardar el 14 de abril de 2025 para disputar toda o parte de la deuda. Si no lo hace, asumiremos que nuestra información es correcta.';
    expect(checkNotice(rule, notice(es)).status).toBe('pass');
  });

  it('flags the statutory "30 days" wording on a Regulation F notice, quoting it', () => {
    const r = checkNotice(rule, notice(STATUTORY));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['30 days', '30 days', '30 days']);
    if (r.status === 'flag') expect(r.confidence).toBe('high');
  });

  it('flags one undated statement among dated ones', () => {
    const text = notice(DATED.replace('If you write by April 14, 2025, we must', 'If you write within 30 days of receiving this notice, we must'));
    const r = checkNotice(rule, text);
    expect(r.status).toBe('flag');
    if (r.status === 'flag') {
      expect(r.confidence).toBe('medium');
      expect(r.message).toMatch(/^The original-creditor statement/);
    }
  });

  it('does not apply to a notice dated before 30 Nov 2021', () => {
    const r = checkNotice(rule, `June 14, 2019\n\n${notice(STATUTORY)}`, { unknown: true });
    expect(r.status).toBe('not_applicable');
    if (r.status === 'not_applicable') expect(r.reason).toMatch(/June 14, 2019/);
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
    expect(checkNotice(rule, MODEL_FORM_B1, { gates: { followsModelForm: true } }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);

describe('vn_end_date_missing with a labelled end date', () => {
  it('accepts statements that point to a labelled validation end date', () => {
    const text = notice(
      `Validation End Date: 04/14/2025\n\nIf you notify us in writing on or before the validation end date that you dispute the debt, we must stop collection until we send you verification of the debt. If you do not dispute the debt by the validation end date, we will assume it is valid.`,
    );
    expect(checkNotice(rule, text).status).toBe('pass');
  });
});
