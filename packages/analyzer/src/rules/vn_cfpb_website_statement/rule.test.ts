import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1 } from '../_shared-1-1/testing';
import { rule } from './rule';

const notice = (extra: string, debt = 'your Zed Bank credit card'): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

Dear Ms. Lee:

ABC Recovery is a debt collector. We are trying to collect a debt that you owe for ${debt}.
If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.
${extra}`;

describe('vn_cfpb_website_statement', () => {
  it('passes the CFPB line, also when OCR breaks it', () => {
    expect(check(rule, notice('Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.')).status).toBe('pass');
    expect(check(rule, notice('Go to www.cfpb. gov/debt-\ncollection to learn more.')).status).toBe('pass');
  });

  it('accepts the consumerfinance.gov address, saying so', () => {
    const r = check(rule, notice('See www.consumerfinance.gov/debt-collection for your rights.'));
    expect(r.status).toBe('pass');
    if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/consumerfinance\.gov/);
  });

  it('flags a credit card notice without the line', () => {
    const r = check(rule, notice(''));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('high');
    const inferred = check(rule, notice(''), { gates: { isConsumerFinancialProduct: null } });
    expect(inferred.status).toBe('flag');
    if (inferred.status === 'flag') {
      expect(inferred.confidence).toBe('medium');
      expect(inferred.assumptions?.join(' ')).toMatch(/credit card/);
    }
  });

  it('does not require the line for a medical debt or before Regulation F', () => {
    expect(check(rule, notice('', 'hospital services at County Hospital'), { gates: { isConsumerFinancialProduct: null } }).status).toBe('not_applicable');
    expect(check(rule, notice(''), { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
