import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (head: string, body: string): string =>
  `${head}\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\n${head}\n`;

describe('credit_bureau_impersonation', () => {
  it('flags a collector whose name is a credit bureau, quoting the letterhead', () => {
    const r = check(rule, letter('National Credit Registry, LLC', 'Please pay the balance.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)[0]).toBe('National Credit Registry, LLC');
  });

  it('flags a claim to be a credit reporting agency with high confidence', () => {
    const r = check(rule, letter('Apex Recovery Group', 'We are a national credit reporting agency.'));
    expect(r.status === 'flag' && r.confidence).toBe('high');
    expect(quotes(r)).toEqual(['We are a national credit reporting agency.']);
  });

  it('does not flag reporting statements, dispute instructions, denials or "Credit" names', () => {
    for (const [head, body] of [
      ['Apex Recovery Group', 'We may report this account to the credit bureaus.'],
      ['Apex Recovery Group', 'You may dispute this information with Equifax, Experian or TransUnion, the credit reporting agencies.'],
      ['Apex Recovery Group', 'We are not a credit bureau.'],
      ['Credit Collection Services', 'Please pay the balance.'],
    ])
      expect(check(rule, letter(head!, body!)).status, body).toBe('pass');
  });

  it('does not read a statement about reporting, or about not reporting, as the sender calling itself a bureau', () => {
    // Sabel v. Halsted (S.D.N.Y. 2020); issue 12: "will not report" is not bureau impersonation.
    for (const text of [
      'Please note that a negative credit bureau report reflecting on your credit record may be submitted to a credit reporting agency by the current account owner if you fail to fulfill the terms of your credit obligations. This notice in no way affects any rights you may have.',
      'Because of the age of your debt, we will not report it to any credit reporting agency.',
      'We will not be reporting this account to any credit bureau.',
    ])
      expect(check(rule, text).status, text).toBe('pass');
    expect(check(rule, letter('Apex Recovery Group', 'We will not report it to any credit reporting agency.')).status).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
