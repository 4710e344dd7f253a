/**
 * A letter to the consumer's lawyer ("Re: Your client Monique Ellis", "advising that you represent Ms. Ellis") that the person says
 * was addressed to someone else (issue 26, open law letter W251). Tests, not the measure.
 *
 * The law: a collector may communicate about the debt with the consumer's attorney (15 U.S.C. 1692c(b), (d); 12 CFR 1006.6(d)(1),
 * (a)(4)); once it knows the consumer is represented it must (1692c(a)(2)). The person who answers that the letter went to someone
 * else is right that it was not addressed to them, and the letter's own words show that someone is their lawyer.
 *
 * What was missed on the start code: the answer that the letter was addressed to another person flagged it, though the letter
 * says the addressee represents the consumer.
 *
 * Near miss: a letter to the consumer's employer that reveals the debt still flags.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const letter = (addressee: string, re: string): string =>
  [
    'PRAIRIE STATE RECOVERY SERVICES\n222 W. Adams St, Suite 1500, Chicago, IL 60606',
    'April 14, 2025',
    addressee,
    `Re: ${re} Midway Consumer Finance loan XXXX1816, balance $6,204.70`,
    'Our client has authorized us to offer a settlement of $3,100.00, payable in up to six monthly installments.',
    'This communication is from a debt collector.',
    'Sincerely,\nVanessa Kirby, Compliance Supervisor',
  ].join('\n\n');
const flagged = (addressee: string, re: string): boolean =>
  runRule(
    'third_party_letter_discloses_debt',
    letter(addressee, re),
    { addressedToThirdParty: true, allPagesUploaded: true, isFirstContact: false },
    'IL',
    '2025-04-24',
  ).flagged;

describe('a letter to the consumer’s lawyer that the person says went to someone else', () => {
  it('stays silent when the letter shows the addressee represents the consumer', () => {
    expect(flagged('Sarah B. Lindgren, Esq.\nLindgren Consumer Law, P.C.\n53 W. Jackson Blvd, Chicago, IL 60604', 'Your client Monique Ellis,')).toBe(false);
  });
  it('flags a letter to the consumer’s employer that reveals the debt', () => {
    expect(flagged('Human Resources Department\nAcme Manufacturing Co.\n1 Factory Rd, Chicago, IL 60608', 'Your employee Monique Ellis,')).toBe(true);
  });
});
