import { describe, expect, it } from 'vitest';
import { enhanceLetter } from './enhance-letter';
import { generateBureauDispute } from './generate-bureau-dispute';
import { generateCounterResponse } from './generate-counter-response';
import { generateFurnisherDispute } from './generate-furnisher-dispute';
import { generateLetter } from './generate-letter';
import { generateMethodOfVerificationRequest } from './generate-method-of-verification-request';
import { generateViolationNotice } from './generate-violation-notice';
import type { CollectorLetterInput } from './inputs';
import type { Letter, LetterKind } from './letter';
import { expectLetterLayout } from './testing/expect-letter';
import { BARE_INPUT, EXPIRED_SOL, FACTS, FINDINGS, FULL_INPUT, FULL_NUMBER_QUOTE, SUIT_THREAT, findAdmissions } from './testing/fixtures';

const FULL_NUMBER = '4111111111114471';

/** Every letter kind, from one input: the full one, the bare one, and one carrying a full account number everywhere. */
const everyLetter = (input: CollectorLetterInput): Letter[] => {
  const withFindings = { ...input, findings: [...(input.findings ?? []), SUIT_THREAT, FULL_NUMBER_QUOTE], sol: EXPIRED_SOL };
  const credit = {
    date: input.date,
    items: [
      { category: 'accounts' as const, text: 'Balance wrong', creditor: 'Harbor Bank', accountNumber: input.accountNumber ?? '****4471' },
      { category: 'fraud' as const, text: 'Not mine', creditor: 'QuickCash', accountNumber: input.accountNumber ?? '****4471' },
      { category: 'oldDebts' as const, text: 'Old collection', creditor: 'Midwest', accountNumber: input.accountNumber ?? '****4471' },
    ],
    customization: { debtDate: '2016-01-10', specificErrors: 'The balance is wrong.' },
  };
  return [
    generateLetter({ kind: 'validation_request', ...withFindings, writtenCommunicationOnly: true }),
    generateLetter({ kind: 'cease', ...withFindings }),
    generateLetter({ kind: 'cease', ...withFindings, variant: 'restrict', restrictions: { inconvenientTimes: 'after 8 p.m.' } }),
    generateLetter({ kind: 'dispute', ...withFindings }),
    generateLetter({ kind: 'original_creditor_request', ...withFindings }),
    generateLetter({ kind: 'time_barred', ...withFindings, alsoCease: true }),
    generateLetter({ kind: 'settlement', ...withFindings, offer: { percent: 45 } }),
    generateCounterResponse({ ...withFindings, responseType: 'continued_dispute', previousLetterDate: '2026-02-25' }),
    generateCounterResponse({ ...withFindings, responseType: 'settlement_offer', offer: { amount: 900 } }),
    generateCounterResponse({ ...withFindings, responseType: 'cease_desist' }),
    generateBureauDispute('equifax', credit),
    generateBureauDispute('experian', credit),
    generateBureauDispute('transunion', credit),
    generateMethodOfVerificationRequest({ bureau: 'transunion', ...credit }),
    generateFurnisherDispute({ ...credit, furnisher: { name: 'Harbor Bank' } }),
    generateViolationNotice({
      ...withFindings,
      violations: withFindings.findings.map((f) => ({ title: f.title, citation: f.citation, account: f.evidence[0]?.text })),
    }),
  ];
};

const ALL_KINDS: readonly LetterKind[] = [
  'validation_request',
  'cease',
  'dispute',
  'original_creditor_request',
  'time_barred',
  'settlement',
  'continued_dispute',
  'settlement_offer',
  'cease_desist',
  'bureau_dispute',
  'method_of_verification',
  'furnisher_dispute',
  'violation_notice',
];

const INPUTS: readonly [string, CollectorLetterInput][] = [
  ['full facts', FULL_INPUT],
  ['nothing known', BARE_INPUT],
  [
    'a full account number given',
    { ...FULL_INPUT, accountNumber: FULL_NUMBER, facts: { ...FACTS, accountNumbers: [{ masked: FULL_NUMBER, last4: FULL_NUMBER }] } },
  ],
];

describe('every letter kind', () => {
  it('is covered here', () => {
    expect(new Set(everyLetter(FULL_INPUT).map((l) => l.kind))).toEqual(new Set(ALL_KINDS));
  });

  describe.each(INPUTS)('with %s', (_, input) => {
    const letters = everyLetter(input);

    it('has the shared layout: sender, date, recipient, RE, salutation, paragraphs, signature line, certified mail', () => {
      for (const l of letters) {
        expectLetterLayout(l);
        expect(l.body).toContain('March 5, 2026');
        expect(l.subject.length).toBeGreaterThan(5);
      }
    });

    it('contains no admission phrase anywhere (I owe, my debt, I will pay, I promise, I acknowledge)', () => {
      for (const l of letters) {
        expect(findAdmissions(l.body), `${l.kind}: ${findAdmissions(l.body).join(', ')}`).toEqual([]);
        expect(findAdmissions(l.subject)).toEqual([]);
      }
    });

    it('never prints more than the last 4 of an account number', () => {
      for (const l of letters) {
        expect(l.body, l.kind).not.toContain('41111111');
        expect(l.body, l.kind).not.toMatch(/\d{9,}/);
      }
    });

    it('keeps the notes out of the letter and always says it is not legal advice', () => {
      for (const l of letters) {
        expect(l.notes.some((n) => n.includes('not legal advice'))).toBe(true);
        expect(l.body).not.toContain('not legal advice');
        expect(l.body).not.toMatch(/Revival risk|Pay-for-delete/);
      }
    });

    it('is the same for the same input', () => {
      expect(everyLetter(input)).toEqual(letters);
    });
  });

  it('names the collector and its address in every collector letter when the facts give them', () => {
    for (const l of everyLetter(FULL_INPUT).filter((x) => !['bureau_dispute', 'method_of_verification', 'furnisher_dispute'].includes(x.kind))) {
      expect(l.body, l.kind).toContain('Midwest Portfolio Recovery, LLC\nPO Box 4471\nColumbus, OH 43215');
      expect(l.body, l.kind).toContain('RE: Account ending in 4471');
      for (const f of FINDINGS) expect(l.body, `${l.kind} cites ${f.id}`).toContain(f.citation);
    }
  });

  it('uses the marked blanks, never invented details, when nothing is known', () => {
    for (const l of everyLetter(BARE_INPUT)) {
      expect(l.body, l.kind).toContain('[YOUR FULL NAME]\n[YOUR STREET ADDRESS]\n[YOUR CITY, STATE ZIP]');
      expect(l.notes[0], l.kind).toMatch(/SQUARE BRACKETS/);
    }
  });

  it('enhanced letters admit nothing either', () => {
    for (const strategy of ['validation', 'cease', 'dispute', 'statute', 'settlement', 'original creditor']) {
      const r = enhanceLetter({
        userLetter: 'I owe this but my debt is too high. I will pay $20 a month. I promise. I acknowledge the balance.',
        strategy,
        facts: FACTS,
        date: '2026-03-05',
      });
      expect(findAdmissions(r.enhanced), strategy).toEqual([]);
    }
  });
});
