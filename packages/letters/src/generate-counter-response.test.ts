import { describe, expect, it } from 'vitest';
import { generateCounterResponse } from './generate-counter-response';
import { expectLetterLayout } from './testing/expect-letter';
import { FULL_INPUT, findAdmissions } from './testing/fixtures';

const base = { ...FULL_INPUT, date: '2026-04-01', previousLetterDate: '2026-03-05' };

describe('generateCounterResponse', () => {
  it('continued_dispute: recalls the earlier dispute, says what the reply lacks, asks again', () => {
    const l = generateCounterResponse({
      ...base,
      responseType: 'continued_dispute',
      collectorResponseDate: '2026-03-20',
      missingItems: ['agreement', 'chain_of_title'],
    });
    expectLetterLayout(l);
    expect(l.kind).toBe('continued_dispute');
    expect(l.body).toContain('Midwest Portfolio Recovery, LLC\nPO Box 4471');
    expect(l.paragraphs[0]).toContain('On March 5, 2026 I sent you a written dispute');
    expect(l.paragraphs[0]).toContain(
      'Your reply dated March 20, 2026 does not verify the debt. It does not include the following: a copy of the signed agreement',
    );
    expect(l.paragraphs[0]).toContain('I continue to dispute this debt.');
    expect(l.paragraphs[1]).toContain('1. A copy of the signed contract');
    expect(l.paragraphs[1]).toContain('2. Proof that Harbor Bank, N.A. owns the debt');
    expect(l.paragraphs[1]).not.toContain('3.');
    expect(l.body).toContain('12 CFR 1006.38(d)(2)(i)');
    expect(l.notes.join(' ')).toContain('duplicative (12 CFR 1006.38(d)(2)(ii))');
    expect(l.followUpDate).toBe('2026-05-01');
  });

  it('continued_dispute without a reply asks for everything and leaves a blank for an unknown earlier date', () => {
    const l = generateCounterResponse({ ...FULL_INPUT, responseType: 'continued_dispute' });
    expect(l.paragraphs[0]).toContain('On [DATE OF YOUR EARLIER LETTER] I sent you a written dispute');
    expect(l.paragraphs[0]).toContain('I have not received verification of the debt');
    expect(l.paragraphs[1]).toContain('5. If Ohio requires debt collectors to be licensed');
  });

  it('settlement_offer: the settlement letter with the history, written agreement first', () => {
    const l = generateCounterResponse({ ...base, responseType: 'settlement_offer', offer: { amount: 1500 } });
    expectLetterLayout(l);
    expect(l.kind).toBe('settlement_offer');
    expect(l.paragraphs[0]).toMatch(/^This follows my written dispute dated March 5, 2026\./);
    expect(l.paragraphs[0]).toContain('I offer $1,500.00');
    expect(l.body.indexOf('written agreement')).toBeLessThan(l.body.search(/\bpayment\b/i));
    expect(l.notes.join(' ')).toContain('Pay-for-delete caution');
  });

  it('cease_desist: the cease letter with the history and the statutory exceptions', () => {
    const l = generateCounterResponse({ ...base, responseType: 'cease_desist' });
    expectLetterLayout(l);
    expect(l.kind).toBe('cease_desist');
    expect(l.paragraphs[0]).toMatch(/^On March 5, 2026 I sent you a written dispute of this debt\./);
    expect(l.body).toContain('I request that you cease all further communication with me about this debt');
    expect(l.body).toContain('(3) where applicable, notify me');
  });

  it('admits nothing in any counter-response and is deterministic', () => {
    for (const responseType of ['continued_dispute', 'settlement_offer', 'cease_desist'] as const) {
      const l = generateCounterResponse({ ...base, responseType, offer: { percent: 35 } });
      expect(findAdmissions(l.body)).toEqual([]);
      expect(generateCounterResponse({ ...base, responseType, offer: { percent: 35 } })).toEqual(l);
    }
  });
});
