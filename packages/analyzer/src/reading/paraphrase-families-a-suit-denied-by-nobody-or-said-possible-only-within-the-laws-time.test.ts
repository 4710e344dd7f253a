/**
 * A suit denied with "nobody" as its subject, or said possible only within the law's time, beside the letter's own time bar
 * (issue 26, decision 560). Tests, not the measure.
 *
 * The law: a time-barred debt's notice says the debt is too old to sue on (12 CFR 1006.26; the states' notices, Cal. Civ. Code
 * 1788.14(d), 23 NYCRR 1.3). Written in other words, the notice says that nobody may sue on the debt, or that a creditor may sue
 * only within the period the law allows. Each of these states the law's limit and threatens nothing.
 *
 * What was wrong on the start code (session 60's probe of decision 554's lawful near misses): `threat_legal_action_unintended`
 * read "nobody may sue you for it" as a threat, because its negation words knew "no one" but not "nobody", "no-one" or
 * "nadie". It also read "a creditor may sue only within the period the law allows" as a threat made on a debt the letter
 * calls too old. Both are lawful statements of the bar.
 *
 * Must not flag: those wordings, in English and Spanish. Must still flag: a suit threatened beside the bar ("we may sue you",
 * "podemos demandarle"), "nobody can stop us from suing you", and a suit "within ten days". "Within ten days" names a deadline the collector sets,
 * not the law's limit.
 */
import { describe, expect, it } from 'vitest';
import { bareLaterLetter, CITY_IN, runRule } from './test-letters';

const RULE = 'threat_legal_action_unintended';
const flags = (body: string, state = 'IL'): boolean =>
  runRule(RULE, bareLaterLetter(body, CITY_IN[state] as string, 'March 3, 2023'), { allPagesUploaded: true, readsSpanish: true }, state, '2023-03-20').flagged;

const BAR_EN = 'The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it.';
const BAR_ES = 'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Debido a la antigüedad de su deuda, no podemos demandarle.';
const LIMIT_EN = 'The law limits how long you can be sued on a debt.';

describe('the bar said with "nobody" or a suit said possible only within the law’s time', () => {
  it.each([
    `${LIMIT_EN} Because of the age of your debt, nobody may sue you for it.`,
    `${LIMIT_EN} Because of the age of your debt, nobody can file a lawsuit against you to collect it.`,
    `${LIMIT_EN} Because of its age, no-one may take you to court over this debt.`,
    `${LIMIT_EN} A creditor may sue only within the period the law allows, and that period has passed for this debt.`,
    `${LIMIT_EN} You can be sued only within the time limit set by state law, which has run on this account.`,
    `${LIMIT_EN} A court could enter a judgment against you only if a lawsuit were timely filed, and none can be now.`,
    `${BAR_EN} A creditor may sue only before the deadline the law sets.`,
    'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Debido a la antigüedad de su deuda, nadie puede demandarle por ella.',
    'La ley limita el tiempo durante el cual se le puede demandar por una deuda. Solo se puede demandar dentro del plazo que fija la ley, y ese plazo ya pasó.',
    `${BAR_ES} Nadie puede presentar una demanda en su contra por esta deuda.`,
  ])('does not flag: %s', (body) => {
    expect(flags(body)).toBe(false);
  });

  it.each([
    `${BAR_EN} If you do not pay by April 1, 2023, we may sue you.`,
    `${BAR_EN} Nobody can stop us from suing you if you do not pay.`,
    `${BAR_EN} We may sue you within ten days if you do not pay.`,
    `${BAR_ES} Si no paga, podemos demandarle.`,
    `${BAR_EN} If you ignore this letter, a legal suit could be filed against you.`,
  ])('still flags: %s', (body) => {
    expect(flags(body)).toBe(true);
  });
});
