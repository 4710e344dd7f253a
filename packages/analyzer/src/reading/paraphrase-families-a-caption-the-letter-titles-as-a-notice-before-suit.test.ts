/**
 * Paraphrase family for decision 540 (issue 26: rejected theories flagged on the law letters' open half), written from the
 * law (15 U.S.C. 1692e(5), (10); decision 186: a caption presents a suit as begun, Sears v. Baretta Financial, W.D. Va.
 * 2015, unless the letter says plainly that none is filed yet, when the caption is a draft of the suit to come) and the ways
 * collectors title a caption as a notice that comes before suit: "Re: Creditor v. Consumer — PRE-SUIT NOTICE", "NOTICE OF
 * INTENT TO SUE" over the caption, "(Notice of Intent to File Suit)", "Pre-Litigation Notice", "AVISO PREVIO A DEMANDA",
 * "AVISO DE INTENCIÓN DE DEMANDAR". The title says the suit has not begun as plainly as "no lawsuit has been filed": the
 * caption announces a suit to come (a categorical threat, asked and judged by its time), it does not present one as begun.
 * A caption titled as litigation or a pending suit ("LITIGATION NOTICE", "AVISO DE DEMANDA", "Notice of Pending Lawsuit"),
 * or set beside a court's docket number, is still a suit presented as begun.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { readSuitPresented } from './suit-presented';
import { firstLetter, ruleOutcome } from './test-letters';

const THREAT = 'threat_legal_action_unintended';
const COLLECTOR: UserAnswers = { state: 'VA', senderIsOriginalCreditor: false };

const headed = (heading: string): string =>
  firstLetter('Please pay the balance or call us at 800-555-0100 to discuss it.', { head: `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\n${heading}` });

/** A caption the letter titles as a notice before suit: a suit announced, not begun. */
const TITLED_BEFORE_SUIT = [
  'Re: Pinecrest Bank v. Maria Gomez — PRE-SUIT NOTICE',
  'PRE-SUIT NOTICE\nPinecrest Bank v. Maria Gomez',
  'NOTICE OF INTENT TO SUE\nRe: Pinecrest Bank vs. Maria Gomez',
  'Pinecrest Bank v. Maria Gomez (Notice of Intent to File Suit)',
  'Re: Pinecrest Bank v. Maria Gomez - Pre-Litigation Notice',
  'FINAL NOTICE BEFORE LAWSUIT\nPinecrest Bank versus Maria Gomez',
  'Pinecrest Bank v. Maria Gomez: notice before filing suit',
  'AVISO PREVIO A DEMANDA\nPinecrest Bank contra Maria Gomez',
  'Ref.: Pinecrest Bank contra Maria Gomez — AVISO DE INTENCIÓN DE DEMANDAR',
  'Pinecrest Bank contra Maria Gomez (aviso antes de la demanda)',
];

/** A caption titled as litigation or a pending suit, or beside a docket number: still a suit presented as begun. */
const STILL_BEGUN = [
  'Re: Pinecrest Bank v. Maria Gomez — LITIGATION NOTICE',
  'LITIGATION NOTICE\nPinecrest Bank v. Maria Gomez',
  'Re: Pinecrest Bank v. Maria Gomez — Notice of Pending Lawsuit',
  'Pinecrest Bank contra Maria Gomez — AVISO DE DEMANDA',
  'NOTICE OF INTENT TO SUE\nPinecrest Bank v. Maria Gomez\nDocket No. CV-25-01187',
  'Pinecrest Bank v. Maria Gomez',
];

describe('decision 540: a caption the letter titles as a notice before suit (readSuitPresented, threat_legal_action_unintended)', () => {
  it.each(TITLED_BEFORE_SUIT)('announced, not begun; asked, not flagged at once with no suit filed: %s', (heading) => {
    const text = headed(heading);
    const read = readSuitPresented(text);
    expect(read.begun).toEqual([]);
    expect(read.announced.length).toBeGreaterThan(0);
    expect(ruleOutcome(THREAT, text, COLLECTOR, '2025-06-12')).toBe('ask');
    expect(ruleOutcome(THREAT, text, { ...COLLECTOR, lawsuitFiled: false }, '2025-06-12')).not.toBe('flag');
  });
  it.each(STILL_BEGUN)('still begun, flagged at once with no suit filed: %s', (heading) => {
    const text = headed(heading);
    expect(readSuitPresented(text).begun.length).toBeGreaterThan(0);
    expect(ruleOutcome(THREAT, text, { ...COLLECTOR, lawsuitFiled: false }, '2025-06-12')).toBe('flag');
  });
});
