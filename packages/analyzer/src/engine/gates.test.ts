import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DebtTypeHint, Facts, UserAnswers } from '../types';
import { documentFromText } from './analyze';
import { deriveGates, describeGates } from './gates';
import { scoreModelForm } from './model-form-score';
import { buildFacts, fact } from '../testing';

const MODEL_FORM = readFileSync(new URL('../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8');

const gatesOf = (text: string, answers: UserAnswers = {}, facts: Facts = buildFacts()) => deriveGates(documentFromText(text), facts, answers);

/** Typical OCR damage: l/1, O/0, rn/m, S/5, dropped letters, words broken across lines. */
const ocrNoise = (text: string): string =>
  text
    .replace(/l/g, (c, i: number) => (i % 3 === 0 ? '1' : c))
    .replace(/o/g, (c, i: number) => (i % 5 === 0 ? '0' : c))
    .replace(/m/g, (c, i: number) => (i % 2 === 0 ? 'rn' : c))
    .replace(/S/g, '5')
    .replace(/ti/g, (c, i: number) => (i % 4 === 0 ? 't' : c))
    .replace(/ the /g, (c, i: number) => (i % 7 === 0 ? ' the\n' : c));

describe('followsModelForm', () => {
  it('recognises the CFPB Model Form B-1 text', () => {
    const score = scoreModelForm(MODEL_FORM);
    expect(score.score).toBe(1);
    expect(gatesOf(MODEL_FORM).followsModelForm).toBe(true);
  });

  it('recognises the model form through OCR noise', () => {
    const noisy = ocrNoise(MODEL_FORM);
    expect(noisy).not.toContain('Our information shows');
    expect(scoreModelForm(noisy).score).toBeGreaterThanOrEqual(0.9);
    expect(gatesOf(noisy).followsModelForm).toBe(true);
  });

  it('recognises the model form in real OCR output of the phone photo', () => {
    const ocr = readFileSync(new URL('./fixtures/model-form-b1-photo-ocr.txt', import.meta.url), 'utf8');
    expect(scoreModelForm(ocr).score).toBeGreaterThanOrEqual(0.9);
    expect(gatesOf(ocr).followsModelForm).toBe(true);
  });

  it('recognises the model form with the response section moved first (a permitted change)', () => {
    const at = MODEL_FORM.indexOf('How do you want to respond?');
    const moved = `${MODEL_FORM.slice(at)}\n\n${MODEL_FORM.slice(0, at)}`;
    expect(gatesOf(moved).followsModelForm).toBe(true);
  });

  it('accepts the short "from a debt collector" opening after an oral first contact', () => {
    const short = MODEL_FORM.replace(/North South Group is a debt collector\.[^\n]*/, 'This communication is from a debt collector.');
    expect(gatesOf(short).followsModelForm).toBe(true);
  });

  it('does not credit a letter that borrows a sentence or two', () => {
    const letter = [
      'ACME Recovery Services',
      'ACME Recovery is a debt collector. We are trying to collect a debt that you owe to Big Bank.',
      'Our information shows you owe $1,250.00.',
      'Go to www.cfpb.gov/debt-collection to learn more about your rights under federal law.',
      'How can you dispute the debt? Call us at 800-555-0100.',
      'PAY WITHIN 10 DAYS TO AVOID FURTHER ACTION.',
    ].join('\n');
    const score = scoreModelForm(letter);
    expect(score.score).toBeLessThan(0.4);
    expect(gatesOf(letter).followsModelForm).toBe(false);
  });

  it('does not credit the form once half of it is cut away', () => {
    const half = MODEL_FORM.slice(0, Math.floor(MODEL_FORM.length / 2));
    expect(gatesOf(half).followsModelForm).toBe(false);
  });

  it('reports the score on the gates', () => {
    expect(gatesOf(MODEL_FORM).modelFormScore).toBe(1);
  });
});

describe('deriveGates', () => {
  it('reads a debt collector from the letter, and lets the user answer win', () => {
    expect(gatesOf('This communication is from a debt collector.').isDebtCollector).toBe(true);
    expect(gatesOf('We are writing on behalf of our client, Big Bank.').isDebtCollector).toBe(true);
    expect(gatesOf('Smith & Jones, Attorneys at Law').isDebtCollector).toBe(true);
    expect(gatesOf('Your Big Bank statement is past due.').isDebtCollector).toBeNull();
    // A business name that says it collects: the sender is a collector; a creditor's own department is not.
    for (const name of [
      'Pay by card ($14.95 Chase Receivables processing fee).',
      'Apex Recovery Group, PO Box 4',
      'Acme Collections, Inc. is writing about your account.',
    ])
      expect(gatesOf(name).isDebtCollector, name).toBe(true);
    for (const name of [
      'Big Bank Accounts Receivable Department',
      'Call our Collections Department at 555-0100.',
      'Mercy Hospital Collections Dept.',
      'the recovery of your account',
    ])
      expect(gatesOf(name).isDebtCollector, name).toBeNull();
    expect(gatesOf('This communication is from a debt collector.', { senderIsOriginalCreditor: true }).isDebtCollector).toBe(false);
    expect(gatesOf('Your statement is past due.', { senderIsOriginalCreditor: false }).isDebtCollector).toBe(true);
  });

  it('leaves consumer debt open unless the letter or the user settles it', () => {
    expect(gatesOf('You owe $500 on your credit card.').isConsumerDebt).toBeNull();
    expect(gatesOf('Balance due on your business line of credit.').isConsumerDebt).toBe(false);
    expect(gatesOf('Balance due on your business line of credit.', { isConsumerDebt: true }).isConsumerDebt).toBe(true);
  });

  it('tells a validation notice from a later letter', () => {
    expect(gatesOf(MODEL_FORM).isValidationNotice).toBe(true);
    expect(gatesOf('Unless you dispute the validity of this debt within 30 days after receipt, we will assume it is valid.').isValidationNotice).toBe(true);
    expect(gatesOf('As stated in our previous letter, your balance remains unpaid.').isValidationNotice).toBe(false);
    expect(gatesOf('Your balance remains unpaid.').isValidationNotice).toBeNull();
    expect(gatesOf('Your balance remains unpaid.', { isFirstContact: true }).isValidationNotice).toBe(true);
    expect(gatesOf('As stated in our previous letter, your balance remains unpaid.', { isFirstContact: true }).isValidationNotice).toBe(true);
  });

  it('reads the 1692g statements of a notice in the ways collectors write them, and not a later letter that mentions verification', () => {
    const statements = [
      'If you do not dispute this debt within thirty (30) days after receipt of this notice, the debt will be treated as owed.',
      'Unless the consumer, within thirty days of receipt of this letter, disputes the validity of the debt, or any portion thereof, this office will treat it as owed.',
      'If you notify this office in writing within 30 days, we will obtain verification of the debt and mail you a copy of such verification.',
      'If you do not dispute the balance, it will be presumed to be valid.',
      'Si usted no disputa esta deuda dentro de los 30 días siguientes a la recepción de este aviso, la trataremos como cierta.',
    ];
    for (const s of statements) expect(gatesOf(s).isValidationNotice, s).toBe(true);
    const later = [
      'We mailed you verification of the debt on May 1, 2025; your balance remains unpaid.',
      'Your payment is due within 30 days.',
      'Your offer of payment was considered valid until May 1.',
    ];
    for (const s of later) expect(gatesOf(s).isValidationNotice, s).toBeNull();
  });

  it('applies Regulation F from 30 November 2021 and leaves undated letters open', () => {
    expect(gatesOf('x', {}, buildFacts({ letterDate: fact('2021-11-30') })).isRegF).toBe(true);
    expect(gatesOf('x', {}, buildFacts({ letterDate: fact('2021-11-29') }))).toMatchObject({ isRegF: false, letterDate: '2021-11-29' });
    expect(gatesOf('x')).toMatchObject({ isRegF: null, letterDate: null });
  });

  it('takes the state from the answers only, normalised', () => {
    expect(gatesOf('Bethesda, MD 20815').state).toBeNull();
    expect(gatesOf('x', { state: ' ny ' }).state).toBe('NY');
    expect(gatesOf('x', { state: 'New York' }).state).toBeNull();
  });

  it('decides consumer financial product from the debt-type hints, then the text', () => {
    const withHints = (...hints: DebtTypeHint[]) => buildFacts({ debtTypeHints: hints.map((h) => fact(h)) });
    expect(gatesOf('x', {}, withHints('credit_card')).isConsumerFinancialProduct).toBe(true);
    expect(gatesOf('x', {}, withHints('medical')).isConsumerFinancialProduct).toBe(false);
    expect(gatesOf('x', {}, withHints('medical', 'personal_loan')).isConsumerFinancialProduct).toBe(true);
    expect(gatesOf('x', {}, withHints('other')).isConsumerFinancialProduct).toBeNull();
    expect(gatesOf(MODEL_FORM).isConsumerFinancialProduct).toBe(true);
    expect(gatesOf('Balance for services at Mercy Hospital.').isConsumerFinancialProduct).toBe(false);
    expect(gatesOf('Balance due.').isConsumerFinancialProduct).toBeNull();
  });

  it('recognises a court pleading by its caption, not by the word "lawsuit"', () => {
    const caption = 'IN THE DISTRICT COURT OF TULSA COUNTY\nCAVALRY SPV I, LLC, Plaintiff,\nvs.\nJOHN ROE, Defendant.\nCase No. SC-2024-1234\nPETITION';
    expect(gatesOf(caption).isCourtPleading).toBe(true);
    expect(gatesOf('If you do not pay we may file a lawsuit and a complaint in court.').isCourtPleading).toBe(false);
  });

  it('explains the open gates in plain words', () => {
    const notes = describeGates(gatesOf('x'));
    expect(notes.join(' ')).toMatch(/undated/);
    expect(notes.join(' ')).toMatch(/state is unknown/);
    expect(describeGates(gatesOf(MODEL_FORM)).join(' ')).toMatch(/Model Form B-1/);
  });
});

describe('isValidationNotice: a step planned for after the validation period', () => {
  it('does not read "after the validation period ends" as the notice itself, but reads the heading', () => {
    const gate = (text: string) => deriveGates(documentFromText(text), buildFacts(), {}).isValidationNotice;
    expect(gate('Your account will be referred to our attorneys for review after the validation period ends.')).toBeNull();
    expect(gate('VALIDATION NOTICE\nUnless you dispute the debt within 30 days after receiving this notice, we will assume it is valid.')).toBe(true);
  });
});
