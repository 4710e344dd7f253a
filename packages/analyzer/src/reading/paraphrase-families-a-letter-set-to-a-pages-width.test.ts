/**
 * Paraphrase family for decision 328 (issue 26): the same letter set to a page's width, as the text of a PDF or a scan comes
 * (every line broken between words), must be read as the letter in paragraphs is. Sentences wrapped across lines are read
 * as one (`text/reading-text.ts` joins them at the same length); a piece of a wrapped sentence is never a sender's name, a
 * heading or a label. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText } from '../index';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const head = 'Acme Recovery Services, Inc.\nPO Box 100, Columbus, OH 43215\n\nMarch 3, 2016\n\nDear John Smith:';
const foot =
  'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.\n\nSincerely,\nAcme Recovery Services, Inc.';
const letter = (body: string): string => `${head}\n\n${body}\n\n${foot}`;
const flagged = (text: string, answers: Record<string, unknown> = {}): string[] =>
  analyzeText(text, { answers: { state: 'OH', allPagesUploaded: true, ...answers }, today: '2016-03-14' }).findings.map((f) => f.id);

describe('a letter set to a page’s width reads as the letter in paragraphs', () => {
  it('reads a sentence that ties the collection to another creditor across its line breaks (Taylor v. Alltran)', () => {
    const text =
      'Original Creditor: Springleaf Financial Services Inc.\nCurrent Creditor: LVNV Funding, LLC\nAlltran Financial, LP has been contracted to lead and\nrepresent in the collection of the judgment awarded on your\nSpringleaf Financial Services Inc. account.\n[...]';
    expect(
      ruleOutcome('vn_current_creditor', text, { state: 'IN', isFirstContact: true, senderIsOriginalCreditor: false, allPagesUploaded: false }, '2018-01-15'),
    ).toBe('flag');
  });

  it('reads a threat inside the validation period wrapped across lines', () => {
    const text = statuteEraLetter(
      'Unless payment in full is received within ten days of the date of this letter, we will\nrefer your account to our attorneys with instructions to\nfile suit against you.',
      { notice: true },
    );
    expect(flagged(text, { isFirstContact: true })).toContain('overshadow_threat_inside_period');
  });

  it('never reads a piece of a wrapped sentence as the sender’s name or a heading (a passage quoted from a settlement letter)', () => {
    const irs =
      'March 17, 2016\n\n[...]\nThe Internal Revenue Service (IRS) requires financial\ninstitutions to annually report to the IRS discharges of\ndebt in the amount of $600 or greater. If the settlement\namount that you agreed to pay results in a discharge of $600\nor more, the creditor may be required to report that amount to the\nIRS via IRS Form 1099C.\n[...]';
    expect(flagged(irs, { allPagesUploaded: false })).not.toContain('government_affiliation_implied');
    const bureau =
      '[...]\nThe law limits how long you can be sued on a debt. Because\nof the age of your debt, Zed Funding LLC will not sue you\nfor it, and Zed Funding LLC will not report it to any\ncredit reporting agency.\n[...]';
    expect(flagged(bureau, { allPagesUploaded: false })).not.toContain('credit_bureau_impersonation');
  });

  it('reads a figure’s label across the line break of a wrapped sentence', () => {
    const text = letter(
      'Our client claims an account balance of $17,230.29 consisting of the principal\nbalance of $13,205.30 and interest of $3,871.39 at the rate of 6.00% plus incurred costs of $153.60.',
    );
    expect(flagged(text, { isFirstContact: false })).not.toContain('amounts_contradictory');
  });
});
