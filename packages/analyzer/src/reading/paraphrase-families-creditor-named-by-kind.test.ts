/**
 * The creditor to whom the debt is owed now, read in every way collectors write it (issue 26, decision 147), written
 * from the law's categories, not from any letter:
 * - a label in any wording ("Owed to:", "Current owner of debt:", "Account placed by:", "Acreedor a quien se le debe:"),
 *   the owner named before what it is or does ("X is the current creditor", "X owns your account"), a debt buyer
 *   writing of the debt as its own, Spanish: all name the creditor (15 U.S.C. 1692g(a)(2); 12 CFR 1006.34(c)(2)(v)),
 *   and the facts stage reads the name as the notice's current creditor;
 * - a role with nothing that names it ("Owed to: our client", "pay the above creditor" with no reference naming anyone):
 *   no name (McGinty v. Professional Claims Bureau, E.D.N.Y. 2016);
 * - two names in a reference with no role (Dix v. National Credit Systems, D. Ariz. 2017; "X A/P/O Y", Eun Joo Lee v.
 *   Forster & Garbus, E.D.N.Y. 2013): which is owed is not said (Janetos v. Fulton Friedman & Gullace, 7th Cir. 2016);
 * - "regarding X", "your X account": a reference of the kind a "Re:" line is, read by circuit (Encarnacion, M.D. Fla.
 *   2019, outside the Second Circuit; Datiz, E.D.N.Y. 2016, in it);
 * - only the original creditor named: in the Seventh Circuit it identifies the creditor unless the debt was sold
 *   (Smith v. Simm Associates, 7th Cir. 2019), so that is asked (`debtSoldToAnother`); elsewhere flagged as before.
 * Lawful near misses (a label with a name, "d/b/a", a reference naming one party beside an account number, the CFPB's
 * model notices) must stay clean. Tests, not the measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeText, type UserAnswers } from '../index';
import { findParties } from '../facts/find-parties';
import { collectorNotice, firstLetter, ruleOutcome, type RuleOutcome } from './test-letters';

const RULE = 'vn_current_creditor';
/** What the rule did on a whole 2019 collector's notice (the answers say every page is there). */
const outcome = (words: string, state: string, reLine?: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome(RULE, collectorNotice(words, reLine), { state, ...answers }, '2019-05-01');

const NAMES = ['Pinecrest Bank', 'LVNV Funding, LLC', 'Lakeside Medical Center'];

/** The notice names the creditor in every state given, and the facts stage reads its name as the current creditor. */
const expectNamed = (words: string, name: string, states: readonly string[]): void => {
  expectIn(states, words, 'silent');
  expect(findParties(collectorNotice(words)).currentCreditor?.value.replace(/,/g, '')).toBe(name.replace(/,/g, ''));
};
const STATES = ['FL', 'NY', 'IL', 'TX', 'CA'];

/** What the rule does on the notice in each state given. */
const expectIn = (states: readonly string[], words: string, want: RuleOutcome, reLine?: string): void => {
  for (const state of states) expect(outcome(words, state, reLine), `${state}: ${words}`).toBe(want);
};

// ---------------------------------------------------------------------------------------------
// Labels in any wording

const LABELS = [
  'Creditor: {}',
  'Current Creditor: {}',
  'Creditor Name: {}',
  'Current Owner: {}',
  'Current Owner of Debt: {}',
  'Debt Owner: {}',
  'Account Owner: {}',
  'Owed To: {}',
  'Amount owed to: {}',
  'Client: {}',
  'Client Name: {}',
  'Account Placed By: {}',
  'Placed by: {}',
  'Collecting for: {}',
  'Creditor to whom the debt is owed: {}',
  'CREDITOR TO WHOM THE DEBT IS OWED: {}',
  'Creditor / Acreedor: {}',
  'Current Creditor:\n{}',
  'Acreedor actual: {}',
  'Acreedor: {}',
  'Dueño actual de la cuenta: {}',
  'Propietario actual: {}',
  'Titular actual de la deuda: {}',
  'Acreedor a quien se le debe: {}',
];

describe('the creditor given under a label, in any wording or language', () => {
  it.each(LABELS.flatMap((l) => NAMES.map((n) => [l.replace('{}', n), n])))('names the creditor, and the field reads it: %s', (words, name) => {
    expectNamed(words, name, ['FL', 'NY']);
  });

  it.each(
    [
      'Creditor                 Account Number     Balance\n{}           XXXX6620           $912.40',
      'Account Number     Current Owner           Balance\nXXXX6620           {}      $912.40',
      'Creditor Name ........ {}',
      'Creditor      {}',
      'Client  |  {}',
      'Current Creditor - {}',
      'Acreedor actual — {}',
      'El acreedor a quien se le debe la deuda es {}.',
      'The name of the creditor to whom the debt is owed is {}.',
    ].flatMap((l) => NAMES.map((n) => [l.replace('{}', n), n])),
  )('names the creditor in a table, behind a leader or a gap, and the field reads it: %s', (words, name) => {
    expectNamed(words, name, ['FL', 'NY']);
  });

  it.each([
    'Creditor                 Account Number     Balance\nOur Client               XXXX6620           $912.40',
    'Original Creditor        Account Number     Balance\nPinecrest Bank           XXXX6620           $912.40',
  ])('a table naming a role, or only the original creditor, gives no current creditor: %s', (words) => {
    expect(findParties(collectorNotice(words)).currentCreditor).toBeUndefined();
    expectIn(['FL', 'NY'], words, 'flag');
  });

  it.each([
    'Owed to: our client',
    'Creditor: Our Client',
    'Client: the creditor',
    'Acreedor: nuestro cliente',
    'Current owner: the owner of record',
    'Creditor: N/A',
    'Creditor: Unknown',
    'Current Creditor:\nAccount Number: XXXX6620',
    'Creditor: XXXX6620',
  ])('a label holding a role, a placeholder or nothing names no one: %s', (words) => {
    expectIn(['FL', 'NY'], words, 'flag');
  });

  it.each(['Original Creditor: Pinecrest Bank', 'Original Owner: Pinecrest Bank', 'Acreedor original: Pinecrest Bank'])(
    "an original creditor's label is not the current creditor's (the field stays empty): %s",
    (words) => {
      expect(findParties(collectorNotice(words)).currentCreditor).toBeUndefined();
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The owner named before what it is or does

const OWNER_SENTENCES = [
  '{} is the current creditor.',
  '{} is your creditor.',
  '{} is the creditor to whom this debt is owed.',
  '{} is now the owner of this account.',
  '{} owns your account.',
  '{} now holds this debt.',
  'This debt is now owned by {}.',
  '{}, the current owner of your account, has placed it with us.',
  '{}, your creditor, has asked us to contact you.',
  'We represent {} in the collection of this account.',
  '{} es el acreedor actual de esta deuda.',
  'Su deuda con {} ha sido asignada a nuestra oficina.',
  'Esta deuda pertenece a {}.',
];

describe('the owner named before or after what it is, in any word order', () => {
  it.each(OWNER_SENTENCES.flatMap((s) => NAMES.map((n) => [s.replace('{}', n), n])))('names the creditor, and the field reads it: %s', (words, name) => {
    expectNamed(words, name, ['FL', 'NY']);
  });

  it.each([
    'Our client is the current creditor.',
    'The creditor owns your account.',
    'We were hired by the creditor.',
    'We collect for the owner of your account.',
  ])('a role in the same place names no one: %s', (words) => {
    expectIn(['FL', 'NY'], words, 'flag');
  });
});

// ---------------------------------------------------------------------------------------------
// A sale to a named buyer, against a transfer or an assignment

describe('a sale names its buyer as the owner; a transfer or an assignment does not say who owns the debt', () => {
  it.each(
    [
      'Your account has been sold to {}.',
      'Credit One Bank sold your account to {}.',
      'The debt was sold by Credit One Bank to {}.',
      'On March 1, 2018 your account was sold to {}, which placed it with our office.',
      'Su cuenta fue vendida a {}.',
    ].flatMap((s) => ['LVNV Funding, LLC', 'Delta Portfolio LLC'].map((n) => [s.replace('{}', n), n])),
  )('names the buyer as the creditor: %s', (words, name) => {
    expectNamed(words, name, ['FL', 'NY', 'IL']);
  });

  it.each([
    'Your account has been transferred to Delta Portfolio LLC.',
    'Your account was assigned by Credit One Bank to Delta Portfolio LLC.',
    'Credit One Bank has sold the debt, and all rights were assigned to this office.',
    'Su cuenta fue transferida de Credit One Bank a Delta Portfolio LLC.',
    'Your account was sold by Credit One Bank, a national bank.',
  ])('flags the passing with no owner named (Janetos; Dewees): %s', (words) => {
    expectIn(['FL', 'NY', 'IL'], words, 'flag');
  });
});

// ---------------------------------------------------------------------------------------------
// A debt buyer writing of the debt as its own

describe('the sender says it owns the debt: the creditor is the sender its letterhead names', () => {
  it.each([
    'We purchased your account.',
    'We have acquired this debt and all rights to collect it.',
    'We now own this debt.',
    'This office is the current owner of this account.',
    'Somos el acreedor actual de esta deuda.',
    'Hemos comprado su cuenta.',
  ])('names the creditor: %s', (words) => {
    expectIn(['FL', 'NY'], words, 'silent');
  });
});

// ---------------------------------------------------------------------------------------------
// "The above creditor" and "our client": named only by what they point to

describe('a pointer to the reference names the creditor only when the reference names one', () => {
  it.each([
    ['Please remit payment to the above creditor.', 'Re: Pinecrest Bank'],
    ['We are collecting on behalf of the above-referenced client.', 'Re: Bradford Authenticated'],
    ['This debt is owed to our client.', 'Re: Lakeside Medical Center, account 6620'],
  ])('passes everywhere when it points to one named party: %s / %s', (words, re) => {
    expectIn(STATES, words, 'silent', re);
  });

  it('"the above matter" points to the account, not a role: passes outside the Seventh Circuit (Ocampo in New York), flags in it (Steffek)', () => {
    const [words, re] = ['Please contact our office with regard to the above matter.', 'Re: Barclays Bank Delaware'];
    expectIn(['FL', 'NY', 'TX', 'CA'], words, 'silent', re);
    expectIn(['IL'], words, 'flag', re);
  });

  it.each([
    'Please remit payment to the above creditor.',
    'The above-named creditor has placed this account with us.',
    'This debt is owed to our client.',
    'Nuestro cliente nos ha pedido cobrar esta deuda.',
  ])('flags everywhere when nothing it points to names anyone: %s', (words) => {
    for (const state of STATES) expect(outcome(words, state, 'Re: Account ending 6620. Balance due: $912.40.'), `${state}: ${words}`).toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// Two names in the reference, no role

describe('two names in the reference with nothing said of which is owed', () => {
  const BODY = 'The above referenced account has been placed with this office for collection.';
  it.each([
    'Re: Metro on 19th/Chamberlin & Assoc/G171',
    'Re: Pinecrest Bank / Lakeside Clinic',
    'Re: Pinecrest Bank - Lakeside Clinic - Account 6620',
    'RE: PINECREST BANK | LAKESIDE CLINIC',
    'Re: NCOP XI, LLC A/P/O CAPITAL ONE',
    'Re: LVNV Funding LLC as purchaser of Credit One Bank',
    'Re: LVNV Funding LLC / Credit One Bank',
  ])('flags in every circuit: %s', (re) => {
    expectIn(STATES, BODY, 'flag', re);
    for (const state of STATES) expect(outcome('Please call us about this account.', state, re), `${state}: ${re}`).toBe('flag');
  });

  it.each([
    ['Re: Pinecrest Bank / Dana Ortiz', BODY],
    ['Re: Lakeside Medical Center / Patient: Dana Ortiz', BODY],
    ['Re: Pinecrest Bank / Visa Platinum', BODY],
    ['Re: Pinecrest Bank / Northgate Recovery Services, Inc.', BODY],
    ['Re: Pinecrest Bank d/b/a Pinecrest Card Services', BODY],
    ["Re: Synchrony Bank / Lowe's", BODY],
    ["Re: Comenity Bank/Victoria's Secret", BODY],
    ['Re: Pinecrest Bank / Account ending 6620', BODY],
    ['Re: Pinecrest Bank - Balance due $912.40', BODY],
    ['Re: Pinecrest Bank / Lakeside Clinic', 'Pinecrest Bank is the current creditor.'],
    ['Re: Pinecrest Bank / Lakeside Clinic', 'Current Owner: Pinecrest Bank'],
  ])('one party, or a role said elsewhere, is not this (Florida): %s', (re, words) => {
    expect(outcome(words, 'FL', re)).toBe('silent');
  });
});

describe('a first letter with no other notice item is judged on a reference naming two parties', () => {
  const text = 'ABC RECOVERY, INC.\nP.O. Box 12\nAustin, TX 78701\n\nRe: Pinecrest Bank / Lakeside Clinic\n\nPlease call our office about this account.';
  it('asks whether it is the first letter, flags once it is, and leaves a later letter alone', () => {
    const run = (answers: UserAnswers): RuleOutcome => ruleOutcome(RULE, text, { state: 'TX', ...answers }, '2019-05-01');
    expect(run({})).toBe('ask');
    expect(run({ isFirstContact: true })).toBe('flag');
    expect(run({ isFirstContact: false })).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// "Regarding X" in the body: a reference, read by circuit

describe('a creditor named only as what the letter is about, read as a reference line is', () => {
  it.each([
    'We are writing regarding Pinecrest Bank.',
    'This letter concerns your Pinecrest Bank credit card.',
    "Regarding your Macy's account, please call our office.",
    'In reference to Lakeside Medical Center, please call us.',
    'Le escribimos en relación con su cuenta de Pinecrest Bank.',
  ])('passes outside the Second and Seventh Circuits, flags in them (Datiz; Steffek): %s', (words) => {
    expectIn(['FL', 'PA', 'TX', 'CA'], words, 'silent');
    expectIn(['NY', 'CT', 'VT', 'IL', 'WI', 'IN'], words, 'flag');
  });

  it('says the reading when it passes', () => {
    const r = analyzeText(collectorNotice('We are writing regarding Pinecrest Bank.'), {
      answers: { state: 'FL', allPagesUploaded: true },
      today: '2019-05-01',
    });
    expect(r.assumptions.map((a) => a.text).join(' ')).toMatch(/Encarnacion/);
  });

  it.each(['We are writing regarding your account.', 'Regarding Account 6620, please call us.', 'This letter concerns your past-due balance.'])(
    'a reference naming no one is no name anywhere: %s',
    (words) => {
      expectIn(['FL', 'NY'], words, 'flag');
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Only the original creditor named

describe('only the original creditor named', () => {
  const WORDS = 'Original Creditor: Pinecrest Bank';
  it('asks in the Seventh Circuit whether the debt was sold, and the answer decides (Smith v. Simm)', () => {
    for (const state of ['IL', 'WI', 'IN']) {
      expect(outcome(WORDS, state), state).toBe('ask');
      expect(outcome(WORDS, state, undefined, { debtSoldToAnother: false }), state).toBe('silent');
      expect(outcome(WORDS, state, undefined, { debtSoldToAnother: true }), state).toBe('flag');
    }
  });

  it('flags elsewhere, as before', () => {
    for (const state of ['NY', 'FL', 'TX', 'CA']) expect(outcome(WORDS, state), state).toBe('flag');
  });

  it('flags in the Seventh Circuit when the letter says the debt passed to another', () => {
    expect(outcome(`${WORDS}. The debt was transferred to LVNV Funding LLC.`, 'IL')).toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// The CFPB's model notices: clean, every creditor field read

describe("the CFPB's model notices stay clean with their creditor fields read", () => {
  const FORMS = {
    english: readFileSync(new URL('../../test-fixtures/cfpb-model-form-b1.txt', import.meta.url), 'utf8'),
    spanish: readFileSync(new URL('../../test-fixtures/cfpb-model-form-spanish.txt', import.meta.url), 'utf8'),
  };
  it.each(Object.entries(FORMS).flatMap(([k, text]) => ['NY', 'FL', 'IL', 'CA'].map((s) => [k, s, text])))('%s form, %s', (_k, state, text) => {
    const r = analyzeText(text, { answers: { state }, today: '2020-07-20' });
    expect(r.findings.map((f) => f.id)).toEqual([]);
    expect(r.questions.filter((q) => q.askedBy.includes(RULE))).toEqual([]);
    expect(r.facts.currentCreditor?.value).toBe('Bank of Rockville');
    expect(r.facts.itemizationDateCreditor?.value).toBe('Bank of Rockville');
    expect(r.facts.collector?.name.value).toBe('North South Group');
  });
});

// ---------------------------------------------------------------------------------------------
// An undated notice: its end date, dated by the day it was received

describe('an undated notice counting "30 days" with no end date asks when it was received, and the answer decides', () => {
  const undated = (words: string): string => collectorNotice(words).replace('April 2, 2019\n\n', '');
  const end = (text: string, today: string, answers: UserAnswers = {}): RuleOutcome =>
    ruleOutcome('vn_end_date_missing', text, { state: 'FL', ...answers }, today);
  it.each(['We represent Pinecrest Bank.', 'Creditor: Pinecrest Bank'])('%s', (words) => {
    expect(end(undated(words), '2025-06-01')).toBe('ask');
    expect(end(undated(words), '2025-06-01', { receivedDate: '2022-03-01' })).toBe('flag');
    expect(end(undated(words), '2025-06-01', { receivedDate: '2019-04-09' })).toBe('silent');
    // In hand before Regulation F took effect: the statute's wording, nothing to ask.
    expect(end(undated(words), '2019-06-01')).toBe('silent');
    // A dated notice of 2019 is the statute's, whatever the answer.
    expect(end(collectorNotice(words), '2025-06-01')).toBe('silent');
    expect(end(collectorNotice(words), '2025-06-01', { receivedDate: '2022-03-01' })).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// The creditor on the itemization date (vn_itemization_date_creditor), in more words

describe('the creditor on the itemization date, named in any of the ways notices write it', () => {
  const itemizationCreditor = (body: string): RuleOutcome =>
    ruleOutcome('vn_itemization_date_creditor', firstLetter(`This debt arises from a credit card account. ${body}`), { state: 'FL' }, '2025-06-10');
  it.each([
    'Issued by: Summit Card Services.',
    'Card issuer: Summit Card Services.',
    'Original Account Issuer: Summit Card Services.',
    'Previous creditor: Summit Card Services.',
    'Seller of the account: Summit Card Services.',
    'Summit Card Services sold your account to Pinecrest Bank.',
    'Your account was sold by Summit Card Services to Pinecrest Bank.',
    'Summit Card Services was the creditor when the account was charged off.',
    'On the itemization date you owed Summit Card Services.',
    'Su cuenta fue vendida por Summit Card Services a Pinecrest Bank.',
  ])('names it: %s', (body) => {
    expect(itemizationCreditor(body)).toBe('silent');
  });

  it.each(['', 'Please call our office about this account.', 'We sold nothing; call us about this account.'])(
    'a card notice naming only the current creditor still flags: "%s"',
    (body) => {
      expect(itemizationCreditor(body)).toBe('flag');
    },
  );
});
