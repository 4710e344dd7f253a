/**
 * Paraphrase families for decision 132 (issue 26): the first-letter and sender gate read once for every rule that
 * needs it, the validation notice's statements judged by kind, and the undated notice whose period cannot be
 * computed. Written from 15 U.S.C. 1692g(a), 1692e(10) and 12 CFR 1006.34, in our own words, not from any letter of
 * the court corpus; each must-flag variant fails on the code before the decision, each lawful near miss passes on
 * both. Tests, not the measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { deriveGates } from '../engine/gates';
import { documentFromText } from '../engine/analyze';
import { extractFacts } from '../facts/extract-facts';
import { statuteNotice } from './test-letters';
import { firstLetterSign, placementWithSender } from './first-contact';

const flagsOn = (ruleId: string, text: string, answers: UserAnswers, today = '2019-03-14'): boolean => {
  const result = analyzeText(text, { answers, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result.findings.some((f) => f.id === ruleId);
};
const fixture = (name: string): string => readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
const corpus = (name: string): string => readFileSync(new URL(`../../corpus/${name}/letter.txt`, import.meta.url), 'utf8');

// ---------------------------------------------------------------------------------------------
// The model form's safe harbour covers a collector that uses the form (12 CFR 1006.34(d)(2)); a notice laid out as
// the form that leaves out one of the form's required statements has not used it for that item.

describe('a notice in the model form that leaves out one of its statements', () => {
  const b1 = fixture('cfpb-model-form-b1.txt');
  const whole: UserAnswers = { state: 'NY', allPagesUploaded: true, isFirstContact: true, senderIsOriginalCreditor: false };
  const withoutLine = (text: string, starts: string): string =>
    text
      .split('\n')
      .filter((l) => !l.startsWith(starts))
      .join('\n');
  const withoutOriginalCreditor = [
    withoutLine(b1, 'Write to ask for the name and address of the original creditor'),
    withoutLine(b1, 'Write to ask for the name and address of the original creditor').replace(
      'What else can you do?',
      'What else can you do?\nContact us about your payment options.',
    ),
  ];
  it.each(withoutOriginalCreditor.map((t, i) => [i, t]))('flags the missing original-creditor statement (%s)', (_, text) => {
    expect(flagsOn('vn_original_creditor_right_statement', text, whole, '2020-07-20')).toBe(true);
  });
  it('flags the missing CFPB website statement on a credit-card debt', () => {
    expect(flagsOn('vn_cfpb_website_statement', withoutLine(b1, 'Go to www.cfpb.gov/debt-collection'), whole, '2020-07-20')).toBe(true);
  });
  it('the response prompt ("send me the name and address of the original creditor") is not the statement', () => {
    const text = withoutLine(b1, 'Write to ask for the name and address of the original creditor');
    expect(text).toContain('I want you to send me the name and address of the original creditor.');
    expect(flagsOn('vn_original_creditor_right_statement', text, whole, '2020-07-20')).toBe(true);
  });
  const lawful = {
    'Model Form B-1': b1,
    'Spanish model notice': fixture('cfpb-model-form-spanish.txt'),
    'corpus model-form-b1': corpus('model-form-b1'),
    // The electronic lines are optional (1006.34(c)(3)(v) only for notices sent electronically).
    'B-1 without its electronic lines': b1.replace(/ We accept (?:disputes|such requests) electronically at [^\s]+\./g, ''),
    // The statement in the collector's own words is read by its rule, and passes.
    'B-1 with the original-creditor statement reworded': b1.replace(
      /Write to ask for the name and address of the original creditor, if different from the current creditor\./,
      'You may ask us in writing for the name and address of the original creditor, if different from the current creditor.',
    ),
  };
  it.each(Object.entries(lawful))('stays clean: %s', (_, text) => {
    for (const id of ['vn_original_creditor_right_statement', 'vn_cfpb_website_statement', 'vn_dispute_right_statement', 'vn_assumed_valid_statement'])
      expect(flagsOn(id, text, whole, '2020-07-20'), id).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The Eleventh Circuit: a verification statement that leaves "in writing" out is itself the violation (Bishop v. Ross
// Earle & Bonan, 2016), so it stands on a passage; elsewhere a passage waits for the rest of the letter.

describe('verification promised on a dispute with no writing said (Bishop)', () => {
  const ASSUME = 'Unless you dispute the validity of this debt within thirty days after receipt of this notice, this office will assume the debt is valid.';
  const bare = [
    'If you dispute this debt or any part of it within thirty days after receiving this notice, we will obtain verification of the debt and mail it to you.',
    'Should you dispute the balance within 30 days of receipt, this office will obtain verification of the debt or a copy of any judgment and mail it to you.',
    'In the event you dispute the debt within thirty days after you receive this notice, verification of the debt will be obtained and mailed to you.',
    'We will obtain and mail you verification of the debt if, within 30 days after receiving this letter, you dispute it.',
    'Si disputa toda la deuda o parte de ella dentro de los 30 días siguientes a recibir esta carta, obtendremos la verificación de la deuda y se la enviaremos.',
  ];
  const passage = (rights: string): string => statuteNotice(`${ASSUME}\n${rights}`, { elided: true, originalCreditorLine: false });
  it.each(['FL', 'GA', 'AL'])('flags each variant from the words in the Eleventh Circuit (%s)', (state) => {
    expect(bare.filter((r) => !flagsOn('vn_dispute_right_statement', passage(r), { state }))).toEqual([]);
  });
  it('a passage elsewhere waits for the rest of the letter', () => {
    for (const r of bare) expect(flagsOn('vn_dispute_right_statement', passage(r), { state: 'NY' })).toBe(false);
  });
  const lawful = [
    'If you notify this office in writing within thirty days after receiving this notice that you dispute the debt, this office will obtain verification of the debt and mail it to you.',
    'Si nos notifica por escrito dentro de los 30 días siguientes a recibir esta carta que disputa la deuda, obtendremos la verificación de la deuda y se la enviaremos.',
    'If you dispute this debt within thirty days, we will obtain verification of the debt and mail it to you. Your dispute must be in writing.',
  ];
  it('the statute’s own words (in writing), in English and Spanish, stay clean', () => {
    expect(lawful.filter((r) => flagsOn('vn_dispute_right_statement', passage(r), { state: 'FL' }))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// An undated notice that counts the period from "the date of this letter": the consumer cannot compute the period at
// all (15 U.S.C. 1692g(a)(3)-(5), 1692e(10)), before or after Regulation F.

describe('an undated notice whose period runs from its own date', () => {
  const FROM_LETTER = [
    'within thirty (30) days from the date of this letter',
    'within 30 days of the date of this notice',
    'within thirty days after the date of this letter',
    'within 30 days from the date this letter was mailed',
  ];
  const undated = (p: string): string =>
    statuteNotice(
      `You have ${p.replace(/^within /, '')} to dispute the validity of this debt or any portion of it; otherwise we will assume it is valid. If you notify us in writing ${p} that you dispute the debt, we will obtain verification of the debt and mail it to you.`,
    ).replace('March 4, 2019\n\n', '');
  const whole: UserAnswers = { state: 'KS', allPagesUploaded: true, isFirstContact: true };
  it('flags each variant as a period that cannot be computed', () => {
    expect(FROM_LETTER.filter((p) => !flagsOn('vn_end_date_missing', undated(p), whole, '2020-12-01'))).toEqual([]);
  });
  it('a passage asks for the rest of the letter (the date may be on it)', () => {
    const passage = statuteNotice('You have thirty (30) days from the date of this letter to dispute this debt; otherwise we will assume it is valid.', {
      elided: true,
    }).replace('March 4, 2019\n\n', '');
    expect(flagsOn('vn_end_date_missing', passage, { state: 'KS' }, '2020-12-01')).toBe(false);
  });
  it('lawful near misses: an undated notice counted from receipt; a dated statute-era notice', () => {
    const fromReceipt = undated('within thirty days after you receive this notice');
    expect(flagsOn('vn_end_date_missing', fromReceipt, whole, '2020-12-01')).toBe(false);
    const dated = statuteNotice(
      'You have thirty (30) days from the date of this letter to dispute the validity of this debt; otherwise we will assume it is valid. If you notify us in writing within that time, we will obtain verification and mail it to you.',
    );
    expect(flagsOn('vn_end_date_missing', dated, whole)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The first-letter and sender gate: the account handed over to the sender, read in more ways (decision 132), and read
// by the rules that had their own, narrower gate.

describe('the account handed over to the sender, read as a placement', () => {
  const placements = [
    'The debt identified above was sold by Star Bank, and all of your rights and obligations regarding this contract have been assigned to this office.',
    'Every right and obligation under your agreement has been assigned to this office.',
    'Your account has been moved from Crestmark Receivables, LLC to our office.',
    'Your loan was transferred from Star Bank to our office for collection.',
    'Your account has been sold and assigned to us.',
    'Banco Central vendió su cuenta, y todos sus derechos fueron cedidos a esta oficina.',
    'Sus derechos bajo el contrato han sido cedidos a nuestra agencia.',
    'Su préstamo fue traspasado de Banco Central a nuestra oficina.',
  ];
  it.each(placements)('reads it, and the sender as the one it went to: %s', (text) => {
    expect(firstLetterSign(text)?.kind).toBe('placement');
    expect(placementWithSender(text)).toBeDefined();
  });
  it('a law firm named with its suffix (LLP, PC, PLLC) and the letter headed with it', () => {
    const text = 'HALE & MORROW, LLP\n200 W. Madison Street\n\nYour account has been transferred from Crestmark Receivables, LLC to Hale & Morrow, LLP.';
    expect(placementWithSender(text)).toBeDefined();
  });
  const nearMisses = [
    'Your payment was sent to our office on May 2.',
    'Your file has been moved to our new address.',
    'Your account has been transferred to a collection agency.',
    'Your account has been referred to an attorney.',
    'Su pago fue enviado a nuestra oficina el 2 de mayo.',
    'Su cuenta fue cedida a una agencia de cobranza.',
  ];
  it.each(nearMisses)('not a placement with the sender: %s', (text) => {
    expect(placementWithSender(text)).toBeUndefined();
  });
});

describe('rules that read the one first-letter gate', () => {
  const transferLetter = [
    'HALE & MORROW, LLP',
    '200 W. Madison Street, Chicago, IL 60606',
    '',
    'April 2, 2019',
    '',
    'Dana Ortiz',
    '8 Elm Rd',
    'Springfield, IL 62701',
    '',
    'Original creditor: Summit Bank Card',
    'Assignee: Crestmark Receivables, LLC',
    'Account: XXXX0420',
    '',
    'Dear Dana Ortiz:',
    '',
    'Your account has been transferred from Crestmark Receivables, LLC to Hale & Morrow, LLP. Please call us to discuss payment.',
    '',
    'This communication is from a debt collector.',
    '',
    'Sincerely,',
    'Hale & Morrow, LLP',
  ].join('\n');
  it('vn_current_creditor judges a transfer letter as the first one from its own words (it asked before)', () => {
    expect(flagsOn('vn_current_creditor', transferLetter, { state: 'IL', allPagesUploaded: true })).toBe(true);
  });
  it('a letter that names an earlier one of its sender is not read as the first', () => {
    const later = transferLetter.replace('Please call us', 'As we previously advised, please call us');
    expect(flagsOn('vn_current_creditor', later, { state: 'IL', allPagesUploaded: true })).toBe(false);
  });
  it('reported_before_contact judges a placement letter as the first contact (it asked before)', () => {
    const text = transferLetter
      .replace('April 2, 2019', 'April 2, 2022')
      .replace('Please call us to discuss payment.', 'This account has been reported to the credit bureaus. Please call us to discuss payment.');
    expect(flagsOn('reported_before_contact', text, { state: 'IL', allPagesUploaded: true }, '2022-05-01')).toBe(true);
  });

  const gateOf = (text: string) => deriveGates(documentFromText(text), extractFacts(documentFromText(text)), {});
  it('the engine reads the sender as the rules do: collecting for another, the debt sold to the sender', () => {
    for (const text of [
      'We represent Star Bank in the collection of this account. Please call us.',
      'Star Bank sold your account to us. Please call us.',
      'Your account has been sold and assigned to us. Please call us.',
    ])
      expect(gateOf(text).isDebtCollector, text).toBe(true);
  });
  it('a creditor’s own bill leaves the sender unknown', () => {
    expect(gateOf('Your Star Bank statement is enclosed. Please pay the minimum due by June 1.').isDebtCollector).toBeNull();
  });
});
