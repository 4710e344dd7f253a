import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (rights: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

Dear Ms. Lee:

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.
${rights}

How do you want to respond?
Check all that apply:
I want you to send me the name and address of the original creditor.`;

describe('vn_original_creditor_right_statement', () => {
  it('passes the model wording split over two sentences', () => {
    expect(
      checkNotice(
        rule,
        notice(
          'Write to ask for the name and address of the original creditor, if different from the current creditor. If you write by April 14, 2025, we must stop collection until we send you that information.',
        ),
      ).status,
    ).toBe('pass');
  });

  it('passes the statutory wording before Regulation F, and Spanish', () => {
    const statute =
      'If you request of this office in writing within 30 days after receiving this notice, this office will provide you with the name and address of the original creditor, if different from the current creditor.';
    expect(checkNotice(rule, notice(statute), { gates: { isRegF: false } }).status).toBe('pass');
    const es =
      'Escriba para pedir el nombre y la dirección del acreedor original, si es diferente del acreedor actual. Si nos escribe a más tardar el 14 de abril de 2025, debemos dejar de cobrar hasta que le enviemos esa información.';
    expect(checkNotice(rule, notice(es)).status).toBe('pass');
  });

  it('does not count the response-form checkbox as the statement', () => {
    const r = checkNotice(rule, notice(''));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('high');
  });

  it('flags a statement that leaves out "in writing", quoting it', () => {
    const sentence = 'If you call us by April 14, 2025, we will give you the name and address of the original creditor and stop collection until we do.';
    const r = checkNotice(rule, notice(sentence));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual([sentence]);
  });

  it('under Regulation F, flags a statement without the stop-collection clause', () => {
    const sentence = 'If you request it in writing by April 14, 2025, we will provide the name and address of the original creditor.';
    expect(checkNotice(rule, notice(sentence)).status).toBe('flag');
    expect(checkNotice(rule, notice(sentence), { gates: { isRegF: false } }).status).toBe('pass');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
