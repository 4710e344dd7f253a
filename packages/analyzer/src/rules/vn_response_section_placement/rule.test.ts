import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const notice = (section: string): string => `ABC RECOVERY, INC.
P.O. Box 12
Austin, TX 78701

ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank.
If you write to us by April 14, 2025, we must stop collection on any amount you dispute until we send you information that shows you owe the debt.

${section}`;

const PROMPTS = `☐ I want to dispute the debt because I think:
☐ This is not my debt.
☐ The amount is wrong.
☐ Other (please describe on reverse or attach additional information).
☐ I want you to send me the name and address of the original creditor.
☐ I enclosed this amount: $______`;

describe('vn_response_section_placement', () => {
  it('passes the model headings, including the optional "I enclosed this amount" box', () => {
    expect(checkNotice(rule, notice(`How do you want to respond?\nCheck all that apply:\n${PROMPTS}`)).status).toBe('pass');
    expect(
      checkNotice(rule, notice(`¿Cómo desea responder?\nMarque todas las opciones que correspondan:\nQuiero disputar la deuda porque creo que:`)).status,
    ).toBe('pass');
  });

  it('flags prompts without the required headings, quoting where the section starts', () => {
    const r = checkNotice(rule, notice(`RESPOND BY MAIL\n${PROMPTS}`));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['☐ I want to dispute the debt because I think:']);
    if (r.status === 'flag') expect(r.message).toMatch(/"How do you want to respond\?" and "Check all that apply:"/);
  });

  it('flags a missing "Check all that apply:" with medium confidence', () => {
    const r = checkNotice(rule, notice(`How do you want to respond?\n${PROMPTS}`));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('medium');
  });

  it('flags payment pitches among the prompts as a segregation problem', () => {
    const r = checkNotice(rule, notice(`How do you want to respond?\nCheck all that apply:\n☐ PAY IN FULL TODAY and save 40%!\n${PROMPTS}`));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['☐ PAY IN FULL TODAY and save 40%!']);
  });

  it('flags a notice with no response section', () => {
    expect(checkNotice(rule, notice('Please call us.')).status).toBe('flag');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);
