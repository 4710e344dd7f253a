import { describe, expect, it } from 'vitest';
import { CALIFORNIA_FILING, draftCaliforniaGeneralDenial, generalDenialAllowed } from './california-general-denial';

const input = {
  defendantName: 'Maria L. Gonzalez',
  defendantAddress: '81 Palm Ave, Riverside, CA 92501',
  defendantPhone: '(951) 555-0100',
  defendantEmail: null,
  county: 'Riverside',
  courtAddress: '4050 Main Street, Riverside, CA 92501',
  plaintiff: 'Midland Credit Management, Inc.',
  caseNumber: 'CVRI2400871',
  limitedCivil: true,
  complaintVerified: false,
  assignedClaim: true,
  amountClaimedCents: 241_837,
  defenses: [
    { id: 'standing_debt_buyer' as const, answerText: 'Plaintiff lacks standing.' },
    { id: 'statute_of_limitations' as const, answerText: 'The claims are barred by the statute of limitations.' },
  ],
  date: '2024-03-20',
};

describe('California general denial (PLD-050)', () => {
  it('fills every item of the form from what the person entered', () => {
    const d = draftCaliforniaGeneralDenial(input);
    expect(d.allowed).toEqual({ allowed: true, why: 'not_verified' });
    const item = (i: string) => d.items.find((x) => x.item === i)?.value;
    expect(item('1')).toBe("Maria L. Gonzalez generally denies each and every allegation of plaintiff's complaint.");
    expect(item('2')).toBe('a. Plaintiff lacks standing.\nb. The claims are barred by the statute of limitations.');
    expect(item('Case number')).toBe('CVRI2400871');
    expect(item('Superior Court of California, County of')).toBe('Riverside');
    expect(d.text).toContain('SUPERIOR COURT OF CALIFORNIA, COUNTY OF RIVERSIDE');
    expect(d.text).toContain('GENERAL DENIAL');
    expect(d.text).toContain('Date: March 20, 2024');
  });

  it('allows a general denial only where Code Civ. Proc. 431.30(d) does', () => {
    expect(generalDenialAllowed({ complaintVerified: false, limitedCivil: false, assignedClaim: true, amountClaimedCents: 900_000 }).allowed).toBe(true);
    expect(generalDenialAllowed({ complaintVerified: true, limitedCivil: true, assignedClaim: false, amountClaimedCents: 241_837 })).toEqual({
      allowed: true,
      why: 'limited_civil',
    });
    expect(generalDenialAllowed({ complaintVerified: true, limitedCivil: true, assignedClaim: true, amountClaimedCents: 241_837 })).toEqual({
      allowed: false,
      why: 'verified_assigned_claim_over_1000',
    });
    expect(generalDenialAllowed({ complaintVerified: true, limitedCivil: true, assignedClaim: true, amountClaimedCents: 90_000 }).allowed).toBe(true);
    expect(generalDenialAllowed({ complaintVerified: true, limitedCivil: false, assignedClaim: false, amountClaimedCents: 5_000_000 })).toEqual({
      allowed: false,
      why: 'verified_unlimited',
    });
  });

  it('lists the fees with their statute, source and date', () => {
    expect(CALIFORNIA_FILING.fees.map((f) => f.cents)).toEqual([22_500, 37_000, 43_500]);
    expect(CALIFORNIA_FILING.feesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
