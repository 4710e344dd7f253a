/**
 * A written dispute said to be what the law requires (issue 26, open paraphrase P231 of development L1190). Tests, not the
 * measure.
 *
 * The law: any dispute, oral or written, keeps the debt from being assumed valid (15 U.S.C. 1692g(a)(3); 12 CFR
 * 1006.34(c)(3)(iii)); a notice that says every dispute must be in writing misstates the right (*Camacho v. Bridgeport
 * Financial*, 9th Cir. 2005; *Clark v. Absolute Collection Service*, 4th Cir. 2014; *Hooks v. Forman, Holt*, 2d Cir. 2013). Saying
 * that the Act itself requires it ("the FDCPA requires that any dispute be sent to this office in writing") misstates the law as
 * well as the right (*Almada v. Krieger*, the Ninth Circuit's reading in L1190).
 *
 * What was missed on the start code: the writing rule read a dispute that "must" be in writing, and writing as the only way, but
 * not a law or an Act said to require that disputes be in writing.
 *
 * Near misses that stay silent: the law said to require writing for verification or the original creditor's name (which it
 * does); a request to stop contact said to need writing (1692c(c)).
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'dispute_must_be_in_writing_misstated';
const outcome = (sentence: string, state = 'CA'): string =>
  ruleOutcome(RULE, statuteEraLetter(sentence), { state, isFirstContact: true, allPagesUploaded: true }, '2016-03-13');

describe('a written dispute said to be what the law requires', () => {
  it.each([
    'The federal Fair Debt Collection Practices Act requires that any dispute of this debt, in whole or in part, be sent to this office in writing within thirty (30) days after you receive this letter.',
    'Federal law requires that all disputes be made in writing within thirty days after you receive this notice.',
    'The FDCPA requires you to dispute this debt in writing within thirty days of receiving this letter.',
    'Under federal law, any dispute is required to be submitted in writing within thirty days after receipt of this notice.',
    'La ley federal exige que toda disputa de esta deuda se envíe a esta oficina por escrito dentro de los treinta días siguientes a la recepción de esta carta.',
  ])('"%s" flags', (sentence) => {
    expect(outcome(sentence)).toBe('flag');
  });
  it.each([
    'Federal law requires that a request for verification be made in writing within thirty days after you receive this notice.',
    'The FDCPA requires that a request for the name and address of the original creditor be made in writing within thirty days.',
    'The law requires that a request to stop all communication be made in writing.',
  ])('"%s" stays silent', (sentence) => {
    expect(outcome(sentence)).not.toBe('flag');
  });
});
