/**
 * Paraphrase families of decision 186 (issue 26), in sentences of our own written from the law, never from a corpus letter:
 * - a suit presented by the letter's form as begun (a caption "Creditor vs. consumer", the "-against-" form, a docket or
 *   index number, a case number beside a caption or a litigation heading, a heading naming a pending suit; Spanish
 *   "contra", "AVISO DE DEMANDA", "expediente judicial"): with no suit filed, a threat of action not taken (1692e(5); Sears
 *   v. Baretta Financial, W.D. Va. 2015) flagged at once, asked from the words, silent once a suit was filed;
 * - a suit announced by the letter's heading ("LITIGATION NOTICE", "NOTICE OF INTENT TO SUE", "PRE-SUIT NOTICE", "AVISO
 *   PREVIO A DEMANDA"): a categorical threat, judged as one (asked; flagged once the time for the step has passed with no suit);
 * - the validation statement put into suit papers ("the debt referenced in this suit will be assumed valid unless disputed
 *   within thirty days from the date hereof"; "unless Defendant disputes…"; "la deuda reclamada en esta demanda…"): court
 *   process misdescribed (1692e, 1692e(10); Marquez v. Weinstein, Pinson & Riley, 7th Cir. 2016; 1692g(d));
 * - the revival warning owed by the state's law on the letter's date: Washington let a payment restart the period until
 *   RCW 4.16.270 was amended (Laws 2019 ch. 377, from 28 July 2019).
 * Near misses: "pre-legal" notices, a heading naming a suit only in a condition, a case cited, a file or case number alone, a
 * real suit the letter says was filed, a letter's validation notice beside a suit it mentions correctly ("you must still
 * respond to the court by the date on the summons"), the same in Spanish.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { readSuitPresented } from './suit-presented';
import { validationInSuitPapers } from './validation-in-suit-papers';
import { bareLetter, firstLetter, ruleOutcome } from './test-letters';

const THREAT = 'threat_legal_action_unintended';
const PROCESS = 'legal_process_misdescribed';
const TIME_BAR = 'time_barred_no_disclosure_federal';
const COLLECTOR: UserAnswers = { state: 'VA', senderIsOriginalCreditor: false };

const headed = (heading: string, body = 'Please pay the balance or call us at 800-555-0100 to discuss it.'): string =>
  firstLetter(body, { head: `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\n${heading}` });

// ---------------------------------------------------------------------------------------------
// A suit presented as begun by the letter's form (1692e(5))

const BEGUN = [
  'LITIGATION NOTICE\nApex Funding LLC vs. Maria Gomez\nCase No. KX-2025-0419',
  'Pinecrest Bank v. Maria Gomez\nDocket No. CV-25-01187',
  'NOTICE OF PENDING LAWSUIT',
  'LAWSUIT PENDING',
  'Re: Pinecrest Bank versus Maria Gomez',
  'PINECREST BANK\n-against-\nMARIA GOMEZ',
  'Index No. 11930/2025',
  'Civil Action No. 25-0119',
  'NOTICE OF LAWSUIT FILED AGAINST YOU',
  'LAWSUIT NOTICE\nCase Number: 2025-CV-4411',
  'AVISO DE DEMANDA\nPinecrest Bank contra Maria Gomez\nCaso No. 2025-0419',
  'NOTIFICACIÓN DE DEMANDA PENDIENTE',
  'Pinecrest Bank contra Maria Gomez',
  'Expediente judicial No. 2025-118',
];

describe("a suit presented as begun by the letter's form", () => {
  it.each(BEGUN)('is read as begun: %s', (heading) => {
    expect(readSuitPresented(headed(heading)).begun.length).toBeGreaterThan(0);
  });
  it.each(BEGUN)('is flagged at once when no suit was filed, asked from the words, silent once one was: %s', (heading) => {
    const text = headed(heading);
    expect(ruleOutcome(THREAT, text, { ...COLLECTOR, lawsuitFiled: false }, '2025-06-12')).toBe('flag');
    expect(ruleOutcome(THREAT, text, COLLECTOR, '2025-06-12')).toBe('ask');
    expect(ruleOutcome(THREAT, text, { ...COLLECTOR, lawsuitFiled: true }, '2025-06-12')).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// A suit announced by the letter's heading: a categorical threat

const ANNOUNCED = [
  'LITIGATION NOTICE',
  'LAWSUIT NOTICE',
  'LEGAL ACTION NOTICE',
  'NOTICE OF LITIGATION',
  'NOTICE OF INTENT TO SUE',
  'PRE-SUIT NOTICE',
  'FINAL NOTICE BEFORE LAWSUIT',
  'AVISO PREVIO A DEMANDA',
  'AVISO DE LITIGIO',
];

describe("a suit announced by the letter's heading", () => {
  it.each(ANNOUNCED)('is asked from the words and flagged once its time passed with no suit: %s', (heading) => {
    const text = headed(heading);
    expect(readSuitPresented(text).announced.length).toBeGreaterThan(0);
    expect(ruleOutcome(THREAT, text, COLLECTOR, '2025-06-12')).toBe('ask');
    expect(ruleOutcome(THREAT, text, { ...COLLECTOR, lawsuitFiled: false }, '2025-09-01')).toBe('flag');
  });
  it('a caption under a letter that says no suit has been filed is a suit announced, not begun', () => {
    const text = headed('Pinecrest Bank v. Maria Gomez', 'No lawsuit has been filed yet. Please pay the balance or call us to discuss it.');
    const read = readSuitPresented(text);
    expect(read.begun).toEqual([]);
    expect(read.announced.length).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// Near misses: no suit presented by the letter's form

const NOT_PRESENTED = [
  headed('PRE-LEGAL REVIEW', 'No attorney has reviewed your account. Please pay the balance or call us to discuss it.'),
  headed('PRE-LEGAL NOTICE'),
  headed('WHAT HAPPENS IF A LAWSUIT IS FILED', "If a lawsuit is filed, you will receive a summons with a case number and the court's address."),
  bareLetter('If a lawsuit is filed against you, the summons will show a case number.\nPlease call us at 800-555-0100.'),
  headed('Case No. 4411-22'),
  headed('File No. 2025-0419'),
  headed('Account No. 889-2231'),
  headed('Expediente: 2025-118'),
  bareLetter('See Pantoja v. Portfolio Recovery Associates, 852 F.3d 679 (7th Cir. 2017).\nPlease call us at 800-555-0100.'),
  bareLetter("It's you vs. the debt, and we want to help you win.\nPlease call us at 800-555-0100."),
  bareLetter('Sus fondos están protegidos contra embargo.\nLlámenos al 800-555-0100.'),
  headed('NOTICE'),
  headed('IMPORTANT NOTICE'),
];

describe("near misses: no suit presented by the letter's form", () => {
  it.each(NOT_PRESENTED.map((t, i) => [i, t] as const))('reads nothing (%i)', (_i, text) => {
    const read = readSuitPresented(text);
    expect(read.begun).toEqual([]);
    expect(read.announced).toEqual([]);
  });
  it('a real suit the letter says was filed is reported, not threatened: silent from the words and once filed', () => {
    const text = headed(
      'Re: Pinecrest Bank v. Maria Gomez\nCase No. 2025-CV-4411',
      'We filed this lawsuit on May 1, 2025 for our client. You must still respond to the court by the date on the summons.',
    );
    expect(ruleOutcome(THREAT, text, COLLECTOR, '2025-06-12')).not.toBe('flag');
    expect(ruleOutcome(THREAT, text, { ...COLLECTOR, lawsuitFiled: true }, '2025-06-12')).toBe('silent');
  });
  it('a notice of what would happen if a suit were filed is no threat, even long after with no suit', () => {
    const text = bareLetter("If a lawsuit is filed against you, the summons will show a case number and the court's address.\nPlease call us at 800-555-0100.");
    expect(ruleOutcome(THREAT, text, { ...COLLECTOR, lawsuitFiled: false }, '2025-09-01')).not.toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// The validation statement put into suit papers (1692e, 1692e(10); Marquez; 1692g(d))

const pleading = (paragraph: string): string =>
  [
    'IN THE JUSTICE COURT, PRECINCT 1, DALLAS COUNTY, TEXAS',
    'Pinecrest Bank, Plaintiff,',
    'v.',
    'Maria Gomez, Defendant.',
    '',
    'ORIGINAL PETITION ON SWORN ACCOUNT',
    '',
    '1. Plaintiff brings this suit to recover $1,250.00 owed on a credit card account.',
    `2. ${paragraph}`,
    '',
    'Respectfully submitted,',
    'Smith & Jones, attorneys for Plaintiff',
  ].join('\n');
const paragraph = (sentence: string): string => `[...]\n${sentence}\n[...]`;

const IN_SUIT_SENTENCES = [
  'The debt referenced in this suit will be assumed to be valid unless disputed within thirty (30) days from the date hereof.',
  'Unless Defendant disputes the validity of the debt within thirty days, Plaintiff will assume the debt is valid.',
  'If the defendant does not dispute this debt within 30 days after service of this complaint, Plaintiff will assume the debt is valid.',
  'The amount demanded in this complaint shall be deemed correct unless you dispute it in writing within 30 days.',
  "Pursuant to 15 U.S.C. 1692g, unless you notify Plaintiff's counsel within thirty days that you dispute this debt, the debt sued upon in this action will be assumed valid.",
  'If you dispute the debt claimed in this lawsuit in writing within 30 days, Plaintiff will obtain verification of the debt and mail it to you.',
  'This court will presume the debt valid unless you dispute it within thirty days.',
  'The sum sought in the present action will be considered accurate if you do not dispute it within 30 days of the date of this petition.',
  'La deuda reclamada en esta demanda se presumirá válida si usted no la disputa dentro de treinta (30) días a partir de la fecha del presente.',
  'A menos que la parte demandada dispute la deuda dentro de 30 días, se asumirá que la deuda es válida.',
  'Si el demandado no disputa esta deuda dentro de los 30 días, la parte actora considerará la deuda válida.',
];
const IN_PLEADING_ONLY = [
  'Unless you dispute the debt within 30 days after receipt, we will assume it is valid.',
  'If you do not dispute this debt within thirty days, it will be assumed correct.',
];

describe('the validation statement put into suit papers', () => {
  it.each(IN_SUIT_SENTENCES)('is flagged in a quoted paragraph and in a whole pleading: %s', (sentence) => {
    expect(ruleOutcome(PROCESS, paragraph(sentence), { state: 'IL' }, '2025-06-12')).toBe('flag');
    expect(ruleOutcome(PROCESS, pleading(sentence), { state: 'TX' }, '2025-06-12')).toBe('flag');
  });
  it.each(IN_PLEADING_ONLY)('is flagged in a pleading even when its own sentence names no suit: %s', (sentence) => {
    expect(ruleOutcome(PROCESS, pleading(sentence), { state: 'TX' }, '2025-06-12')).toBe('flag');
  });
});

const LETTERS_BESIDE_A_SUIT = [
  bareLetter(
    'A lawsuit has been filed against you by Pinecrest Bank. Unless you dispute this debt within 30 days after you receive this letter, we will assume it is valid. Disputing the debt does not change your deadline in the lawsuit: you must still respond to the court by the date on the summons.',
  ),
  bareLetter('Unless you dispute this debt within 30 days after you receive this letter, we will assume it is valid. We have not filed a lawsuit against you.'),
  firstLetter('Please pay the balance or call us to discuss it.'),
  bareLetter(
    'Se ha presentado una demanda en su contra. A menos que usted dispute esta deuda dentro de 30 días después de recibir esta carta, asumiremos que es válida. Aún debe responder al tribunal en la fecha indicada en la citación.',
  ),
  pleading(
    'Unless you dispute the debt within 30 days, the collector will assume it is valid; this does not change or extend the time you have to answer this petition in court.',
  ),
  // A judgment creditor's letter: the verification it promises is a copy of the judgment "from the court" (a letter, not suit papers).
  bareLetter(
    'Our client holds a judgment against you. Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid. If you notify this office in writing within 30 days that you dispute it, this office will obtain a copy of the judgment from the court and mail it to you.',
  ),
  bareLetter(
    'Nuestro cliente tiene una sentencia en su contra. Si usted nos notifica por escrito dentro de 30 días que disputa esta deuda, obtendremos una copia de la sentencia del tribunal y se la enviaremos; de lo contrario, asumiremos que la deuda es válida.',
  ),
];

describe('near misses: a validation notice beside a suit, said correctly', () => {
  it.each(LETTERS_BESIDE_A_SUIT.map((t, i) => [i, t] as const))('is not read nor flagged (%i)', (_i, text) => {
    expect(validationInSuitPapers(text, false)).toEqual([]);
    expect(ruleOutcome(PROCESS, text, { state: 'IL', lawsuitFiled: true }, '2025-06-12')).not.toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// The revival warning owed by the state's law on the letter's date (Pantoja; RCW 4.16.270 as amended in 2019)

const barredOffer = (date: string): string =>
  [
    'Apex Recovery Group',
    'PO Box 100',
    'Seattle, WA 98101',
    '',
    date,
    '',
    'Maria Gomez',
    '12 Oak St',
    'Tacoma, WA 98402',
    '',
    'Re: Account ending 4411. Balance: $1,250.00.',
    '',
    'This communication is from a debt collector.',
    '',
    'The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it.',
    'We are offering to settle this account for $500.00, a savings of 60% off your balance.',
    '',
    'Sincerely,',
    'Apex Recovery Group',
  ].join('\n');
const OLD: UserAnswers = { senderIsOriginalCreditor: false, lastPaymentDate: '2008-01-01' };

describe("the revival warning, by the state and the letter's date", () => {
  it('Washington before 28 July 2019: a payment could restart the period, so an offer without the warning is flagged', () => {
    expect(ruleOutcome(TIME_BAR, barredOffer('August 23, 2016'), { ...OLD, state: 'WA' }, '2016-09-02')).toBe('flag');
    expect(ruleOutcome(TIME_BAR, barredOffer('July 1, 2019'), { ...OLD, state: 'WA' }, '2019-07-11')).toBe('flag');
  });
  it('Washington from 28 July 2019: a payment after the period revives nothing, so there is no revival to warn of', () => {
    expect(ruleOutcome(TIME_BAR, barredOffer('September 3, 2019'), { ...OLD, state: 'WA' }, '2019-09-13')).toBe('silent');
    expect(ruleOutcome(TIME_BAR, barredOffer('March 2, 2024'), { ...OLD, state: 'WA' }, '2024-03-12')).toBe('silent');
  });
  it('California (a payment never revives a barred debt) stays silent; Illinois (Pantoja) flags', () => {
    expect(ruleOutcome(TIME_BAR, barredOffer('August 23, 2016'), { ...OLD, state: 'CA' }, '2016-09-02')).toBe('silent');
    expect(ruleOutcome(TIME_BAR, barredOffer('August 23, 2016'), { ...OLD, state: 'IL' }, '2016-09-02')).toBe('flag');
  });
});
