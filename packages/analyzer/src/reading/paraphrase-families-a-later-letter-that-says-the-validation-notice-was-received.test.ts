/**
 * A later letter that speaks of the validation notice the consumer already received ("You received our validation notice in
 * December and did not dispute the debt") is not itself a validation notice (issue 26, open law letter W157). Tests, not the
 * measure.
 *
 * The law: the notice of 15 U.S.C. 1692g(a) and 12 CFR 1006.34 is the initial communication or follows it within five days; a
 * later letter that recalls it owes none of its items, and judging it item by item as a notice finds every item "missing". The
 * words "validation notice" name the notice either way: as the letter's own heading, or as an earlier letter received, sent or
 * mailed ("our validation notice of December 4", "the validation notice we mailed you last month").
 *
 * What was missed on the start code: "You received our validation notice in December" made the letter a validation notice, and
 * twelve items were flagged missing on a lawful law firm's letter.
 *
 * Near miss: a notice headed "VALIDATION NOTICE" that leaves out the end date of the period is still judged as a notice.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../index';

const VN_FINDINGS = (text: string, answers: Record<string, unknown> = {}): string[] =>
  analyzeText(text, { answers: { state: 'OH', senderIsOriginalCreditor: false, allPagesUploaded: true, ...answers }, today: '2024-02-22' })
    .findings.map((f) => f.id)
    .filter((id) => id.startsWith('vn_'));

const laterLetter = (sentence: string): string =>
  [
    'HALVERSON DREXLER LPA\nAttorneys at Law\n600 Superior Ave E, Cleveland, Ohio 44114',
    'February 12, 2024',
    'Ms. Angela Boateng\n3317 E. 116th St\nCleveland, OH 44120',
    'Our client: Cuyahoga Community Credit Union\nLoan: XXXX6672\nBalance: $4,377.19',
    'Dear Ms. Boateng:',
    `I am writing on behalf of Cuyahoga Community Credit Union. ${sentence}`,
    'Please call me at 216-555-0120 by March 15, 2024 to discuss a payment plan.',
    'Very truly yours,\nNoah Halverson, Esq.',
    'This communication is from a debt collector.',
  ].join('\n\n');

describe('a later letter that says the validation notice was received is no validation notice', () => {
  it.each([
    'You received our validation notice in December and did not dispute the debt.',
    'Our validation notice of December 4, 2023 gave you until January 8, 2024 to dispute the debt.',
    'As the validation notice we mailed you last month explained, you had thirty days to dispute the debt.',
    'You were sent a validation notice on December 4, 2023, and we received no dispute.',
  ])('"%s" gets no validation-notice finding', (sentence) => {
    expect(VN_FINDINGS(laterLetter(sentence), { isFirstContact: false })).toEqual([]);
    expect(VN_FINDINGS(laterLetter(sentence))).toEqual([]);
  });
  it('a notice headed VALIDATION NOTICE without the end date of the period is still judged as a notice', () => {
    const notice = [
      'Apex Recovery Group\nPO Box 100\nDallas, TX 75201',
      'February 12, 2024',
      'Maria Gomez\n12 Oak St\nAustin, TX 78701',
      'VALIDATION NOTICE',
      'Apex Recovery Group is a debt collector. We are trying to collect a debt that you owe to Pinecrest Bank. We will use any information you give us to help collect the debt.',
      'Call or write to us to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
    ].join('\n\n');
    expect(VN_FINDINGS(notice, { state: 'TX', isFirstContact: true })).toContain('vn_end_date_missing');
  });
});
