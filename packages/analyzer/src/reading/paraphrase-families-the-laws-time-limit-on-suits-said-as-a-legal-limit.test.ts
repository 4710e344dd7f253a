/**
 * The law's general time limit on suits said in other words than "the law limits how long you can be sued" (issue 26, open
 * paraphrase P258 of development L397). Tests, not the measure.
 *
 * The law: the CFPB's and the states' time-bar notices open with the law's general rule ("The law limits how long you can be
 * sued on a debt") and then say what it means for this debt (decision 165). A collector may write the same rule as "there is a
 * legal limit on how long you can be sued", "state law sets a time limit on lawsuits over debts" or "hay un límite legal". The
 * sentence states the law; it threatens nothing (a statement of the limit is not a threat of suit, 1692e(5)), and with the
 * sentence that follows ("because of the age of your debt, we will not sue you") it is judged as the canonical notice is: a
 * disclosure outside the Seventh Circuit, a promise in place of the bar within it (*Pantoja v. Portfolio Recovery Associates*,
 * 7th Cir. 2017).
 *
 * Session 52 (open paraphrase P309 of development L361) adds the Spanish limit on "the time during which" a person can be sued
 * ("Hay un límite legal al tiempo durante el cual se le puede demandar por una deuda"), which the start code of that session read
 * as a threat of suit and not as the law's general rule.
 *
 * What was missed on the start code: "There is a legal limit on how long you can be sued over a debt" was read as a threat of
 * suit on a time-barred debt (`time_barred_suit_threat`), and not as the law's general rule, so `time_barred_no_disclosure_federal`
 * judged the letter as one that never speaks of the law's limit.
 *
 * Each variant must give every time-bar rule the outcome the canonical sentence gives, in a Ninth and a Seventh Circuit state;
 * none may be a threat of suit.
 */
import { describe, expect, it } from 'vitest';
import { CITY_IN, runRule } from './test-letters';

const TODAY = '2017-03-28';
const TIME_BAR_RULES = ['time_barred_suit_threat', 'time_barred_no_disclosure_federal', 'time_barred_state_disclosure_missing'];
const ANSWERS = { lastPaymentDate: '2008-12-12', lawsuitFiled: false, allPagesUploaded: true };

/** A debt buyer's collector's settlement letter of March 15, 2017 to a consumer in `state`, whose time-bar lines are `general` then the promise. */
const settlementLetter = (general: string, state: string): string =>
  [
    'Summit Ridge Credit Management, Inc.\nPO Box 2200, Denver, CO 80201',
    'March 15, 2017',
    `Dana Ruiz\n41 Alder Way\n${CITY_IN[state] ?? 'Boise, ID 83702'}`,
    'Re: Silver State Bank account ending 4417. Current owner: Summit Ridge Funding, LLC. Balance: $1,031.25.',
    'Summit Ridge Credit Management, Inc. is the company that will collect and service your account.',
    'Save $412.50 if you pay by 04-30-2017. Call 800-555-0142 or mail your payment in the enclosed envelope.',
    `${general} Because of how old this debt is, we will not sue you over it, and we will not report it to any credit bureau.`,
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    'Sincerely,\nSummit Ridge Credit Management, Inc.',
  ].join('\n\n');

const CANONICAL = 'The law limits how long you can be sued on a debt.';
const outcomes = (general: string, state: string): Record<string, boolean> =>
  Object.fromEntries(TIME_BAR_RULES.map((id) => [id, runRule(id, settlementLetter(general, state), ANSWERS, state, TODAY).flagged]));

describe('the law’s general limit on suits said as a legal limit reads as the canonical sentence', () => {
  const variants = [
    'There is a legal limit on how long you can be sued over a debt.',
    'There is a time limit on how long a person can be sued for a debt.',
    'State law sets a time limit on how long you can be sued for a debt.',
    'State laws limit how long a creditor can sue you over a debt.',
    'The law puts a limit on how long you can be taken to court over a debt.',
    'Laws place time limits on lawsuits to collect debts.',
    'Hay un límite legal de tiempo para demandar a una persona por una deuda.',
    'Hay un límite legal al tiempo durante el cual se le puede demandar por una deuda.',
    'Existe un límite legal sobre cuánto tiempo se le puede demandar por una deuda.',
    'La ley pone un límite al tiempo en que se le puede demandar por una deuda.',
  ];
  it.each(variants.flatMap((v) => ['ID', 'IL'].map((state) => [state, v])))('in %s, "%s" gives the canonical outcomes', (state, general) => {
    expect(outcomes(general, state)).toEqual(outcomes(CANONICAL, state));
  });
  it.each(variants)('"%s" is no threat of suit', (general) => {
    expect(runRule('time_barred_suit_threat', settlementLetter(general, 'ID'), ANSWERS, 'ID', TODAY).flagged).toBe(false);
  });
  it('the canonical sentence itself is no threat of suit, and the promise it precedes is no disclosure in the Seventh Circuit', () => {
    expect(outcomes(CANONICAL, 'ID').time_barred_suit_threat).toBe(false);
    expect(outcomes(CANONICAL, 'IL').time_barred_no_disclosure_federal).toBe(true);
  });
});

/** The same notice wholly in Spanish, in a Texas letter of 2019 (Fifth Circuit), as development L361's was written in English; the person says the pages in hand are not the whole letter, as P309's answers do. */
const spanishNotice = (general: string): string =>
  [
    'Llano Estacado Recovery, Inc.\nPO Box 1400, Lubbock, TX 79401',
    '29 de mayo de 2019',
    `Rosa Elena Vidal\n88 Calle Sol\n${CITY_IN.TX}`,
    'Acreedor: Lone Star Wireless. Cantidad adeudada: $58.30.',
    'Le informamos que nuestra oficina ha recibido para su cobro la cuenta indicada arriba.',
    `${general} Dada la antigüedad de su deuda, no vamos a demandarle por ella.`,
    'Esta comunicación proviene de un cobrador de deudas.',
    'Atentamente,\nLlano Estacado Recovery, Inc.',
  ].join('\n\n');
const SPANISH_ANSWERS = { debtPastLimitationPeriod: true, lawsuitFiled: false, allPagesUploaded: false, isFirstContact: true, readsSpanish: true };
const spanishOutcomes = (general: string): Record<string, boolean> =>
  Object.fromEntries(TIME_BAR_RULES.map((id) => [id, runRule(id, spanishNotice(general), SPANISH_ANSWERS, 'TX', '2019-06-08').flagged]));

describe('the law’s general limit said in Spanish before a promise not to sue, in the Fifth Circuit (open paraphrase P309)', () => {
  const CANONICAL_ES = 'La ley limita el tiempo durante el cual se le puede demandar por una deuda.';
  it.each([
    'Hay un límite legal al tiempo durante el cual se le puede demandar por una deuda.',
    'Existe un límite legal sobre cuánto tiempo se le puede demandar por una deuda.',
    'La ley pone un límite al tiempo en que se le puede demandar por una deuda.',
  ])('"%s" gives the outcomes of "la ley limita el tiempo…", none a threat of suit', (general) => {
    expect(spanishOutcomes(general)).toEqual(spanishOutcomes(CANONICAL_ES));
    expect(spanishOutcomes(general).time_barred_suit_threat).toBe(false);
  });
});
