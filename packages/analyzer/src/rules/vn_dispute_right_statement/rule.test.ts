import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (rights: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

Dear Ms. Lee:

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
Call or write to us by April 14, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.
${rights}`;

describe('vn_dispute_right_statement', () => {
  it('passes the model wording and the statutory wording', () => {
    expect(
      checkNotice(
        rule,
        notice(
          'If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.',
        ),
      ).status,
    ).toBe('pass');
    const statute =
      'If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification.';
    expect(checkNotice(rule, notice(statute), { gates: { isRegF: false } }).status).toBe('pass');
  });

  it('reads the statement across OCR line breaks and in capitals', () => {
    const text = notice(
      'IF YOU WRITE TO US BY APRIL 14, 2025, WE MUST STOP\nCOLLECTION ON ANY AMOUNT YOU DISPUTE UNTIL WE SEND YOU VERIFI-\ncation OF THE DEBT.',
    );
    expect(checkNotice(rule, text).status).toBe('pass');
  });

  it('flags a notice without the statement', () => {
    const r = checkNotice(rule, notice(''));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') {
      expect(r.confidence).toBe('high');
      expect(r.message).toMatch(/1006\.34\(c\)\(3\)\(i\)/);
    }
  });

  it('flags a statement that leaves out "in writing", quoting it', () => {
    const sentence = 'If you dispute the debt by April 14, 2025, we must stop collection until we send you verification of the debt.';
    const r = checkNotice(rule, notice(sentence));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual([sentence]);
    if (r.status === 'flag') expect(r.message).toMatch(/must be in writing/);
  });

  it('in the 11th Circuit, flags a verification promise on a dispute the letter says to make by calling, even in a fragment (Bishop)', () => {
    const old = (contact: string, rest = '') =>
      `[...]\n${contact} If you do not dispute this debt within 30 days after you receive this letter, we will assume this debt is valid.\nHowever, if you do dispute all or any portion of this debt within 30 days of receiving this letter, we will obtain verification of the debt from our client and send it to you.${rest}\n[...]`;
    const ask = (text: string, state: string) => checkNotice(rule, text, { gates: { isRegF: false, state } });
    for (const contact of [
      'If you dispute this balance, please contact us.',
      'Call us at 800-555-0100 if you wish to dispute this account.',
      'Si usted disputa este saldo, llámenos.',
    ]) {
      const r = ask(old(contact), 'FL');
      expect({ contact, status: r.status, misstated: r.status === 'flag' ? r.misstated : undefined }).toEqual({ contact, status: 'flag', misstated: true });
    }
    // Writing said of the dispute just after the statement completes it; outside the 11th Circuit the
    // misstatement is judged with the rest of the letter.
    const cured = ask(old('If you dispute this balance, please contact us.', ' Your dispute must be made in writing.'), 'FL');
    expect(cured.status === 'flag' && cured.misstated).toBeFalsy();
    const elsewhere = ask(old('If you dispute this balance, please contact us.'), 'NY');
    expect(elsewhere.status === 'flag' && elsewhere.misstated).toBeFalsy();
  });

  it('under Regulation F, flags a statement that does not say collection stops', () => {
    const sentence = 'If you notify us in writing by April 14, 2025 that you dispute the debt, we will obtain verification of the debt and mail it to you.';
    const r = checkNotice(rule, notice(sentence));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/collection stops/);
    expect(checkNotice(rule, notice(sentence), { gates: { isRegF: false } }).status).toBe('pass');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
