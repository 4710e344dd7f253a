import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1 } from '../../testing';
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
    expect(checkNotice(rule, notice('Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.')).status).toBe('pass');
    expect(checkNotice(rule, notice('Go to www.cfpb. gov/debt-\ncollection to learn more.')).status).toBe('pass');
  });

  it('accepts the consumerfinance.gov address, saying so', () => {
    const r = checkNotice(rule, notice('See www.consumerfinance.gov/debt-collection for your rights.'));
    expect(r.status).toBe('pass');
    if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/consumerfinance\.gov/);
  });

  it('flags a credit card notice without the line', () => {
    const r = checkNotice(rule, notice(''));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('high');
    const inferred = checkNotice(rule, notice(''), { gates: { isConsumerFinancialProduct: null } });
    expect(inferred.status).toBe('flag');
    if (inferred.status === 'flag') {
      expect(inferred.confidence).toBe('medium');
      expect(inferred.assumptions?.join(' ')).toMatch(/credit card/);
    }
  });

  it('does not require the line for a medical debt or before Regulation F', () => {
    expect(checkNotice(rule, notice('', 'hospital services at County Hospital'), { gates: { isConsumerFinancialProduct: null } }).status).toBe(
      'not_applicable',
    );
    expect(checkNotice(rule, notice(''), { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
