import { describe, expect, it } from 'vitest';
import { draftTexasJusticeCourtAnswer, TEXAS_ANSWER_CHECKS, TEXAS_JP_FILING, type TexasAnswerInput } from './texas-justice-court-answer';

const input: TexasAnswerInput = {
  defendantName: 'James R. Whitaker',
  defendantAddress: '1420 Elm St, Dallas, TX 75201',
  defendantPhone: '(214) 555-0142',
  defendantEmail: null,
  county: 'Dallas',
  precinct: '1',
  place: '2',
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

describe('Texas justice court answer (a written general denial)', () => {
  it('fills the caption, the denial, the defenses, the signature block and the certificate of service from what the person entered', () => {
    const d = draftTexasJusticeCourtAnswer(input);
    const item = (i: string) => d.items.find((x) => x.item === i)?.value;
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
  });

  it('leaves the blanks the person has not filled for them to write, and no defenses section when none was chosen', () => {
    const d = draftTexasJusticeCourtAnswer({ ...input, place: null, plaintiffServiceAddress: null, serviceMethod: null, defenses: [], defendantPhone: null });
    expect(d.items.find((x) => x.item === 'Court')?.value).toBe('In the Justice Court, Precinct 1, Dallas County, Texas');
    expect(d.items.find((x) => x.item === 'Certificate of service')?.value).toContain(
      'LVNV Funding, LLC or its lawyer by (mail, email, hand delivery or eFileTexas.gov): ____________',
    );
    expect(d.text).not.toContain('Defendant also states:');
    expect(d.text).not.toContain('Telephone:');
  });

  it('rests the denial, the steps and the fee on quoted stored sources, each with its address and date', () => {
    for (const check of [...Object.values(TEXAS_ANSWER_CHECKS), TEXAS_JP_FILING.stepsCheck, TEXAS_JP_FILING.feesCheck]) {
      expect(check.status).toBe('verified');
      if (check.status !== 'verified') continue;
      expect(check.quote.length).toBeGreaterThan(30);
      expect(check.source).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//);
      expect(check.retrieved).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(TEXAS_ANSWER_CHECKS.general_denial.status === 'verified' && TEXAS_ANSWER_CHECKS.general_denial.quote).toContain('simple denial');
    // The fee shown is the one the quote states.
    expect(TEXAS_JP_FILING.fees).toEqual([expect.objectContaining({ case: 'answer_justice_court', cents: 0 })]);
    expect(TEXAS_JP_FILING.feesCheck.quote).toContain('costs nothing');
  });
});
