import { describe, expect, it } from 'vitest';
import { analyzeText } from '../engine/analyze';
import { readLetter } from '../reading/read-letter';
import { readValidationStatements } from '../reading/validation-statements';
import { readListedUntilPaid } from '../reading/listed-until-paid';
import { timeBarSaidInLetter } from '../rules/_conduct-and-time-bar/time-bar';
import { forgetLastLetter, onForgetLetter } from './last-letter';

const LETTER = `Apex Recovery LLC is a debt collector. We are trying to collect a debt that you owe to Star Bank.
You owe $1,240.00. Call or write to us by May 2, 2025, to dispute all or part of the debt.
If you do not pay by April 10, 2025, we may refer your account to an attorney.`;

describe('what the readers keep of the last letter', () => {
  it('is kept within one analysis and dropped by forgetLastLetter: the same reading, read again', () => {
    const first = readLetter(LETTER);
    expect(readLetter(LETTER)).toBe(first);
    const statements = readValidationStatements(LETTER);
    forgetLastLetter();
    const again = readLetter(LETTER);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
    expect(readValidationStatements(LETTER)).not.toBe(statements);
    expect(readValidationStatements(LETTER)).toEqual(statements);
  });

  it('holds the time bar the letter admits and a listing in force until payment the same way (decisions 542, 545)', () => {
    const OLD =
      'Because of the age of your debt, we will not sue you for it. Your name has been placed in our national check database, and merchants may decline your checks until this matter is resolved.';
    const admitted = timeBarSaidInLetter(OLD);
    const listed = readListedUntilPaid(OLD);
    expect(admitted.length).toBeGreaterThan(0);
    expect(listed.length).toBeGreaterThan(0);
    expect(timeBarSaidInLetter(OLD)).toBe(admitted);
    expect(readListedUntilPaid(OLD)).toBe(listed);
    forgetLastLetter();
    expect(timeBarSaidInLetter(OLD)).not.toBe(admitted);
    expect(timeBarSaidInLetter(OLD)).toEqual(admitted);
    expect(readListedUntilPaid(OLD)).not.toBe(listed);
  });

  it('is dropped when an analysis ends, so an idle process keeps none of the letter', () => {
    let forgotten = 0;
    onForgetLetter(() => {
      forgotten++;
    });
    const before = readLetter(LETTER);
    analyzeText(LETTER, { answers: { state: 'NY' }, today: '2025-04-01' });
    expect(forgotten).toBe(1);
    expect(readLetter(LETTER)).not.toBe(before);
  });
});
