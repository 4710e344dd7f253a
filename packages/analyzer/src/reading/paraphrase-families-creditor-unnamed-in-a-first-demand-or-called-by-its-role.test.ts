/**
 * Paraphrase families (decision 180) for two ways a collector's first demand fails to name "the creditor to whom the debt
 * is owed" (15 U.S.C. 1692g(a)(2); 12 CFR 1006.34(c)(2)(v)) that the creditor rule left unjudged:
 *
 * 1. The owner called only by its role: the collector said to act for "the current owner of your account", "the creditor",
 *    "the owner of the debt", "el acreedor actual", with no name beside the role and none elsewhere (Sparkman v. Zwicker &
 *    Associates, E.D.N.Y. 2005; McGinty v. Professional Claims Bureau, E.D.N.Y. 2016). Flagged in a notice; in a letter
 *    without the notice's words, asked `isFirstContact` and flagged once first. A reference naming one party (not called
 *    the original creditor) is read as the owner the role points to, as "the above creditor" is.
 * 2. No party named at all in a first letter that asks for money but carries no notice item: the collector had to name the
 *    creditor in it or in a notice within five days (1692g(a)). Decision 168 left such a letter `not_applicable` (a name,
 *    or silence, left to vn_missing_entirely); it is now asked `isFirstContact` where its words ask for money, and judged
 *    once first, stating the five-day assumption; on a passage the rest is asked for (`allPagesUploaded`).
 *
 * Must not: a role with its name beside it ("the current creditor, Zed Bank"), the owner named anywhere else (a label,
 * "you owe Zed Bank", "placed with us by Zed Bank", "our client, Zed Bank", Spanish), "if different from the current
 * creditor", a later letter, a letter that asks for nothing, a reference naming one party outside the Second Circuit
 * (Encarnacion v. Financial Corp. of America, M.D. Fla. 2019) — left as decision 147 read it — and a party named by a label
 * ("Facility:", "Provider:", "Regarding:") or a company's name in the body, which is not a letter naming no one. Model Form B-1 and the Spanish
 * model notice have their own tests. Written from the law's categories, not from a court letter. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { collectorLetterWithoutNotice, collectorNotice, questionsAskedBy, ruleOutcome, type RuleOutcome } from './test-letters';

const RULE = 'vn_current_creditor';
const STATES = ['FL', 'NY', 'IL', 'TX', 'CA'];
const NO_BALANCE = 'Re: Account ending 6620.';

const inNotice = (words: string, state: string, answers: UserAnswers = {}, reLine?: string): RuleOutcome =>
  ruleOutcome(RULE, collectorNotice(words, reLine), { state, ...answers }, '2019-05-01');
const withoutNotice = (words: string, state: string, answers: UserAnswers = {}, reLine?: string): RuleOutcome =>
  ruleOutcome(RULE, collectorLetterWithoutNotice(words, reLine), { state, ...answers }, '2019-05-01');

/**
 * Asked whether it is the first letter (or, where its own words announce the placement, judged as the first: decision
 * 168's gate); flagged once it is; left alone once it is not.
 */
const askedThenJudged = (words: string, reLine?: string): string[] =>
  STATES.flatMap((state) => {
    const got = [
      withoutNotice(words, state, {}, reLine),
      withoutNotice(words, state, { isFirstContact: true }, reLine),
      withoutNotice(words, state, { isFirstContact: false }, reLine),
    ];
    const unanswered = ANNOUNCES_PLACEMENT.test(words) ? 'flag' : 'ask';
    return got.join() === `${unanswered},flag,silent` ? [] : [`${state}: ${got.join()}`];
  });
/** Words that announce the account was just placed with the collector, which the first-letter gate reads as a first letter. */
const ANNOUNCES_PLACEMENT = /\b(?:placed with our office|referred this account to our firm|retained by [^.]+ to collect)\b/;
const silentWithout = (words: string, reLine?: string): string[] =>
  STATES.flatMap((state) => {
    const got = [withoutNotice(words, state, {}, reLine), withoutNotice(words, state, { isFirstContact: true }, reLine)];
    return got.join() === 'silent,silent' ? [] : [`${state}: ${got.join()}`];
  });

describe('1. the owner called only by its role (Sparkman; McGinty)', () => {
  const roleOnly = [
    'We are collecting this account on behalf of the current owner of your account.',
    'The Bureaus, Inc., an agent of the current owner of your account, has referred this account to our firm.',
    'This office represents the creditor in this matter.',
    'We have been retained by the owner of the debt to collect this balance.',
    'Our firm is acting for the current creditor.',
    'We work for the present holder of this account.',
    'Cobramos esta cuenta en nombre del acreedor actual.',
    'Actuamos en representación del dueño actual de su cuenta.',
  ];
  const named = [
    'We are collecting this account on behalf of the current creditor, Zed Bank.',
    'Creditor: Zed Bank\nWe are collecting this account on behalf of the current owner of your account.',
    'You owe Zed Bank. This office represents the creditor in this matter.',
    'Your account has been placed with us by Zed Bank. We act for the current creditor.',
    'Zed Bank is the current creditor. We collect on behalf of the current creditor.',
    'Cobramos esta cuenta en nombre del acreedor actual, Zed Bank.',
    'Acreedor actual: Zed Bank\nCobramos esta cuenta en nombre del acreedor actual.',
    // the statute's own words, which name no one and point to no one
    'We collect this debt for our client, Zed Bank. If you ask, we will give you the name of the original creditor, if different from the current creditor.',
  ];

  it.each(roleOnly)('in a notice, flagged in every circuit: %s', (words) => {
    expect(STATES.filter((state) => inNotice(words, state) !== 'flag')).toEqual([]);
  });
  it.each(roleOnly)('without the notice, asked, then flagged once first: %s', (words) => {
    expect(askedThenJudged(words, NO_BALANCE)).toEqual([]);
  });
  it.each(named)('named beside the role or elsewhere: lawful in a notice and never asked: %s', (words) => {
    expect(STATES.filter((state) => inNotice(words, state) !== 'silent')).toEqual([]);
    expect(silentWithout(words)).toEqual([]);
  });
  it('a reference naming one party is read as the owner the role points to; one naming the original creditor is not', () => {
    expect(
      STATES.filter((state) => inNotice('We collect on behalf of the current creditor.', state, {}, 'Re: Zed Bank account ending 6620.') !== 'silent'),
    ).toEqual([]);
    expect(
      STATES.filter(
        (state) => inNotice('We collect on behalf of the current creditor.', state, {}, 'Re: Original creditor: Zed Bank. Account ending 6620.') !== 'flag',
      ),
    ).toEqual([]);
  });
});

describe('2. a first demand that names no creditor at all (15 U.S.C. 1692g(a)(2))', () => {
  const demands = [
    'Please pay the balance shown above.',
    'Your account has been placed with our office for collection. Please remit payment in full.',
    'Please send your payment to the address below.',
    'Make your check or money order payable to Northgate Recovery Services, Inc.',
    'We would like to help you resolve this balance.',
    'Por favor pague el saldo indicado arriba.',
    'Le pedimos que envíe su pago a la dirección de abajo.',
  ];
  it.each(demands)('asked whether it is the first letter, then flagged once first: %s', (words) => {
    expect(askedThenJudged(words)).toEqual([]);
  });
  it('the flag says what the collector owed within five days and states the assumption', () => {
    const r = analyzeText(collectorLetterWithoutNotice('Please pay the balance shown above.'), {
      answers: { state: 'TX', isFirstContact: true, allPagesUploaded: true },
      today: '2019-05-01',
      rules: [getRule(RULE)!],
    });
    const f = r.findings.find((x) => x.id === RULE)!;
    expect(f.message).toMatch(/within five days/);
    expect(f.assumptions.join(' ')).toMatch(/no other notice from the collector reached you within five days/);
  });
  it('a letter dated within a week of today is not judged yet: a notice naming the creditor may still come', () => {
    const words = 'Please pay the balance shown above.';
    expect(ruleOutcome(RULE, collectorLetterWithoutNotice(words), { state: 'TX', isFirstContact: true }, '2019-04-05')).toBe('silent');
    expect(ruleOutcome(RULE, collectorLetterWithoutNotice(words), { state: 'TX', isFirstContact: true }, '2019-04-20')).toBe('flag');
  });
  it('a passage without the letter around it (no address, telephone, web address or closing) is not judged to name no one, whatever the answers say (decision 175)', () => {
    const passage = 'Balance due: $912.40. Please remit payment in full.';
    const ids = (text: string, answers: UserAnswers): string[] => questionsAskedBy(RULE, text, { state: 'NY', ...answers }, '2019-05-01');
    expect(ids(passage, {})).toEqual([]);
    expect(ruleOutcome(RULE, passage, { state: 'NY', isFirstContact: true, allPagesUploaded: true }, '2019-05-01')).not.toBe('flag');
    // The same words with a part of the letter's frame are a letter that can be judged: asked whether it is the first letter.
    const framed = `${passage}\nCall us at (800) 555-0142.`;
    expect(ids(framed, {})).toContain('isFirstContact');
    expect(ids(framed, { isFirstContact: false })).toEqual([]);
  });
  it.each([
    // asks for nothing
    ['We would like to speak with you.', NO_BALANCE],
    ['Please call our office.', NO_BALANCE],
    ['Le pedimos que se comunique con nosotros.', NO_BALANCE],
    // the creditor named in a lawful way
    ['Creditor to whom the debt is owed: Zed Bank. Please pay the balance shown above.', undefined],
    ['You owe Zed Bank. Please remit payment in full.', undefined],
    ['Our client, Zed Bank, has asked us to collect this balance. Please pay it.', undefined],
    ['Zed Bank has placed your account with our office. Please remit payment.', undefined],
    ['Acreedor actual: Zed Bank. Por favor pague el saldo.', undefined],
    ['We purchased your account and now own this debt. Please pay the balance.', undefined],
  ])('left alone: %s', (words, reLine) => {
    expect(silentWithout(words, reLine)).toEqual([]);
  });
  it.each([
    'Facility: FMG West Seattle\nYour account has been placed with our office for collection of the balance.',
    'Provider: Lakeside Clinic\nPlease remit payment.',
    'Regarding: Zed Bank\nPlease remit payment.',
    'Account: Zed Bank #1234\nPlease remit payment.',
    'Hospital:\nLakeside Medical Center\nPlease remit payment.',
    'This balance is for services provided at Lakeside Medical Center. Please remit payment.',
    'Proveedor: Clínica Lakeside\nPor favor envíe su pago.',
  ])('a party named by a label or in the body, outside the Second Circuit, is not a letter naming no one: %s', (words) => {
    expect(['FL', 'TX', 'CA', 'IL'].filter((state) => withoutNotice(words, state, { isFirstContact: true }) === 'flag')).toEqual([]);
  });
  it('outside the Second and Seventh Circuits, one party named only in the reference line stays as decision 147 read it (not asked)', () => {
    const words = 'This communication is from a debt collector. Please pay the balance shown above.';
    expect(['FL', 'TX', 'CA', 'PA'].filter((state) => withoutNotice(words, state, {}, 'Re: Zed Bank. Balance due: $912.40.') !== 'silent')).toEqual([]);
  });
  it('a notice naming no one is flagged as before, and a later letter is not judged', () => {
    expect(STATES.filter((state) => inNotice('Please pay the balance shown above.', state) !== 'flag')).toEqual([]);
    expect(STATES.filter((state) => withoutNotice('Please pay the balance shown above.', state, { isFirstContact: false }) !== 'silent')).toEqual([]);
  });
});
