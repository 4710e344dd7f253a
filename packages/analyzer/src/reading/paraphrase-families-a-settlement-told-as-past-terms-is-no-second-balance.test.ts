/**
 * A settlement told as the terms of a past agreement is no second figure for the debt (issue 26, session 55; open law letter W502,
 * a false flag on a lawful letter). Tests, not the measure.
 *
 * The law: the amount of the debt must be stated clearly (15 U.S.C. 1692e(2)(A), 1692g(a)(1)); two figures each given as what is
 * owed now, unexplained, misstate it (legal-reference §1.5; decision 157 reads the balance an offer is measured against as one).
 * A letter that recites an earlier agreement ("Your settlement agreement dated March 2 provided that we would accept $1,000.00 in
 * four payments of $250.00 in full settlement of the balance of $1,810.00"), says it ended, and states the balance now with its
 * arithmetic tells the history of the debt, not a second balance; an instalment's figure ("payments of $250.00 due on the 15th")
 * is never a balance.
 *
 * Must stay silent: the agreement's terms told as past (provided, agreed, under the agreement dated …), in English and Spanish.
 * Must still flag: a present offer measured against a balance other than the one the letter says is due now.
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, ruleOutcome } from './test-letters';

const NOW = 'The balance now due is $1,310.00 ($1,810.00 less the $500.00 you paid). No interest or fees have been added.';
const ANSWERS = { state: 'NJ', senderIsOriginalCreditor: false, isFirstContact: false, allPagesUploaded: true };
const outcome = (body: string): string =>
  ruleOutcome(
    'amounts_contradictory',
    bareLaterLetter(`${body}\n\n${NOW}\n\nPlease call us at 732-555-0187.`, 'Metuchen, NJ 08840', 'July 6, 2021'),
    ANSWERS,
    '2021-07-10',
  );

describe('a settlement told as past terms is no second balance', () => {
  it.each([
    'Your settlement agreement with our office dated March 2, 2021 provided that we would accept $1,000.00, paid in four monthly payments of $250.00 due on the 15th of each month, in full settlement of the balance of $1,810.00. Two payments were missed and the settlement ended on May 26, 2021.',
    'On March 2, 2021 you agreed to settle the balance of $1,810.00 for $1,000.00 in four payments of $250.00. The agreement ended when the May payment was not made.',
    'Under the agreement dated March 2, 2021, we agreed to accept $1,000.00 to resolve your balance of $1,810.00 if all four installments of $250.00 were paid on time. They were not, and the agreement has ended.',
    'Su acuerdo de liquidación del 2 de marzo de 2021 establecía que aceptaríamos $1,000.00 en cuatro pagos de $250.00 como liquidación total de su saldo de $1,810.00. Ese acuerdo terminó el 26 de mayo de 2021.',
  ])('stays silent: %s', (body) => expect(outcome(body)).toBe('silent'));
  it('still flags a present offer against another balance', () =>
    expect(outcome('We will accept $1,000.00 in full settlement of your balance of $1,950.00 if paid by July 30, 2021.')).toBe('flag'));
});
