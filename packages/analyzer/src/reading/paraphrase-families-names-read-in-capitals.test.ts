/**
 * Names read in a letter printed in capitals (decision 343). Old collection letters, court quotations and their OCR print
 * whole letters in CAPITALS, where case cannot tell a name from the letter's other words. A notice must still give "the name
 * of the creditor to whom the debt is owed" (15 U.S.C. 1692g(a)(2); 12 CFR 1006.34(c)(2)(v)) and a collector must use its true
 * name (15 U.S.C. 1692e(14)): the letter in capitals is judged as the same letter in mixed case.
 *
 * - names given in the slots collectors write them in (a label, Reg F model form B-1's "debt that you owe to [creditor]", the
 *   statute-era "the creditor to whom the debt is owed is …", "RE: ABC BANK N.A. / ACCOUNT …", "on behalf of", "retained by",
 *   "your account with", Spanish "Acreedor actual:", "se le debe a", "en nombre de", "su cuenta con") name the creditor in
 *   capitals as in mixed case;
 * - near misses that name no one stay flagged in capitals: a role ("YOUR CREDITOR", "OUR CLIENT", "RETAINED BY CREDITOR IN
 *   REGARDS TO THE BALANCE"; McGinty v. Professional Claims Bureau, E.D.N.Y. 2016), a label's placeholder ("CREDITOR:
 *   UNKNOWN", "ACREEDOR ACTUAL: DESCONOCIDO");
 * - a letter's words in capitals ("IMMEDIATE COLLECTION", "AGGRESSIVE COLLECTION PROCEDURES") are no second company name;
 * - a hedged step in capitals ("MAY BE SCHEDULED FOR REFERRAL TO AN ATTORNEY") is as open as in lower case (a truthful "may"
 *   is no threat outside the Third Circuit), while "MAY 5" is a date.
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { casedForNames, inCapitals } from './names-in-capitals';
import {
  collectorNotice,
  ruleOutcome,
  spanishStatuteEraLetter,
  statuteEraLetter,
  THREAT_NINETY_DAYS_LATER,
  threatLetter,
  threatOutcome,
  type RuleOutcome,
} from './test-letters';
import { MODEL_FORM_B1 } from '../testing/model-form-b1';

const CREDITOR = 'vn_current_creditor';
/** A 2019 collector's notice whose only words of the creditor are `words` (English), or the Spanish statute-era letter's. */
const notice = (words: string, reLine?: string): string => collectorNotice(words, reLine);
const spanishNotice = (words: string): string => spanishStatuteEraLetter(words).replace('\nAcreedor: First Valley Bank', '');
/** The CFPB's model form B-1 with `creditor` in its "debt that you owe to [creditor]" slot. */
const modelFormOwing = (creditor: string): string => MODEL_FORM_B1.replace(/owe to [^.\n]+/, `owe to ${creditor}`);
const creditorOutcome = (text: string, state: string, today = '2019-05-01'): RuleOutcome => ruleOutcome(CREDITOR, text, { state }, today);

/** The letter reads `want` in every state given, in mixed case and printed whole in capitals. */
const expectAlike = (text: string, want: RuleOutcome, states: readonly string[], today?: string): void => {
  for (const state of states) {
    expect(creditorOutcome(text, state, today), `${state}, mixed case: ${text}`).toBe(want);
    expect(creditorOutcome(text.toUpperCase(), state, today), `${state}, in capitals: ${text.toUpperCase()}`).toBe(want);
  }
};

describe('casedForNames: the letter as its readers of names expect it', () => {
  it('leaves a letter that mixes case as it is', () => {
    const text = notice('I HAVE BEEN RETAINED BY CREDITOR IN REGARDS TO THE BALANCE.');
    expect(inCapitals(text)).toBe(false);
    expect(casedForNames(text)).toBe(text);
  });

  it.each([
    ['CREDITOR: ABC BANK N.A.', 'Creditor: ABC BANK N.A.'],
    ['RE: ABC BANK N.A. / ACCOUNT ENDING 6620', 'Re: ABC BANK N.A. / account ending 6620'],
    ['I HAVE BEEN RETAINED BY CREDITOR IN REGARDS TO THE BALANCE YOU OWE THEM.', 'I have been retained by creditor in regards to the balance you owe them.'],
    [
      'YOUR ACCOUNT WITH ADVANCED RECOVERY SYSTEMS, INC. HAS BEEN PLACED WITH US.',
      'Your account with ADVANCED RECOVERY SYSTEMS, INC. has been placed with us.',
    ],
    [
      'THE DEBT IS OWED TO LAKESIDE MEDICAL CENTER. WE REPRESENT THE ASSOCIATION.',
      'The debt is owed to LAKESIDE MEDICAL CENTER. We represent the association.',
    ],
    ['CREDITOR: UNKNOWN', 'Creditor: Unknown'],
    ['ACREEDOR ACTUAL: BANCO POPULAR DE PUERTO RICO', 'Acreedor actual: BANCO POPULAR DE PUERTO RICO'],
    ['ESTA DEUDA SE LE DEBE A PINECREST BANK, N.A. Y NO A SU ACREEDOR ORIGINAL.', 'Esta deuda se le debe a PINECREST BANK, N.A. y no a su acreedor original.'],
    ['EN NOMBRE DE NUESTRO CLIENTE LE ESCRIBIMOS POR SU CUENTA.', 'En nombre de nuestro cliente le escribimos por su cuenta.'],
    [
      'THIS ACCOUNT IS LISTED FOR IMMEDIATE COLLECTION. THE COLLECTION SERVICES WILL CALL.',
      'This account is listed for immediate collection. The collection services will call.',
    ],
  ])('reads the names of %s by what they are made of and the slot they fill', (caps, cased) => {
    expect(casedForNames(`${caps}\nTHIS LETTER IS FROM A DEBT COLLECTOR.`)).toBe(`${cased}\nThis letter is from a debt collector.`);
  });

  it('keeps every character where it was', () => {
    const text = notice('We collect this debt on behalf of Bank of America, N.A.').toUpperCase();
    const cased = casedForNames(text);
    expect(cased.length).toBe(text.length);
    expect(cased.toUpperCase()).toBe(text);
  });
});

describe('the creditor named in capitals as in mixed case (must not flag)', () => {
  it.each([
    'Creditor: Pinecrest Bank, N.A.',
    'Current Creditor: LVNV Funding, LLC',
    'Original Creditor: Credit One Bank, N.A.\nCurrent Creditor: LVNV Funding, LLC',
    'The creditor to whom the debt is owed is Lakeside Medical Center.',
    'The creditor to whom the debt is owed is Pinecrest Bank.',
    'We are trying to collect a debt that you owe to Lakeside Medical Center.',
    'This debt is owed to LVNV Funding, LLC.',
    'We collect this debt on behalf of Bank of America, N.A.',
    'We have been retained by Pinecrest Bank to collect this debt.',
    'Your account with Advanced Recovery Systems, Inc. has been placed with our office for collection.',
    'Midland Funding, LLC has purchased your account.',
  ])('names the creditor: %s', (words) => {
    expectAlike(notice(words), 'silent', ['FL', 'NY', 'IL']);
  });

  it('reads a reference line naming one bank as the mixed-case one is read, circuit by circuit (Encarnacion; Datiz; Steffek)', () => {
    const re = 'Re: Pinecrest Bank N.A. / Account ending 6620. Balance due: $912.40.';
    expectAlike(notice('', re), 'silent', ['FL']);
    expectAlike(notice('', re), 'flag', ['NY', 'IL']);
    expectAlike(notice('The above account has been placed with our office for collection.', re), 'silent', ['FL', 'NY']);
  });

  it.each([
    'Acreedor actual: Banco Popular de Puerto Rico',
    'Esta deuda se le debe a Pinecrest Bank, N.A.',
    'Actuamos en nombre de Lakeside Medical Center.',
    'Su cuenta con Pinecrest Bank ha sido asignada a nuestra oficina.',
  ])('names the creditor in Spanish: %s', (words) => {
    expectAlike(spanishNotice(words), 'silent', ['OH', 'NY']);
  });

  it('reads the model form B-1 filled with a name as the form in mixed case', () => {
    for (const name of ['Lakeside Medical Center', 'Pinecrest Bank, N.A.']) expectAlike(modelFormOwing(name), 'silent', ['TX'], '2025-06-12');
  });
});

describe('a role or a placeholder in capitals names no one (must flag)', () => {
  it.each([
    'I have been retained by creditor in regards to the balance you owe them on your account.',
    'This debt is owed to your creditor.',
    'Owed to: the current creditor',
    'Your creditor has asked us to collect this account.',
    'We collect this debt on behalf of our client.',
    'Creditor: Unknown',
    'Current Creditor: Not applicable',
    'Creditor: N/A',
  ])('flags: %s', (words) => {
    expectAlike(notice(words), 'flag', ['FL', 'NY', 'IL']);
  });

  it.each(['Esta deuda se le debe a su acreedor.', 'Actuamos en nombre de nuestro cliente.', 'Acreedor actual: Desconocido', 'Acreedor actual: No aplica'])(
    'flags in Spanish: %s',
    (words) => {
      expectAlike(spanishNotice(words), 'flag', ['OH', 'NY']);
    },
  );

  it('reads the model form B-1 whose slot holds a role as the form in mixed case', () => {
    for (const role of ['our client', 'the current creditor']) expectAlike(modelFormOwing(role), 'flag', ['TX'], '2025-06-12');
  });
});

describe("a letter's words in capitals are no second company name", () => {
  const NAME = 'name_not_true_name';
  const nameOutcome = (text: string): RuleOutcome => ruleOutcome(NAME, text, { state: 'OH' }, '2016-05-01');
  const apex = (payee: string, signature: string): string =>
    `APEX RECOVERY GROUP\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\nApex Recovery Group is a debt collector. We are trying to collect a debt that you owe to Lone Star Bank.\n\nMake your check payable to ${payee}.\n\nSincerely,\n${signature}\n`;

  it.each([
    ['a quoted fragment', '[...]\nimmediate collection\n[...]\naggressive collection procedures\n[...]'],
    ['a sentence', statuteEraLetter('This account has been listed with this agency for immediate collection. Aggressive collection procedures may follow.')],
    ['the same company', apex('Apex Recovery Group, LLC', 'Apex Recovery Group')],
    ['the creditor as payee', apex('Lone Star Bank', 'Apex Recovery Group')],
    ['a d/b/a', apex('Summit Financial Solutions LLC, d/b/a Apex Recovery Group', 'Apex Recovery Group')],
    ['an employee', apex('Apex Recovery Group', 'John Miller (assumed name)\nAccount Representative')],
  ])('does not flag %s', (_, text) => {
    expect(nameOutcome(text), text).toBe('silent');
    expect(nameOutcome(text.toUpperCase()), text.toUpperCase()).toBe('silent');
  });

  it.each([
    ['another payee', apex('Summit Financial Solutions LLC', 'Apex Recovery Group')],
    ['another signature', apex('Apex Recovery Group', 'Liberty Capital Management, Inc.')],
  ])('flags %s in capitals as in mixed case', (_, text) => {
    expect(nameOutcome(text)).toBe('flag');
    expect(nameOutcome(text.toUpperCase())).toBe('flag');
  });
});

describe('a step hedged in capitals is as open as in lower case', () => {
  const SUIT = 'threat_legal_action_unintended';
  const flaggedLater = (body: string): boolean =>
    threatOutcome(SUIT, threatLetter(body), { state: 'FL', lawsuitFiled: false }, THREAT_NINETY_DAYS_LATER).flagged;

  it.each([
    'YOUR DELINQUENT ACCOUNT MAY BE SCHEDULED FOR REFERRAL TO AN ATTORNEY FOR ACTION.',
    'YOUR ACCOUNT COULD BE FORWARDED TO OUR LEGAL DEPARTMENT.',
    'SU CUENTA PUEDE SER REMITIDA A NUESTRO DEPARTAMENTO LEGAL.',
  ])('does not flag a hedged step outside the Third Circuit: %s', (body) => {
    expect(flaggedLater(body.toLowerCase().replace(/^./, (c) => c.toUpperCase()))).toBe(false);
    expect(flaggedLater(body)).toBe(false);
  });

  it.each([
    'YOUR DELINQUENT ACCOUNT IS SCHEDULED FOR REFERRAL TO AN ATTORNEY FOR ACTION.',
    'ON MAY 5, 2025 YOUR DELINQUENT ACCOUNT IS SCHEDULED FOR REFERRAL TO AN ATTORNEY FOR ACTION.',
    'YOUR ACCOUNT WILL BE FORWARDED TO OUR LEGAL DEPARTMENT.',
    'SU CUENTA SERÁ REMITIDA A NUESTRO DEPARTAMENTO LEGAL.',
  ])('flags a step said outright, once no suit followed: %s', (body) => {
    expect(flaggedLater(body)).toBe(true);
  });
});
