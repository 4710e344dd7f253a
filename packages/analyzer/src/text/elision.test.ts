import { describe, expect, it } from 'vitest';
import { analyzeText } from '../index';
import { isElisionLine } from './elision';

describe('isElisionLine (decision 367)', () => {
  it.each(['[...]', '[…]', '[. . .]', '. . .', '…', '...', '....', '***', '* * *', '  *  *  *  *  '])(
    'reads "%s" alone on its line as a quoter\'s gap',
    (line) => {
      expect(isElisionLine(line)).toBe(true);
    },
  );

  it.each(['', 'Call us today…', 'and so on...', '****1234', 'Account: ***-**-1234', '* Required field', '[Editor: a note]', '. .'])(
    'does not read "%s" as one',
    (line) => {
      expect(isElisionLine(line)).toBe(false);
    },
  );
});

describe('a quotation read alike whatever mark it uses for a gap', () => {
  const quoted = (mark: string) =>
    ['February 23, 2017', '', 'CLIENT: PINECREST BANK', 'ORIGINAL CREDITOR: Summit Card Services', 'BALANCE: $484.28', 'OPENED: 12/10/2013', mark].join('\n');
  // Labelled fields and a gap, no sentence of a letter: no body to carry the notice or lack it (decision 209), whatever the mark.
  const asked = (mark: string) =>
    analyzeText(quoted(mark), { answers: { state: 'WI' }, today: '2017-03-05' })
      .questions.map((q) => q.id)
      .sort();

  it.each(['…', '. . .', '* * *', '...'])('asks the same questions with "%s" as with "[...]"', (mark) => {
    expect(asked(mark)).toEqual(asked('[...]'));
  });
});
