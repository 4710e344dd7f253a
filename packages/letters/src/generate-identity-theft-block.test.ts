import { describe, expect, it } from 'vitest';
import { generateIdentityTheftBlock } from './generate-identity-theft-block';

describe('generateIdentityTheftBlock', () => {
  const letter = generateIdentityTheftBlock({
    bureau: 'equifax',
    date: '2026-11-23',
    consumer: { name: 'Riley A Samplewood', addressLines: ['3385 Cedar Ln', 'Springfield IL 62701'] },
    items: [{ text: 'This account is not mine: I did not open or authorise it.', creditor: 'NORTHWIND BANK', accountNumber: '4421' }],
  });

  it('asks for the 605B block within 4 business days and the notice to the furnisher, with the enclosures the law needs', () => {
    expect(letter.kind).toBe('identity_theft_block');
    expect(letter.body).toContain('15 U.S.C. 1681c-2(a)');
    expect(letter.body).toContain('4 business days');
    expect(letter.body).toContain('1681c-2(b)');
    expect(letter.body).toMatch(/identity theft report/);
    expect(letter.body).toMatch(/Proof of my identity/);
    expect(letter.body).toContain('NORTHWIND BANK');
    expect(letter.bureauAddress[0]).toBe('Equifax Information Services LLC');
  });

  it('tells the person to file the report first and that a block obtained in error can be removed; promises nothing', () => {
    expect(letter.notes.join(' ')).toMatch(/IdentityTheft\.gov/);
    expect(letter.notes.join(' ')).toContain('1681c-2(c)');
    expect(letter.body).not.toMatch(/guarantee|will be removed|score/i);
    expect(letter.followUpDate).toBe('2026-12-07');
  });
});
