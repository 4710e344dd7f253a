import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const cover = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n`;

describe('legal_process_misdescribed', () => {
  it('flags an enclosed summons described as needing no action, quoting both sentences', () => {
    const r = check(rule, cover('Enclosed is the summons filed in the county court. This is just a formality. Please call us.'));
    expect(r.status === 'flag' && r.confidence).toBe('high');
    expect(quotes(r)).toEqual(['Enclosed is the summons filed in the county court.', 'This is just a formality.']);
  });

  it('flags "you do not need to respond" when the user says a lawsuit was filed (medium)', () => {
    const r = check(rule, cover('You do not need to respond to any court papers; just call us.'), { answers: { lawsuitFiled: true } });
    expect(r.status === 'flag' && r.confidence).toBe('medium');
  });

  it('flags a pleading whose cover note says it is not a lawsuit', () => {
    const text =
      'IN THE DISTRICT COURT\nSUMMONS\nApex Funding, Plaintiff v. Jane Lee, Defendant\nYou are hereby summoned to answer.\n\fDear Ms. Lee: This is not a lawsuit. Call us to pay.\n';
    expect(check(rule, text, { gates: { isCourtPleading: true } }).status).toBe('flag');
  });

  it('does not flag without legal papers, or paid conditions, or consequence warnings', () => {
    for (const body of [
      'This is not a lawsuit. If you have already paid, no action is needed.',
      'Enclosed is the summons filed against you. If you do not respond, the court may enter a default judgment. If you have already paid, no action is needed.',
      'If a lawsuit is filed, you will be served. You do not need to call us.',
    ])
      expect(check(rule, cover(body)).status, body).toBe('pass');
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
