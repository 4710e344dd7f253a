import { describe, expect, it } from 'vitest';
import { amountsInFacts, generateDisputeLetter } from './generate-dispute-letter';
import { expectLetterLayout } from './testing/expect-letter';
import { ARITHMETIC, BARE_INPUT, CONTRADICTORY, FACTS, FULL_INPUT, OVERSHADOW, findAdmissions } from './testing/fixtures';

describe('generateDisputeLetter', () => {
  const letter = generateDisputeLetter(FULL_INPUT);

  it("disputes the amount the collector's letter claims, in the collector's own figure", () => {
    expectLetterLayout(letter);
    expect(letter.kind).toBe('dispute');
    expect(letter.body).toContain('Midwest Portfolio Recovery, LLC\nPO Box 4471');
    expect(letter.paragraphs[0]).toContain('I dispute the amount of $3,912.40 that your letter claims');
  });

  it("lays out the letter's itemization and shows where its arithmetic fails", () => {
    expect(letter.body).toContain('- Amount on the itemization date (June 30, 2025): $3,500.00');
    expect(letter.body).toContain('- Fees since then: $150.00');
    expect(letter.body).toContain('These figures do not add up: $3,500.00 + $312.40 + $150.00 - $0.00 = $3,962.40, not $3,912.40.');
  });

  it('names the contradictory balances', () => {
    expect(letter.body).toContain('Your letter states different amounts as the balance: $3,912.40, $3,962.40.');
  });

  it('puts the amount findings under the amount, the others separately, each with citation and quote', () => {
    const amountAt = letter.body.indexOf('The amount you claim appears to be wrong or unsupported:');
    const otherAt = letter.body.indexOf('appears not to comply with federal law in other respects:');
    expect(amountAt).toBeGreaterThan(0);
    expect(otherAt).toBeGreaterThan(amountAt);
    expect(letter.body.indexOf(ARITHMETIC.citation)).toBeGreaterThan(amountAt);
    expect(letter.body.indexOf(ARITHMETIC.citation)).toBeLessThan(otherAt);
    expect(letter.body).toContain(`Your letter states: "Balance due: $3,962.40". This appears to violate ${CONTRADICTORY.citation}.`);
    expect(letter.body.indexOf(OVERSHADOW.citation)).toBeGreaterThan(otherAt);
  });

  it('asks what authorizes each fee and interest charge (1692f(1); 1006.22(b)), stop collecting, report as disputed', () => {
    expect(letter.body).toContain('(15 U.S.C. 1692f(1); 12 CFR 1006.22(b))');
    expect(letter.body).toContain('please stop all collection of this debt');
    expect(letter.body).toContain('15 U.S.C. 1692e(8)');
  });

  it("disputes a chosen amount only when the collector's letter states it", () => {
    const chosen = generateDisputeLetter({ ...FULL_INPUT, disputedAmount: 150 });
    expect(chosen.paragraphs[0]).toContain('I dispute the amount of $150.00');
    const invented = generateDisputeLetter({ ...FULL_INPUT, disputedAmount: 999.99 });
    expect(invented.body).not.toContain('$999.99');
    expect(invented.paragraphs[0]).toContain('I dispute the amount of $3,912.40');
    expect(invented.notes.join(' ')).toContain("is not an amount the collector's letter states");
  });

  it('names no amount at all when the letter gives none', () => {
    const l = generateDisputeLetter(BARE_INPUT);
    expect(l.paragraphs[0]).toContain('I dispute the amount your letter claims');
    expect(l.body).not.toMatch(/\$\d[\d,]*\.\d{2}/);
  });

  it('lists every distinct amount the facts hold', () => {
    expect(amountsInFacts(FACTS)).toEqual([3912.4, 3962.4, 3500, 312.4, 150, 0]);
  });

  it('admits nothing and is deterministic', () => {
    expect(findAdmissions(letter.body)).toEqual([]);
    expect(generateDisputeLetter(FULL_INPUT)).toEqual(letter);
  });
});
