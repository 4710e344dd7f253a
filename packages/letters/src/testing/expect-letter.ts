import { expect } from 'vitest';
import type { Letter } from '../letter';

/** The layout every letter shares: the parts in order, the paragraphs verbatim in the body. */
export const expectLetterLayout = (letter: Letter): void => {
  const { body } = letter;
  const re = body.indexOf('\nRE: ');
  const salutation = body.indexOf('\nDear Sir or Madam:');
  const signature = body.indexOf('______________________________');
  const certified = body.indexOf('Sent by certified mail, return receipt requested');
  expect(re).toBeGreaterThan(0);
  expect(salutation).toBeGreaterThan(re);
  expect(signature).toBeGreaterThan(salutation);
  expect(certified).toBeGreaterThan(signature);
  expect(letter.paragraphs.length).toBeGreaterThan(0);
  let cursor = salutation;
  for (const p of letter.paragraphs) {
    const at = body.indexOf(p, cursor);
    expect(at, `paragraph missing or out of order: ${p.slice(0, 60)}`).toBeGreaterThan(cursor);
    cursor = at + p.length;
  }
  expect(cursor).toBeLessThan(signature);
  expect(letter.notes.some((n) => n.includes('not legal advice'))).toBe(true);
};

/** Every run of digits in the text that is longer than 4 and is not a date, money, ZIP or citation. */
export const longDigitRuns = (text: string): string[] => text.match(/\d{5,}/g) ?? [];
