import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (head: string, body: string): string =>
  `${head}\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\n${head}\n`;

describe('government_affiliation_implied', () => {
  it('flags a government-sounding sender name and quotes it', () => {
    const r = check(rule, letter('Federal Debt Recovery Bureau', 'Please pay the balance.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toContain('Federal Debt Recovery Bureau');
  });

  it('flags a claim of government approval with high confidence', () => {
    const r = check(rule, letter('Apex Recovery Group', 'We are a government-approved collection agency.'));
    expect(r.status === 'flag' && r.confidence).toBe('high');
    expect(quotes(r)).toEqual(['We are a government-approved collection agency.']);
  });

  it('does not flag licensing lines, complaint venues, federal-law references or accurate contractors', () => {
    for (const [head, body] of [
      ['Apex Recovery Group', 'This collection agency is licensed by the Minnesota Department of Commerce.'],
      ['Apex Recovery Group', 'You may file a complaint with the Consumer Financial Protection Bureau or your state Attorney General.'],
      ['Apex Recovery Group', 'Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.'],
      ['County Collections Office', 'We are a private collection agency under contract with the County of Marin. We are not a government agency.'],
      ['Apex Recovery Group', 'We are not a government agency and are not approved by the federal government.'],
    ])
      expect(check(rule, letter(head!, body!)).status, body).toBe('pass');
  });

  it("reads the sender named in the body as the letter's issuer, as its letterhead is (decision 327)", () => {
    for (const body of [
      'This notice is issued by the State Department of Revenue Recovery Unit.',
      'This letter was sent to you by the County Collections Division.',
      'Este aviso es emitido por el Departamento de Cobros del Estado.',
    ]) {
      const r = check(rule, letter('Apex Recovery Group', body));
      expect(r.status, body).toBe('flag');
    }
    // A private sender named so, and a public creditor's own collection office, are not.
    for (const [head, body] of [
      ['Apex Recovery Group', 'This notice is issued by Apex Recovery Group, a private collection agency.'],
      ['County Collections Office', 'This notice is issued by the County Collections Division for the ambulance bill you owe to the County of Marin.'],
    ])
      expect(check(rule, letter(head!, body!)).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
