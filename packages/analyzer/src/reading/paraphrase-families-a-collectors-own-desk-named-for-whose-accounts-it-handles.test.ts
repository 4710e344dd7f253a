/**
 * A collector's own desk signing over its true name, the desk named for whose accounts it handles ("Student Account Services",
 * "Member Accounts Department", "Tenant Account Services"; issue 26, open law letter W592, a false flag on a lawful letter).
 * Tests, not the measure.
 *
 * The law: a debt collector must use its true name (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)); a letter signed by one of its own
 * departments over that name uses one name (decision 185). The reader already took "Patient Account Services" or "Customer
 * Service Department" for such a desk; a desk named for students, members, tenants, residents, borrowers or guests is the same.
 *
 * Must stay silent: those desks signing directly over the collector's name. Must still flag: a different firm's name beside the
 * collector's, and a distinctive name that is not a desk.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const letter = (signature: string): string =>
  [
    'BLUEGRASS REVENUE PARTNERS, LLC\nP.O. Box 11870, Lexington, KY 40578',
    'October 6, 2025',
    'Brandon Slone\n77 College Street\nRichmond, KY 40475',
    'Creditor: Eastern Kentucky State College\nBalance: $2,036.75',
    'Dear Mr. Slone:',
    'Eastern Kentucky State College has placed your unpaid account balance with our company for collection. Please call us to pay or to discuss a payment plan.',
    `Sincerely,\n\n${signature}\nBluegrass Revenue Partners, LLC`,
    'This communication is from a debt collector.',
  ].join('\n\n');

const outcome = (signature: string): string =>
  ruleOutcome('name_not_true_name', letter(signature), { state: 'KY', senderIsOriginalCreditor: false }, '2025-10-14');

describe('a collector’s own desk named for whose accounts it handles', () => {
  it('stays silent for the desk the reader already knew (the control)', () => {
    expect(outcome('Patient Account Services')).not.toBe('flag');
  });
  it.each([
    'Student Account Services',
    'Member Accounts Department',
    'Tenant Account Services',
    'Resident Accounts Team',
    'Borrower Services',
    'Student Accounts',
  ])('stays silent: %s', (signature) => {
    expect(outcome(signature)).not.toBe('flag');
  });
  it.each(['Campus Recovery Group, Inc.', 'Summit Student Recovery Bureau, Inc.'])('still flags: %s', (signature) => {
    expect(outcome(signature)).toBe('flag');
  });
});
