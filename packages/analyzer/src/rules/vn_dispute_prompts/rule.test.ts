import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (form: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.

How do you want to respond?
Check all that apply:
${form}`;

const FORM = `☐ I want to dispute the debt because I think:
  ☐ This is not my debt.
  ☐ The amount is wrong.
  ☐ Other (please describe on reverse or attach additional information).
☐ I want you to send me the name and address of the original creditor.`;

describe('vn_dispute_prompts', () => {
  it('passes the model prompts, with or without box glyphs, and Spanish', () => {
    expect(checkNotice(rule, notice(FORM)).status).toBe('pass');
    expect(checkNotice(rule, notice(FORM.replace(/☐ /g, ''))).status).toBe('pass');
    const es =
      'Quiero disputar la deuda porque creo que:\nEsta no es mi deuda.\nLa cantidad es incorrecta.\nOtro (por favor, describa al reverso o adjunte información adicional).';
    expect(checkNotice(rule, notice(es)).status).toBe('pass');
  });

  it('flags a missing prompt, quoting the ones present', () => {
    const r = checkNotice(rule, notice(FORM.replace('  ☐ The amount is wrong.\n', '')));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.message).toMatch(/"The amount is wrong\."/);
    expect(quotes(r)).toEqual([
      '☐ I want to dispute the debt because I think:',
      '☐ This is not my debt.',
      '☐ Other (please describe on reverse or attach additional information).',
    ]);
  });

  it('flags prompts out of order', () => {
    const swapped = FORM.replace('☐ This is not my debt.', '☐ TEMP')
      .replace('☐ The amount is wrong.', '☐ This is not my debt.')
      .replace('☐ TEMP', '☐ The amount is wrong.');
    const r = checkNotice(rule, notice(swapped));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('medium');
  });

  it('flags a notice with no prompts at all', () => {
    const r = checkNotice(rule, notice('Amount enclosed: $____'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.evidence).toEqual([]);
  });

  it('does not apply before Regulation F', () => {
    expect(checkNotice(rule, notice(''), { gates: { isRegF: false } }).status).toBe('not_applicable');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
