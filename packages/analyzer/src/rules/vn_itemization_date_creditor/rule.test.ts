import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1 } from '../../testing';
import { rule } from './rule';

const notice = (description: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

Dear Ms. Lee:

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Apex Funding LLC.
${description}
If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt.`;

describe('vn_itemization_date_creditor', () => {
  it('passes the usual ways of naming the creditor on the itemization date', () => {
    for (const line of [
      'You had a Main Street Store credit card from Bank of Rockville with account number 123-456-789.',
      'Original Creditor: Zed Bank, N.A.',
      'Creditor as of October 31, 2024: Zed Bank, N.A.',
      'Your credit card account with Zed Bank was charged off on October 31, 2024.',
      'Apex Funding LLC purchased your credit card account from Zed Bank, N.A.',
      'Usted tenía una tarjeta de crédito de Zed Bank con número de cuenta 1234.',
    ])
      expect(checkNotice(rule, notice(line)).status, line).toBe('pass');
  });

  it('flags a credit card debt that names only the current owner', () => {
    const r = checkNotice(rule, notice('Your store credit card account, number XXXX-0932, is now owned by Apex Funding LLC.'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/1006\.34\(c\)\(2\)\(iii\)/);
  });

  it('is not required for debts outside consumer financial products', () => {
    const text = notice('This balance is for emergency room services at County Hospital.');
    expect(checkNotice(rule, text, { gates: { isConsumerFinancialProduct: false } }).status).toBe('not_applicable');
    const unknown = checkNotice(rule, text, { gates: { isConsumerFinancialProduct: null } });
    expect(unknown.status).toBe('not_applicable');
    if (unknown.status === 'not_applicable') expect(unknown.reason).toMatch(/hospital/i);
  });

  it('states the assumption when the product is read from the text', () => {
    const r = checkNotice(rule, notice('Your credit card account, number XXXX-0932, is now owned by Apex Funding LLC.'), {
      gates: { isConsumerFinancialProduct: null },
    });
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.assumptions?.join(' ')).toMatch(/credit card/);
  });

  it('does not apply before Regulation F', () => {
    expect(checkNotice(rule, notice('Account XXXX-0932.'), { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
    expect(checkNotice(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
