import { describe, expect, it } from 'vitest';
import { enhanceLetter } from './enhance-letter';
import { ARITHMETIC, DATE, FACTS, FINDINGS, OVERSHADOW, findAdmissions } from './testing/fixtures';

const RISKY = `Dear Sir,

I got your letter about my debt with Harbor Bank. I know I owe something but not $3,962.40. I will pay $50 a month starting next month. My routing number is 021000021 and my checking account number is 123456789012 if you want to debit it.

I do not recognize these fees and I want proof.

Thanks,
Jordan`;

describe('enhanceLetter', () => {
  const result = enhanceLetter({ userLetter: RISKY, findings: FINDINGS, facts: FACTS, strategy: 'DEBT VALIDATION REQUEST', date: DATE });

  it('removes the admission, the promise and the bank details, each with its reason', () => {
    const removed = result.changes.filter((c) => c.kind === 'removed');
    const find = (text: string) => removed.find((c) => c.text.includes(text));
    expect(find('I know I owe something')?.reason).toMatch(/Admits the debt/);
    expect(find('I will pay $50 a month')?.reason).toMatch(/Promises a payment/);
    expect(find('routing number')?.reason).toMatch(/bank or card details/);
    expect(find('my debt')?.reason).toMatch(/replaced with "this debt"/);
    expect(findAdmissions(result.enhanced)).toEqual([]);
    expect(result.enhanced).not.toMatch(/routing|debit it|021000021|123456789012/);
  });

  it("keeps the user's own sound words, verbatim", () => {
    expect(result.enhanced).toContain('I do not recognize these fees and I want proof.');
    expect(result.enhanced).toContain('I got your letter about this debt with Harbor Bank.');
    expect(result.enhanced).toContain('Dear Sir,');
    expect(result.enhanced).toContain('Thanks,\nJordan');
    expect(result.changes.filter((c) => c.kind === 'kept').map((c) => c.text)).toContain('I do not recognize these fees and I want proof.');
  });

  it('adds the missing demands: dispute and verification, the validation items, stop collecting, report as disputed, no admission', () => {
    const added = result.changes
      .filter((c) => c.kind === 'added')
      .map((c) => c.text)
      .join('\n');
    expect(added).toContain('I dispute this debt, and I request verification of it under 15 U.S.C. 1692g(b)');
    expect(added).toContain('The name and address of the original creditor');
    expect(added).toContain('please stop all collection of this debt');
    expect(added).toContain('15 U.S.C. 1692e(8)');
    expect(added).toContain('This letter does not acknowledge');
    for (const c of result.changes) expect(c.reason.length).toBeGreaterThan(10);
  });

  it("adds the findings with their citations and the collector's words", () => {
    expect(result.enhanced).toContain(`Your letter states: "Fees: $150.00". This appears to violate ${ARITHMETIC.citation}.`);
    expect(result.enhanced).toContain(OVERSHADOW.citation);
  });

  it('adds a header with the collector and the masked account, and the certified-mail line', () => {
    expect(
      result.enhanced.startsWith(
        'Jordan A. Reyes\n12 Elm Street\nDayton, OH 45402\n\nMarch 5, 2026\n\nMidwest Portfolio Recovery, LLC\nPO Box 4471\nColumbus, OH 43215\n\nRE: Account ending in 4471',
      ),
    ).toBe(true);
    expect(result.enhanced.trimEnd().endsWith('Sent by certified mail, return receipt requested.')).toBe(true);
  });

  it("puts the user's words first, then the additions, then the user's closing", () => {
    const own = result.enhanced.indexOf('I do not recognize these fees');
    const added = result.enhanced.indexOf('I dispute this debt, and I request verification');
    const closing = result.enhanced.indexOf('Thanks,\nJordan');
    expect(own).toBeLessThan(added);
    expect(added).toBeLessThan(closing);
  });

  it('gives DIY tips, with the validation end date from the facts', () => {
    expect(result.tips.join(' ')).toContain('March 27, 2026');
    expect(result.tips.join(' ')).toContain('certified mail');
    expect(result.tips.join(' ')).toContain('not legal advice');
  });

  it('does not repeat what the user already asked for', () => {
    const own = enhanceLetter({
      userLetter:
        'Dear Sir or Madam:\n\nI dispute this debt and request validation. Send me the name and address of the original creditor and an itemization. Stop collection until you verify it. Report it as disputed. This is not an acknowledgment of the debt.\n\nSincerely,\nJ. Reyes',
      facts: FACTS,
      date: DATE,
    });
    const added = own.changes
      .filter((c) => c.kind === 'added')
      .map((c) => c.text)
      .join('\n');
    expect(added).not.toContain('I dispute this debt, and');
    expect(added).not.toContain('please stop all collection');
    expect(added).not.toContain('1692e(8)');
    expect(added).not.toContain('This letter does not acknowledge');
    expect(added).toContain('A copy of the signed contract');
    expect(added).not.toContain('The name and address of the original creditor');
  });

  it('masks a full account number the user typed and reports it without repeating it', () => {
    const r = enhanceLetter({ userLetter: 'Midwest Portfolio Recovery\nRE: account 4111 1111 1111 4471\n\nI dispute this.', date: DATE });
    expect(r.enhanced).toContain('RE: account ****4471');
    expect(r.enhanced).not.toContain('4111 1111');
    const change = r.changes.find((c) => c.kind === 'removed' && c.text.includes('****4471'));
    expect(change?.text).not.toContain('4111 1111');
    expect(r.enhanced.startsWith('March 5, 2026\n\nMidwest Portfolio Recovery\nRE: account ****4471')).toBe(true);
  });

  it('settlement: turns a promise into a conditional offer, written agreement first, pay-for-delete caution in the tips', () => {
    const r = enhanceLetter({
      userLetter: 'I can pay $500 to settle this in full. I promise to send it next week.\n\nJordan Reyes',
      strategy: 'SETTLEMENT NEGOTIATION',
      facts: FACTS,
      date: DATE,
    });
    expect(r.changes.find((c) => c.kind === 'removed' && c.text.startsWith('I can pay $500'))).toBeDefined();
    expect(r.enhanced).toContain('I offer $500.00 as full and final settlement of this account, on the condition that we first sign a written agreement');
    expect(r.enhanced.indexOf('written agreement')).toBeLessThan(r.enhanced.search(/\bpayment\b/i));
    expect(r.enhanced).toContain('______________________________\nJordan Reyes');
    expect(findAdmissions(r.enhanced)).toEqual([]);
    expect(r.tips.join(' ')).toContain('Pay-for-delete caution');
    expect(r.tips.join(' ')).toContain('Revival risk');
  });

  it('cease strategy adds the cease request with the exceptions', () => {
    const r = enhanceLetter({ userLetter: 'Leave me alone.', strategy: 'CEASE AND DESIST', date: DATE });
    expect(r.enhanced).toContain('I request that you cease all further communication with me about this debt');
    expect(r.enhanced).toContain('(3) where applicable');
  });

  it.each(['Yours faithfully,', 'Best wishes,', 'Cordially,', 'Very truly yours,', 'Atentamente,'])(
    "ends in a single sign-off when the user closed with '%s'",
    (closingWord) => {
      const r = enhanceLetter({ userLetter: `Dear Sir or Madam:\n\nI dispute this debt.\n\n${closingWord}\nJordan Reyes`, date: DATE });
      expect(r.enhanced).not.toMatch(/Sincerely/);
      expect(r.enhanced.match(/Jordan Reyes/g)).toHaveLength(1);
      // The additions come above the user's closing, never after the signature.
      const closingAt = r.enhanced.indexOf(closingWord);
      expect(closingAt).toBeGreaterThan(r.enhanced.indexOf('I dispute this debt.'));
      expect(r.enhanced.slice(closingAt)).not.toMatch(/verif|acknowledg/i);
    },
  );

  it('adds one closing with a signature line when the letter has none', () => {
    const r = enhanceLetter({ userLetter: 'Dear Sir or Madam:\n\nI dispute this debt.', date: DATE });
    expect(r.enhanced.match(/Sincerely,/g)).toHaveLength(1);
  });

  it('is deterministic', () => {
    expect(enhanceLetter({ userLetter: RISKY, findings: FINDINGS, facts: FACTS, strategy: 'DEBT VALIDATION REQUEST', date: DATE })).toEqual(result);
  });
});
