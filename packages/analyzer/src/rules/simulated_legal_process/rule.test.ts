import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const fake = `Apex Recovery Group\n\nNOTICE OF PENDING LAWSUIT\n\nPLAINTIFF: Apex Funding LLC\nDEFENDANT: Jane Lee\nCase No. AR-2024-0042\n\nPay the balance of $900.00 within 5 days to avoid court.\n\nThis communication is from a debt collector.\n`;

describe('simulated_legal_process', () => {
  it('flags a collection letter styled as a court notice and quotes the court-style words', () => {
    const r = check(rule, fake);
    expect(r.status === 'flag' && r.confidence).toBe('medium');
    expect(quotes(r)).toContain('NOTICE OF PENDING LAWSUIT');
    expect(quotes(r)).toContain('Case No. AR-2024-0042');
    expect(r.status === 'flag' && r.assumptions).toContain('Assumed no lawsuit has been filed on this debt (the letter names no filed case you can check).');
  });

  it('uses the lawsuitFiled answer', () => {
    expect(check(rule, fake, { answers: { lawsuitFiled: false } }).status === 'flag').toBe(true);
    expect(check(rule, fake, { answers: { lawsuitFiled: true } }).status).toBe('pass');
  });

  it('asks when the papers name a court and a filed case', () => {
    const real = `IN THE DISTRICT COURT OF TULSA COUNTY\nSUMMONS\nCase No. CS-2024-1188\nApex Funding LLC, Plaintiff, v. Jane Lee, Defendant.\nThis case has been filed. Call us to pay the balance.\n`;
    const r = check(rule, real);
    expect(r.status).toBe('needs_input');
    expect(r.status === 'needs_input' && r.questions[0]?.id).toBe('lawsuitFiled');
  });

  it('asks, and does not flag, when a real summons carries the clerk’s signature (the filing-fee line is not a demand)', () => {
    const summons = `SUMMONS (CITACION JUDICIAL)\nNOTICE TO DEFENDANT: MARIA L. GONZALEZ\nYOU ARE BEING SUED BY PLAINTIFF: MIDLAND CREDIT MANAGEMENT, INC.\nYou have 30 CALENDAR DAYS after this summons and legal papers are served on you to file a written response. If you cannot pay the filing fee, ask the court clerk for a fee waiver form.\nSUPERIOR COURT OF CALIFORNIA, COUNTY OF RIVERSIDE\nCASE NUMBER: CVRI2400871\nDATE: 03/11/2024 Clerk, by J. Ramos, Deputy\n`;
    expect(check(rule, summons).status).toBe('needs_input');
  });

  it('is not applicable to a real pleading without collection content', () => {
    const pleading = `IN THE DISTRICT COURT OF TULSA COUNTY\nSUMMONS\nCase No. CS-2024-1188\nApex Funding LLC, Plaintiff, v. Jane Lee, Defendant.\nYou are hereby summoned to answer the petition within 20 days.\n`;
    expect(check(rule, pleading, { gates: { isCourtPleading: true } }).status).toBe('not_applicable');
  });

  it('does not flag court words inside sentences or a case reference line', () => {
    for (const text of [
      'Apex Recovery Group\n\nIf a lawsuit is filed and the court enters a judgment, you will receive a summons with a court date.\nYou may file a complaint with the CFPB.\nPlease pay the balance.\n',
      'Holloway & Finch, P.C.\nRe: Bay Credit Union v. Peter Walsh, Worcester District Court, Docket No. 2162CV000845\n\nWe will ask the court to issue a trustee process summons to your bank. Please pay the balance.\n',
    ])
      expect(check(rule, text).status).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
