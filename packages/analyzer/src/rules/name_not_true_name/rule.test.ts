import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (payee: string, signature: string): string =>
  `APEX RECOVERY GROUP\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\nApex Recovery Group is a debt collector. We are trying to collect a debt that you owe to Lone Star Bank.\n\nMake your check payable to ${payee}.\n\nSincerely,\n${signature}\n`;

describe('name_not_true_name', () => {
  it('flags a payee that is another company, quoting both names', () => {
    const r = check(rule, letter('Summit Financial Solutions LLC', 'Apex Recovery Group'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toEqual(['Apex Recovery Group', 'Summit Financial Solutions LLC']);
  });

  it('flags a signature company that differs from the disclosed name', () => {
    expect(check(rule, letter('Apex Recovery Group', 'Liberty Capital Management, Inc.')).status).toBe('flag');
  });

  it('does not flag the same company, the creditor, an acronym, a d/b/a or an employee name', () => {
    for (const [payee, signature] of [
      ['Apex Recovery Group, LLC', 'APEX RECOVERY GROUP'],
      ['Lone Star Bank', 'Apex Recovery Group'],
      ['ARG', 'Apex Recovery Group'],
      ['Summit Financial Solutions LLC, d/b/a Apex Recovery Group', 'Apex Recovery Group'],
      ['Apex Recovery Group', 'John Miller (assumed name)\nAccount Representative'],
    ])
      expect(check(rule, letter(payee!, signature!)).status, payee).toBe('pass');
  });

  it('does not read a name\'s last word broken onto its own line ("Agency") as another company (decision 328)', () => {
    for (const signature of ['Apex Recovery Group, A Debt Collection\nAgency', 'Apex Recovery Group\nAgency'])
      expect(check(rule, letter('Apex Recovery Group', signature)).status, signature).toBe('pass');
  });

  it('passes when the letter never names the collector', () => {
    expect(check(rule, 'Dear Ms. Lee:\n\nPlease pay Summit Financial Solutions LLC.\n').status).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
