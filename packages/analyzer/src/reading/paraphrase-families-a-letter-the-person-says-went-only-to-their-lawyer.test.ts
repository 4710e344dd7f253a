/**
 * Paraphrase family for decision 426: a letter the person says went to their lawyer, not to them (`sentOnlyToAttorney`). A letter
 * a lawyer passes on, or a fragment of one, often shows no addressee; the words cannot tell whether the collector wrote to the
 * consumer or, as 15 U.S.C. 1692c(a)(2) requires of a represented consumer, to the lawyer. `contact_represented_consumer` asks
 * when the words show no one the letter is addressed to, and passes the letter sent to the lawyer. The Second and Ninth Circuits
 * hold a letter directed only to the consumer's lawyer outside the Act (Kropelnicki v. Siegel, 2d Cir. 2002; Guerrero v. RJM
 * Acquisitions, 9th Cir. 2007; Song v. Tromberg, Morris & Poulin, E.D.N.Y. 2021, development L1170): there no check applies to it.
 * Elsewhere the checks still judge its words (Evory v. RJM Acquisitions Funding, 7th Cir. 2007; Sayyed v. Wolpoff & Abramson, 4th
 * Cir. 2007). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { ruleOutcome } from './test-letters';

/** A fragment of a law firm's later letter, no addressee shown. */
const fragment = (body: string): string => `Tromberg, Morris & Poulin, PLLC\n39 Broadway, New York, NY 10006\n\nJanuary 11, 2021\n\n${body}`;
const DEMAND =
  'If we do not hear from you, and your payment in the amount of $3,500.00 is not received within ten days, we may resume legal collection activity.';

const represented = (body: string, answers: UserAnswers, state = 'NY'): string =>
  ruleOutcome('contact_represented_consumer', fragment(body), { state, collectorKnowsAttorney: true, ...answers }, '2021-01-21');
const paidDebtDemand = (answers: UserAnswers, state: string): string =>
  ruleOutcome('misstated_legal_status', fragment(DEMAND), { state, debtAlreadyPaidOrSettled: true, ...answers }, '2021-01-21');

describe('a letter the person says went only to their lawyer', () => {
  it('asks whether it went to the lawyer when the words show no addressee', () => expect(represented(DEMAND, {})).toBe('ask'));
  it('passes it when it went to the lawyer, and flags it when it went to the consumer', () => {
    expect(represented(DEMAND, { sentOnlyToAttorney: true })).toBe('silent');
    expect(represented(DEMAND, { sentOnlyToAttorney: false })).toBe('flag');
  });
  it('flags without asking when the words show it is addressed to the consumer', () => expect(represented(`Dear Mr. Song:\n\n${DEMAND}`, {})).toBe('flag'));
  it('takes it outside the Act in the Second and Ninth Circuits only', () => {
    expect(paidDebtDemand({ sentOnlyToAttorney: true }, 'NY')).toBe('silent');
    expect(paidDebtDemand({ sentOnlyToAttorney: true }, 'CA')).toBe('silent');
    expect(paidDebtDemand({ sentOnlyToAttorney: true }, 'WI')).toBe('flag');
    expect(paidDebtDemand({}, 'NY')).toBe('flag');
  });
});
