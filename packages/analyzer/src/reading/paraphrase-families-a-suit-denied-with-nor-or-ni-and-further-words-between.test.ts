/**
 * A suit denied with "nor" or "ni", or with "any other" between the negation and the step (issue 26, decision 565). Tests, not
 * the measure.
 *
 * The law: a letter that says no suit will come threatens none (15 U.S.C. 1692e(5) reaches only a threat); beside the letter's own
 * time bar such a sentence is the disclosure in other words (12 CFR 1006.26; Cal. Civ. Code 1788.14(d)). Whether a bare "we
 * will not sue" is enough for the time-barred disclosure (Pantoja v. Portfolio Recovery, 7th Cir. 2017) is
 * `time_barred_no_disclosure_federal`'s judgment and is not tested here.
 *
 * What was wrong on the start code: "Our client will not sue you, nor will it take any other legal action" was read by both
 * threat rules as a threat of legal action, because the time-bar reader (`suitNegatedInClause`) counted "any other" as words of
 * another verb and found the negation too far from the step; "Ni nosotros ni nuestro cliente le demandaremos" was read by
 * `threat_legal_action_unintended` as a threat, because its Spanish negations knew "nunca" and "tampoco" but not "ni", while
 * the English "Neither we nor our client will sue you" was read as a denial.
 *
 * Must not flag: those denials and their kin, English and Spanish. Must still flag: a suit threatened after a negation that is
 * the consumer's ("if you neither pay nor call, we will sue you", "si no paga ni llama, le demandaremos"), and a suit that
 * follows a denial of something else in another clause.
 */
import { describe, expect, it } from 'vitest';
import { TIME_BAR_EN, TIME_BAR_ES, TIME_BAR_THREAT_RULES as RULES, timeBarThreatRulesFlagging as flagsBy } from './test-letters';

const BAR_EN = TIME_BAR_EN;
const BAR_ES = TIME_BAR_ES;

describe('a suit denied with "nor", "ni" or "any other" between: no threat', () => {
  it.each([
    `${BAR_EN} Our client will not sue you, nor will it take any other legal action.`,
    `${BAR_EN} We will not report this debt, nor will we take any legal action against you.`,
    `${BAR_EN} We have not sued you, nor will we file any other lawsuit.`,
    `${BAR_EN} Neither we nor our client will sue you on this debt.`,
    `${BAR_EN} We will not take any further legal action on this account.`,
    `${BAR_ES} Ni nosotros ni nuestro cliente le demandaremos.`,
    `${BAR_ES} Ni nosotros ni el acreedor presentaremos una demanda en su contra.`,
    `${BAR_ES} No le reportaremos a las agencias de crédito ni le demandaremos.`,
    `${BAR_ES} No tomaremos ninguna otra acción legal en su contra.`,
    `${BAR_ES} No presentaremos una demanda en su contra.`,
  ])('does not flag: %s', (body) => {
    expect(flagsBy(body)).toEqual([]);
  });
});

describe('a suit after a negation that is not the suit’s: still a threat', () => {
  it.each([
    `${BAR_EN} If you neither pay nor call us, we will sue you.`,
    `${BAR_ES} Si no paga ni nos llama, le demandaremos.`,
    `${BAR_EN} We will not wait any longer: we will file a lawsuit against you.`,
    `${BAR_ES} No esperaremos más: presentaremos una demanda en su contra.`,
    `${BAR_EN} We will not report this debt, but we will sue you if you do not pay.`,
    `${BAR_ES} No le reportaremos a las agencias de crédito, pero le demandaremos si no paga.`,
  ])('flags: %s', (body) => {
    expect(flagsBy(body)).toEqual([...RULES]);
  });
});
