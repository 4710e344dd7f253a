import { describe, expect, it } from 'vitest';
import { generateTimeBarredLetter } from './generate-time-barred-letter';
import { expectLetterLayout } from './testing/expect-letter';
import { BARE_INPUT, EXPIRED_SOL, FULL_INPUT, SUIT_THREAT, findAdmissions } from './testing/fixtures';

describe('generateTimeBarredLetter', () => {
  const letter = generateTimeBarredLetter({ ...FULL_INPUT, findings: [SUIT_THREAT], sol: EXPIRED_SOL });

  it("states the position for the consumer's state, to the collector named in the letter", () => {
    expectLetterLayout(letter);
    expect(letter.kind).toBe('time_barred');
    expect(letter.body).toContain('Midwest Portfolio Recovery, LLC\nPO Box 4471');
    expect(letter.paragraphs[0]).toContain(
      'it appears to be past the statute of limitations in Ohio: the limitations period appears to have ended on March 14, 2024.',
    );
  });

  it('quotes the threat of suit once and cites 1006.26(b) and 1692e(5)', () => {
    expect(letter.paragraphs[1]).toContain(
      'Your letter states: "this account will be referred to our attorneys, who are authorized to file suit against you".',
    );
    expect(letter.paragraphs[1]).toContain(
      'Under 12 CFR 1006.26(b), a debt collector must not sue or threaten to sue a consumer to collect a time-barred debt.',
    );
    expect(letter.paragraphs[1]).toContain('(15 U.S.C. 1692e(5))');
    expect(letter.body.split('file suit against you').length - 1).toBe(1);
  });

  it('asks for the dates the collector relies on and for verification', () => {
    expect(letter.body).toContain('the date of the last payment on the account, the date of the first delinquency');
    expect(letter.body).toContain('verification of the debt (15 U.S.C. 1692g(b))');
  });

  it('never promises or offers payment and waives no defense', () => {
    expect(findAdmissions(letter.body)).toEqual([]);
    expect(letter.body).not.toMatch(/\b(?:will|shall|can|agree to|promise to) (?:pay|make (?:a )?payment)/i);
    expect(letter.body).not.toMatch(/settle|payment plan|installment/i);
    expect(letter.body).toContain('it does not waive the statute of limitations');
  });

  it('keeps the revival caution in the notes, never in the letter', () => {
    expect(letter.notes[0]).toMatch(/^Revival risk:/);
    expect(letter.body).not.toMatch(/reviv|restart/i);
  });

  it("gives the state's own revival rule where the reference has one", () => {
    const ny = generateTimeBarredLetter({ ...FULL_INPUT, state: 'NY', sol: { ...EXPIRED_SOL, state: 'NY' } });
    expect(ny.paragraphs[0]).toContain('statute of limitations in New York');
    expect(ny.notes[0]).toContain('N.Y. CPLR 214-i');
  });

  it('can add the cease request, and leaves a blank for an unknown state', () => {
    const l = generateTimeBarredLetter({ ...BARE_INPUT, alsoCease: true });
    expect(l.paragraphs[0]).toContain('statute of limitations in [YOUR STATE].');
    expect(l.body).toContain('I also request that you cease further communication with me about this debt (15 U.S.C. 1692c(c); 12 CFR 1006.6(c)).');
    expect(l.followUpDate).toBeUndefined();
  });

  it('warns the user when the dates say the period has not run out', () => {
    const l = generateTimeBarredLetter({ ...FULL_INPUT, sol: { status: 'within', state: 'OH', years: 6, runsOutOn: '2029-01-01' } });
    expect(l.paragraphs[0]).not.toContain('2029');
    expect(l.notes[0]).toContain('has not run out (it runs out on January 1, 2029)');
  });

  it('says the period is an estimate from the dates when it was counted, and that no date was counted when it rests on an answer', () => {
    expect(letter.notes).toContain(
      'Limitations periods differ by state and by type of debt, and the date they start from is a legal question: the period shown here is an estimate from the dates we had.',
    );
    const { runsOutOn: _counted, ...answered } = EXPIRED_SOL;
    const fromAnswer = generateTimeBarredLetter({ ...FULL_INPUT, sol: answered });
    expect(fromAnswer.paragraphs[0]).toContain('it appears to be past the statute of limitations in Ohio.');
    expect(fromAnswer.notes.join('\n')).not.toContain('estimate from the dates we had');
    expect(fromAnswer.notes).toContain(
      "Limitations periods differ by state and by type of debt, and the date they start from is a legal question: no date was counted here, so this letter rests on what you know of the debt's age.",
    );
  });

  it('says the caution rests on what the person told us when no date was counted', () => {
    const l = generateTimeBarredLetter({ ...FULL_INPUT, sol: { status: 'within', state: 'OH', years: 6 } });
    expect(l.notes[0]).toBe(
      'Careful: from what you told us, the limitations period in Ohio has not run out. Send this letter only if you have reason to think otherwise; otherwise a dispute and request for verification fits better.',
    );
  });

  it('is deterministic', () => {
    expect(generateTimeBarredLetter({ ...FULL_INPUT, findings: [SUIT_THREAT], sol: EXPIRED_SOL })).toEqual(letter);
  });
});
