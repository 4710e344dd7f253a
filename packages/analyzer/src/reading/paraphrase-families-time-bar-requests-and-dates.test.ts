/**
 * Paraphrase families for decision 143 (issue 26: the time-barred rules fell silent on unseen letters instead of asking),
 * written from the law and the ways collectors write, not from any letter of the court corpus:
 * - a request for payment read by what the letter does, not by the verb "pay": the collector's statement that it is
 *   collecting, a balance with its figure, a remittance slip, the account placed for collection, an invitation to
 *   resolve or arrange, in English and Spanish, active and passive (15 U.S.C. 1692e reaches every communication in
 *   connection with collection; Pantoja, McMahon);
 * - offers read by what they do (a sum taken to close or satisfy the account, the rest forgiven, a part instead of the
 *   whole, instalments), which the 3d Circuit judges (Tatis, 2018) where a bare request is lawful (Huertas, 2011);
 * - dates under a time-bar word that name another event (placement, sale, a deadline), which made an old debt look
 *   recent;
 * - the law's bar said, a payment asked, and no revival warning, in the circuits that hold the warning owed (Pantoja;
 *   Buchanan; Daugherty; Holzman), and not where no court of appeals requires it or in the 8th (Freyermuth);
 * - the debt's age asked where the words cannot settle it.
 * Near misses that must stay silent: letters that ask for nothing (closing, a zero balance, a denied collection
 * statement), bare requests in the 3d Circuit and where no court of appeals has decided, the 8th Circuit, a debt within
 * the period, the law's bar said with the revival warning.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { findDates } from '../facts/find-dates';
import { requestsForMoney } from './requests-for-money';
import { settlementOfferSpans } from './settlement-offers';
import { bareLaterLetter, ruleOutcome, type RuleOutcome } from './test-letters';

const FEDERAL = 'time_barred_no_disclosure_federal';
const STATE = 'time_barred_state_disclosure_missing';

const CITIES: Record<string, string> = {
  IL: 'Springfield, IL 62701',
  OH: 'Columbus, OH 43215',
  MI: 'Lansing, MI 48933',
  TX: 'Dallas, TX 75201',
  FL: 'Miami, FL 33101',
  NJ: 'Trenton, NJ 08608',
  KS: 'Topeka, KS 66603',
  AR: 'Little Rock, AR 72201',
  IA: 'Des Moines, IA 50309',
  MD: 'Baltimore, MD 21201',
  CA: 'Fresno, CA 93721',
  NY: 'Albany, NY 12207',
  DC: 'Washington, DC 20001',
};

/** A later letter whose own words are `body` only: no statement that it collects, no request, unless the body makes one. */
const letter = (body: string, state = 'IL', date = 'March 3, 2024'): string => bareLaterLetter(body, CITIES[state] ?? 'Springfield, IL 62701', date);

const outcome = (text: string, answers: UserAnswers = {}, ruleId = FEDERAL): RuleOutcome => ruleOutcome(ruleId, text, answers, '2024-03-13');
const OLD = { lastPaymentDate: '2012-01-15' };
const RECENT = { lastPaymentDate: '2023-06-15' };

// ---------------------------------------------------------------------------------------------
// Requests for payment read by what the letter does

const COLLECTS = [
  // the collector's statement that it collects (1692e(11)), several word orders and the passive
  'This is an attempt to collect a debt. Any information obtained will be used for that purpose.',
  'This communication is an attempt to collect a debt by a debt collector.',
  'This letter is from a debt collector attempting to collect a debt.',
  'We are a debt collector seeking to collect the debt described above.',
  'This communication is from a debt collector.',
  'We have been retained by Pinecrest Bank to collect this debt.',
  // a balance with its figure, labelled or in prose
  'Current Balance:      $1,250.00',
  'You owe $1,250.00 to our client.',
  'The total amount of the debt now is $1,250.00.',
  'Amount owed: $1,250.00',
  // a remittance slip, whom to pay, how to pay
  'Please detach and return the bottom portion with your payment.',
  'Make checks payable to Harbor Point Recovery.',
  'To pay, call 1-800-555-0100 or visit our website.',
  'Send your check or money order to the address below.',
  'Payment in full is requested.',
  // the account placed for collection, active and passive
  'Your account has been placed with our office for collection.',
  'Pinecrest Bank has assigned your account to us for collection.',
  'The above account has been turned over to this office for collection.',
  // an invitation to resolve, take care of, arrange
  'Please contact us to take care of your account.',
  'Call today to discuss your payment options.',
  'We look forward to resolving this with you.',
  'Call us to make payment arrangements.',
  'This old debt can be paid off for $500.00.',
  // Spanish
  'Este es un intento de cobrar una deuda. Cualquier información obtenida será utilizada para ese propósito.',
  'Esta carta es de un cobrador de deudas.',
  'Saldo actual: $1,250.00',
  'Su cuenta ha sido asignada a nuestra oficina para su cobro.',
  'Hemos sido contratados para cobrar esta deuda.',
  'Llámenos para resolver este asunto.',
  // the account said due; the balance on the line after its label; other placements, statements and ways to pay
  'Your account with Pinecrest Bank is past due.',
  'Your delinquent account has been turned over to this collection agency and the balance is due.',
  'Current Balance:\n$5,266.06',
  'THE ABOVE ACCOUNT HAS BEEN LISTED WITH THIS AGENCY FOR IMMEDIATE COLLECTION.',
  'Your account has been assigned to Commercial Recovery Systems for collection.',
  'THIS IS AN ATTEMPT TO COLLECT UPON A DEBT.',
  'Just enclose $724.29 in the envelope provided.',
  'You are directed to address all future correspondence and payments to our office.',
  'Esta carta proviene de una agencia de cobranza y su intención es cobrar una deuda.',
  'Su cuenta está vencida.',
];

describe('a request for payment read by what the letter does: the debt may be old, so its age is asked, not passed over', () => {
  it.each(COLLECTS)('%s — read as a request for money', (words) => {
    expect(requestsForMoney(words).length).toBeGreaterThan(0);
  });
  it.each(COLLECTS)('%s — no date in the letter: the last payment is asked (Illinois)', (words) => {
    expect(outcome(letter(words))).toBe('ask');
  });
  it.each(COLLECTS)('%s — last paid twelve years before the letter (Illinois, 7th Cir.): flagged', (words) => {
    expect(outcome(letter(words), OLD)).toBe('flag');
  });
  it.each(COLLECTS)('%s — last paid last year: not flagged', (words) => {
    expect(outcome(letter(words), RECENT)).toBe('silent');
  });
  it('found only by the acts of collection, the flag is said at low confidence', () => {
    const result = analyzeText(letter('This is an attempt to collect a debt. Current Balance: $1,250.00.'), {
      answers: { allPagesUploaded: true, ...OLD },
      today: '2024-03-13',
      rules: [getRule(FEDERAL)!],
    });
    expect(result.findings.map((f) => f.confidence)).toEqual(['low']);
  });
  it.each([
    ['CA', 'This is an attempt to collect a debt. Balance: $1,250.00.'],
    ['NY', 'Your account has been placed with our office for collection. Amount owed: $1,250.00.'],
    ['CA', 'Este es un intento de cobrar una deuda. Saldo actual: $1,250.00.'],
  ])("%s: %s — the state's notice is asked for and, on an old debt, found missing", (state, words) => {
    expect(outcome(letter(words, state), {}, STATE)).toBe('ask');
    expect(outcome(letter(words, state), OLD, STATE)).toBe('flag');
  });
  it.each([
    'The time to sue on this debt has passed.',
    'The legal time limit (statute of limitations) for suing you to collect this debt has expired.',
    'Because of the age of your debt, our client cannot sue you for it.',
  ])("Texas (wording not verified): the law's bar said in other words gives the notice's substance: %s", (bar) => {
    const words = `${bar}\n\nThis is an attempt to collect a debt. Balance: $1,250.00.`;
    expect(outcome(letter(words, 'TX'), OLD, STATE)).toBe('silent');
    expect(outcome(letter('This is an attempt to collect a debt. Balance: $1,250.00.', 'TX'), OLD, STATE)).toBe('flag');
  });
});

const ASKS_NOTHING = [
  'Your account has been closed.',
  'We have received your payment. Your balance is $0.00.',
  'We have closed our file. This is an attempt to collect a debt.',
  'You do not need to send a payment at this time.',
  'This notice is for information only and is not an attempt to collect a debt.',
  'If you are in bankruptcy, this is not an attempt to collect a debt.',
  'We have returned the account to our client and will no longer collect it.',
  'Esta carta no es un intento de cobrar una deuda.',
  'Your account is not past due.',
];

describe('near misses: a letter that asks for nothing stays silent, however old the debt', () => {
  it.each(ASKS_NOTHING)('%s', (words) => {
    expect(outcome(letter(words), OLD)).toBe('silent');
    expect(outcome(letter(words))).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// Offers read by what they do: judged in the 3d Circuit (Tatis), where a bare request is lawful (Huertas)

const OFFERS = [
  'We will accept $500.00 to close your account.',
  'Our client will accept $500.00 in full satisfaction of the balance.',
  'Pay only $500.00 and your account will be closed.',
  'Pay $500.00 and we will consider your account paid in full.',
  'Pay $500.00 to satisfy this account in full.',
  'You may pay $500.00 as payment in full on this account.',
  'Our client will forgive the remaining balance once you pay $500.00.',
  'Pay 40% of your balance and the rest will be waived.',
  'You can pay $500.00 instead of the full balance of $1,250.00.',
  'Your account can be resolved for $500.00, a fraction of the balance.',
  'We are offering you $750.00 off your balance.',
  'We can lower your balance to $500.00 if you call by April 30, 2024.',
  'Your account qualifies for a reduction of 60%.',
  'Our client is offering you the opportunity to pay 40% of the balance.',
  'Call us to pay this balance in monthly installments.',
  'A one-time payment of $500.00 will satisfy this account.',
  'A lump sum of $500.00 will resolve this account.',
  'Our client has approved a payoff of $500.00.',
  'You may pay the balance over six months.',
  'Pague solo $500.00 y su cuenta quedará saldada.',
  'Aceptaremos $500.00 para cerrar su cuenta.',
  'Le ofrecemos cerrar su cuenta con un pago de $500.00.',
  'Su cuenta califica para una reducción del 60%.',
  'Puede pagar su saldo en cuotas.',
];

describe('offers read by what they do (Tatis, 3d Cir. 2018)', () => {
  it.each(OFFERS)('%s — read as an offer', (words) => {
    expect(settlementOfferSpans(words).length).toBeGreaterThan(0);
  });
  it.each(OFFERS)('%s — New Jersey, last paid in 2012: flagged', (words) => {
    expect(outcome(letter(words, 'NJ'), OLD)).toBe('flag');
  });
  it.each(OFFERS)('%s — New Jersey, no date: the last payment is asked', (words) => {
    expect(outcome(letter(words, 'NJ'))).toBe('ask');
  });
  it.each(OFFERS)('%s — Iowa (8th Cir., Freyermuth): not flagged', (words) => {
    expect(outcome(letter(words, 'IA'), OLD)).toBe('silent');
  });
  it.each(OFFERS)('%s — a debt within the period: not flagged', (words) => {
    expect(outcome(letter(words, 'NJ'), RECENT)).toBe('silent');
  });
  it.each([
    'This is an attempt to collect a debt. Balance due: $1,250.00.',
    'Your account has been placed with our office for collection. Please remit $1,250.00.',
    'Este es un intento de cobrar una deuda. Saldo actual: $1,250.00.',
  ])('a bare request, no offer: lawful in the 3d Circuit (Huertas) and where no court of appeals has decided (4th): %s', (words) => {
    expect(outcome(letter(words, 'NJ'), OLD)).toBe('silent');
    expect(outcome(letter(words, 'MD'), OLD)).toBe('silent');
  });
  it.each(['We cannot accept $500.00 to close your account.', 'We are unable to offer you a reduction of 60%.', 'You cannot pay the balance over six months.'])(
    'a negated offer is no offer: %s',
    (words) => {
      expect(settlementOfferSpans(words)).toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// A date under a time-bar word that names another event

const OTHER_EVENTS = [
  'Your delinquent account was placed with our office on January 5, 2024.',
  'The charged-off account was purchased by our client on 06/01/2022.',
  'Your defaulted account was sold to Harbor Funding on February 1, 2023.',
  'Your delinquent account was referred to us on 01/05/2024.',
  'Your last payment under this plan is due on April 21, 2024.',
  'Charged-off balance as of 02/29/2024: $1,250.00.',
  'Su cuenta morosa fue asignada a nuestra oficina el 5 de enero de 2024.',
];

describe('a date under a time-bar word that names another event is not where the period runs from', () => {
  it.each(OTHER_EVENTS)('%s — not read as a last payment, charge-off or default date', (line) => {
    expect(findDates(line).map((d) => d.kind)).not.toEqual(expect.arrayContaining(['last_payment']));
    expect(findDates(line).map((d) => d.kind)).not.toEqual(expect.arrayContaining(['charge_off']));
    expect(findDates(line).map((d) => d.kind)).not.toEqual(expect.arrayContaining(['first_delinquency']));
  });
  it.each(OTHER_EVENTS)('%s — with a balance asked and the last payment given as 2012: flagged (the later date no longer hides it)', (line) => {
    expect(outcome(letter(`${line}\n\nThis is an attempt to collect a debt. We are willing to accept $500.00.`), OLD)).toBe('flag');
  });
  it.each(OTHER_EVENTS)('%s — no last payment given: asked, not passed', (line) => {
    expect(outcome(letter(`${line}\n\nThis is an attempt to collect a debt. We are willing to accept $500.00.`))).toBe('ask');
  });
  it.each([
    ['Your account became delinquent on 01/05/2012.', 'first_delinquency'],
    ['Charged off by Pinecrest Bank on 03/01/2012.', 'charge_off'],
    ['Past due since 04/02/2012', 'first_delinquency'],
    ['Your account has been past due since March 2012.', 'first_delinquency'],
    ['Date of last payment: 01/05/2012', 'last_payment'],
  ])('the time-bar words that do date the debt still do: %s', (line, kind) => {
    expect(findDates(line).map((d) => d.kind)).toContain(kind);
    expect(outcome(letter(`${line}\n\nWe are willing to accept $500.00.`))).toBe('flag');
  });
  it('a recent date under a time-bar word: not flagged', () => {
    expect(outcome(letter('Date of last payment: 01/05/2023\n\nWe are willing to accept $500.00.'))).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// The law's bar said, a payment asked, no revival warning (Pantoja; Buchanan; Daugherty; Holzman)

const LAW_BARS = [
  'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.',
  'Because of the age of your debt, our client cannot sue you for it.',
  'The statute of limitations on this debt has expired, so you can no longer be sued for it.',
  'Debido a la antigüedad de su deuda, ya no se le puede demandar.',
];
const BARE_REQUESTS = ['This is an attempt to collect a debt. Current balance: $1,250.00.', 'Make checks payable to Harbor Point Recovery.'];
const REVIVAL = 'If you make a payment, the time period for suing you may start over.';

describe("the law's bar said and a payment asked, without the revival warning", () => {
  it.each(LAW_BARS)('%s — with a bare request, where the court of appeals requires the warning (7th, 6th, 11th): flagged', (bars) => {
    for (const request of BARE_REQUESTS)
      for (const state of ['IL', 'OH', 'MI', 'FL'])
        expect({ state, request, got: outcome(letter(`${bars}\n\n${request}`, state)) }).toEqual({ state, request, got: 'flag' });
  });
  it.each(LAW_BARS)('%s — with a bare request, in the 3d, 10th and 4th Circuits and the 8th: not flagged', (bars) => {
    for (const request of BARE_REQUESTS)
      for (const state of ['NJ', 'KS', 'MD', 'AR']) expect({ state, got: outcome(letter(`${bars}\n\n${request}`, state)) }).toEqual({ state, got: 'silent' });
  });
  it.each(LAW_BARS)("%s — with the revival warning: not flagged (the law's rule and a promise only: flagged where Pantoja binds)", (bars) => {
    // Decision 165: "The law limits how long you can be sued on a debt … we will not sue you for it" says of this debt only
    // the collector's choice; in the 7th Circuit (Pantoja; Perea) that is not the law's bar, elsewhere it is left as before.
    const promiseOnly = bars.includes('will not sue');
    for (const request of BARE_REQUESTS) {
      expect(outcome(letter(`${bars} ${REVIVAL}\n\n${request}`, 'IL'))).toBe(promiseOnly ? 'flag' : 'silent');
      expect(outcome(letter(`${bars} ${REVIVAL}\n\n${request}`, 'OH'))).toBe('silent');
    }
  });
  it.each(LAW_BARS)('%s — where nothing revives the debt (NY): not flagged', (bars) => {
    for (const request of BARE_REQUESTS) expect(outcome(letter(`${bars}\n\n${request}`, 'NY'))).toBe('silent');
  });
  it.each(['As a collection agency, we cannot sue you.', 'Our office is not permitted to take legal action on your account.'])(
    '"cannot sue" for a reason other than the debt\'s age is not the time bar: its dates are counted (%s)',
    (words) => {
      expect(outcome(letter(`${words}\n\n${BARE_REQUESTS[0]}`))).toBe('ask');
      expect(outcome(letter(`${words}\n\n${BARE_REQUESTS[0]}`), OLD)).toBe('flag');
      expect(outcome(letter(`${words}\n\n${BARE_REQUESTS[0]}`), RECENT)).toBe('silent');
    },
  );
  it('a bar the letter gives for another legal reason (a bankruptcy discharge) already says the debt cannot be enforced: not flagged', () => {
    const words = 'The law does not allow us to sue you because your debt was discharged in bankruptcy.';
    expect(outcome(letter(`${words}\n\n${BARE_REQUESTS[0]}`), OLD)).toBe('silent');
  });
  it.each(LAW_BARS)('%s — the state unknown: the state is asked', (bars) => {
    const text = letter(`${bars}\n\n${BARE_REQUESTS[0]}`).replace('Springfield, IL 62701', 'Springfield');
    const result = analyzeText(text, { answers: { allPagesUploaded: true }, today: '2024-03-13', rules: [getRule(FEDERAL)!] });
    expect(result.questions.filter((q) => q.askedBy.includes(FEDERAL)).map((q) => q.id)).toContain('state');
  });
});

// ---------------------------------------------------------------------------------------------
// Speaking of suit or of the debt's age, or a count that leaves nothing to ask: the last payment is asked

describe("a collector's letter that speaks of suit or of the debt's age: its age is asked", () => {
  it.each(['This debt is more than ten years old.', 'We may take legal action if this is not resolved.', 'Esta deuda tiene más de diez años.'])(
    '%s — no request in other words, no date: asked',
    (words) => {
      expect(outcome(letter(words))).toBe('ask');
    },
  );
  it('the District of Columbia, a last payment in the letter between its shortest and longest periods: asked, not passed as within', () => {
    expect(outcome(letter('Date of last payment: 06/01/2020\n\nWe are willing to accept $500.00.', 'DC'))).toBe('ask');
  });
});
