import { describe, expect, it } from 'vitest';
import { check, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const letter = (body: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;

describe('threat_arrest_or_criminal', () => {
  it('flags a threat of criminal prosecution and arrest, quoting the sentences', () => {
    const r = check(rule, letter('If you do not pay within 10 days, you may be arrested. FAILURE TO PAY MAY RESULT IN CRIMINAL PROSECUTION.'));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['If you do not pay within 10 days, you may be arrested.', 'FAILURE TO PAY MAY RESULT IN CRIMINAL PROSECUTION.']);
    if (r.status === 'flag') {
      expect(r.confidence).toBe('high');
      expect(r.assumptions).toContain('Assumed the sender is a debt collector (the letter calls itself one).');
    }
  });

  it('flags an accusation of fraud (1692e(7))', () => {
    const r = check(rule, letter('Your refusal to pay this balance may be considered fraud.'));
    expect(quotes(r)).toEqual(['Your refusal to pay this balance may be considered fraud.']);
  });

  it('flags a referral to the police and a sheriff sent to the workplace', () => {
    expect(quotes(check(rule, letter('We will refer your file to the police department.')))).toEqual(['We will refer your file to the police department.']);
    expect(check(rule, letter('This matter will be turned over to the proper authorities.')).status).toBe('flag');
    const r = check(rule, letter('A sheriff will be sent to your place of employment.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
  });

  it('flags words broken across a line by OCR and ALL CAPS', () => {
    const r = check(rule, letter('YOU WILL BE SUBJECT TO CRIMINAL PROSECU-\ntion IF THIS IS NOT PAID.'));
    expect(r.status).toBe('flag');
  });

  it('marks a returned-check letter for review with medium confidence', () => {
    const r = check(rule, letter('Your check was returned NSF. Issuing a worthless check is theft by deception and we will press charges.'));
    expect(r.status === 'flag' && r.confidence).toBe('medium');
  });

  it('does not flag denials, rights notices, victims of fraud, privacy notices or medical words', () => {
    for (const body of [
      'Nonpayment of a debt is not a crime, and you will not be arrested or jailed for not paying.',
      'They may not harass you by using threats of violence or arrest or by using obscene language.',
      'Federal law prohibits debt collectors from threatening you with arrest or criminal prosecution.',
      'If you believe this debt is the result of identity theft or fraud, please call us.',
      'We may disclose information to law enforcement agencies as required by law or in response to a subpoena.',
      'Services: emergency treatment for cardiac arrest on 3/2/2023.',
      'Our client may prosecute its claim in a civil lawsuit.',
      'Los cobradores no pueden amenazarle con arresto ni con violencia.',
    ])
      expect(check(rule, letter(body)).status, body).toBe('pass');
  });

  it('is not applicable to the original creditor, a business debt or a court pleading', () => {
    const text = letter('You will be arrested.');
    expect(check(rule, text, { gates: { isDebtCollector: false } }).status).toBe('not_applicable');
    expect(check(rule, text, { gates: { isConsumerDebt: false } }).status).toBe('not_applicable');
    expect(check(rule, text, { gates: { isCourtPleading: true } }).status).toBe('not_applicable');
  });

  it('still checks a collection letter dressed as a pleading', () => {
    const fake = 'SUMMONS\nPlaintiff v. Defendant\nA warrant will be issued for your arrest. To avoid this, call our office today.\n';
    const r = check(rule, fake, { gates: { isCourtPleading: true } });
    expect(r.status).toBe('flag');
    expect(r.status === 'flag' && r.assumptions?.[0]).toMatch(/looks like a court pleading/);
  });

  it('does not flag the Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('pass');
  });

  // A hang guard, not a timing (speed lives in bench/): a 200 KB letter is read to its end, within the test's time limit.
  it('reads a 200 KB letter to its end: nothing in the repeated text, the threat at its very end', () => {
    const big = `${letter('Please call us.')}\n`.repeat(1500).slice(0, 200_000);
    expect(check(rule, big).status).toBe('pass');
    const r = check(rule, `${big}\nIf you do not pay, you will be arrested.`);
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['If you do not pay, you will be arrested.']);
  }, 30_000);
});

fixtureSuite(rule, import.meta.dirname, { checkEvidence: true, checkModelForm: true });
