import type { IsoDate } from '@debtshield/clocks';
import type { RuleCheck } from '../answer-deadlines/table';
import type { Defense } from '../defenses';
import { longDate, type FilledItem } from './california-general-denial';

/**
 * A draft answer for a Texas justice court (a debt claim case, Tex. R. Civ. P. 508; the answer is due
 * under 502.5), filled from what the person entered (issue 28 part 4, decision 053).
 *
 * Texas has no official statewide answer form: the free form people use is TexasLawHelp.org's
 * CV-ANS-103, "Debt Collection Answer for Justice Court". Its printed text was not found in any stored
 * source, so this draft does not reproduce it: it is a plain written general denial, which the stored
 * sources say a Texas justice court accepts, with the justice court's caption (cause number, precinct,
 * place, county) and a certificate of service. The person can file it signed, or copy its facts onto
 * CV-ANS-103. DebtShield does not file, appear or advise.
 */

const READ_ON = '2026-11-23';

export const TX_ANSWER_FORM = {
  id: 'CV-ANS-103',
  title: 'Debt Collection Answer for Justice Court',
  publisher: 'TexasLawHelp.org and Texas Appleseed',
  /** TexasLawHelp's page for justice-court debt defendants, which links the answer guide and its form (as stored). */
  url: 'https://texaslawhelp.org/for-debt-collection-defendants-in-harris-county-pct1-pl2',
  citation: 'Tex. R. Civ. P. 502.5, 508',
} as const;

/** What the stored sources say about the answer, each quoted (decision 045's discipline). */
export const TEXAS_ANSWER_CHECKS: Record<'general_denial' | 'form' | 'no_official_form', RuleCheck> = {
  general_denial: {
    status: 'verified',
    kind: 'secondary',
    retrieved: READ_ON,
    quote:
      "If you are sued, you must file an answer within 14 days of the day you were served with the citation and the petition. The answer can be a simple denial of all the plaintiff's allegations. It must be in writing and filed with the court. You must also serve it on the plaintiff.",
    source: 'https://www.law.uh.edu/peopleslawyer/legal-topics/smallclaims/sued.html',
    sourceTitle: 'University of Houston Law Center, People\'s Lawyer, "If you are sued" (justice court)',
  },
  form: {
    status: 'verified',
    kind: 'secondary',
    retrieved: READ_ON,
    quote:
      'In Texas Justice Court, the official form for this is the CV-ANS-103, titled \u201cDebt Collection Answer for Justice Court,\u201d published by TexasLawHelp.org and Texas Appleseed. Filing an Answer is free, and the form walks defendants through a general denial, common defenses, and other critical sections.',
    source: 'https://legalclarity.org/answer-to-a-debt-collection-lawsuit-in-texas-example-pdf/',
    sourceTitle: 'legalclarity.org, "Answer to a Debt Collection Lawsuit in Texas: Example PDF"',
    comment: 'The same page: the form is four pages, "most recently updated in February 2025"; its printed text was not stored.',
  },
  no_official_form: {
    status: 'verified',
    kind: 'secondary',
    retrieved: READ_ON,
    quote:
      "Texas publishes no official statewide answer form \u2014 the Texas State Law Library confirms it. Defendants use the free court-vetted forms instead: TexasLawHelp's Debt Lawsuit Answer for justice court (CV-ANS-103) or the general Civil Answer (CV-ANS-102), or the Texas Justice Court Training Center's answer form. Filing an answer is free, and Texas allows a simple general denial.",
    source: 'https://answeredlaw.com/debt-lawsuit-answer-form/texas',
    sourceTitle: 'answeredlaw.com, "Texas Debt Lawsuit Answer Form" (a commercial answer service; "last verified against official court sources: 2026-07-02")',
  },
};

export const TEXAS_SERVICE_METHODS = ['mail', 'email', 'hand_delivery', 'efile'] as const;
export type TexasServiceMethod = (typeof TEXAS_SERVICE_METHODS)[number];

const SERVICE_WORDS: Record<TexasServiceMethod, string> = {
  mail: 'by mail',
  email: 'by email',
  hand_delivery: 'by hand delivery',
  efile: 'through the electronic filing system (eFileTexas.gov)',
};

export type TexasAnswerInput = {
  defendantName: string;
  defendantAddress: string;
  defendantPhone: string | null;
  defendantEmail: string | null;
  county: string;
  /** The justice of the peace precinct and place on the citation ("1", "2"). */
  precinct: string;
  place: string | null;
  plaintiff: string;
  /** The plaintiff's lawyer's (or the plaintiff's) address on the petition: where the copy goes. */
  plaintiffServiceAddress: string | null;
  caseNumber: string;
  serviceMethod: TexasServiceMethod | null;
  defenses: Pick<Defense, 'id' | 'answerText'>[];
  date: IsoDate;
};

export type TexasAnswerDraft = {
  form: typeof TX_ANSWER_FORM;
  /** Each part of the answer and what goes in it. */
  items: FilledItem[];
  /** The draft as plain text, ready to print, sign and file. */
  text: string;
};

const court = (i: TexasAnswerInput): string => `In the Justice Court, Precinct ${i.precinct}${i.place ? `, Place ${i.place}` : ''}, ${i.county} County, Texas`;

export const draftTexasJusticeCourtAnswer = (input: TexasAnswerInput): TexasAnswerDraft => {
  const denial = `Defendant ${input.defendantName} denies all of the plaintiff's claims and asks that the plaintiff be required to prove them.`;
  const defenseLines = input.defenses.map((d, i) => `${i + 1}. ${d.answerText}`);
  const contact = [
    input.defendantName,
    input.defendantAddress,
    ...(input.defendantPhone ? [`Telephone: ${input.defendantPhone}`] : []),
    ...(input.defendantEmail ? [`Email: ${input.defendantEmail}`] : []),
  ].join('\n');
  const served = input.serviceMethod ? SERVICE_WORDS[input.serviceMethod] : 'by (mail, email, hand delivery or eFileTexas.gov): ____________';
  const certificate = `I certify that on ${longDate(input.date)} I sent a copy of this answer to the plaintiff ${input.plaintiff}${
    input.plaintiffServiceAddress ? `, at ${input.plaintiffServiceAddress},` : ' or its lawyer'
  } ${served}.`;
  const items: FilledItem[] = [
    { item: 'Cause No.', label: 'Case number', value: input.caseNumber },
    { item: 'Court', label: 'Court', value: court(input) },
    { item: 'Plaintiff', label: 'Plaintiff', value: input.plaintiff },
    { item: 'Defendant', label: 'Defendant', value: input.defendantName },
    { item: 'General denial', label: 'General denial', value: denial },
    { item: 'Defenses', label: 'Defenses', value: defenseLines.join('\n') },
    { item: 'Signature block', label: 'Defendant, representing myself', value: contact },
    { item: 'Date', label: 'Date', value: longDate(input.date) },
    { item: 'Certificate of service', label: 'Certificate of service', value: certificate },
  ];
  const text = [
    `DRAFT written answer for a Texas justice court: a plain general denial, not the text of ${TX_ANSWER_FORM.publisher}'s form ${TX_ANSWER_FORM.id} (${TX_ANSWER_FORM.title}). Sign it and file it, or copy these facts onto ${TX_ANSWER_FORM.id}; send a copy to the plaintiff and file before your deadline.`,
    '',
    `CAUSE NO. ${input.caseNumber}`,
    '',
    `${input.plaintiff}, Plaintiff`,
    'v.',
    `${input.defendantName}, Defendant`,
    '',
    court(input).toUpperCase(),
    '',
    "DEFENDANT'S ANSWER",
    '',
    denial,
    '',
    ...(defenseLines.length ? ['Defendant also states:', ...defenseLines, ''] : []),
    `Date: ${longDate(input.date)}`,
    '',
    '____________________________________',
    'Signature of Defendant, representing myself',
    contact,
    '',
    'CERTIFICATE OF SERVICE',
    certificate,
    '',
    '____________________________________',
    'Signature of Defendant',
  ].join('\n');
  return { form: TX_ANSWER_FORM, items, text };
};

/**
 * Filing steps and the fee as the stored sources give them: no court page with a fee for the answer was
 * found; two secondary pages say filing the answer is free, so the fee is shown with their words and a
 * "confirm with the clerk".
 */
export const TEXAS_JP_FILING = {
  steps: ['out_of_state_first', 'sign', 'file_with_justice_court', 'send_copy_to_plaintiff', 'certificate_of_service', 'keep_copy'] as const,
  stepsCheck: {
    status: 'verified',
    kind: 'secondary',
    retrieved: READ_ON,
    quote:
      'File the Answer with the court where you are being sued. You can take it in person or mail it to the address listed in the court papers. Mail sometimes gets lost or can take longer than expected, so in person is often better. Also, you can call the court to ask if they allow online filing.',
    source: 'https://texaslawhelp.org/for-debt-collection-defendants-in-harris-county-pct1-pl2',
    sourceTitle: 'TexasLawHelp.org, "You have been sued to collect a debt. What\'s next?" (Harris County Justice Court, Precinct 1, Place 2)',
    comment:
      'mydebtcollectionrights.org: "Turn in your completed answer form at the Courthouse where the Petition was filed and send a copy of the completed form to the Plaintiff or the Plaintiff\u2019s attorney." TexasLawHelp\'s guide: "Talk with a lawyer before filing an Answer if: 1) You do not live in Texas, and 2) You do not want a Texas court to to make decisions that would require you to do something" (a special appearance must come first).',
  } satisfies RuleCheck,
  fees: [{ case: 'answer_justice_court', cents: 0, citation: 'Tex. R. Civ. P. 502.2(b): the plaintiff pays the filing fee' }],
  feesCheck: {
    status: 'verified',
    kind: 'secondary',
    retrieved: READ_ON,
    quote: 'Fee: filing an answer costs nothing in Texas.',
    source: 'https://answeredlaw.com/debt-lawsuit-answer-form/texas',
    sourceTitle: 'answeredlaw.com, "Texas Debt Lawsuit Answer Form" (a commercial answer service)',
    comment:
      'legalclarity.org on CV-ANS-103: "there is no cost to file it" (citing TexasLawHelp.org). Rule 502.2(b) (texaslegalrules.com) puts the filing fee on the plaintiff: "On filing the petition, the plaintiff must pay the appropriate filing fee and service fees". No court fee schedule for the answer was stored.',
  } satisfies RuleCheck,
  feesAsOf: '2026-07-02',
  selfHelp: TX_ANSWER_FORM.url,
} as const;
