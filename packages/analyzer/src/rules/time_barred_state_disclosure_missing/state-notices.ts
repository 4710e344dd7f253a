import type { IsoDate } from '../../types';

/**
 * States whose law prescribes a time-barred-debt notice in collection letters (legal-reference §4.3),
 * with the elements this rule looks for. Patterns are deliberately tolerant of wording: a notice in
 * substance is accepted; a notice missing an element the reference names is reported as incomplete.
 */

export type NoticeElement = { label: string; pattern: RegExp };

export type StateNotice = {
  state: string;
  jurisdiction: string;
  cite: string;
  /** Letters dated before this are not covered. */
  effective?: IsoDate;
  /** The state's rule also binds original creditors (so the federal "debt collector" gate does not apply). */
  coversCreditors: boolean;
  /** Only debt buyers must give it (Texas). */
  debtBuyersOnly?: boolean;
  /** The reference verified the wording ([S]); otherwise only the substance is reported ([U]). */
  wordingVerified: boolean;
  /** Only the first written communication after the debt became time-barred (California). */
  firstLetterAfterBarOnly?: boolean;
  elements: NoticeElement[];
};

const LAW_LIMITS: NoticeElement = {
  label: 'the opening statement "The law limits how long you can be sued on a debt"',
  pattern: /\bthe\s+law\s+limits\s+how\s+long\s+you\s+can\s+be\s+sued\b|\bla\s+ley\s+limita\s+(?:el\s+tiempo|cu[aá]nto\s+tiempo)/i,
};
const WILL_NOT_SUE: NoticeElement = {
  label: "a statement that, because of the debt's age, the owner will not sue you for it",
  pattern: /\b(?:will\s+not|won['’]t|cannot|can\s?not|can['’]t)\s+sue\s+you\b|\bno\s+(?:le|lo|la)\s+(?:demandar[aá]n?|demandaremos|puede\s+demandar)/i,
};
const CANNOT_SUE: NoticeElement = {
  label: "a statement that, because of the debt's age, the owner cannot sue you for it",
  pattern: /\b(?:cannot|can\s?not|can['’]t|may\s+not|is\s+not\s+(?:allowed|permitted)\s+to)\s+sue\s+you\b|\byou\s+cannot\s+be\s+sued\b/i,
};
const CREDIT_REPORTING: NoticeElement = {
  label: 'a statement whether the debt may (or will not) be reported to the credit reporting agencies',
  // In substance, in either language and any verb form: "may report or continue to report it to the credit
  // reporting agencies", "will not furnish it to any consumer reporting agency", "puede reportarla o seguir
  // reportándola a las agencias de informes de crédito", "no aparecerá en su informe de crédito".
  pattern: new RegExp(
    [
      String.raw`\b(?:report|reported|reporting)\s+(?:it\s+|this\s+(?:debt|account)\s+|the\s+debt\s+|your\s+(?:debt|account)\s+)?(?:to|with)\s+(?:the\s+|any\s+|a\s+)?(?:credit|consumer\s+reporting|nationwide)`,
      String.raw`\b(?:report|furnish|appear|remain|list)\w*\b[^.\n]{0,80}?\b(?:credit\s+(?:reporting|bureaus?|reports?|agenc\w*|files?|histor\w*)|consumer\s+reporting|nationwide\s+(?:consumer|credit))`,
      String.raw`\b(?:report|inform|notific|aparec|figur)\w*\b[^.\n]{0,80}?\b(?:(?:agencias|bur[oó]s?|oficinas|compa[nñ][ií]as)\s+de\s+(?:informes?\s+(?:de\s+)?)?cr[eé]dito|informes?\s+de\s+cr[eé]dito|historial\s+de\s+cr[eé]dito)`,
    ].join('|'),
    'i',
  ),
};
const SUIT_BARRED_GENERIC: NoticeElement = {
  label: 'a statement that the debt is too old to be sued on',
  pattern:
    /\bthe\s+law\s+limits\s+how\s+long\b|\b(?:cannot|can\s?not|can['’]t)\s+(?:sue|be\s+sued)\b|\btoo\s+old\s+(?:to|for)\b|\bunenforceable\b|\bstatute\s+of\s+limitations?\s+(?:has|may\s+have)\s+(?:expired|run|passed)/i,
};

/**
 * The consumer's choice (decision 156): New York's notice (23 NYCRR 1.3) tells the consumer they may choose to pay but need
 * not admit, acknowledge or promise to pay the debt or waive the time limit, and what a payment may do to the time to sue;
 * New Mexico's (12.2.12.9 NMAC) that there is no legal duty to sign an admission, acknowledgment or promise, to pay or to
 * waive a right, and how the debt may revive (NMSA 37-1-16). Either half, in any words, is this element; a notice that
 * says only that the time to sue may have run (and nothing of the consumer's choice) is not the state's notice whole.
 */
const CONSUMER_CHOICE: NoticeElement = {
  label: 'a statement that you need not admit, acknowledge or promise to pay the debt, or pay it (and what a payment may do to the time to sue)',
  pattern:
    /\b(?:no\s+legal\s+(?:duty|obligation)|not\s+(?:legally\s+)?(?:required|obligated)|need\s+not|(?:do|does)\s+not\s+(?:need|have)\s+to)\b[^.]{0,60}?\b(?:sign|admit|acknowledg\w*|promise|pay|waive)\b|\byou\s+may\s+(?:choose|decide|elect)\s+to\s+(?:make\s+(?:a\s+)?payments?|pay)\b|\b(?:restart|start\s+(?:over|again|anew)|revive|renew|reset|begin\s+again)\w*\b[^.]{0,60}?\b(?:time|period|statute|limit\w*|plazo)|\b(?:time|period|statute|limit\w*)\b[^.]{0,80}?\b(?:restart|start\s+(?:over|again|anew)|be\s+revived|revive|reset|begin\s+again)\b|\bno\s+(?:est[aá]\s+obligad[oa]|tiene\s+(?:la\s+)?obligaci[oó]n|tiene\s+que)\b|\breinici\w+/i,
};

export const STATE_NOTICES: Readonly<Record<string, StateNotice>> = {
  CA: {
    state: 'CA',
    jurisdiction: 'California',
    cite: 'Cal. Civ. Code 1788.14(d)',
    effective: '2019-01-01',
    coversCreditors: true,
    wordingVerified: true,
    firstLetterAfterBarOnly: true,
    elements: [LAW_LIMITS, WILL_NOT_SUE, CREDIT_REPORTING],
  },
  WV: {
    state: 'WV',
    jurisdiction: 'West Virginia',
    cite: 'W. Va. Code 46A-2-128(f)',
    effective: '2014-06-06',
    coversCreditors: true,
    wordingVerified: true,
    elements: [LAW_LIMITS, CANNOT_SUE, CREDIT_REPORTING],
  },
  NY: {
    state: 'NY',
    jurisdiction: 'New York',
    cite: '23 NYCRR 1.3 (and, in New York City, NYC Admin. Code 20-493.2(b); 6 RCNY 2-191)',
    coversCreditors: false,
    wordingVerified: true,
    elements: [
      {
        label: 'a statement that the collector believes the statute of limitations may have expired',
        pattern: /\bstatute\s+of\s+limitations?\b[^.]{0,60}?\b(?:may\s+have|has)\s+(?:expired|run|passed)|\blegal\s+time\s+limit\b/i,
      },
      {
        label:
          'a statement that if you are sued you can stop the suit by telling the court the time limit has expired (or that such a suit violates the FDCPA)',
        pattern:
          /\btell\s+the\s+court\b|\bstop\s+the\s+(?:law)?suit\b|\bprevent\s+the\s+creditor\s+from\s+obtaining\b|\bviolat\w*\s+(?:of\s+)?(?:the\s+)?(?:Fair\s+Debt|FDCPA)/i,
      },
      CONSUMER_CHOICE,
    ],
  },
  TX: {
    state: 'TX',
    jurisdiction: 'Texas',
    cite: 'Tex. Fin. Code 392.307',
    effective: '2019-09-01',
    coversCreditors: false,
    debtBuyersOnly: true,
    wordingVerified: false,
    elements: [
      {
        label: 'a statement that the law limits how long you can be sued and that you cannot be sued on this debt',
        pattern: /\bthe\s+law\s+limits\s+how\s+long\b|\b(?:cannot|can\s?not|can['’]t)\s+(?:sue|be\s+sued)\b/i,
      },
    ],
  },
  NM: {
    state: 'NM',
    jurisdiction: 'New Mexico',
    cite: '12.2.12.9 NMAC',
    coversCreditors: true,
    wordingVerified: true,
    elements: [
      {
        label: 'a statement that the debt is or may be unenforceable through a lawsuit and you cannot be required to pay it through a lawsuit',
        pattern: /\bunenforceable\b|\bcannot\s+be\s+required\s+to\s+pay\b|\btoo\s+old\s+(?:for\s+you\s+)?to\s+be\s+sued\b/i,
      },
      CONSUMER_CHOICE,
    ],
  },
  MA: {
    state: 'MA',
    jurisdiction: 'Massachusetts',
    cite: '940 CMR 7.07(24)',
    coversCreditors: true,
    wordingVerified: false,
    elements: [SUIT_BARRED_GENERIC],
  },
  CT: {
    state: 'CT',
    jurisdiction: 'Connecticut',
    cite: 'Conn. Gen. Stat. 36a-814 and Department of Banking rules',
    coversCreditors: false,
    wordingVerified: false,
    elements: [SUIT_BARRED_GENERIC],
  },
  NC: {
    state: 'NC',
    jurisdiction: 'North Carolina',
    cite: 'N.C. Gen. Stat. 58-70-115',
    coversCreditors: false,
    wordingVerified: false,
    elements: [
      {
        label: 'a statement that you are not obligated to pay the debt (or that it is too old to be sued on)',
        pattern:
          /\bnot\s+(?:legally\s+)?(?:obligated|required)\s+to\s+pay\b|\bthe\s+law\s+limits\s+how\s+long\b|\b(?:cannot|can\s?not)\s+(?:sue|be\s+sued)\b|\bstatute\s+of\s+limitations?\s+(?:has|may\s+have)\s+(?:expired|run|passed)/i,
      },
    ],
  },
};
