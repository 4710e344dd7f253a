import { describe, expect, it } from 'vitest';
import { generateBureauFollowUp } from './generate-bureau-follow-up';

const base = {
  bureau: 'transunion' as const,
  date: '2027-01-10',
  disputeDate: '2026-11-23',
  consumer: { name: 'Riley A Samplewood', addressLines: ['3385 Cedar Ln', 'Springfield IL 62701'] },
  items: [{ text: 'Collection past the 7-year limit', creditor: 'PINECREST RECOVERY LLC', accountNumber: '4421' }],
};

describe('generateBureauFollowUp', () => {
  it('answers a "frivolous" notice with the information and the right to be told what is missing (1681i(a)(3))', () => {
    const letter = generateBureauFollowUp({ ...base, reason: 'frivolous', noticeDate: '2026-12-05' });
    expect(letter.kind).toBe('bureau_follow_up');
    expect(letter.body).toContain('1681i(a)(3)');
    expect(letter.body).toContain('December 5, 2026');
    expect(letter.body).toContain('PINECREST RECOVERY LLC');
    expect(letter.bureauAddress[0]).toBe('TransUnion Consumer Solutions');
  });

  it('asks for the results after 30 days without them (1681i(a)(1)(A), (a)(5)(A)) and names the CFPB step in the notes', () => {
    const letter = generateBureauFollowUp({ ...base, reason: 'no_response' });
    expect(letter.body).toMatch(/1681i\(a\)\(1\)\(A\)/);
    expect(letter.body).toMatch(/1681i\(a\)\(5\)\(A\)/);
    expect(letter.notes.join(' ')).toMatch(/CFPB/);
  });

  it('demands the certification and notice of a reinsertion (1681i(a)(5)(B)), promising nothing', () => {
    const letter = generateBureauFollowUp({ ...base, reason: 'reinserted' });
    expect(letter.body).toContain('1681i(a)(5)(B)');
    expect(letter.body).not.toMatch(/guarantee|will be removed|score/i);
  });
});
