import { describe, expect, it } from 'vitest';
import { generateMethodOfVerificationRequest } from './generate-method-of-verification-request';
import { expectLetterLayout } from './testing/expect-letter';
import { DATE, findAdmissions } from './testing/fixtures';

describe('generateMethodOfVerificationRequest', () => {
  const letter = generateMethodOfVerificationRequest({
    bureau: 'experian',
    date: DATE,
    items: [{ text: 'Collection account', creditor: 'Midwest Portfolio Recovery', accountNumber: '99887766554433' }],
    disputeDate: '2026-01-02',
    resultsDate: '2026-02-01',
    confirmationNumber: 'EXP-2026-0001',
  });

  it('goes to the right bureau and identifies the earlier dispute and its results', () => {
    expectLetterLayout(letter);
    expect(letter.kind).toBe('method_of_verification');
    expect(letter.bureau).toBe('experian');
    expect(letter.body).toContain('Experian\nP.O. Box 4500\nAllen, TX 75013');
    expect(letter.body).toContain('Dispute confirmation number: EXP-2026-0001');
    expect(letter.paragraphs[0]).toBe(
      'On January 2, 2026 I disputed the items listed below in my Experian credit file. Your results dated February 1, 2026 say that you verified them.',
    );
    expect(letter.body).toContain('1. Midwest Portfolio Recovery, account ending in 4433: Collection account.');
    expect(letter.body).not.toContain('998877');
  });

  it('asks for the procedure under 1681i(a)(7) within 15 days, citing (a)(6)(B)(iii)', () => {
    expect(letter.body).toContain('Under 15 U.S.C. 1681i(a)(7), please send me, within 15 days of receiving this request, a description of the procedure');
    expect(letter.body).toContain('business name and address of every furnisher you contacted');
    expect(letter.body).toContain('(15 U.S.C. 1681i(a)(6)(B)(iii))');
    expect(letter.followUpDate).toBe('2026-03-25');
  });

  it('adds the statement of dispute (1681i(b)) and the notice to past recipients (1681i(d)) only when asked', () => {
    expect(letter.body).not.toContain('1681i(b)');
    expect(letter.body).not.toContain('1681i(d)');
    const full = generateMethodOfVerificationRequest({
      bureau: 'transunion',
      date: DATE,
      items: [{ text: 'Collection account' }],
      statementOfDispute: 'This collection is not mine.',
      notifyPastRecipients: true,
    });
    expect(full.body).toContain('TransUnion Consumer Solutions');
    expect(full.body).toContain('(15 U.S.C. 1681i(b), (c)): "This collection is not mine."');
    expect(full.body).toContain('(15 U.S.C. 1681i(d))');
    expect(full.body).toContain('On [DATE OF YOUR DISPUTE]');
    expect(full.body).toContain('Dispute confirmation number: [DISPUTE CONFIRMATION NUMBER]');
  });

  it('admits nothing and is deterministic', () => {
    expect(findAdmissions(letter.body)).toEqual([]);
  });
});
