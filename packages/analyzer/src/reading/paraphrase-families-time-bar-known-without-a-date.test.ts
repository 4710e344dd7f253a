/**
 * Paraphrase families for decision 254 (issue 26: a debt many people, and many courts, know is past the time limit to sue
 * without knowing the date of the last payment — a lawyer or a court said so, or "the last payment was in 2009").
 * `debtPastLimitationPeriod` is asked beside `lastPaymentDate`, as its alternative, wherever the time-bar rules ask the
 * date; it is never asked once a date is given, and a date, when given, wins over it (the contradiction is said).
 *
 * Yes: the same findings as a computed time bar, said to rest on the person's answer, not on a counted date —
 * 12 CFR 1006.26(b) bars suing or threatening suit on a time-barred debt (and 15 U.S.C. 1692e(2)(A), (5)); the federal
 * misleading-offer doctrine by circuit (Pantoja v. Portfolio Recovery Associates, 7th Cir. 2017; McMahon v. LVNV Funding,
 * 7th Cir. 2014; Buchanan v. Northland Group, 6th Cir. 2015; Daugherty v. Convergent Outsourcing, 5th Cir. 2016; Huertas
 * v. Galaxy Asset Management, 3d Cir. 2011; Freyermuth v. Credit Bureau Services, 8th Cir. 2001); the states' disclosures
 * (legal-reference §4.3). No: the time-bar rules settle as not time-barred.
 *
 * Old-debt letters with no date, written from the ways collectors write (offers, bare requests, threats of suit, in English
 * and Spanish), not from any letter of the court corpus. Near misses: a date given inside the period (it wins), an original
 * creditor collecting in its own name, the approved time-barred disclosure with the revival warning, a letter that asks
 * nothing, a bare request in the 8th Circuit.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { bareLaterLetter, CITY_IN, questionsAskedBy, ruleOutcome, type RuleOutcome } from './test-letters';

const FEDERAL = 'time_barred_no_disclosure_federal';
const SUIT = 'time_barred_suit_threat';
const STATE = 'time_barred_state_disclosure_missing';
const TODAY = '2024-03-13';

const CITIES: Readonly<Record<string, string>> = { ...CITY_IN, OH: 'Columbus, OH 43215', AR: 'Little Rock, AR 72201', IL: 'Springfield, IL 62701' };
const letter = (body: string, state: string): string => bareLaterLetter(body, CITIES[state] ?? 'Springfield, IL 62701', 'March 3, 2024');
const outcome = (ruleId: string, body: string, state: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome(ruleId, letter(body, state), { state, senderIsOriginalCreditor: false, ...answers }, TODAY);
const asked = (ruleId: string, body: string, state: string, answers: UserAnswers = {}): string[] =>
  questionsAskedBy(ruleId, letter(body, state), { state, senderIsOriginalCreditor: false, allPagesUploaded: true, ...answers }, TODAY);

const YES: UserAnswers = { debtPastLimitationPeriod: true };
const NO: UserAnswers = { debtPastLimitationPeriod: false };

/** Offers and requests for payment on a debt whose age the words do not give (federal rule: the 7th, 6th and 5th Circuits). */
const OFFERS: readonly string[] = [
  'We are willing to settle your balance of $1,250.00 for $500.00. This offer is good for 30 days.',
  'This old debt can be paid off for $500.00.',
  'Pay $75.00 a month for twelve months and this account will be resolved in full.',
  'Your account has been placed with our office for collection. Current Balance: $1,250.00. Call us to make payment arrangements.',
  'Take advantage of a 60% discount: send $500.00 and we will consider the account satisfied.',
  'Le ofrecemos liquidar su saldo de $1,250.00 por solo $500.00. Llámenos hoy.',
  'Su cuenta ha sido asignada a nuestra oficina para su cobro. Saldo actual: $1,250.00. Llámenos para resolver este asunto.',
];

/** Threats of suit (12 CFR 1006.26(b)). */
const THREATS: readonly string[] = [
  'Current Balance: $1,250.00. If you do not pay within 15 days, we will file a lawsuit against you.',
  'Balance due: $1,250.00. Your account will be referred to our attorneys, who are authorized to file suit against you.',
  'You owe $1,250.00. Unless this balance is paid, our client intends to sue you to collect it.',
  'Saldo: $1,250.00. Si no paga en 15 días, presentaremos una demanda en su contra.',
];

/** Requests in a state whose notice the collector owes on a time-barred debt (New York, 23 NYCRR 1.3). */
const NY_REQUESTS: readonly string[] = [
  'Current Balance: $1,250.00. Please send your payment to the address below.',
  'We are offering to settle this account for $500.00. Call us to accept this offer.',
  'Saldo actual: $1,250.00. Envíe su pago a la dirección indicada.',
];

describe('asked beside the last payment date, as its alternative', () => {
  it('is asked right after lastPaymentDate wherever the time-bar rules ask the date', () => {
    for (const [ruleId, bodies, state] of [
      [FEDERAL, OFFERS, 'IL'],
      [SUIT, THREATS, 'TX'],
      [STATE, NY_REQUESTS, 'NY'],
    ] as const)
      for (const body of bodies) {
        const ids = asked(ruleId, body, state);
        expect(ids, `${ruleId}: ${body}`).toContain('lastPaymentDate');
        expect(ids.indexOf('debtPastLimitationPeriod'), `${ruleId}: ${body}`).toBe(ids.indexOf('lastPaymentDate') + 1);
      }
  });

  it('is asked with the state when neither the state nor the date is known', () => {
    const text = bareLaterLetter(THREATS[0]!, 'Springfield 62701', 'March 3, 2024');
    expect(questionsAskedBy(SUIT, text, { senderIsOriginalCreditor: false, allPagesUploaded: true }, TODAY)).toEqual([
      'state',
      'lastPaymentDate',
      'debtPastLimitationPeriod',
    ]);
  });

  it('is never asked once a date is given, by the person or by the letter', () => {
    for (const body of OFFERS) {
      expect(asked(FEDERAL, body, 'IL', { lastPaymentDate: '2012-01-15' })).not.toContain('debtPastLimitationPeriod');
      expect(asked(FEDERAL, body, 'IL', { lastPaymentDate: '2023-06-15' })).not.toContain('debtPastLimitationPeriod');
    }
    expect(asked(FEDERAL, `Last payment date: 01/15/2012. ${OFFERS[0]}`, 'IL')).not.toContain('debtPastLimitationPeriod');
    expect(asked(SUIT, `Date of last payment: June 1, 2023. ${THREATS[0]}`, 'TX')).not.toContain('debtPastLimitationPeriod');
  });
});

describe('yes: the findings of a time bar, resting on the answer', () => {
  it('flags each offer where a court of appeals holds it misleading (7th, 6th, 5th Circuits)', () => {
    for (const state of ['IL', 'OH', 'TX'])
      expect(
        OFFERS.filter((b) => outcome(FEDERAL, b, state, YES) !== 'flag'),
        state,
      ).toEqual([]);
  });
  it('flags each threat of suit (12 CFR 1006.26(b)), wherever the consumer lives', () => {
    for (const state of ['TX', 'NJ', 'AR'])
      expect(
        THREATS.filter((b) => outcome(SUIT, b, state, YES) !== 'flag'),
        state,
      ).toEqual([]);
  });
  it("flags each request without New York's notice", () => {
    expect(NY_REQUESTS.filter((b) => outcome(STATE, b, 'NY', YES) !== 'flag')).toEqual([]);
  });

  it('says the finding rests on the answer, with no counted date', () => {
    const result = analyzeText(letter(OFFERS[0]!, 'IL'), {
      answers: { state: 'IL', senderIsOriginalCreditor: false, allPagesUploaded: true, ...YES },
      today: TODAY,
      rules: [getRule(FEDERAL)!],
    });
    const finding = result.findings.find((f) => f.id === FEDERAL);
    const said = finding?.assumptions.join(' ') ?? '';
    expect(said).toMatch(/you answered that the time limit to sue on this debt has passed/i);
    expect(said).not.toMatch(/ran out on|runs out on|Counted from/);
    expect(result.sol.status).toBe('likely_expired');
    expect(result.sol.runsOutOn).toBeUndefined();
    expect(result.sol.basis).toMatch(/you answered that the time limit to sue on this debt has passed/i);
  });

  it('says it in Spanish for a Spanish reader', () => {
    const result = analyzeText(letter(OFFERS[5]!, 'IL'), {
      answers: { state: 'IL', senderIsOriginalCreditor: false, allPagesUploaded: true, ...YES },
      today: TODAY,
      lang: 'es',
      rules: [getRule(FEDERAL)!],
    });
    expect(result.sol.basis).toMatch(/usted respondió/i);
    expect(result.findings.find((f) => f.id === FEDERAL)?.assumptions.join(' ')).toMatch(/usted respondió/i);
  });
});

describe('no: the time-bar rules settle as not time-barred', () => {
  it('leaves every offer, threat and request silent, and asks nothing more of the debt’s age', () => {
    for (const state of ['IL', 'OH', 'TX'])
      expect(
        OFFERS.filter((b) => outcome(FEDERAL, b, state, NO) !== 'silent'),
        state,
      ).toEqual([]);
    expect(THREATS.filter((b) => outcome(SUIT, b, 'TX', NO) !== 'silent')).toEqual([]);
    expect(NY_REQUESTS.filter((b) => outcome(STATE, b, 'NY', NO) !== 'silent')).toEqual([]);
  });
  it('shows the status as within the period, with no counted date', () => {
    const result = analyzeText(letter(THREATS[0]!, 'TX'), {
      answers: { state: 'TX', senderIsOriginalCreditor: false, allPagesUploaded: true, ...NO },
      today: TODAY,
      rules: [getRule(SUIT)!],
    });
    expect(result.sol.status).toBe('within');
    expect(result.sol.runsOutOn).toBeUndefined();
    expect(result.sol.question).toBeUndefined();
  });
});

describe('near misses: yes does not flag', () => {
  it('a date given inside the period wins, and the contradiction is said', () => {
    const inside: UserAnswers = { ...YES, lastPaymentDate: '2023-06-15' };
    expect(OFFERS.filter((b) => outcome(FEDERAL, b, 'IL', inside) !== 'silent')).toEqual([]);
    expect(THREATS.filter((b) => outcome(SUIT, b, 'TX', inside) !== 'silent')).toEqual([]);
    const result = analyzeText(letter(THREATS[0]!, 'TX'), {
      answers: { state: 'TX', senderIsOriginalCreditor: false, allPagesUploaded: true, ...inside },
      today: TODAY,
      rules: [getRule(SUIT)!],
    });
    expect(result.sol.status).toBe('within');
    expect(result.sol.notes.join(' ')).toMatch(/you answered that the time limit to sue on this debt has passed/i);
    expect(result.assumptions.map((a) => a.text).join(' ')).toMatch(/you answered that the time limit to sue on this debt has passed/i);
  });
  it('an old date with a no: the date wins (flagged), and the contradiction is said', () => {
    const old: UserAnswers = { ...NO, lastPaymentDate: '2012-01-15' };
    expect(OFFERS.filter((b) => outcome(FEDERAL, b, 'IL', old) !== 'flag')).toEqual([]);
    const result = analyzeText(letter(OFFERS[0]!, 'IL'), {
      answers: { state: 'IL', senderIsOriginalCreditor: false, allPagesUploaded: true, ...old },
      today: TODAY,
      rules: [getRule(FEDERAL)!],
    });
    expect(result.findings[0]?.assumptions.join(' ')).toMatch(/you answered that the time limit to sue on this debt has not passed/i);
  });
  it('an original creditor collecting in its own name', () => {
    const creditor: UserAnswers = { ...YES, senderIsOriginalCreditor: true };
    expect(OFFERS.filter((b) => outcome(FEDERAL, b, 'IL', creditor) === 'flag')).toEqual([]);
    expect(THREATS.filter((b) => outcome(SUIT, b, 'TX', creditor) === 'flag')).toEqual([]);
  });
  it('the approved time-barred disclosure with the revival warning', () => {
    const disclosed = [
      'The law limits how long you can be sued on a debt. Because of the age of your debt, Pinecrest Bank cannot sue you for it. If you make a payment on the debt, admit that you owe it, or make a promise to pay, Pinecrest Bank can sue you to collect it. We are willing to settle your balance of $1,250.00 for $500.00.',
      'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Debido a la antigüedad de su deuda, Pinecrest Bank no puede demandarlo por ella. Si hace un pago, Pinecrest Bank podría demandarlo para cobrarla. Le ofrecemos liquidar su saldo de $1,250.00 por $500.00.',
    ];
    for (const state of ['IL', 'OH'])
      expect(
        disclosed.filter((b) => outcome(FEDERAL, b, state, YES) === 'flag'),
        state,
      ).toEqual([]);
  });
  it('a letter that asks for nothing', () => {
    const closing = 'Your account has been closed and returned to our client. No further collection activity will occur on it.';
    expect(outcome(FEDERAL, closing, 'IL', YES)).not.toBe('flag');
    expect(outcome(SUIT, closing, 'TX', YES)).not.toBe('flag');
  });
  it('a bare request in the 8th Circuit (Freyermuth)', () => {
    expect(outcome(FEDERAL, 'Current Balance: $1,250.00. Please send your payment to the address below.', 'AR', YES)).toBe('silent');
  });
});
