import {
  enhanceLetter,
  generateBureauDispute,
  generateBureauFollowUp,
  generateFileDisclosureRequest,
  generateFurnisherDispute,
  generateIdentityTheftBlock,
  generateMethodOfVerificationRequest,
  generateCeaseLetter,
  generateCounterResponse,
  generateLetter,
  generateViolationNotice,
  type Letter,
  type LetterFacts,
  type LetterSol,
} from '@debtshield/letters';
import { describe, expect, it } from 'vitest';
import { expectCatalogue } from '../../../test/catalogue';
import { DANGER_REASONS } from '../../../../../packages/letters/src/shared/screen-statements';
import { ARITHMETIC, BARE_FACTS, FACTS } from '../../../../../packages/letters/src/testing/fixtures';
import { LETTER_NOTES_EN, LETTER_NOTES_ES, letterNoteText } from './letter-notes-texts';
import { presentLetter } from './present-letter';

const within: LetterSol = { status: 'within', state: 'OH', years: 6, runsOutOn: '2029-06-30', basis: '' };
const expired: LetterSol = { status: 'likely_expired', state: 'CA', years: 4, runsOutOn: '2020-06-30', basis: '' };

/** Every letter to a collector the product writes, with inputs that bring out each note. */
const letters = (): Letter[] => {
  const base = { date: '2026-03-01', facts: FACTS, findings: [ARITHMETIC], state: 'OH' };
  const late = { ...base, date: '2026-04-20' };
  const bare = { date: '2026-03-01', facts: BARE_FACTS as LetterFacts, findings: [] };
  return [
    generateLetter({ kind: 'validation_request', ...base }),
    generateLetter({ kind: 'validation_request', ...late, lawsuitFiled: true }),
    generateLetter({ kind: 'validation_request', ...bare }),
    generateLetter({ kind: 'dispute', ...base, disputedAmount: 17 }),
    generateLetter({ kind: 'dispute', ...bare, disputedAmount: 17 }),
    generateLetter({ kind: 'original_creditor_request', ...base }),
    generateLetter({ kind: 'time_barred', ...base, sol: within }),
    generateLetter({ kind: 'time_barred', ...base, sol: { status: 'within', state: 'OH', years: 6 } }),
    generateLetter({ kind: 'time_barred', ...base, state: 'CA', sol: expired }),
    generateLetter({ kind: 'time_barred', ...base, state: 'TX', sol: { status: 'likely_expired', state: 'TX', years: 4 } }),
    ...['NY', 'MA', 'CT', 'WI', 'MS', 'NC'].map((state) => generateLetter({ kind: 'time_barred', ...base, state, sol: { ...expired, state } })),
    generateLetter({ kind: 'settlement', ...base, offer: { percent: 40 } }),
    generateLetter({ kind: 'settlement', ...bare, offer: { percent: 40 } }),
    generateLetter({ kind: 'settlement', ...bare }),
    generateCeaseLetter({ ...base }),
    generateCeaseLetter({ ...base, variant: 'restrict', restrictions: { writingOnly: true } } as Parameters<typeof generateCeaseLetter>[0]),
    generateViolationNotice({ ...base, violations: [] }),
    generateCounterResponse({ ...base, responseType: 'continued_dispute', previousLetterDate: '2026-01-10', collectorResponseDate: '2026-02-10' }),
  ];
};

/** The enhance flow on letters people write: admissions, promises, account numbers, each kind of letter. */
const enhancements = () => {
  const own = [
    'To whom it may concern, I owe this debt but I cannot pay now. I promise to pay $50 next month. My bank account is 123456789 at Chase. My SSN is 123-45-6789. Card 4111111111111111.',
    'I dispute this debt.',
    'Please stop calling me. This is my debt but I will not pay.',
    'I offer $500 to settle my debt.',
    'Dear Sir, I dispute the amount. Please verify.',
  ];
  return ['validation_request', 'dispute', 'time_barred', 'cease', 'settlement', 'original_creditor_request'].flatMap((strategy) =>
    own.flatMap((userLetter) => [
      enhanceLetter({ userLetter, strategy, facts: FACTS, findings: [ARITHMETIC], date: '2026-03-01', state: 'CA' }),
      enhanceLetter({ userLetter, strategy, facts: FACTS, date: '2026-04-20' }),
      enhanceLetter({ userLetter, strategy }),
    ]),
  );
};

/** Every letter to a bureau or a furnisher the credit center writes. */
const creditLetters = () => {
  const consumer = { name: 'Riley A Samplewood', address: '3385 Cedar Ln', cityStateZip: 'Springfield IL 62701', ssnLast4: '1234' };
  const items = [
    { category: 'fraud' as const, text: 'Not my account', creditor: 'GRANITE', accountNumber: '6777' },
    { category: 'accounts' as const, text: 'Balance should be $0', creditor: 'SUMMIT' },
    { category: 'oldDebts' as const, text: 'Too old', creditor: 'PINECREST' },
  ];
  const printedAddress = { lines: ['TransUnion Consumer Solutions', 'P.O. Box 2000', 'Chester, PA 19022-2000'], page: 3, text: 'P.O. Box 2000' };
  const date = '2026-11-20';
  return [
    ...[undefined, { debtDate: '2017-01-15' }, { debtDate: '2021-05-01' }].flatMap((customization) => [
      generateBureauDispute('transunion', { date, consumer, items, ...(customization ? { customization } : {}) }),
      generateBureauDispute('equifax', { date, consumer, items, afterFreeAnnualReport: true, printedAddress }),
      generateFurnisherDispute({ date, consumer, items, ...(customization ? { customization } : {}) }),
    ]),
    generateFurnisherDispute({ date, items: [] }),
    generateMethodOfVerificationRequest({ bureau: 'experian', date, consumer, items, disputeDate: '2026-10-01', resultsDate: '2026-11-01' }),
    ...(['frivolous', 'no_response', 'reinserted'] as const).map((reason) =>
      generateBureauFollowUp({ bureau: 'equifax', reason, date, consumer, items, disputeDate: '2026-10-01', noticeDate: '2026-11-01' }),
    ),
    generateIdentityTheftBlock({ bureau: 'transunion', date, consumer, items }),
    generateFileDisclosureRequest({ bureau: 'experian', date, consumer }),
    generateFileDisclosureRequest({ bureau: 'experian', date }),
  ];
};

describe("a letter's notes in Spanish (the letter stays English)", () => {
  it('has Spanish for every English note, with the same placeholders', () => {
    expectCatalogue(LETTER_NOTES_EN, LETTER_NOTES_ES);
  });

  it('writes every note of every letter to a collector in Spanish, dates the Spanish way', () => {
    const misses: string[] = [];
    const all = letters();
    for (const letter of all) for (const note of letter.notes) letterNoteText(note, 'es', (m) => misses.push(`${letter.kind}: ${m}`));
    expect(misses).toEqual([]);
    const notes = all.flatMap((l) => l.notes).join('\n');
    // The inputs reach the notes with values: the validation end date, the one-year limit, revival by state, the offer.
    for (const part of [
      'as the end of the validation period',
      'ended on',
      'one year from the violation',
      'California:',
      'New York:',
      'is not an amount',
      'has not run out',
      '[OFFER AMOUNT]',
    ])
      expect(notes, part).toContain(part);
    const validation = presentLetter(all[0]!, true, 'es');
    expect(validation.notes.join(' ')).toContain('La carta del cobrador indica el 27 de marzo de 2026 como fin del período de validación');
    expect(validation.content).toBe(all[0]!.body);
    expect(presentLetter(all[0]!, true, 'en').notes).toEqual(all[0]!.notes);
  });

  it('writes every note of every letter to a credit bureau or a furnisher in Spanish', () => {
    const misses: string[] = [];
    const all = creditLetters();
    for (const letter of all) for (const note of letter.notes) letterNoteText(note, 'es', (m) => misses.push(`${letter.kind}: ${m}`));
    expect([...new Set(misses)]).toEqual([]);
    const notes = all.flatMap((l) => l.notes).join('\n');
    for (const part of [
      'printed on your own Equifax report (page 3)',
      'The bureau has 45 days',
      'may still be reported until',
      'IdentityTheft.gov',
      'deletes nothing',
    ])
      expect(notes, part).toContain(part);
    expect(
      letterNoteText(
        all[1]!.notes.find((n) => n.includes('page 3'))!,
        'es',
      ),
    ).toContain('su propio informe de Equifax (página 3)');
  });

  it("writes the enhance flow's reasons and tips in Spanish (the improved letter stays English)", () => {
    const misses: string[] = [];
    const reasons = new Set<string>();
    for (const e of enhancements()) {
      for (const c of e.changes) reasons.add(c.reason);
      for (const text of [...e.changes.map((c) => c.reason), ...e.tips]) letterNoteText(text, 'es', (m) => misses.push(m));
    }
    expect([...new Set(misses)]).toEqual([]);
    expect([...reasons].join('\n')).toContain('Only the last 4 digits');
    expect([...reasons].join('\n')).toContain('reads as admitting the debt is yours');
    // Each kind of statement the screening takes out is explained in Spanish.
    for (const why of Object.values(DANGER_REASONS)) letterNoteText(why, 'es', (m) => misses.push(m));
    expect(misses).toEqual([]);
  });
});
