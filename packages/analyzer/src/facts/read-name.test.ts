import { describe, expect, it } from 'vitest';
import { isOrganisationName, isPersonName, readName } from './read-name';

const name = (text: string) => readName(text, 0)?.name ?? null;

describe('readName', () => {
  it.each([
    ['Bank of Rockville. We will use', 'Bank of Rockville'],
    ['the Bank of\nRockville with account', 'Bank of Rockville'],
    ['Capital One Bank (USA), N.A. We will', 'Capital One Bank (USA), N.A.'],
    ['LVNV Funding, LLC as assignee', 'LVNV Funding, LLC'],
    ['Lakeside Acquisitions LLC. Original', 'Lakeside Acquisitions LLC'],
    ['MIDLAND CREDIT MANAGEMENT, INC. is a', 'MIDLAND CREDIT MANAGEMENT, INC.'],
    ['Smith & Jones, P.C., Attorneys', 'Smith & Jones, P.C.'],
    ['JOHN Q. PUBLIC\n123 Main', 'JOHN Q. PUBLIC'],
    ['Magnolia\nBank. We will', 'Magnolia Bank'],
    ['Account Resolution Services is', 'Account Resolution Services'],
    ['Banco de la Gente con', 'Banco de la Gente'],
  ])('reads %j', (text, expected) => expect(name(text)).toBe(expected));

  it.each(['if different from', 'Account Number: 123', 'We will use', 'the debt', '  ', '123 Main St'])('reads no name in %j', (text) =>
    expect(name(text)).toBeNull(),
  );

  it('tells businesses from people', () => {
    expect(isOrganisationName('North South Group')).toBe(true);
    expect(isPersonName('Person A')).toBe(true);
    expect(isPersonName('JANE Q. DOE')).toBe(true);
    expect(isPersonName('Bank of Rockville')).toBe(false);
    expect(isPersonName('Madonna')).toBe(false);
  });

  it('stops before a field label printed on the same line ("Balance Due $X", "Total Amount Due:")', () => {
    const a = 'Original Creditor: Bank of Rockville Balance Due $1,234.56';
    expect(readName(a, a.indexOf('Bank'))?.name).toBe('Bank of Rockville');
    const b = 'Creditor: Capital One Bank Total Amount Due: $980.00';
    expect(readName(b, b.indexOf('Capital'))?.name).toBe('Capital One Bank');
    const c = 'Creditor: Acme Payment Services LLC';
    expect(readName(c, c.indexOf('Acme'))?.name).toBe('Acme Payment Services LLC');
  });
});
