import { describe, expect, it } from 'vitest';
import { generateOriginalCreditorRequest } from './generate-original-creditor-request';
import { expectLetterLayout } from './testing/expect-letter';
import { BARE_INPUT, FACTS, FULL_INPUT, findAdmissions } from './testing/fixtures';

describe('generateOriginalCreditorRequest', () => {
  const letter = generateOriginalCreditorRequest(FULL_INPUT);

  it("asks for the original creditor in the model form's words, citing 1692g(a)(5)", () => {
    expectLetterLayout(letter);
    expect(letter.kind).toBe('original_creditor_request');
    expect(letter.body).toContain('Midwest Portfolio Recovery, LLC\nPO Box 4471\nColumbus, OH 43215');
    expect(letter.paragraphs[0]).toContain(
      'I want you to send me the name and address of the original creditor (15 U.S.C. 1692g(a)(5); 12 CFR 1006.34(c)(3)(ii)).',
    );
    expect(letter.paragraphs[0]).toContain('This request is sent within the validation period');
  });

  it('names the creditors the letter gives and asks for a pause in collection (1692g(b); 1006.38(c))', () => {
    expect(letter.body).toContain('Your letter names Harbor Bank, N.A. as the current creditor.');
    expect(letter.body).toContain('(12 CFR 1006.38(c)(2))');
    expect(letter.body).toContain('Under 15 U.S.C. 1692g(b) and 12 CFR 1006.38(c)');
    const differs = generateOriginalCreditorRequest({ ...FULL_INPUT, facts: { ...FACTS, itemizationDateCreditor: { value: 'Old Bank' } } });
    expect(differs.body).toContain('and Old Bank as the creditor on the itemization date');
  });

  it('cites the findings and tells the user it does not dispute the debt', () => {
    expect(letter.body).toContain('Your letter states: "Fees: $150.00"');
    expect(letter.notes[0]).toContain('It does not dispute the debt');
  });

  it('uses blanks when details are unknown and admits nothing', () => {
    const l = generateOriginalCreditorRequest(BARE_INPUT);
    expect(l.body).toContain('[COLLECTOR NAME]');
    expect(l.body).toContain('RE: Account ending in [LAST 4 DIGITS OF ACCOUNT NUMBER]');
    expect(findAdmissions(letter.body)).toEqual([]);
    expect(generateOriginalCreditorRequest(FULL_INPUT)).toEqual(letter);
  });
});
