import type { StateCode } from './sol-table';
import type { Tag } from './state-sol-notes';
import { testText } from '../text/prefilter';

/**
 * States that require a time-barred-debt disclosure in collection letters: legal-reference §4.3.
 * Reg F adds no federal disclosure but bans suits and threats of suit (1006.26) and lets a
 * state-mandated disclosure sit on the front of the validation notice below the current amount
 * (1006.34(d)(3)(iv)(B)). `recognizedBy` holds the prescribed wording the reference quotes, for
 * detecting a notice that is present; where the reference did not verify the wording it is empty.
 */

export type TimeBarredDisclosureRule = {
  jurisdiction: string;
  source: string;
  /** Who must give it and when. */
  who: string;
  /** Substance of the required notice. */
  substance: string;
  /** Patterns that recognise the prescribed notice in a letter (all must match). Empty when the wording is not verified. */
  recognizedBy: readonly RegExp[];
  wordingVerified: boolean;
  tag: Tag;
};

export const TIME_BARRED_DISCLOSURE_RULES: Readonly<Partial<Record<StateCode, readonly TimeBarredDisclosureRule[]>>> = {
  CA: [
    {
      jurisdiction: 'California',
      source: 'Cal. Civ. Code 1788.14(d) (from January 1, 2019; applies to creditors too); a parallel notice for debt buyers in 1788.52(d)',
      who: 'the first written communication after the debt becomes time-barred',
      substance:
        "Opens with 'The law limits how long you can be sued on a debt.'; says that because of the debt's age 'we will not sue you for it'; then either that the collector may report or continue to report it to credit bureaus as unpaid for as long as the law permits (within the FCRA reporting period), or that it will not report it (past that period).",
      recognizedBy: [/the\s+law\s+limits\s+how\s+long\s+you\s+can\s+be\s+sued\s+on\s+a\s+debt/i],
      wordingVerified: true,
      tag: 'S',
    },
  ],
  NY: [
    {
      jurisdiction: 'New York State',
      source: '23 NYCRR 1.3 (Department of Financial Services)',
      who: 'before accepting payment on a debt the collector knows or has reason to know may be time-barred, in the same medium as the payment',
      substance:
        'The collector believes the limitations period may have expired; suing on such a debt violates the FDCPA; if sued, the consumer can stop the suit by telling the court the period has expired; the consumer need not admit, acknowledge or promise to pay, or waive the defense; (as written) paying or acknowledging may restart the period, which DFS guidance of April 7, 2022 says is no longer true for consumer-credit debts under CPLR 214-i. The model wording opens by saying a DFS regulation requires the notice and that it is not legal advice.',
      recognizedBy: [/department\s+of\s+financial\s+services/i, /statute\s+of\s+limitations/i],
      wordingVerified: true,
      tag: 'S',
    },
    {
      jurisdiction: 'New York City',
      source: 'NYC Admin. Code 20-493.2(b); 6 RCNY 2-191',
      who: 'every communication about each time-barred debt (consumers in New York City)',
      substance:
        "NYC's own prescribed wording (the state 1.3(c) text is accepted in its place), in at least 12-point type, in a sharply contrasting colour, next to the amount claimed.",
      recognizedBy: [],
      wordingVerified: false,
      tag: 'S',
    },
  ],
  TX: [
    {
      jurisdiction: 'Texas',
      source: 'Tex. Fin. Code 392.307 (from September 1, 2019)',
      who: 'debt buyers collecting after the limitations period',
      substance:
        'A written notice in one of three versions depending on whether the debt can still be credit-reported and whether the buyer reports it; the buyer may not sue or arbitrate, and the debt is not revived.',
      recognizedBy: [],
      wordingVerified: false,
      tag: 'S',
    },
  ],
  NM: [
    {
      jurisdiction: 'New Mexico',
      source: '12.2.12.9 NMAC (Attorney General rule)',
      who: 'any person collecting, including original creditors',
      substance:
        "Preface 'We are required by New Mexico Attorney General rule to notify you of the following information. This information is not legal advice.'; the debt is or may be unenforceable through a lawsuit; the person cannot be required to pay it through a lawsuit; no legal duty to sign an admission, acknowledgment or new promise, to pay, or to waive rights; and how revival works under NMSA 37-1-16.",
      recognizedBy: [/new\s+mexico\s+attorney\s+general\s+rule/i],
      wordingVerified: true,
      tag: 'S',
    },
  ],
  WV: [
    {
      jurisdiction: 'West Virginia',
      source: 'W. Va. Code 46A-2-128(f) (from June 6, 2014)',
      who: 'anyone collecting a debt past the limitations period',
      substance:
        'Within the FCRA reporting period: the law limits how long you can be sued; because of the age of the debt the owner cannot sue you for it; if you do not pay, the owner may report or continue to report it as unpaid. Past the reporting period: the owner cannot sue and cannot report it to any credit reporting agency.',
      recognizedBy: [/the\s+law\s+limits\s+how\s+long\s+you\s+can\s+be\s+sued/i],
      wordingVerified: true,
      tag: 'S',
    },
  ],
  MA: [
    {
      jurisdiction: 'Massachusetts',
      source: '940 CMR 7.07(24) (Attorney General regulations)',
      who: 'creditors, broadly defined, including debt buyers using agents',
      substance: 'Reported to require a notice that the debt is too old to sue on, addressing credit reporting; the exact text is not verified.',
      recognizedBy: [],
      wordingVerified: false,
      tag: 'U',
    },
  ],
  CT: [
    {
      jurisdiction: 'Connecticut',
      source: 'Conn. Gen. Stat. 36a-814 and Department of Banking rules',
      who: 'debt buyers and consumer collection agencies',
      substance: 'Suit is barred and purchased debt is not revived; a disclosure requirement (2014) is reported but its text is not verified.',
      recognizedBy: [],
      wordingVerified: false,
      tag: 'U',
    },
  ],
  NC: [
    {
      jurisdiction: 'North Carolina',
      source: 'N.C. Gen. Stat. 58-70-115 (Collection Agency Act)',
      who: 'collection agencies, including debt buyers',
      substance:
        'Reported: collecting a time-barred debt is unlawful unless the agency says the consumer is not obligated to pay; other sources say debt buyers may not collect time-barred debt at all. Not verified.',
      recognizedBy: [],
      wordingVerified: false,
      tag: 'U',
    },
  ],
};

export const timeBarredDisclosureRulesFor = (state: string | null): readonly TimeBarredDisclosureRule[] =>
  (state ? TIME_BARRED_DISCLOSURE_RULES[state as StateCode] : undefined) ?? [];

/** True when a letter contains a prescribed notice the reference quotes for this state (all patterns of one rule match). */
export const hasRecognizedTimeBarredDisclosure = (state: string | null, text: string): boolean =>
  timeBarredDisclosureRulesFor(state).some((r) => r.recognizedBy.length > 0 && r.recognizedBy.every((p) => testText(p, text)));
