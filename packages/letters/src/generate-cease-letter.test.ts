import { describe, expect, it } from 'vitest';
import { generateCeaseLetter } from './generate-cease-letter';
import { expectLetterLayout } from './testing/expect-letter';
import { BARE_INPUT, FULL_INPUT, OVERSHADOW, findAdmissions } from './testing/fixtures';

describe('generateCeaseLetter', () => {
  const letter = generateCeaseLetter(FULL_INPUT);

  it('asks the collector named in the letter to cease communication under 1692c(c) / 1006.6(c)', () => {
    expectLetterLayout(letter);
    expect(letter.kind).toBe('cease');
    expect(letter.body).toContain('Midwest Portfolio Recovery, LLC\nPO Box 4471\nColumbus, OH 43215');
    expect(letter.body).toContain('RE: Account ending in 4471');
    expect(letter.paragraphs[0]).toContain(
      'Under 15 U.S.C. 1692c(c) and 12 CFR 1006.6(c), I request that you cease all further communication with me about this debt.',
    );
  });

  it('describes the three statutory exceptions, and only those', () => {
    const p = letter.paragraphs[1] ?? '';
    expect(p).toContain('(1) tell me that your further efforts are being terminated');
    expect(p).toContain('(2) notify me that you or the creditor may invoke specified remedies which you or the creditor ordinarily invoke');
    expect(p).toContain('(3) where applicable, notify me that you or the creditor intend to invoke a specified remedy');
    expect(p).not.toMatch(/\(4\)/);
  });

  it('records the dispute by default (CFPB letter 5) and can leave it out', () => {
    expect(letter.body).toContain('I also dispute this debt.');
    expect(letter.body).toContain('(15 U.S.C. 1692e(8))');
    const plain = generateCeaseLetter({ ...FULL_INPUT, alsoDispute: false });
    expect(plain.body).not.toContain('I also dispute this debt.');
    expect(plain.notes.join(' ')).not.toContain('validation period');
  });

  it("cites the findings with the collector's words", () => {
    expect(letter.body).toContain(`"Pay the full balance within 10 days of this letter to avoid further action." This may violate ${OVERSHADOW.citation}.`);
  });

  it('tells the user what a cease letter does not do, and has no follow-up date', () => {
    expect(letter.notes.join(' ')).toContain('It does not cancel the debt');
    expect(letter.notes.join(' ')).toContain('Consider asking for verification first');
    expect(letter.followUpDate).toBeUndefined();
  });

  it('restrict variant: limits times, places and media instead of stopping contact', () => {
    const l = generateCeaseLetter({
      ...FULL_INPUT,
      variant: 'restrict',
      restrictions: {
        writingOnly: true,
        inconvenientTimes: 'before 9 a.m. or after 6 p.m. on weekdays',
        inconvenientPlaces: "my parents' home",
        noWorkplaceContact: true,
      },
    });
    expectLetterLayout(l);
    expect(l.subject).toBe('Limits on when, where and how you may contact me');
    expect(l.body).not.toContain('cease all further communication');
    expect(l.body).toContain('1. Communicate with me only in writing, at the address above. Do not telephone me (12 CFR 1006.14(h)).');
    expect(l.body).toContain(
      '2. Do not contact me before 9 a.m. or after 6 p.m. on weekdays: those times are inconvenient for me (15 U.S.C. 1692c(a)(1); 12 CFR 1006.6(b)(1)).',
    );
    expect(l.body).toContain("3. Do not contact me at my parents' home: that is an inconvenient place for me (15 U.S.C. 1692c(a)(1); 12 CFR 1006.6(b)(1)).");
    expect(l.body).toContain('(15 U.S.C. 1692c(a)(3); 12 CFR 1006.6(b)(3))');
  });

  it('restrict variant with nothing chosen falls back to writing only, stated once', () => {
    const l = generateCeaseLetter({ ...FULL_INPUT, variant: 'restrict' });
    expect(l.body).toContain('1. Communicate with me only in writing');
    const w = generateCeaseLetter({ ...FULL_INPUT, variant: 'restrict', writtenCommunicationOnly: true });
    expect(w.body.split('only in writing').length - 1).toBe(1);
  });

  it('uses marked blanks when the consumer and collector are unknown, and never admits the debt', () => {
    const l = generateCeaseLetter(BARE_INPUT);
    expect(l.body).toContain('[YOUR FULL NAME]');
    expect(l.body).toContain('[COLLECTOR NAME]\n[COLLECTOR MAILING ADDRESS]');
    expect(findAdmissions(l.body)).toEqual([]);
    expect(findAdmissions(letter.body)).toEqual([]);
  });

  it('is deterministic', () => {
    expect(generateCeaseLetter(FULL_INPUT)).toEqual(letter);
  });
});
