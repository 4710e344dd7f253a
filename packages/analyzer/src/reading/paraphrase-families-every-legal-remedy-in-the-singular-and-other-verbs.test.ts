/**
 * "All legal remedies" said in the singular and with other verbs (issue 26, open paraphrase P219 of development L884). Tests,
 * not the measure.
 *
 * The law: a collection agency that warns it "will pursue all legal remedies available to our client" names legal action
 * (*Bentley v. Great Lakes Collection Bureau*, 2d Cir. 1993); where the agency cannot take it or it is not intended, the
 * threat is one of action that cannot legally be taken or is not intended to be taken (15 U.S.C. 1692e(5)). The same warning
 * reads the same whether the remedy is "every legal remedy", "any legal remedy" or "each judicial remedy", and whatever the verb
 * ("use", "employ", "exercise", "resort to").
 *
 * What was missed on the start code: the remedies were read only in the plural ("legal remedies"), so "we will have to use every
 * legal remedy open to our client" raised no legal action.
 *
 * Each variant must give `threat_legal_action_unintended` the canonical sentence's outcome in an agency's first letter; the
 * consumer's own remedy ("you may have a legal remedy against us") stays no threat.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome, statuteEraLetter } from './test-letters';

const RULE = 'threat_legal_action_unintended';
const ANSWERS = { state: 'VA', isFirstContact: true };
const TODAY = '1996-10-25';
const outcome = (sentence: string, answers = {}): string =>
  ruleOutcome(
    RULE,
    statuteEraLetter(`Our client has engaged this agency to collect the past-due balance of $36.85. ${sentence}`),
    { ...ANSWERS, ...answers },
    TODAY,
  );

const CANONICAL = 'If you have not paid in full within five (5) days, we will be required to pursue all legal remedies available to our client.';

describe('every legal remedy reads as all legal remedies', () => {
  it.each([
    'Unless within five (5) days you have either called our office or paid in full, we will have to use every legal remedy open to our client.',
    'If you have not paid in full within five (5) days, we will employ any legal remedy available to our client.',
    'If you have not paid in full within five (5) days, we will exercise each judicial remedy available to our client.',
    'Si no paga la totalidad dentro de cinco (5) días, utilizaremos todo recurso legal a disposición de nuestro cliente.',
  ])('"%s" gives the canonical outcome, from the words and once the person says no suit was filed', (sentence) => {
    expect(outcome(sentence)).toBe(outcome(CANONICAL));
    expect(outcome(sentence, { lawsuitFiled: false })).toBe(outcome(CANONICAL, { lawsuitFiled: false }));
  });
  it('the canonical warning is no silence', () => {
    expect(outcome(CANONICAL)).not.toBe('silent');
  });
  it('the consumer’s own legal remedy is no threat', () => {
    expect(outcome('If we have made an error, you may have a legal remedy against us under federal law.')).toBe('silent');
  });
});
