import {
  generateCeaseLetter,
  generateCounterResponse,
  generateLetter,
  generateViolationNotice,
  type Letter,
  type LetterFacts,
  type LetterSol,
} from '@debtshield/letters';
import { describe, expect, it } from 'vitest';
import { ARITHMETIC, BARE_FACTS, FACTS } from '../../../../../packages/letters/src/testing/fixtures';
import { LETTER_NOTES_EN, LETTER_NOTES_ES, letterNoteText } from './letter-notes-texts';
import { presentLetter } from './present-letter';

const within: LetterSol = { status: 'within', state: 'OH', years: 6, runsOutOn: '2029-06-30', basis: '' } as unknown as LetterSol;
const expired: LetterSol = { status: 'expired', state: 'CA', years: 4, runsOutOn: '2020-06-30', basis: '' } as unknown as LetterSol;

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
    generateLetter({ kind: 'time_barred', ...base, state: 'CA', sol: expired }),
    generateLetter({ kind: 'time_barred', ...base, state: 'TX', sol: { ...expired, state: 'TX', runsOutOn: undefined } as unknown as LetterSol }),
    ...['NY', 'MA', 'CT', 'WI', 'MS', 'NC'].map((state) => generateLetter({ kind: 'time_barred', ...base, state, sol: { ...expired, state } as LetterSol })),
    generateLetter({ kind: 'settlement', ...base, offer: { percent: 40 } }),
    generateLetter({ kind: 'settlement', ...bare, offer: { percent: 40 } }),
    generateLetter({ kind: 'settlement', ...bare }),
    generateCeaseLetter({ ...base }),
    generateCeaseLetter({ ...base, variant: 'restrict', restrictions: { writingOnly: true } } as Parameters<typeof generateCeaseLetter>[0]),
    generateViolationNotice({ ...base, violations: [] }),
    generateCounterResponse({ ...base, responseType: 'continued_dispute', previousLetterDate: '2026-01-10', collectorResponseDate: '2026-02-10' }),
  ];
};

describe("a letter's notes in Spanish (the letter stays English)", () => {
  it('has Spanish for every English note, with the same placeholders', () => {
    const holes = (s: string) => [...s.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();
    for (const [key, en] of Object.entries(LETTER_NOTES_EN)) expect(holes(LETTER_NOTES_ES[key as keyof typeof LETTER_NOTES_ES]), key).toEqual(holes(en));
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
});
