import { describe, expect, it } from 'vitest';
import { checkNotice, fixtureSuite, MODEL_FORM_B1, quotes } from '../../testing';
import { rule } from './rule';

const RIGHTS =
  'Unless you dispute this debt within 30 days after receiving this notice, we will assume it is valid. If you request it in writing within 30 days, we will provide the name and address of the original creditor, if different from the current creditor.';
const notice = (opening: string): string => `ABC RECOVERY, INC.\nP.O. Box 12\nAustin, TX 78701\n\nDear Ms. Lee:\n\n${opening}\n\n${RIGHTS}`;

describe('vn_current_creditor', () => {
  it('accepts the usual ways of naming the current creditor', () => {
    for (const opening of [
      'We are trying to collect a debt that you owe to Bank of Rockville.',
      'We are collecting this account on behalf of Zed Bank.',
      'Your account has been placed with us by our client, Zed Bank.',
      'Creditor: Zed Bank, N.A.',
      'Apex Funding LLC, the current owner of your account, has referred it to us.',
      'Apex Funding LLC has purchased your credit card account.',
      'Estamos tratando de cobrar una deuda que usted le debe a Zed Bank.',
    ])
      expect(checkNotice(rule, notice(opening)).status, opening).toBe('pass');
  });

  it('flags a notice that names only the parties the account passed between, not who owns it (Janetos)', () => {
    const r = checkNotice(rule, notice('Your account, originally with Summit Bank, has been assigned to Delta Portfolio LLC for collection.'));
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['assigned to Delta Portfolio LLC']);
    const owned = checkNotice(
      rule,
      notice(
        'Your account, originally with Summit Bank, has been assigned to Delta Portfolio LLC, the current owner of the account, to whom you owe the debt.',
      ),
    );
    expect(owned.status).toBe('pass');
  });

  it('reads the same transfer in other words: bracketed names, passive, Spanish; the owner named cures it', () => {
    for (const opening of [
      'Your account has been transferred from [Summit] to [this firm] for collection.',
      'The account was assigned by Summit Bank to Delta Portfolio LLC.',
      'Su cuenta fue transferida de Summit Bank a Delta Portfolio LLC.',
      'Cesionario: Delta Portfolio LLC',
    ]) {
      const r = checkNotice(rule, notice(opening));
      expect({ opening, status: r.status }).toEqual({ opening, status: 'flag' });
    }
    // A sale to a named buyer names the owner: the buyer got the debt (decision 147); a transfer or an assignment does not say so.
    for (const opening of [
      'The account was sold by Summit Bank to Delta Portfolio LLC.',
      'The account was sold by Summit Bank to Delta Portfolio LLC, to whom the debt is now owed.',
      'Su cuenta fue transferida de Summit Bank a Delta Portfolio LLC, a quien usted le debe a Delta Portfolio LLC.',
    ])
      expect({ opening, status: checkNotice(rule, notice(opening)).status }).toEqual({ opening, status: 'pass' });
  });

  it('judges what a first letter says of the creditor even when its words hold no other notice item, once the consumer says it was the first', () => {
    const text = 'ABC RECOVERY, INC.\nP.O. Box 12\nAustin, TX 78701\n\nYour account has been transferred from Summit Bank to Delta Portfolio LLC.';
    expect(checkNotice(rule, text, { answers: { isFirstContact: true } }).status).toBe('flag');
    // Unanswered, the rule asks whether it is the first letter (the answer decides whether 1692g(a)(2) applies).
    const unanswered = checkNotice(rule, text);
    expect(unanswered.status === 'needs_input' && unanswered.questions.map((q) => q.id)).toEqual(['isFirstContact']);
    expect(checkNotice(rule, text, { answers: { isFirstContact: false } }).status).toBe('not_applicable');
    // A first letter with no notice item and nothing said of the creditor is left to vn_missing_entirely.
    expect(checkNotice(rule, 'ABC RECOVERY, INC.\n\nPlease call us about your account.', { answers: { isFirstContact: true } }).status).toBe('not_applicable');
  });

  it('does not read a role as a name: "our client", "the creditor", "the current owner" with no name in the sentence (McGinty; Datiz)', () => {
    for (const opening of [
      'Your account has been placed with us by our client.',
      'This debt is owed to our client.',
      'We are collecting on behalf of the current owner of your account.',
      'Esta deuda se le debe a nuestro cliente.',
    ])
      expect({ opening, status: checkNotice(rule, notice(opening)).status }).toEqual({ opening, status: 'flag' });
  });

  it('does not read "different from the current creditor" as naming one', () => {
    const r = checkNotice(rule, notice('Your account has been referred to our office.'));
    expect(r.status).toBe('flag');
    if (r.status === 'flag') expect(r.confidence).toBe('high');
  });

  it('quotes the original-creditor line when only that is named', () => {
    const r = checkNotice(rule, notice('RE: Original Creditor: Summit Card Services\nYour account has been referred to our office.'), {
      gates: { isRegF: false },
    });
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['RE: Original Creditor: Summit Card Services']);
    if (r.status === 'flag') expect(r.message).toMatch(/15 U\.S\.C\. 1692g\(a\)\(2\)/);
  });

  it('uses the creditor found by the facts stage', () => {
    const span = { start: 0, end: 3, text: 'ABC' };
    expect(checkNotice(rule, notice('Your account has been referred to our office.'), { facts: { currentCreditor: { value: 'Zed Bank', span } } }).status).toBe(
      'pass',
    );
  });

  it('does not read a missing creditor into an excerpt quoted without its letterhead', () => {
    const r = checkNotice(rule, RIGHTS, { unknown: true });
    expect(r.status).toBe('needs_input');
    if (r.status === 'needs_input') expect(r.message).toMatch(/part of a letter/);
    // Once the person says it is the whole letter, the creditor it never names is missing.
    expect(checkNotice(rule, RIGHTS, { unknown: true, answers: { allPagesUploaded: true } }).status).toBe('flag');
  });

  it('passes the CFPB Model Form B-1', () => {
    expect(checkNotice(rule, MODEL_FORM_B1, { unknown: true }).status).toBe('pass');
  });
});

fixtureSuite(rule, import.meta.dirname);

describe('vn_current_creditor and the "Re:" line', () => {
  const letter = (re: string): string =>
    `ABC RECOVERY, INC.\nP.O. Box 12\nAustin, TX 78701\n\n${re}\n\nDear Ms. Lee:\n\nThe above account has been placed with our office for collection.\n\n${RIGHTS}`;

  it('reads a single creditor in the "Re:" line as the current creditor', () => {
    const r = checkNotice(rule, letter('Re: Allina Health Clinic     Patient account ending 6620'));
    expect(r.status).toBe('pass');
    if (r.status === 'pass') expect(r.assumptions?.join(' ')).toMatch(/Allina Health Clinic/);
  });

  it('flags a "Re:" line that names an assignee and an assignor without saying who is owed now', () => {
    const r = checkNotice(rule, letter('Re: Asset Acceptance LLC assignee of FIFTH THIRD BANK'), { gates: { isRegF: false } });
    expect(r.status).toBe('flag');
    expect(quotes(r)).toEqual(['Re: Asset Acceptance LLC assignee of FIFTH THIRD BANK']);
  });

  it('does not read an account number alone as a creditor', () => {
    expect(checkNotice(rule, letter('Re: Account ending in 6620')).status).toBe('flag');
  });

  it('does not read a masked account number as a name (decision 323): its X or stars are no creditor', () => {
    for (const re of ['Re: Account No. XXXX4521', 'Re: Acct xxxx-xxxx-xxxx-6620', 'RE: ACCOUNT ****6620', 'Re: Account XXXXXXXXXXXX'])
      expect(checkNotice(rule, letter(re)).status, re).toBe('flag');
    // "Our client" pointing at a reference that holds only a masked number names no one (McGinty).
    const client = `ABC RECOVERY, INC.\nP.O. Box 12\nAustin, TX 78701\n\nRe: Account No. XXXX4521\n\nDear Ms. Lee:\n\nOur client has placed your account with our office for collection.\n\n${RIGHTS}`;
    expect(checkNotice(rule, client).status).toBe('flag');
    // The creditor named beside the masked number is still read.
    expect(checkNotice(rule, letter('Re: Allina Health Clinic, Account No. XXXX6620')).status).toBe('pass');
  });

  it('reads the other labels of a reference line as "Re:" does: Regarding, Reference, Subject, Asunto (decision 323)', () => {
    for (const re of [
      'Regarding: Allina Health Clinic',
      'Reference: Allina Health Clinic',
      'Subject: Allina Health Clinic',
      'In re: Allina Health Clinic',
      'Asunto: Allina Health Clinic',
    ])
      expect(checkNotice(rule, letter(`${re}\nAccount No. XXXX6620`)).status, re).toBe('pass');
    // The label is not a name: a reference line with only a label and an account number names no one.
    for (const re of ['Regarding: Account No. 6620', 'Subject: Your account XXXX6620']) expect(checkNotice(rule, letter(re)).status, re).toBe('flag');
  });
});
