import { describe, expect, it } from 'vitest';
import { check, loadFixtures, MODEL_FORM_B1, quotes, runFixture } from '../../testing';
import { rule } from './rule';

const EMAIL = (extra: string): string =>
  `From: Notices <notices@acme.example>\nTo: jo@mail.example\nSubject: Your account\n\nMay 2, 2024\n\nAcme is a debt collector. Your balance is $400.00. Pay at acme.example.\n\n${extra}`;

describe('electronic_opt_out_missing', () => {
  it('flags an email with no opt-out instructions (evidence empty: a missing element)', () => {
    const r = check(rule, EMAIL(''));
    expect(r.status).toBe('flag');
    if (r.status !== 'flag') return;
    expect(r.evidence).toEqual([]);
    expect(r.confidence).toBe('high');
    expect(r.assumptions?.join(' ')).toMatch(/email or text/);
  });

  it('flags an opt-out that asks for an account number, date of birth or a fee', () => {
    const r = check(rule, EMAIL('To unsubscribe, reply with your account number and date of birth.'));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['To unsubscribe, reply with your account number and date of birth.']);
    expect(check(rule, EMAIL('To opt out, a $2.00 processing fee applies.')).status).toBe('flag');
  });

  it('passes simple opt-outs', () => {
    for (const extra of [
      'Reply STOP to opt out. Msg & data rates may apply.',
      'Click here to unsubscribe.',
      'To stop receiving emails, reply STOP. There is no fee.',
    ]) {
      expect(check(rule, EMAIL(extra)).status, extra).toBe('pass');
    }
  });

  it("uses the user's answer about the channel, and asks when the text does not tell", () => {
    const plain = 'Acme is a debt collector. Your balance is $400.00 as of May 2, 2024.';
    expect(check(rule, plain, { answers: { deliveredElectronically: true } }).status).toBe('flag');
    expect(check(rule, plain, { answers: { deliveredElectronically: false } }).status).toBe('not_applicable');
    const asked = check(rule, plain);
    expect(asked.status).toBe('needs_input');
    if (asked.status === 'needs_input') expect(asked.questions.map((q) => q.id)).toEqual(['deliveredElectronically']);
  });

  it('treats a letter with a mail-back slip or two postal addresses as paper, and older messages as outside Regulation F', () => {
    expect(check(rule, 'Acme is a debt collector.\nDETACH AND RETURN WITH PAYMENT\nAmount enclosed: $____').status).toBe('not_applicable');
    expect(check(rule, 'Acme Recovery\nPO Box 1\nSpringfield, IL 62701\n\nJo Doe\n1 Main St\nPeoria, IL 61602\n\nAcme is a debt collector.').status).toBe(
      'not_applicable',
    );
    expect(check(rule, EMAIL('').replace('May 2, 2024', 'May 2, 2019')).status).toBe('not_applicable');
  });

  it('does not flag the CFPB Model Form B-1', () => {
    expect(check(rule, MODEL_FORM_B1).status).toBe('not_applicable');
  });

  describe('fixtures', () => {
    for (const c of loadFixtures(import.meta.dirname)) {
      it(c.name, () => {
        expect(runFixture(rule, c).status === 'flag').toBe(c.flagged);
      });
    }
  });
});
