import { describe, expect, it } from 'vitest';
import { generateValidationRequest } from './generate-validation-request';
import { expectLetterLayout } from './testing/expect-letter';
import {
  ARITHMETIC,
  BARE_INPUT,
  CONSUMER,
  DATE,
  FACTS,
  FINDINGS,
  FULL_INPUT,
  FULL_NUMBER_QUOTE,
  MISSING_CREDITOR,
  OVERSHADOW,
  findAdmissions,
} from './testing/fixtures';

describe('generateValidationRequest', () => {
  const letter = generateValidationRequest(FULL_INPUT);

  it("is addressed from the consumer to the collector at the collector's address, dated, about the masked account", () => {
    expectLetterLayout(letter);
    expect(letter.kind).toBe('validation_request');
    expect(
      letter.body.startsWith(
        'Jordan A. Reyes\n12 Elm Street\nDayton, OH 45402\n\nMarch 5, 2026\n\nMidwest Portfolio Recovery, LLC\nPO Box 4471\nColumbus, OH 43215\n\nRE: Account ending in 4471',
      ),
    ).toBe(true);
    expect(letter.body).toContain('Your letter dated February 20, 2026');
    expect(letter.body).toContain('Creditor named in your letter: Harbor Bank, N.A.');
  });

  it('disputes the debt and asks for verification under 1692g(b) / 1006.38(d)(2), within the period the letter gives', () => {
    expect(letter.paragraphs[0]).toContain('I dispute this debt, and I request verification of it under 15 U.S.C. 1692g(b) and 12 CFR 1006.38(d)(2).');
    expect(letter.paragraphs[0]).toContain('within the validation period, which your letter says ends on March 27, 2026');
  });

  it("asks for every validation item: itemization with the letter's own dates and amount, original creditor, contract, chain of title, licence in the state", () => {
    expect(letter.body).toContain('from the itemization date (your letter gives June 30, 2025)');
    expect(letter.body).toContain('the amount you claim, $3,912.40 (12 CFR 1006.34(c)(2)(vi)-(ix)');
    expect(letter.body).toContain('The name and address of the original creditor (15 U.S.C. 1692g(a)(5))');
    expect(letter.body).toContain('A copy of the signed contract or other agreement');
    expect(letter.body).toContain('Proof that Harbor Bank, N.A. owns the debt');
    expect(letter.body).toContain('(the chain of title)');
    expect(letter.body).toContain('If Ohio requires debt collectors to be licensed, your license number');
  });

  it('asks collection to stop until verification and the debt to be reported as disputed (1692e(8))', () => {
    expect(letter.body).toContain('Until you send me verification, please stop all collection of this debt.');
    expect(letter.body).toContain('you must report that it is disputed (15 U.S.C. 1692e(8))');
  });

  it('cites each finding with its citation and the collector\'s own words; judgment calls say "may violate"', () => {
    expect(letter.body).toContain(`Itemization does not add up. Your letter states: "Fees: $150.00". This appears to violate ${ARITHMETIC.citation}.`);
    expect(letter.body).toContain(
      `Your letter states: "Pay the full balance within 10 days of this letter to avoid further action." This may violate ${OVERSHADOW.citation}.`,
    );
    for (const f of FINDINGS) expect(letter.body).toContain(f.citation);
  });

  it("never puts the analyzer's user-facing message into the letter", () => {
    expect(letter.body).not.toContain(ARITHMETIC.message ?? '');
  });

  it('describes a missing element without a quote', () => {
    const l = generateValidationRequest({ ...FULL_INPUT, findings: [MISSING_CREDITOR] });
    expect(l.body).toContain('1. Current creditor missing. This appears to violate 12 CFR 1006.34(c)(2)(v).');
  });

  it("masks a full account number inside a quote of the collector's letter", () => {
    const l = generateValidationRequest({ ...FULL_INPUT, findings: [FULL_NUMBER_QUOTE] });
    expect(l.body).toContain('"Account ****4471 will be reported');
    expect(l.body).not.toContain('4111111111114471');
  });

  it('asks for written communication only when the user chooses it', () => {
    expect(letter.body).not.toContain('only in writing');
    const l = generateValidationRequest({ ...FULL_INPUT, writtenCommunicationOnly: true });
    expect(l.body).toContain('Please communicate with me about this matter only in writing, at the address above. Do not telephone me (12 CFR 1006.14(h)).');
  });

  it('states that nothing is admitted and contains no admission phrase', () => {
    expect(letter.body).toContain('This letter does not acknowledge that the debt is valid or that any amount is owed');
    expect(findAdmissions(letter.body)).toEqual([]);
  });

  it('adds the reasons the user picked, screening their own words', () => {
    const l = generateValidationRequest({
      ...FULL_INPUT,
      disputeReasons: ['not_mine', 'amount_wrong', 'other'],
      otherReason: 'I never had an account with Harbor Bank. I owe them nothing',
    });
    expect(l.body).toContain('I do not recognize this debt as mine. I dispute the amount you claim. I never had an account with Harbor Bank.');
    expect(findAdmissions(l.body)).toEqual([]);
    expect(l.notes.some((n) => n.startsWith('Left out of the letter: "I owe them nothing"'))).toBe(true);
  });

  it('uses marked blanks for everything it does not know, and tells the user to fill them in', () => {
    const l = generateValidationRequest(BARE_INPUT);
    expect(
      l.body.startsWith(
        '[YOUR FULL NAME]\n[YOUR STREET ADDRESS]\n[YOUR CITY, STATE ZIP]\n\nMarch 5, 2026\n\n[COLLECTOR NAME]\n[COLLECTOR MAILING ADDRESS]\n\nRE: Account ending in [LAST 4 DIGITS OF ACCOUNT NUMBER]',
      ),
    ).toBe(true);
    expect(l.body).toContain('If my state requires debt collectors to be licensed');
    expect(l.body).toContain('______________________________\n[YOUR FULL NAME]');
    expect(l.notes[0]).toMatch(/SQUARE BRACKETS/);
  });

  it("prefers the details the user typed over the letter's, and the collector the caller gives", () => {
    const l = generateValidationRequest({
      ...FULL_INPUT,
      consumer: { name: 'J. Reyes', addressLines: '40 Oak Ave\nApt 2\nDayton, OH 45402' },
      collector: { name: 'MPR Disputes Unit', addressLines: ['PO Box 9', 'Columbus, OH 43216'] },
    });
    expect(l.body.startsWith('J. Reyes\n40 Oak Ave\nApt 2\nDayton, OH 45402')).toBe(true);
    expect(l.body).toContain('MPR Disputes Unit\nPO Box 9\nColumbus, OH 43216');
  });

  it('shows at most the last 4 of an account number, even a full one', () => {
    const l = generateValidationRequest({ ...FULL_INPUT, accountNumber: '5500 0000 1234 9876' });
    expect(l.body).toContain('RE: Account ending in 9876');
    expect(l.body).not.toMatch(/5500|1234 9876|12349876/);
    const fromFacts = generateValidationRequest({
      ...FULL_INPUT,
      facts: { ...FACTS, accountNumbers: [{ masked: '4111111111114471', last4: '4111111111114471' }] },
    });
    expect(fromFacts.body).toContain('RE: Account ending in 4471');
    expect(fromFacts.body).not.toContain('411111');
  });

  it('follows up 30 days after the letter date and warns when the validation period has passed', () => {
    expect(letter.followUpDate).toBe('2026-04-04');
    const late = generateValidationRequest({ ...FULL_INPUT, date: '2026-04-10' });
    expect(late.paragraphs[0]).not.toContain('within the validation period');
    expect(late.notes.join(' ')).toContain('ended on March 27, 2026');
  });

  it('prints a marked blank for a date that is not a real ISO date, and then sets no follow-up', () => {
    const l = generateValidationRequest({ ...FULL_INPUT, date: '03/05/2026' });
    expect(l.body).toContain('Dayton, OH 45402\n\n[DATE]\n\nMidwest Portfolio Recovery, LLC');
    expect(l.followUpDate).toBeUndefined();
  });

  it('is the same letter for the same input', () => {
    expect(generateValidationRequest({ ...FULL_INPUT, consumer: { ...CONSUMER } })).toEqual(letter);
    expect(generateValidationRequest({ date: DATE })).toEqual(generateValidationRequest({ date: DATE }));
  });
});
