import type { StateCode } from './sol-table';
import type { Tag } from './state-sol-notes';

/**
 * Restarting ("re-aging") the limitations period by a payment or an acknowledgment: legal-reference
 * §4.2. State law decides revival; the federal overlay below applies everywhere.
 */

export type RevivalRule = {
  /** What revives (or does not), in plain words. */
  text: string;
  /** True when the reference says a payment or acknowledgment after expiry does not revive the debt (for the debts it names). */
  noRevivalAfterExpiry?: boolean;
  /**
   * The day the statute that bars revival took effect (decision 152): a letter sent before it was written under the
   * older law, where a payment or a written promise could still revive the debt (the majority pattern of §4.2).
   */
  inForceFrom?: string;
  /** True when the reference says a payment by itself does not revive a debt once barred (a signed writing may). */
  paymentDoesNotRevive?: boolean;
  /** True when an acknowledgment must be a signed writing. */
  writingRequired?: boolean;
  source: string;
  tag: Tag;
};

/** The majority pattern, for states the reference does not single out. */
export const DEFAULT_REVIVAL: RevivalRule = {
  text: 'In most states a partial payment or a written acknowledgment made before the period runs out restarts it; after it has run out, many states revive the debt only by a signed written acknowledgment or a new promise to pay, and some also by a partial payment.',
  source: 'the general pattern of state law',
  tag: 'U',
};

export const REVIVAL_RULES: Readonly<Partial<Record<StateCode, readonly RevivalRule[]>>> = {
  CA: [
    {
      text: 'An acknowledgment or promise must be in a signed writing; a payment by itself does not revive a debt once it is time-barred.',
      writingRequired: true,
      paymentDoesNotRevive: true,
      source: 'Cal. Code Civ. Proc. 360',
      tag: 'S',
    },
    {
      text: 'Since 2018 no suit may be brought after the 4-year period on the accounts CCP 337(d) covers, and later payments are limited in extending it (verify the exact wording).',
      noRevivalAfterExpiry: true,
      inForceFrom: '2019-01-01',
      source: 'Cal. Code Civ. Proc. 337(d)',
      tag: 'S',
    },
  ],
  MA: [{ text: 'An acknowledgment must be in writing to restart the period.', writingRequired: true, source: 'Mass. Gen. Laws c. 260, § 13', tag: 'S' }],
  NY: [
    {
      text: 'For consumer credit debts, a payment, affirmation or other activity after the 3-year period has run does not revive it.',
      noRevivalAfterExpiry: true,
      inForceFrom: '2022-04-07',
      source: 'N.Y. CPLR 214-i',
      tag: 'S',
    },
  ],
  TX: [
    {
      text: 'A debt buyer may not sue or arbitrate after the period has run, and the debt is not revived by a payment or acknowledgment.',
      noRevivalAfterExpiry: true,
      inForceFrom: '2019-09-01',
      source: 'Tex. Fin. Code 392.307',
      tag: 'S',
    },
  ],
  CT: [
    {
      text: 'A creditor or agency that purchased the debt may not sue after the period has run, and a later payment or affirmation does not extend it (since October 1, 2016).',
      noRevivalAfterExpiry: true,
      inForceFrom: '2016-10-01',
      source: 'Conn. Gen. Stat. 36a-814',
      tag: 'S',
    },
  ],
  WI: [
    {
      text: 'When the period runs out the debt itself is extinguished, not only the right to sue.',
      noRevivalAfterExpiry: true,
      source: 'Wis. Stat. 893.05',
      tag: 'U',
    },
  ],
  MS: [
    {
      text: 'When the period runs out the debt itself is extinguished, not only the right to sue.',
      noRevivalAfterExpiry: true,
      source: 'Miss. Code 15-1-3',
      tag: 'U',
    },
  ],
  WA: [
    {
      text: 'A payment made after the period has run does not restart, revive or extend it (since July 28, 2019); before then a payment on the debt restarted the period, and an acknowledgment or promise counts only in a signed writing.',
      paymentDoesNotRevive: true,
      inForceFrom: '2019-07-28',
      source: 'RCW 4.16.270 as amended by Laws 2019 ch. 377 (HB 1730); RCW 4.16.280',
      tag: 'S',
    },
  ],
  NC: [
    {
      text: 'A payment after the period has run revives the debt only if the circumstances show you acknowledged the obligation.',
      source: 'North Carolina case law (secondary summary)',
      tag: 'S',
    },
  ],
};

/** Applies in every state (legal-reference §4.2 'Federal overlay', §1.6). */
export const FEDERAL_TIME_BARRED_RULES: readonly string[] = [
  'A debt collector must not sue or threaten to sue on a time-barred debt (12 CFR 1006.26(b)); proofs of claim in bankruptcy are the exception.',
  'A letter that hides that a payment or promise could revive the right to sue, or that implies an old debt is legally enforceable, can be misleading (15 U.S.C. 1692e; Pantoja v. Portfolio Recovery, 7th Cir. 2017).',
  'Paying or acknowledging a debt never restarts the 7-year credit-reporting period (15 U.S.C. 1681c).',
];

/** Design rule of legal-reference §4.2, shown before any payment on a possibly time-barred debt. */
export const REVIVAL_WARNING =
  'Before paying anything or signing anything about an old debt, know that in many states a payment or a written acknowledgment can restart the period in which you can be sued. Do not admit that you owe the debt in writing.';

/**
 * The state's law bars reviving a time-barred debt on `on` (a letter's date): a statute that bars revival counts only
 * from the day it took effect (New York's CPLR 214-i from 7 April 2022, Texas's Fin. Code 392.307 from 1 September
 * 2019, Connecticut's 36a-814 from 1 October 2016, California's CCP 337(d) from 1 January 2019). Before it, the
 * state's older law let a payment or a written promise revive the debt, which is the warning Pantoja requires. Where a
 * payment by itself never revives a barred debt (California, CCP 360; Washington from 28 July 2019, RCW 4.16.270 as
 * amended, decision 186), a letter asking for one has no revival to warn of.
 * Without a date, the statute is taken as in force. Null: the state is not known.
 */
export const noRevivalOn = (state: string | null, on: string | null): boolean | null =>
  state ? revivalRulesFor(state).some((r) => (r.paymentDoesNotRevive || r.noRevivalAfterExpiry) && (!r.inForceFrom || !on || on >= r.inForceFrom)) : null;

export const revivalRulesFor = (state: string | null): readonly RevivalRule[] => {
  const specific = state ? REVIVAL_RULES[state as StateCode] : undefined;
  return specific ?? [DEFAULT_REVIVAL];
};
