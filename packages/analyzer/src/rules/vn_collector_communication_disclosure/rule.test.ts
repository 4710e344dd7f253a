import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const RIGHTS = `If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt. If you do not dispute it by April 14, 2025, we will assume that our information is correct.`;
const letter = (opening: string): string => `ABC Recovery, Inc.\nP.O. Box 12\nAustin, TX 78701\n\nDear Ms. Lee:\n\n${opening}\n\n${RIGHTS}`;

describe('vn_collector_communication_disclosure', () => {
  it('passes the model wording and the classic mini-Miranda', () => {
    expect(
      checkNotice(
        rule,
        letter(
          'ABC Recovery is a debt collector. We are trying to collect a debt that you owe to Zed Bank. We will use any information you give us to help collect the debt.',
        ),
      ).status,
    ).toBe('pass');
    expect(checkNotice(rule, letter('This is an attempt to collect a debt and any information obtained will be used for that purpose.')).status).toBe('pass');
  });

  it('tolerates line breaks and capitals', () => {
    expect(checkNotice(rule, letter('THIS IS AN ATTEMPT TO COLLECT A DEBT. ANY INFORMATION\nOBTAINED WILL BE USED FOR THAT PURPOSE.')).status).toBe('pass');
  });

  it('accepts the Spanish disclosure', () => {
    expect(
      checkNotice(
        rule,
        letter(
          'ABC Recovery es un cobrador de deudas. Estamos tratando de cobrar una deuda que usted le debe a Zed Bank. Usaremos cualquier información que nos dé para ayudar a cobrar la deuda.',
        ),
      ).status,
    ).toBe('pass');
  });

  it('flags a notice that never says it is from a debt collector', () => {
    const r = checkNotice(rule, letter('Zed Bank has referred your account to our office.'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') {
      expect(r.confidence).toBe('high');
      expect(r.evidence).toEqual([]);
      expect(r.message).toMatch(/never says/);
    }
  });

  it('asks about earlier contact when only the short form is used', () => {
    const text = letter('This communication is from a debt collector.');
    const r = checkNotice(rule, text);
    expect(r.status).toBe('needs_input');
    expect(checkNotice(rule, text, { answers: { isFirstContact: true, priorPhoneContactDate: '2025-02-01' } }).status).toBe('pass');
    const first = checkNotice(rule, text, { answers: { isFirstContact: true } });
    expect(first.status).toBe('flag');
    expect(quotes(first)).toEqual(['This communication is from a debt collector.']);
  });

  it('does not read a missing disclosure into an excerpt: it asks whether that is the whole letter, and the answer decides', () => {
    const asked = checkNotice(rule, RIGHTS, { unknown: true });
    expect(asked.status).toBe('needs_input');
    if (asked.status === 'needs_input') expect(asked.questions.map((q) => q.id)).toEqual(['allPagesUploaded']);
    expect(checkNotice(rule, RIGHTS, { unknown: true, answers: { allPagesUploaded: true } }).status).toBe('flag');
  });

  it('does not apply to later letters or to the model form', () => {
    expect(checkNotice(rule, letter('Pay now.'), { gates: { isValidationNotice: false } }).status).toBe('not_applicable');
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
    expect(checkNotice(rule, MODEL_FORM_B1, { gates: { followsModelForm: true } }).status).toBe('not_applicable');
  });
});

fixtureSuite(rule, import.meta.dirname);
