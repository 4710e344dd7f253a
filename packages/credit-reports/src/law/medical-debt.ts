/**
 * Medical debt on credit reports: what is law and what is only the bureaus' policy (issue 25).
 *
 * - Bureau policy (not law): Equifax, Experian and TransUnion announced on March 18, 2022 that paid
 *   medical collections come off reports (from July 1, 2022), unpaid medical collections appear only
 *   after a year (from July 1, 2022), and medical collections under $500 are not reported (from the
 *   first half of 2023; in force April 2023). A report that breaks its bureau's own policy is worth a
 *   dispute, but the policy is a promise, not a statute.
 * - Federal law: the FCRA limits medical information (604(g), 15 U.S.C. 1681b(g)) and has rules for
 *   veterans' medical debt (605(a)(7)-(8), 1681c(a)(7)-(8)); it does not bar medical collections in
 *   general. The CFPB's rule that would have (Regulation V, January 2025) was vacated by the U.S.
 *   District Court for the Eastern District of Texas on July 11, 2025 (Cornerstone Credit Union
 *   League v. CFPB); it is not in force.
 * - State law: a growing list of states forbids reporting medical debt (some bar the bureaus from
 *   reporting it, some bar providers and collectors from furnishing it). Each entry names its statute,
 *   when it was signed or took effect, and who it binds, with the source it was checked against.
 */
import type { IsoDate } from '@debtshield/analyzer';
import { dayWords } from '../dates';
import type { ParsedAccount } from '../types';

export const BUREAU_MEDICAL_POLICY = {
  announced: '2022-03-18',
  paidRemovedFrom: '2022-07-01',
  unpaidWaitFrom: '2022-07-01',
  under500From: '2023-04-11',
  source: 'Joint announcement of Equifax, Experian and TransUnion, March 18, 2022 (CFPB, "Medical debt" reports, 2022-2023)',
} as const;

export const FEDERAL_MEDICAL_POSITION =
  'Federal law does not forbid reporting medical collections in general: the CFPB rule that would have (January 2025) was vacated by the U.S. District Court for the Eastern District of Texas on July 11, 2025. The FCRA still restricts medical information (604(g), 15 U.S.C. 1681b(g)) and veterans’ medical debt (605(a)(7)-(8), 15 U.S.C. 1681c(a)(7)-(8)).';

export type StateMedicalLaw = {
  state: string;
  statute: string;
  /** When it was signed, and when it took effect where the source gives it. */
  signed?: IsoDate;
  effective?: IsoDate;
  /** Who the law binds. */
  binds: 'bureaus' | 'furnishers' | 'bureaus and furnishers' | 'see the statute';
  source: string;
};

/** States that forbid reporting medical debt. Dates and scope as given by the source named; the statute is the authority. */
export const STATE_MEDICAL_LAWS: readonly StateMedicalLaw[] = [
  {
    state: 'CA',
    statute: 'SB 1061 (2024), Cal. Civ. Code 1785.20.6 and following',
    signed: '2024-09-24',
    effective: '2025-01-01',
    binds: 'bureaus and furnishers',
    source: 'California Legislature, SB 1061; summaries by Entrata (2025)',
  },
  {
    state: 'CO',
    statute: 'HB 23-1126, Colorado Consumer Credit Reporting Act (C.R.S. 5-18-101 and following)',
    signed: '2023-06-05',
    effective: '2023-08-07',
    binds: 'bureaus and furnishers',
    source: 'Colorado General Assembly, HB23-1126 (leg.colorado.gov); insideARM (2023)',
  },
  {
    state: 'CT',
    statute: 'Public Act 24-6, Conn. Gen. Stat. 20-7i',
    signed: '2024-05-09',
    effective: '2024-07-01',
    binds: 'furnishers',
    source: 'Conn. Gen. Stat. 20-7i(b): "On and after July 1, 2024, any health care provider or any collection entity … shall not report"',
  },
  {
    state: 'DE',
    statute: 'Medical Debt Protection Act (2025)',
    signed: '2025-07-29',
    binds: 'see the statute',
    source: 'compiled list of state laws (2025); check the statute',
  },
  { state: 'IL', statute: 'SB 2933 (2024)', signed: '2024-08-04', binds: 'see the statute', source: 'compiled list of state laws (2025); check the statute' },
  { state: 'ME', statute: 'LD 558 (2025), Maine Fair Credit Reporting Act', signed: '2025-06-09', binds: 'furnishers', source: 'National Law Review (2025)' },
  {
    state: 'MN',
    statute: 'Debt Fairness Act (2024)',
    signed: '2024-06-17',
    binds: 'see the statute',
    source: 'compiled list of state laws (2025); check the statute',
  },
  {
    state: 'NJ',
    statute: 'Louisa Carman Medical Debt Relief Act (signed July 2024)',
    binds: 'see the statute',
    source: 'compiled list of state laws (2025); check the statute',
  },
  {
    state: 'NY',
    statute: 'Fair Medical Debt Reporting Act, S4907A (2023)',
    signed: '2023-12-13',
    effective: '2023-12-13',
    binds: 'furnishers',
    source: 'Consumer Financial Services Law Monitor (Dec. 2023): hospitals, providers and ambulance services may not furnish; effective on signing',
  },
  { state: 'OR', statute: 'SB 605 (2025)', signed: '2025-06-17', binds: 'see the statute', source: 'compiled list of state laws (2025); check the statute' },
  {
    state: 'RI',
    statute: 'S 0169 and S 0172 (2025)',
    signed: '2025-06-26',
    binds: 'see the statute',
    source: 'compiled list of state laws (2025); check the statute',
  },
  { state: 'VA', statute: 'HB 1370 (2024)', signed: '2024-04-08', binds: 'see the statute', source: 'compiled list of state laws (2025); check the statute' },
  { state: 'VT', statute: 'S.27, Act 1 (2025)', signed: '2025-05-15', effective: '2025-07-01', binds: 'bureaus', source: 'Orrick via JD Supra (May 2025)' },
  { state: 'WA', statute: 'SB 5480 (2025)', signed: '2025-04-23', binds: 'see the statute', source: 'compiled list of state laws (2025); check the statute' },
];

const MEDICAL_WORDS =
  /\b(medical|hospital|health|clinic|physician|surgery|surgical|radiology|anesthesia|ambulance|emergency (?:room|physicians)|dental|dentist|pathology|laborator(?:y|ies)|urgent care|pediatric|orthopedic|cardiology|imaging)\b/i;

/** Is this account a medical debt, on the report's own words (type, creditor, original creditor, remarks)? */
export const isMedical = (a: ParsedAccount): boolean =>
  a.type?.value === 'medical' || [a.creditor.value, a.originalCreditor?.value, a.remarks?.value].some((s) => !!s && MEDICAL_WORDS.test(s));

export type MedicalNote = {
  kind: 'bureau_policy_paid' | 'bureau_policy_under_500' | 'state_law';
  /** 'law' or 'bureau policy': what the note rests on. */
  basis: 'law' | 'bureau policy';
  summary: string;
  section: string;
};

/** What the law and the bureaus' policy say of one medical collection on a report of `asOf`, for a person in `state`. */
export const medicalNotes = (a: ParsedAccount, asOf: IsoDate | undefined, state?: string): MedicalNote[] => {
  if (a.kind !== 'collection' || !isMedical(a)) return [];
  const out: MedicalNote[] = [];
  const name = a.creditor.value;
  const paid = a.status?.value === 'paid' || a.status?.value === 'settled' || a.balance?.value === 0;
  const policy = `Bureau policy, not law: ${BUREAU_MEDICAL_POLICY.source}`;
  if (paid && asOf && asOf >= BUREAU_MEDICAL_POLICY.paidRemovedFrom) {
    out.push({
      kind: 'bureau_policy_paid',
      basis: 'bureau policy',
      summary: `${name} is a paid medical collection; since July 1, 2022 the three bureaus do not report paid medical collections.`,
      section: policy,
    });
  }
  const amount = a.balance?.value;
  if (!paid && amount !== undefined && amount > 0 && amount < 500 && asOf && asOf >= BUREAU_MEDICAL_POLICY.under500From) {
    out.push({
      kind: 'bureau_policy_under_500',
      basis: 'bureau policy',
      summary: `${name} is a medical collection under $500; since April 2023 the three bureaus do not report medical collections under $500.`,
      section: policy,
    });
  }
  const law = state ? STATE_MEDICAL_LAWS.find((l) => l.state === state.toUpperCase()) : undefined;
  const since = law && (law.effective ?? law.signed);
  if (law && (!since || !asOf || asOf >= since)) {
    const when = law.effective ? `; in effect ${dayWords(law.effective)}` : law.signed ? `; signed ${dayWords(law.signed)}` : '';
    out.push({
      kind: 'state_law',
      basis: 'law',
      summary: `${name} is a medical debt, and ${law.state} law forbids reporting medical debt (${law.statute}${when}).`,
      section: `${law.statute}; FCRA 611 (15 U.S.C. 1681i) dispute`,
    });
  }
  return out;
};
