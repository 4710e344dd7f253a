/**
 * A private collector named as a state's bureau, department or office of accounts, compliance or collections ("MISSISSIPPI
 * BUREAU OF ACCOUNT COMPLIANCE", "Texas Department of Debt Enforcement") (issue 26, open law letter W187). Tests, not the
 * measure.
 *
 * The law: a debt collector may not falsely represent or imply that it is vouched for, bonded by or affiliated with a State, and
 * may not use a name other than its true name or a communication that creates a false impression of its source
 * (15 U.S.C. 1692e(1), (9), (14); 12 CFR 1006.18(b)(1)(i), (c)(3)). A state's name joined to a public body's noun and a
 * regulator's subject reads as a state agency, as "State Recovery Division" or "Department of Revenue" does.
 *
 * What was missed on the start code: a state's own name in place of "State" before the body ("Mississippi Bureau of …").
 *
 * Near misses: a private company with a state's name that says what it is ("Mississippi Credit Services, Inc.", "Texas
 * Recovery Group, LLC"), a government-sounding name that ends in a company's legal form ("STATE RECOVERY BUREAU, INC.", open
 * paraphrase P400 of development L1111), and a state's agency named as the one a complaint may go to.
 */
import { describe, expect, it } from 'vitest';
import { runRule } from './test-letters';

const letter = (head: string, body = 'The Bureau has recorded this delinquency. Resolve this matter by calling 601-555-0187.'): string =>
  [
    `${head}\nP.O. Box 22718, Jackson, MS 39225`,
    'November 9, 2020',
    'Ms. Charlene Tubb\n209 Poplar Blvd\nJackson, MS 39202',
    'RE: Magnolia Rent-To-Own, agreement XXXX0331, $538.00',
    body,
    'This is an attempt to collect a debt by a debt collector, and any information obtained will be used for that purpose.',
  ].join('\n\n');
const flagged = (head: string, body?: string): boolean =>
  runRule('government_affiliation_implied', letter(head, body), { allPagesUploaded: true }, 'MS', '2020-11-19').flagged;

describe('a collector named as a state’s bureau of accounts', () => {
  it('the canonical "State Recovery Division" flags', () => {
    expect(flagged('STATE RECOVERY DIVISION')).toBe(true);
  });
  it.each([
    'MISSISSIPPI BUREAU OF ACCOUNT COMPLIANCE',
    'Texas Department of Debt Enforcement',
    'Office of Florida Account Collections',
    'Georgia Division of Collections',
  ])('"%s" flags', (head) => {
    expect(flagged(head)).toBe(true);
  });
  // A company's legal form after the name tells the reader it is a private company (development L1111 held "State Collection
  // Service" lawful; open paraphrase P400, "STATE RECOVERY BUREAU, INC.", was flagged on the code before).
  it.each(['Mississippi Credit Services, Inc.', 'Texas Recovery Group, LLC', 'STATE RECOVERY BUREAU, INC.', 'Mississippi Bureau of Account Compliance, LLC'])(
    '"%s" stays silent',
    (head) => {
      expect(flagged(head, 'Please call us at 601-555-0187 to resolve this account.')).toBe(false);
    },
  );
  it('a state agency named as the place for a complaint stays silent', () => {
    expect(
      flagged(
        'Magnolia Credit Services, Inc.',
        'Please call us at 601-555-0187. You may also contact the Mississippi Department of Banking and Consumer Finance about your rights.',
      ),
    ).toBe(false);
  });
});
