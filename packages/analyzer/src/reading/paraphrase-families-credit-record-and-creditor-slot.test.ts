/**
 * Two theories read by kind (issue 26, decision 131), written from the law's categories, not from any letter:
 * - the consumer's credit record put at stake with no step named ("protect your CREDIT RECORD", "keep your credit
 *   history clean", "proteja su historial de crédito"): it implies the debt will be reported (Reitz v. Credit Systems
 *   of the Fox Valley, E.D. Wis. 2020), so it is judged, as a threat to report is, against the 7-year reporting period
 *   (15 U.S.C. 1692e(5), (8), (10); 15 U.S.C. 1681c(a)(4));
 * - the model form's creditor slot filled with a role ("a debt that you owe to our client"): the form's safe harbour
 *   covers its wording, not the name the collector fills in (15 U.S.C. 1692g(a)(2); 12 CFR 1006.34(c)(2)(v), (d)(2)).
 * Lawful near misses (a debt inside the reporting period, a denial, a pointer to the bureaus, the form with a name in
 * its slot, a role with its name beside it) must stay clean. Tests, not the measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { ruleOutcome, type RuleOutcome } from './test-letters';

/** What the rule did, from the words alone (nothing said of the pages) unless the answers say more. */
const outcome = (ruleId: string, text: string, answers: UserAnswers = {}, today = '2025-03-13'): RuleOutcome =>
  ruleOutcome(ruleId, text, { state: 'WI', allPagesUploaded: undefined, ...answers }, today);

// ---------------------------------------------------------------------------------------------
// The credit record at stake (credit_reporting_threat_misleading)

const CREDIT = 'credit_reporting_threat_misleading';
const letter = (body: string): string =>
  `Lakeshore Credit Systems, Inc.\nPO Box 12, Appleton, WI 54911\n\nMarch 3, 2025\n\nAccount ending 3390\n\n${body}\n\nThis communication is from a debt collector.`;

describe('the credit record put at stake, in any verb, order or language', () => {
  it.each([
    'This account has been listed with our office for collection. Avoid errors and protect your CREDIT RECORD.',
    'Your account is now with our office. Safeguard your credit history and prevent mistakes.',
    'Keep your CREDIT RECORD clean: the entire balance is payable to us now.',
    'Pay the full balance today to preserve your credit rating.',
    'To protect your credit standing, send your payment to our office.',
    'Maintain your good credit record by paying this balance.',
    'Avoid further damage to your credit history: call our office today.',
    'Proteja su historial de crédito: pague el saldo completo a nuestra oficina.',
    'Mantenga limpio su historial de crédito y pague hoy.',
    'Cuide su crédito y pague el saldo a nuestra oficina.',
  ])('asks when the last payment was, flags past the 7-year period, passes inside it: %s', (body) => {
    expect(outcome(CREDIT, letter(body)), body).toBe('ask');
    expect(outcome(CREDIT, letter(body), { lastPaymentDate: '2014-01-01' }), body).toBe('flag');
    expect(outcome(CREDIT, letter(body), { lastPaymentDate: '2024-06-01' }), body).toBe('silent');
  });

  it.each([
    'Paying this balance will not affect your credit record.',
    'Keep a copy of this letter for your records.',
    'Please pay the balance to our office at your convenience.',
    'You may have the right to a free copy of your credit report from each bureau.',
  ])('is not read as a credit threat, and asks nothing: %s', (body) => {
    expect(outcome(CREDIT, letter(body), { lastPaymentDate: '2014-01-01' }), body).toBe('silent');
    expect(outcome(CREDIT, letter(body)), body).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// The model form's creditor slot (vn_current_creditor)

const CURRENT = 'vn_current_creditor';
const FORM = readFileSync(new URL('../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');
const SPANISH_FORM = readFileSync(new URL('../../test-fixtures/cfpb-model-form-spanish.txt', import.meta.url), 'utf8');
/** The model form with its slot filled by `slot`, and the account line naming no one ("You had an account …"). */
const form = (slot: string, extra = ''): string =>
  FORM.replace('a debt that you owe to Bank of Rockville.', `a debt that you owe ${slot}.${extra}`).replace(
    /credit card from\s+Bank of Rockville/,
    'credit card',
  );
const NOTICE_ANSWERS: UserAnswers = { state: 'MD', isFirstContact: true, allPagesUploaded: true };

describe("the model form's creditor slot filled with a role", () => {
  it.each(['to our client', 'to the creditor', 'to the current creditor', 'to the account owner', 'to your creditor', 'to the current owner'])(
    'flags "owe %s", from the words alone and with the answers',
    (slot) => {
      expect(outcome(CURRENT, form(slot), { state: 'MD' }, '2020-08-10'), slot).toBe('flag');
      expect(outcome(CURRENT, form(slot), NOTICE_ANSWERS, '2020-08-10'), slot).toBe('flag');
    },
  );

  it.each(['con nuestro cliente', 'con su acreedor'])('flags the Spanish form whose slot says "tiene %s"', (slot) => {
    const text = SPANISH_FORM.replace(/tiene\s+con el Bank of Rockville/, `tiene ${slot}`).replace(/provista por el Bank of Rockville/, 'provista');
    expect(outcome(CURRENT, text, { state: 'MD' }, '2020-08-10'), slot).toBe('flag');
  });

  it.each([
    ['the form itself', FORM],
    ['the Spanish form', SPANISH_FORM],
    ['a role with its name beside it', form('to our client, Bank of Rockville')],
    ['a role with its name after it', form('to our client Bank of Rockville')],
    ['a role named in the next sentence', form('to our client', ' Our client, Bank of Rockville, owns the debt.')],
    ['a role and a creditor line', form('to our client', '\nCurrent creditor: Bank of Rockville')],
  ])('does not flag %s', (_, text) => {
    expect(outcome(CURRENT, text, { state: 'MD' }, '2020-08-10')).not.toBe('flag');
    expect(outcome(CURRENT, text, NOTICE_ANSWERS, '2020-08-10')).not.toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// The debt already on the report in a first letter (reported_before_contact, 12 CFR 1006.30(a)(1))

const BEFORE = 'reported_before_contact';
const regFLetter = (body: string): string =>
  `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\nJune 2, 2025\n\nThis communication is from a debt collector.\n\n${body}\n`;
const FIRST: UserAnswers = { state: 'TX', isFirstContact: true };

describe('the debt already reported, in any verb, voice or language, by the collector', () => {
  it.each([
    'We reported this account to the credit bureaus on May 1, 2025.',
    'This account was reported to Equifax, Experian and TransUnion.',
    'Your account was furnished to the national credit bureaus.',
    'We have notified the credit bureaus of this debt.',
    'This collection now appears on your credit report.',
    'Su cuenta ha sido reportada a los burós de crédito.',
    'Hemos reportado esta deuda a las agencias de crédito.',
    'Esta deuda ya aparece en su historial de crédito.',
  ])('flags on a first letter, asks whether it is the first otherwise: %s', (body) => {
    expect(outcome(BEFORE, regFLetter(body), FIRST, '2025-06-12'), body).toBe('flag');
    expect(outcome(BEFORE, regFLetter(body), { state: 'TX' }, '2025-06-12'), body).toBe('ask');
    expect(outcome(BEFORE, regFLetter(body), { state: 'TX', isFirstContact: false }, '2025-06-12'), body).toBe('silent');
  });

  it.each([
    'If you do not pay, this account may be reported to the credit bureaus.',
    'This account will be reported to the credit bureaus.',
    'We have not reported this account to any credit bureau.',
    'We do not report accounts to the credit bureaus.',
    'The original creditor reported this account to the credit bureaus.',
    'This account was reported to the credit bureaus by Chase Bank.',
    'Chase Bank reported this account to the credit bureaus.',
    'Your creditor has reported this account to the credit bureaus.',
    'If this account was reported to a credit bureau, we will ask that it be deleted.',
    'Upon payment, the account will be reported as paid in full.',
    'We have requested that the credit bureaus delete this account.',
    'As required by law, you are hereby notified that a negative credit report reflecting on your credit record may be submitted to a credit reporting agency if you fail to fulfill the terms of your credit obligations.',
  ])('does not flag a report to come, a denial, a condition or another party: %s', (body) => {
    expect(outcome(BEFORE, regFLetter(body), FIRST, '2025-06-12'), body).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// A caption without "Re:" is a reference line of the same kind (vn_current_creditor; Encarnacion, Datiz)

const STATUTE_RIGHTS =
  'Unless you notify this office within thirty days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within thirty days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification. Upon your written request within thirty days after receiving this notice, this office will provide you with the name and address of the original creditor, if different from the current creditor.';
const captioned = (
  caption: string,
  body: string,
  collectorLine = 'This communication is from a debt collector. This is an attempt to collect a debt.',
): string =>
  `Eastern Medical Recovery Associates, Inc.\n300 Motor Parkway, Hauppauge, NY 11788\n\nMarch 2, 2015\n\nMaria Gomez\n12 Oak St\nSpringfield, IL 62701\n\n${caption}\n\n${body}\n\n${STATUTE_RIGHTS}\n\n${collectorLine}\n\nSincerely,\nEastern Medical Recovery Associates, Inc.`;
const CAPTIONS: ReadonlyArray<readonly [string, string]> = [
  ["St. Brendan's Hospital\nAccount XXXX6615 — Amount: $652.80", 'The account shown above has been listed with our agency for collection.'],
  ['HARBORVIEW MEDICAL CENTER\nAccount XXXX0417 — $705.25', 'This account was assigned to our office for collection.'],
  ['ACCOUNT IDENTIFICATION\nLakeside Regional Clinic\nBalance Due: $53.27', 'Please remit the balance shown above.'],
];

describe('a caption naming one party, without "Re:"', () => {
  it.each(CAPTIONS)('outside the Second and Seventh Circuits, read as naming the creditor, as a "Re:" line is: %s', (caption, body) => {
    for (const state of ['FL', 'PA', 'TX'])
      expect(outcome(CURRENT, captioned(caption, body), { state, isFirstContact: true, allPagesUploaded: true }, '2015-03-12'), state).toBe('silent');
  });

  it.each(CAPTIONS)('in the Second and Seventh Circuits, a caption alone does not name the current creditor (Datiz; Steffek): %s', (caption, body) => {
    for (const state of ['NY', 'IL', 'WI'])
      expect(outcome(CURRENT, captioned(caption, body), { state, isFirstContact: true, allPagesUploaded: true }, '2015-03-12'), state).toBe('flag');
  });

  it('is not read from a letter that does not say it is from a debt collector, nor from the consumer’s own name', () => {
    const [caption, body] = CAPTIONS[0]!;
    expect(outcome(CURRENT, captioned(caption, body, 'Please call us.'), { state: 'FL', isFirstContact: true, allPagesUploaded: true }, '2015-03-12')).toBe(
      'flag',
    );
    expect(
      outcome(
        CURRENT,
        captioned('Maria Gomez\nAccount XXXX6615 — Amount: $652.80', body),
        { state: 'FL', isFirstContact: true, allPagesUploaded: true },
        '2015-03-12',
      ),
    ).toBe('flag');
  });
});
