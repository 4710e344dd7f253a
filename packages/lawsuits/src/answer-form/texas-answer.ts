import type { IsoDate } from '@debtshield/clocks';
import type { RuleCheck } from '../answer-deadlines/table';
import type { Defense } from '../defenses';
import { longDate, type FilledItem } from './california-general-denial';

/**
 * A draft written answer for a Texas court, filled from what the person entered (issue 28 part 4):
 * - a justice court (a debt claim case, Tex. R. Civ. P. 508; the answer is due under 502.5), decision 053;
 * - a county court (county court at law) or a district court, decision 064: a general denial is allowed
 *   in every Texas court (Tex. R. Civ. P. 92) and the answer is due by 10:00 a.m. on the Monday next
 *   after 20 days from service (99(b)).
 *
 * Texas has no official statewide answer form: the free forms people use are TexasLawHelp.org's
 * CV-ANS-103 ("Debt Collection Answer for Justice Court") and CV-ANS-102 (a civil answer for county and
 * district courts). Their printed text was not found in any stored source, so this draft does not
 * reproduce them: it is a plain written general denial with the court's caption and a certificate of
 * service. The person can file it signed, or copy its facts onto the form. DebtShield does not file,
 * appear or advise.
 */

const READ_ON = '2026-11-23';

/** The courts a Texas debt suit is filed in: a justice court (up to $20,000), a county court (at law) or a district court. */
export const TEXAS_COURT_KINDS = ['justice', 'county', 'district'] as const;
export type TexasCourtKind = (typeof TEXAS_COURT_KINDS)[number];

/** The court named on the citation, with the parts its caption needs. */
export type TexasCourt =
  | { kind: 'justice'; precinct: string; place: string | null }
  /** A county court at law ("No. 2"), or the constitutional county court when no number is given. */
  | { kind: 'county'; courtAtLawNumber: string | null }
  /** A district court: its number ("101", "101st"). */
  | { kind: 'district'; districtNumber: string };

export type TexasAnswerForm = { id: string; title: string; publisher: string; url: string; citation: string };

export const TX_ANSWER_FORMS = {
  justice: {
    id: 'CV-ANS-103',
    title: 'Debt Collection Answer for Justice Court',
    publisher: 'TexasLawHelp.org and Texas Appleseed',
    /** TexasLawHelp's page for justice-court debt defendants, which links the answer guide and its form (as stored). */
    url: 'https://texaslawhelp.org/for-debt-collection-defendants-in-harris-county-pct1-pl2',
    citation: 'Tex. R. Civ. P. 502.5, 508',
  },
  /** County and district courts: TexasLawHelp's guide to answering a civil (non-family) case and its form. */
  trial: {
    id: 'CV-ANS-102',
    title: 'Civil Answer',
    publisher: 'TexasLawHelp.org',
    url: 'https://texaslawhelp.org/guide/i-want-to-file-an-answer-in-a-non-family-law-case',
    citation: 'Tex. R. Civ. P. 92, 99(b)',
  },
} as const satisfies Record<'justice' | 'trial', TexasAnswerForm>;

const formFor = (kind: TexasCourtKind): TexasAnswerForm => (kind === 'justice' ? TX_ANSWER_FORMS.justice : TX_ANSWER_FORMS.trial);

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
  /** The court on the citation (a justice court's precinct and place; a county court at law's or a district court's number). */
  court: TexasCourt;
  plaintiff: string;
  /** The plaintiff's lawyer's (or the plaintiff's) address on the petition: where the copy goes. */
  plaintiffServiceAddress: string | null;
  caseNumber: string;
  serviceMethod: TexasServiceMethod | null;
  defenses: Pick<Defense, 'id' | 'answerText'>[];
  date: IsoDate;
};

export type TexasAnswerDraft = {
  courtKind: TexasCourtKind;
  form: TexasAnswerForm;
  /** Each part of the answer and what goes in it. */
  items: FilledItem[];
  /** The draft as plain text, ready to print, sign and file. */
  text: string;
};

/** "101" -> "101st"; a number already written with its suffix ("101st") is kept. */
export const ordinalOf = (n: string): string => {
  const t = n.trim();
  if (!/^\d+$/.test(t)) return t;
  const last2 = Number(t) % 100;
  const suffix = last2 >= 11 && last2 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[last2 % 10] ?? 'th');
  return `${t}${suffix}`;
};

/** The court line of the caption, as Texas pleadings name the court. */
export const texasCourtName = (county: string, court: TexasCourt): string => {
  switch (court.kind) {
    case 'justice':
      return `In the Justice Court, Precinct ${court.precinct}${court.place ? `, Place ${court.place}` : ''}, ${county} County, Texas`;
    case 'county':
      return court.courtAtLawNumber
        ? `In the County Court at Law No. ${court.courtAtLawNumber}, ${county} County, Texas`
        : `In the County Court of ${county} County, Texas`;
    case 'district':
      return `In the District Court of ${county} County, Texas, ${ordinalOf(court.districtNumber)} Judicial District`;
  }
};

const denialOf = (name: string, kind: TexasCourtKind): string =>
  kind === 'justice'
    ? `Defendant ${name} denies all of the plaintiff's claims and asks that the plaintiff be required to prove them.`
    : `Defendant ${name} generally denies each and every allegation in the plaintiff's petition, as Rule 92 of the Texas Rules of Civil Procedure allows, and asks that the plaintiff be required to prove its claims.`;

const preambleOf = (kind: TexasCourtKind, form: TexasAnswerForm): string =>
  kind === 'justice'
    ? `DRAFT written answer for a Texas justice court: a plain general denial, not the text of ${form.publisher}'s form ${form.id} (${form.title}). Sign it and file it, or copy these facts onto ${form.id}; send a copy to the plaintiff and file before your deadline.`
    : `DRAFT written answer for a Texas ${kind} court: a general denial under Tex. R. Civ. P. 92, not the text of ${form.publisher}'s form ${form.id} (${form.title}). Sign it and file it with the clerk who issued your citation by 10:00 a.m. on your answer day (Tex. R. Civ. P. 99(b)); send a copy to the plaintiff.`;

export const draftTexasAnswer = (input: TexasAnswerInput): TexasAnswerDraft => {
  const kind = input.court.kind;
  const form = formFor(kind);
  const courtName = texasCourtName(input.county, input.court);
  const denial = denialOf(input.defendantName, kind);
  const title = kind === 'justice' ? "DEFENDANT'S ANSWER" : "DEFENDANT'S ORIGINAL ANSWER";
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
    { item: 'Court', label: 'Court', value: courtName },
    { item: 'Plaintiff', label: 'Plaintiff', value: input.plaintiff },
    { item: 'Defendant', label: 'Defendant', value: input.defendantName },
    { item: 'Title', label: 'Title', value: title },
    { item: 'General denial', label: 'General denial', value: denial },
    { item: 'Defenses', label: 'Defenses', value: defenseLines.join('\n') },
    { item: 'Signature block', label: 'Defendant, representing myself', value: contact },
    { item: 'Date', label: 'Date', value: longDate(input.date) },
    { item: 'Certificate of service', label: 'Certificate of service', value: certificate },
  ];
  const text = [
    preambleOf(kind, form),
    '',
    `CAUSE NO. ${input.caseNumber}`,
    '',
    `${input.plaintiff}, Plaintiff`,
    'v.',
    `${input.defendantName}, Defendant`,
    '',
    courtName.toUpperCase(),
    '',
    title,
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
  return { courtKind: kind, form, items, text };
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
  selfHelp: TX_ANSWER_FORMS.justice.url,
} as const;

/**
 * County and district courts (decision 064): what the stored sources say about the answer, each quoted.
 * `general_denial` is Rule 92's own text; `sworn_denial` is the limit of a general denial (Rule 93: some
 * denials must be sworn, such as a denial of a sworn account under Rule 185).
 */
export const TEXAS_TRIAL_COURT_ANSWER_CHECKS: Record<'general_denial' | 'form' | 'sworn_denial', RuleCheck> = {
  general_denial: {
    status: 'verified',
    kind: 'rule_text',
    retrieved: READ_ON,
    quote:
      'A general denial of matters pleaded by the adverse party which are not required to be denied under oath, shall be sufficient to put the same in issue. When the defendant has pleaded a general denial, and the plaintiff shall afterward amend his pleading, such original denial shall be presumed to extend to all matters subsequently set up by the plaintiff.',
    source: 'http://stcl.edu/lib/TexasRulesProject/TRCP%2083-98/rule921985.htm',
    sourceTitle: 'Tex. R. Civ. P. 92, "General Denial" (as amended effective April 1, 1985), South Texas College of Law Houston, Texas Rules Project',
    comment:
      'Rule 92 is in Part II of the rules, "Rules of Practice in District and County Courts" (casetext.com files it there). The answer is due "on or before 10:00 a.m. on the Monday next after the expiration of twenty days after the date of service" (Rule 99(b); the answer-deadline table\'s Texas entry).',
  },
  form: {
    status: 'verified',
    kind: 'secondary',
    retrieved: READ_ON,
    quote: 'For district or county court, use the general Civil Answer form. A written general denial with a certificate of service also satisfies the rules.',
    source: 'https://answeredlaw.com/debt-lawsuit-answer-form/texas',
    sourceTitle: 'answeredlaw.com, "Texas Debt Lawsuit Answer Form" (a commercial answer service; "last verified against official court sources: 2026-07-02")',
    comment:
      'The same page names the form "the general Civil Answer (CV-ANS-102)" on TexasLawHelp.org; TexasLawHelp\'s guide "I want to file an answer in a non-family law case" is stored, its form\'s printed text is not.',
  },
  sworn_denial: {
    status: 'verified',
    kind: 'secondary',
    retrieved: READ_ON,
    quote:
      'Those claims that must be specially denied are defined by Rule 93. See TEX. R.CIV.P. 93. When a case falls within one of the categories defined by this rule, a general denial is insufficient; a defendant must provide a verified denial, supported by an affidavit based on personal knowledge.',
    source: 'http://www.houston-opinions.com/law-general-denial-vs-sworn-answer.html',
    sourceTitle: 'houston-opinions.com, "General denial vs. sworn answer" (a digest of Texas appellate opinions)',
    comment:
      'A suit on a sworn account (Rule 185) is the usual case in debt suits: a denial of the account must be sworn (Rules 185 and 93(10)). The same site\'s digest of Resurgence Financial, LLC v. Lawrence (Tex. App.-Houston [1st Dist.] 2009): "Five courts of appeals, including this Court, have held that suits for collection of credit-card debt, when the card\'s issuer is not also the provider of the purchased goods or services, are not suits on account under Rule 185." The page says so and sends the person to legal aid; it does not draft a sworn denial.',
  },
};

/**
 * Filing in a county or district court (decision 064): the steps and the fee as the courts publish them.
 * No fee is shown as a figure: county clerks set and publish their own schedules, and the schedules read
 * list fees for starting a case and for a counterclaim, none for an answer; the page says that, links the
 * schedules read and says to confirm with the clerk. A person who cannot pay a fee files the Statement of
 * Inability to Afford Payment of Court Costs (Rule 145).
 */
export const TEXAS_TRIAL_COURT_FILING = {
  steps: [
    'out_of_state_first',
    'sign',
    'file_with_clerk_who_issued_citation',
    'by_ten_on_answer_day',
    'send_copy_to_plaintiff',
    'certificate_of_service',
    'sworn_account_check',
    'keep_copy',
  ] as const,
  stepsCheck: {
    status: 'verified',
    kind: 'court_page',
    retrieved: READ_ON,
    quote:
      "All pleadings to be filed in the District Courts can be filed at the Civil Window on the 1st floor of the District Courts Building by pro-se litigents. Attorneys are mandated to E-File all pleadings. ... Can we file County Court at Law pleadings in the District Clerk's Office? No. They are two totally different offices.",
    source: 'http://www.co.bell.tx.us/php/BDC/index.php?page=civil-faq',
    sourceTitle: 'Bell County District Clerk, "Civil FAQ"',
    comment:
      'houston-opinions.com (a digest of Texas opinions): "The answer must be written, signed by the party or the party\'s attorney, and filed with the court clerk who issued the citation. See TEX.R.CIV.P. 57, 99(b)." TexasLawHelp\'s instructions, as repeated at uslegalforms.com: "To file online, go to E-File Texas and follow the instructions. To file in person, take your answer (and copies) to the district clerk\'s office in the county where the plaintiff filed the case." TexasLawHelp\'s checklist: "You must file your answer with the court on or before this date at 10:00 a.m." The first step (a person outside Texas talks with a lawyer first) rests on TexasLawHelp\'s justice-court guide, quoted in TEXAS_JP_FILING.stepsCheck.',
  } satisfies RuleCheck,
  /** No figure: fees vary by county and no schedule read lists one for an answer. */
  fees: [] as { case: string; cents: number; citation: string }[],
  feesVaryByCounty: true,
  feesCheck: {
    status: 'verified',
    kind: 'court_page',
    retrieved: READ_ON,
    quote:
      'Court & Filing Fees Effective September 1, 2015 Item | District Court Filing Fee | County Court Filing Fee | Civil Cases (Non-Family) | $350 | $350 | ... Cross Action, Intervention Or Contempt Action Filed - Non-Family | $80 | $80 |',
    source: 'http://www.brazoscountytx.gov/208/Court-Fees',
    sourceTitle: 'Brazos County District Clerk, "Court Fees" (effective September 1, 2015)',
    comment:
      'The stored part of the schedule lists fees for filing a case and for a cross action, none for an answer; Shackelford County\'s district court schedule likewise lists "Counterclaim 76.00" and no answer. Tex. Local Gov\'t Code 135.101(a) (lawserver.com) charges its consolidated fee "on filing any civil case" and "$35 on any action other than an original action ..., including an appeal and any counterclaim, cross-action, intervention"; an answer is not named. answeredlaw.com: "Fee: filing an answer costs nothing in Texas." Schedules differ by county and change: the page shows no figure and says to confirm with the clerk.',
  } satisfies RuleCheck,
  /** The schedules read, linked on the page. */
  feeSchedules: [
    { name: 'Brazos County District Clerk, Court Fees', url: 'http://www.brazoscountytx.gov/208/Court-Fees' },
    { name: 'Bell County District Clerk, Civil FAQ (links its fee schedule)', url: 'http://www.co.bell.tx.us/php/BDC/index.php?page=civil-faq' },
  ],
  costWaiverCheck: {
    status: 'verified',
    kind: 'rule_text',
    retrieved: READ_ON,
    quote:
      '(b) Sworn Statement Required. A party who cannot afford payment of court costs must file the Statement of Inability to Afford Payment of Court Costs approved by the Supreme Court or another sworn document containing the same information. A \u201csworn\u201d Statement is one that is signed before a notary or made under penalty of perjury.',
    source: 'http://www.stcl.edu/lib/TexasRulesProject/TRCP125-149/rule1452021.html',
    sourceTitle: 'Tex. R. Civ. P. 145(b) (2021), South Texas College of Law Houston, Texas Rules Project',
    comment: 'Rule 145(c)(1): the clerk "must make the Statement available to any person for free without request".',
  } satisfies RuleCheck,
  feesAsOf: READ_ON,
  selfHelp: TX_ANSWER_FORMS.trial.url,
} as const;
