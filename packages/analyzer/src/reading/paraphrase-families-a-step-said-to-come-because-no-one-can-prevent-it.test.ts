/**
 * A step said to come because no one can prevent it: a negated verb of preventing beside a suit (issue 26, decision 565; the
 * item decision 560 left: "Nadie puede impedir que le demandemos"). Tests, not the measure.
 *
 * The law: a collector may not threaten an action that cannot legally be taken (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1)), nor
 * sue or threaten to sue on a debt the letter itself calls too old to sue on (12 CFR 1006.26(b)). "Nobody can stop us from
 * suing you" says the suit will come: the negation denies the prevention, not the suit (two negations, one assertion).
 *
 * What was wrong on the start code: the reading layer's negation words (`NEGATED_BEFORE`, `reading/lexicon.ts`) denied the step
 * that came up to three words after "nadie", "no", "no one" or "cannot", whatever those words were. "Nadie puede impedir que le
 * demandemos", "Usted no podrá evitar que le demandemos" and "No one can keep us from taking you to court" were read as suits
 * denied, so neither threat rule flagged them beside the letter's own time bar. The English "nobody can stop us from suing you"
 * was flagged only because the threat rule's own list (decision 560) knew that one wording.
 *
 * Must not flag: the suit denied ("nadie puede demandarle", "we will not sue you", "no one may take you to court") and the law's
 * bar said in other words, English and Spanish. Must still flag, by both threat rules: the suit said to come because nothing,
 * no one or the consumer cannot prevent it, stop it, keep it from coming or avoid it, English and Spanish.
 */
import { describe, expect, it } from 'vitest';
import { TIME_BAR_EN, TIME_BAR_ES, TIME_BAR_THREAT_RULES as RULES, timeBarThreatRulesFlagging as flagsBy } from './test-letters';

const BAR_EN = TIME_BAR_EN;
const BAR_ES = TIME_BAR_ES;
const LIMIT_EN = 'The law limits how long you can be sued on a debt.';
const LIMIT_ES = 'La ley limita el tiempo durante el cual se le puede demandar por una deuda.';

describe('a suit denied, or the law’s bar, beside the time bar: no threat', () => {
  it.each([
    `${LIMIT_EN} Because of the age of your debt, nobody may sue you for it.`,
    `${LIMIT_EN} Because of the age of your debt, no one can take you to court over it.`,
    `${BAR_EN} We will not file a lawsuit against you.`,
    `${BAR_EN} Nothing in this letter means that you will be sued.`,
    `${BAR_EN} You cannot be sued for this debt.`,
    `${LIMIT_ES} Debido a la antigüedad de su deuda, nadie puede demandarle por ella.`,
    `${LIMIT_ES} Debido a la antigüedad de su deuda, nadie podrá presentar una demanda en su contra.`,
    `${BAR_ES} No le demandaremos por esta deuda.`,
    `${BAR_ES} Usted no puede ser demandado por esta deuda.`,
    `${BAR_ES} No presentaremos ninguna demanda en su contra.`,
    `${BAR_EN} This letter does not mean that you will be sued.`,
    `${BAR_ES} Esta carta no significa que le demandaremos.`,
  ])('does not flag: %s', (body) => {
    expect(flagsBy(body)).toEqual([]);
  });
});

describe('a suit said to come because no one can prevent it: a threat', () => {
  it.each([
    `${BAR_ES} Nadie puede impedir que le demandemos.`,
    `${BAR_ES} Usted no podrá evitar que le demandemos si no paga.`,
    `${BAR_ES} Nada nos impedirá presentar una demanda en su contra.`,
    `${BAR_ES} Nadie podrá detener la demanda si no paga.`,
    `${BAR_EN} No one can keep us from taking you to court.`,
    `${BAR_EN} Nothing will prevent us from suing you if you do not pay.`,
    `${BAR_EN} You cannot stop us from filing a lawsuit if you do not pay.`,
    `${BAR_EN} Nobody can stop us from suing you if you do not pay.`,
    `${BAR_EN} You cannot avoid being sued if you do not pay.`,
    `${BAR_ES} No dudaremos en presentar una demanda en su contra.`,
    `${BAR_EN} We will not hesitate to take you to court.`,
  ])('flags: %s', (body) => {
    expect(flagsBy(body)).toEqual([...RULES]);
  });
});
