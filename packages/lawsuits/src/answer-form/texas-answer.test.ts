import { describe, expect, it } from 'vitest';
import {
  draftTexasAnswer,
  ordinalOf,
  TEXAS_ANSWER_CHECKS,
  TEXAS_JP_FILING,
  TEXAS_TRIAL_COURT_ANSWER_CHECKS,
  TEXAS_TRIAL_COURT_FILING,
  type TexasAnswerDraft,
  type TexasAnswerInput,
} from './texas-answer';
import type { RuleCheck } from '../answer-deadlines/table';

const input: TexasAnswerInput = {
  defendantName: 'James R. Whitaker',
  defendantAddress: '1420 Elm St, Dallas, TX 75201',
  defendantPhone: '(214) 555-0142',
  defendantEmail: null,
  county: 'Dallas',
  court: { kind: 'justice', precinct: '1', place: '2' },
  plaintiff: 'LVNV Funding, LLC',
  plaintiffServiceAddress: 'Smith & Jones, P.C., 500 Main St, Houston, TX 77002',
  caseNumber: 'JP01-24-SC00123',
  serviceMethod: 'mail',
  defenses: [
    { id: 'standing_debt_buyer', answerText: 'Plaintiff lacks standing.' },
    { id: 'statute_of_limitations', answerText: 'The claims are barred by the statute of limitations.' },
  ],
  date: '2024-03-20',
};

/** The value of one part of a draft. */
const itemOf = (d: TexasAnswerDraft, item: string) => d.items.find((x) => x.item === item)?.value;

/** A check the page shows: verified, with the quoted words, a stored source's address and the day read. */
const expectQuoted = (check: RuleCheck) => {
  expect(check.status).toBe('verified');
  if (check.status !== 'verified') return;
  expect(check.quote.length).toBeGreaterThan(30);
  expect(check.source).toMatch(/^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
  expect(check.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
};

describe('Texas justice court answer (a written general denial)', () => {
  it('fills the caption, the denial, the defenses, the signature block and the certificate of service from what the person entered', () => {
    const d = draftTexasAnswer(input);
    const item = (i: string) => itemOf(d, i);
    expect(item('Cause No.')).toBe('JP01-24-SC00123');
    expect(item('Court')).toBe('In the Justice Court, Precinct 1, Place 2, Dallas County, Texas');
    expect(item('General denial')).toBe(
      "Defendant James R. Whitaker denies all of the plaintiff's claims and asks that the plaintiff be required to prove them.",
    );
    expect(item('Defenses')).toBe('1. Plaintiff lacks standing.\n2. The claims are barred by the statute of limitations.');
    expect(item('Signature block')).toBe('James R. Whitaker\n1420 Elm St, Dallas, TX 75201\nTelephone: (214) 555-0142');
    expect(item('Certificate of service')).toBe(
      'I certify that on March 20, 2024 I sent a copy of this answer to the plaintiff LVNV Funding, LLC, at Smith & Jones, P.C., 500 Main St, Houston, TX 77002, by mail.',
    );
    expect(d.text).toContain('IN THE JUSTICE COURT, PRECINCT 1, PLACE 2, DALLAS COUNTY, TEXAS');
    expect(d.text).toContain("DEFENDANT'S ANSWER");
    // It says plainly that it is not the text of TexasLawHelp's form.
    expect(d.text).toContain("not the text of TexasLawHelp.org and Texas Appleseed's form CV-ANS-103");
    expect(d.form.id).toBe('CV-ANS-103');
    expect(d.courtKind).toBe('justice');
    expect(itemOf(d, 'Title')).toBe("DEFENDANT'S ANSWER");
  });

  it('leaves the blanks the person has not filled for them to write, and no defenses section when none was chosen', () => {
    const d = draftTexasAnswer({
      ...input,
      court: { kind: 'justice', precinct: '1', place: null },
      plaintiffServiceAddress: null,
      serviceMethod: null,
      defenses: [],
      defendantPhone: null,
    });
    expect(itemOf(d, 'Court')).toBe('In the Justice Court, Precinct 1, Dallas County, Texas');
    expect(itemOf(d, 'Certificate of service')).toContain('LVNV Funding, LLC or its lawyer by (mail, email, hand delivery or eFileTexas.gov): ____________');
    expect(d.text).not.toContain('Defendant also states:');
    expect(d.text).not.toContain('Telephone:');
  });

  it('rests the denial, the steps and the fee on quoted stored sources, each with its address and date', () => {
    for (const check of [...Object.values(TEXAS_ANSWER_CHECKS), TEXAS_JP_FILING.stepsCheck, TEXAS_JP_FILING.feesCheck]) expectQuoted(check);
    expect(TEXAS_ANSWER_CHECKS.general_denial.status === 'verified' && TEXAS_ANSWER_CHECKS.general_denial.quote).toContain('simple denial');
    // The fee shown is the one the quote states.
    expect(TEXAS_JP_FILING.fees).toEqual([expect.objectContaining({ case: 'answer_justice_court', cents: 0 })]);
    expect(TEXAS_JP_FILING.feesCheck.quote).toContain('costs nothing');
  });
});

describe('Texas county and district court answers (a general denial under Rule 92)', () => {
  it('captions a district court with its county and numbered district, and denies under Rule 92', () => {
    const d = draftTexasAnswer({ ...input, court: { kind: 'district', districtNumber: '101' }, caseNumber: 'DC-24-01234' });
    const item = (i: string) => itemOf(d, i);
    expect(d.courtKind).toBe('district');
    expect(item('Court')).toBe('In the District Court of Dallas County, Texas, 101st Judicial District');
    expect(item('Title')).toBe("DEFENDANT'S ORIGINAL ANSWER");
    expect(item('General denial')).toBe(
      "Defendant James R. Whitaker generally denies each and every allegation in the plaintiff's petition, as Rule 92 of the Texas Rules of Civil Procedure allows, and asks that the plaintiff be required to prove its claims.",
    );
    expect(d.text).toContain('IN THE DISTRICT COURT OF DALLAS COUNTY, TEXAS, 101ST JUDICIAL DISTRICT');
    expect(d.text).toContain("DEFENDANT'S ORIGINAL ANSWER");
    expect(d.text).toContain('by 10:00 a.m. on your answer day (Tex. R. Civ. P. 99(b))');
    expect(d.text).not.toContain('justice court');
    // The form people use in these courts, named and linked, not reproduced.
    expect(d.form).toMatchObject({ id: 'CV-ANS-102', publisher: 'TexasLawHelp.org' });
    expect(d.text).toContain("not the text of TexasLawHelp.org's form CV-ANS-102");
    // The person's defenses and certificate of service are the same as in a justice court.
    expect(item('Defenses')).toBe('1. Plaintiff lacks standing.\n2. The claims are barred by the statute of limitations.');
    expect(item('Certificate of service')).toContain('LVNV Funding, LLC, at Smith & Jones, P.C., 500 Main St, Houston, TX 77002, by mail.');
  });

  it('captions a county court at law by its number, and the county court when no number is given', () => {
    const atLaw = draftTexasAnswer({ ...input, court: { kind: 'county', courtAtLawNumber: '3' } });
    expect(itemOf(atLaw, 'Court')).toBe('In the County Court at Law No. 3, Dallas County, Texas');
    expect(atLaw.text).toContain('DRAFT written answer for a Texas county court');
    const county = draftTexasAnswer({ ...input, county: 'Loving', court: { kind: 'county', courtAtLawNumber: null } });
    expect(itemOf(county, 'Court')).toBe('In the County Court of Loving County, Texas');
    expect(county.form.id).toBe('CV-ANS-102');
  });

  it('writes district numbers as the courts do', () => {
    expect(['1', '2', '3', '4', '11', '12', '13', '21', '22', '101', '111', '112', '193', '14th'].map(ordinalOf)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
      '112th',
      '193rd',
      '14th',
    ]);
  });

  it("rests the denial on Rule 92's text, and shows no fee figure: fees vary by county, with the schedules read and Rule 145", () => {
    const rule92 = TEXAS_TRIAL_COURT_ANSWER_CHECKS.general_denial;
    expect(rule92).toMatchObject({ status: 'verified', kind: 'rule_text' });
    expect(rule92.status === 'verified' && rule92.quote).toContain('A general denial of matters pleaded by the adverse party');
    const sworn = TEXAS_TRIAL_COURT_ANSWER_CHECKS.sworn_denial;
    expect(sworn.status === 'verified' && sworn.quote).toContain('a general denial is insufficient');
    for (const check of [
      ...Object.values(TEXAS_TRIAL_COURT_ANSWER_CHECKS),
      TEXAS_TRIAL_COURT_FILING.stepsCheck,
      TEXAS_TRIAL_COURT_FILING.feesCheck,
      TEXAS_TRIAL_COURT_FILING.costWaiverCheck,
    ])
      expectQuoted(check);
    // Never a made-up fee: no figure, the county schedules read, and the clerk to confirm.
    expect(TEXAS_TRIAL_COURT_FILING.fees).toEqual([]);
    expect(TEXAS_TRIAL_COURT_FILING.feesVaryByCounty).toBe(true);
    expect(TEXAS_TRIAL_COURT_FILING.feeSchedules.map((f) => f.url)).toContain(TEXAS_TRIAL_COURT_FILING.feesCheck.source);
    expect(TEXAS_TRIAL_COURT_FILING.costWaiverCheck.quote).toContain('Statement of Inability to Afford Payment of Court Costs');
    expect(TEXAS_TRIAL_COURT_FILING.steps).toContain('by_ten_on_answer_day');
    expect(TEXAS_TRIAL_COURT_FILING.steps).toContain('sworn_account_check');
  });
});
