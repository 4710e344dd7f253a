import { describe, expect, it } from 'vitest';
import { judgeReply, replyAction, type ReplyFacts } from './judge-reply';

const reply = (text: string, over: Partial<ReplyFacts> = {}): ReplyFacts => ({ text, amount: null, creditors: [], findings: [], ocrConfidence: 0.9, ...over });
const original = { amount: 1842.5, creditors: ['Northwind Bank, N.A.'], letterKind: 'validation_request' };

describe('judging a collector reply', () => {
  it('calls a payment demand without verification collection without verifying', () => {
    const j = judgeReply(reply('The balance due is $1,842.50. Please remit payment today.', { amount: 1842.5 }), original);
    expect(j).toMatchObject({ verified: false, demands_payment: true, kept_collecting: true, amount_matches: true, creditor_matches: null });
    expect(replyAction(j, [])).toMatchObject({ action: 'prepare_failure_notice', status: 'violation', urgency: 'critical', letter: 'continued_dispute' });
  });

  it('counts a reply as verification when it encloses documents, and compares amount and creditor', () => {
    const text = 'Enclosed please find verification of the debt: the account statements and the signed agreement.';
    const match = judgeReply(reply(text, { amount: 1842.5, creditors: ['NORTHWIND BANK'] }), original);
    expect(match).toMatchObject({ verified: true, kept_collecting: false, amount_matches: true, creditor_matches: true });
    expect(match.enclosed).toEqual(['account statements', 'the signed agreement']);
    expect(replyAction(match, []).action).toBe('wait');
    const mismatch = judgeReply(reply(text, { amount: 2100, creditors: ['Other Lender LLC'] }), original);
    expect(mismatch).toMatchObject({ amount_matches: false, creditor_matches: false });
    expect(replyAction(mismatch, [])).toMatchObject({ action: 'dispute_validation', letter: 'continued_dispute' });
    expect(replyAction(mismatch, []).message).toContain('amount and creditor');
  });

  it('does not take one enclosure without the words of verification as verification', () => {
    const j = judgeReply(reply('Here is an itemization of your account.'), original);
    expect(j.verified).toBe(false);
    expect(replyAction(j, []).action).toBe('dispute_validation');
  });

  it('lists only violations the first letter did not already have, and answers new ones with a complaint', () => {
    const findings = [
      { id: 'threat_arrest_or_criminal', title: 'Threat of arrest', citation: '15 U.S.C. 1692e(4)' },
      { id: 'vn_missing_entirely', title: 'No validation notice', citation: '12 CFR 1006.34' },
    ];
    const text = 'Enclosed please find verification of the debt: account statements.';
    const j = judgeReply(reply(text, { findings }), original, ['vn_missing_entirely']);
    expect(j.new_violations).toEqual(['threat_arrest_or_criminal']);
    expect(replyAction(j, findings)).toMatchObject({ action: 'file_complaints', legal_impact: '15 U.S.C. 1692e(4)', letter: null });
  });
});
