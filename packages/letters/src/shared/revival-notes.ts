/**
 * Revival ("re-aging") cautions of legal-reference §4.2, for the user's notes only: never inside a
 * letter. State law decides revival; the general pattern applies where the reference names no rule.
 */

const GENERAL =
  'In most states a partial payment or a written acknowledgment made before the limitations period runs out restarts it; after it has run out, many states revive the debt by a signed written acknowledgment or a new promise to pay, and some also by a partial payment.';

const BY_STATE: Readonly<Record<string, string>> = {
  CA: 'California: an acknowledgment or promise revives a debt only if it is in a signed writing, and a payment by itself does not revive a debt once it is time-barred (Cal. Code Civ. Proc. 360); since 2018, suits after the 4-year period are barred on the accounts Code Civ. Proc. 337(d) covers.',
  MA: 'Massachusetts: an acknowledgment must be in writing to restart the period (Mass. Gen. Laws c. 260, § 13).',
  NY: 'New York: for consumer credit debts, a payment, affirmation or other activity after the period has run does not revive the debt (N.Y. CPLR 214-i).',
  TX: 'Texas: a debt buyer may not sue after the period has run, and a payment or acknowledgment does not revive the debt (Tex. Fin. Code 392.307).',
  CT: 'Connecticut: a creditor or agency that bought the debt may not sue after the period has run, and a later payment or affirmation does not extend it (Conn. Gen. Stat. 36a-814).',
  WI: 'Wisconsin: the reference reports that when the period runs out the debt itself is extinguished (Wis. Stat. 893.05; not verified).',
  MS: 'Mississippi: the reference reports that when the period runs out the debt itself is extinguished (Miss. Code 15-1-3; not verified).',
  NC: 'North Carolina: a payment after the period has run revives the debt only if the circumstances show the obligation was acknowledged.',
};

/** The revival caution for a state: the state's own rule when the reference gives one, and always the general warning. */
export const revivalNotes = (state: string | null | undefined): string[] => {
  const own = state ? BY_STATE[state.trim().toUpperCase()] : undefined;
  return [
    `Revival risk: before you pay anything on an old debt, or put anything in writing about it, know that a payment or a written acknowledgment can restart the time in which you can be sued. ${own ?? GENERAL} Nothing in this letter admits the debt or promises a payment; keep it that way if you change it.`,
    'Paying or acknowledging a debt never restarts the 7-year credit-reporting period (15 U.S.C. 1681c).',
  ];
};
