import type { IsoDate } from '@debtshield/clocks';
import type { Defense } from '../defenses';

/**
 * A draft answer on California's public form: Judicial Council form PLD-050, General Denial (issue 28
 * part 4, decision 028). The form's items are filled from what the person entered; the person copies
 * them onto the official form (free at selfhelp.courts.ca.gov and courts.ca.gov/forms), signs it, has
 * it served and files it. DebtShield does not file, appear or advise.
 *
 * When a general denial is allowed (Cal. Code Civ. Proc. 431.30(d), as the form's own instructions
 * put it): the complaint is not verified; or it is verified and the case is a limited civil case,
 * except a verified complaint on a claim of more than $1,000 assigned to a third party for collection
 * (a debt buyer's or a collection agency's verified complaint). Then the answer must admit or deny
 * each paragraph (form PLD-C-010, Answer—Contract), which this draft does not write.
 */

export const CA_FORM = {
  id: 'PLD-050',
  title: 'General Denial',
  publisher: 'Judicial Council of California',
  url: 'https://selfhelp.courts.ca.gov/jcc-form/PLD-050',
  citation: 'Cal. Code Civ. Proc. 431.30(d)',
} as const;

export type CaliforniaAnswerInput = {
  defendantName: string;
  defendantAddress: string;
  defendantPhone: string | null;
  defendantEmail: string | null;
  county: string;
  courtAddress: string | null;
  plaintiff: string;
  caseNumber: string;
  /** Limited civil case ($35,000 or less): the caption of the complaint says "Limited civil case". */
  limitedCivil: boolean;
  /** The complaint is verified (signed under penalty of perjury: a "Verification" at its end). */
  complaintVerified: boolean;
  /** The plaintiff sues on a claim assigned to it for collection (a debt buyer or collection agency). */
  assignedClaim: boolean;
  amountClaimedCents: number | null;
  /** The defenses the person chose to raise (from `possibleDefenses`). */
  defenses: Pick<Defense, 'id' | 'answerText'>[];
  date: IsoDate;
};

export type GeneralDenialAllowed =
  { allowed: true; why: 'not_verified' | 'limited_civil' } | { allowed: false; why: 'verified_assigned_claim_over_1000' | 'verified_unlimited' };

export const generalDenialAllowed = (
  i: Pick<CaliforniaAnswerInput, 'complaintVerified' | 'limitedCivil' | 'assignedClaim' | 'amountClaimedCents'>,
): GeneralDenialAllowed => {
  if (!i.complaintVerified) return { allowed: true, why: 'not_verified' };
  if (!i.limitedCivil) return { allowed: false, why: 'verified_unlimited' };
  if (i.assignedClaim && (i.amountClaimedCents === null || i.amountClaimedCents > 100_000)) return { allowed: false, why: 'verified_assigned_claim_over_1000' };
  return { allowed: true, why: 'limited_civil' };
};

export type FilledItem = { item: string; label: string; value: string };

export type CaliforniaAnswerDraft = {
  form: typeof CA_FORM;
  allowed: GeneralDenialAllowed;
  /** Each box of the form and what goes in it. */
  items: FilledItem[];
  /** The draft as plain text, laid out in the form's order. */
  text: string;
};

export const longDate = (iso: IsoDate): string =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

export const draftCaliforniaGeneralDenial = (input: CaliforniaAnswerInput): CaliforniaAnswerDraft => {
  const allowed = generalDenialAllowed(input);
  const defenseLines = input.defenses.map((d, i) => `${String.fromCharCode(97 + i)}. ${d.answerText}`);
  const items: FilledItem[] = [
    {
      item: 'Attorney or party without attorney',
      label: 'Name and address',
      value: `${input.defendantName}\n${input.defendantAddress}`,
    },
    { item: 'Telephone no.', label: 'Telephone', value: input.defendantPhone ?? '' },
    { item: 'E-mail address (optional)', label: 'Email', value: input.defendantEmail ?? '' },
    { item: 'Attorney for (name)', label: 'Attorney for', value: `Defendant ${input.defendantName}, in pro per (representing myself)` },
    { item: 'Superior Court of California, County of', label: 'County', value: input.county },
    { item: 'Street address / city and zip code', label: 'Court address', value: input.courtAddress ?? '' },
    { item: 'Plaintiff', label: 'Plaintiff', value: input.plaintiff },
    { item: 'Defendant', label: 'Defendant', value: input.defendantName },
    { item: 'Case number', label: 'Case number', value: input.caseNumber },
    { item: '1', label: 'Defendant (name)', value: `${input.defendantName} generally denies each and every allegation of plaintiff's complaint.` },
    {
      item: '2',
      label: "Defendant states the following FACTS as separate affirmative defenses to plaintiff's complaint",
      value: defenseLines.join('\n'),
    },
    { item: 'Date', label: 'Date', value: longDate(input.date) },
    { item: 'Type or print name', label: 'Name', value: input.defendantName },
  ];
  const text = [
    `DRAFT laid out after ${CA_FORM.publisher} form ${CA_FORM.id} (${CA_FORM.title}). Copy it onto the official form, sign it, have a copy served on the plaintiff, and file it with the court before your deadline.`,
    '',
    `${input.defendantName}`,
    input.defendantAddress,
    ...(input.defendantPhone ? [`Telephone: ${input.defendantPhone}`] : []),
    ...(input.defendantEmail ? [`Email: ${input.defendantEmail}`] : []),
    `Attorney for: Defendant, in pro per`,
    '',
    `SUPERIOR COURT OF CALIFORNIA, COUNTY OF ${input.county.toUpperCase()}`,
    ...(input.courtAddress ? [input.courtAddress] : []),
    '',
    `PLAINTIFF: ${input.plaintiff}`,
    `DEFENDANT: ${input.defendantName}`,
    '',
    `GENERAL DENIAL                                   CASE NUMBER: ${input.caseNumber}`,
    '',
    `1. Defendant (name): ${input.defendantName} generally denies each and every allegation of plaintiff's complaint.`,
    '',
    "2. Defendant states the following FACTS as separate affirmative defenses to plaintiff's complaint:",
    ...(defenseLines.length ? defenseLines : ['(none)']),
    '',
    `Date: ${longDate(input.date)}`,
    '',
    `${input.defendantName}                    ____________________________________`,
    '(TYPE OR PRINT NAME)                     (SIGNATURE OF DEFENDANT)',
  ].join('\n');
  return { form: CA_FORM, allowed, items, text };
};

/** Filing steps and fees as the California courts publish them (decision 028: amounts dated, with their source). */
export const CALIFORNIA_FILING = {
  steps: ['copy_onto_form', 'sign', 'serve_by_mail', 'proof_of_service', 'file_with_clerk', 'pay_or_waive', 'keep_stamped_copy'] as const,
  proofOfServiceForm: 'POS-030 (Proof of Service by First-Class Mail—Civil)',
  feeWaiverForm: 'FW-001 (Request to Waive Court Fees)',
  fees: [
    { case: 'limited_10000_or_less', cents: 22_500, citation: 'Gov. Code 70614(b), 70602.5' },
    { case: 'limited_over_10000', cents: 37_000, citation: 'Gov. Code 70614(a), 70602.5' },
    { case: 'unlimited', cents: 43_500, citation: 'Gov. Code 70612, 70602.5' },
  ],
  /** Rows "Answer or other first paper filed by each party other than plaintiff" of the schedule; some counties add a local courthouse surcharge. */
  feesSource:
    "Superior Court of California, Statewide Civil Fee Schedule (answer or other first paper filed by each party other than plaintiff), as stored from the schedule effective January 1, 2018 and the same amounts on a court-filing service's 2024 fee page; fees change and a few counties add a surcharge: confirm with the clerk",
  feesSourceUrl: 'https://www.courts.ca.gov/7646.htm',
  feesAsOf: '2018-01-01',
  selfHelp: 'https://selfhelp.courts.ca.gov/respond-civil-lawsuit',
} as const;
