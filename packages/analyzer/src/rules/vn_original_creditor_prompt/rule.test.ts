import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (form: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
Write to ask for the name and address of the original creditor, if different from the current creditor. If you write by April 14, 2025, we must stop collection until we send you that information.

How do you want to respond?
Check all that apply:
☐ I want to dispute the debt because I think:
${form}`;

describe('vn_original_creditor_prompt', () => {
  it('passes the model prompt, similar wording and Spanish', () => {
    for (const form of [
      '☐ I want you to send me the name and address of the original creditor.',
      "☐ Please send me the original creditor's name and address.",
      '☐ I request the name and address of the original creditor.',
      '☐ Quiero que me envíen el nombre y la dirección del acreedor original.',
    ])
      expect(checkNotice(rule, notice(form)).status, form).toBe('pass');
  });

  it('does not count the rights statement as the prompt', () => {
    const r = checkNotice(rule, notice(''));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['How do you want to respond?']);
  });

  it('does not apply before Regulation F', () => {
    expect(checkNotice(rule, notice(''), { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
