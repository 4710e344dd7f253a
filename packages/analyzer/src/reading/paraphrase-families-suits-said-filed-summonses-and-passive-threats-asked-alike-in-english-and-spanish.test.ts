/**
 * Paraphrase family for decision 342 (issue 26), from probes of the law: what decision 336 left between English and Spanish,
 * the questions the threat rules ask. Each pair is probed in a 2016 collector's first letter with the statute's notice
 * (English: `statuteEraLetter`; Spanish: `spanishStatuteEraLetter`), and the pair must get the same outcome and ask the same
 * questions.
 *
 * The law: a collector may not send a letter that simulates legal process or says a suit exists when none does (15 U.S.C.
 * 1692e(2)(A), (9), (13); 12 CFR 1006.18(b)(1)(vii), (c)(3)), nor threaten a step of process it does not intend or cannot take
 * (1692e(4), (5); 1006.18(c)(1)), nor on a time-barred debt (1006.26(b)).
 *
 * What was missed, and why:
 * - `simulated_legal_process` asked about "a lawsuit has been filed against you", "you have been sued", "you are hereby
 *   summoned to appear" and not their Spanish: its test that the letter collects a debt (not a real pleading) read English
 *   words only ("payment", "balance", "debt collector"), so every Spanish letter was taken for a pleading; and the Spanish
 *   summons ("por la presente se le cita a comparecer") had no reader;
 * - the reading layer read no Spanish passive of a step ("su salario será embargado", "su cuenta bancaria será congelada",
 *   "sus bienes serán embargados", "usted será demandado"), so `threat_legal_action_unintended` and `time_barred_suit_threat`
 *   asked nothing where the English passive asks;
 * - a review by lawyers was read in Spanish in any tense ("su cuenta ha sido revisada por un abogado"), where the English is read
 *   only under way or to come (decision 262: a review done is not read), so the Spanish asked more.
 * Near misses (silent in both): a summons on a suit's condition ("si usted es demandado, debe comparecer"), a suit denied, a
 * review done, a garnishment denied. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { questionsAskedBy, ruleOutcome, spanishStatuteEraLetter, statuteEraLetter } from './test-letters';

const ANSWERS = { state: 'OH', isFirstContact: true };
const TODAY = '2016-03-14';
const englishLetter = (sentence: string) => statuteEraLetter(sentence, { notice: true });
const asked = (rule: string, text: string) => ({
  outcome: ruleOutcome(rule, text, ANSWERS, TODAY),
  questions: questionsAskedBy(rule, text, ANSWERS, TODAY),
});

const SIMULATED = 'simulated_legal_process';
const THREAT = 'threat_legal_action_unintended';
const TIME_BARRED = 'time_barred_suit_threat';

/** [rule, English, Spanish]: the rule asks (or flags) on both, with the same questions. */
const MUST_ASK: ReadonlyArray<readonly [string, string, string]> = [
  [SIMULATED, 'A lawsuit has been filed against you.', 'Se ha presentado una demanda en su contra.'],
  [SIMULATED, 'We have filed a lawsuit against you.', 'Hemos presentado una demanda en su contra.'],
  [SIMULATED, 'You have been sued.', 'Usted ha sido demandado.'],
  [SIMULATED, 'You are hereby summoned to appear.', 'Por la presente se le cita a comparecer.'],
  [SIMULATED, 'You are hereby summoned.', 'Por la presente se le emplaza.'],
  [SIMULATED, 'A hearing has been scheduled.', 'Se ha programado una audiencia.'],
  [SIMULATED, 'A judgment will be entered against you.', 'Se dictará sentencia en su contra.'],
  [THREAT, 'Your wages will be garnished.', 'Su salario será embargado.'],
  [THREAT, 'Your paycheck will be garnished.', 'Su sueldo será embargado.'],
  [THREAT, 'Your bank account will be frozen.', 'Su cuenta bancaria será congelada.'],
  [THREAT, 'Your bank account will be levied.', 'Su cuenta bancaria será embargada.'],
  [THREAT, 'Your property will be seized.', 'Sus bienes serán embargados.'],
  [THREAT, 'You will be sued.', 'Usted será demandado.'],
  [THREAT, 'Your account is being reviewed by our attorneys.', 'Su cuenta está siendo revisada por nuestros abogados.'],
  [TIME_BARRED, 'Your wages will be garnished.', 'Su salario será embargado.'],
  [TIME_BARRED, 'Your wages may be garnished.', 'Su salario podría ser embargado.'],
  [TIME_BARRED, 'Your wages can be garnished.', 'Su salario puede ser embargado.'],
  [TIME_BARRED, 'Your bank account will be frozen.', 'Su cuenta bancaria será congelada.'],
  [TIME_BARRED, 'Your property may be seized.', 'Sus bienes podrían ser embargados.'],
];

/** [rule, English, Spanish]: the rule is silent on both. */
const MUST_NOT_ASK: ReadonlyArray<readonly [string, string, string]> = [
  [SIMULATED, 'If you are sued, you must appear before the court.', 'Si usted es demandado, debe comparecer ante el tribunal.'],
  [SIMULATED, 'No lawsuit has been filed against you.', 'No se ha presentado ninguna demanda en su contra.'],
  [SIMULATED, 'If a lawsuit is filed, you will be summoned to appear in court.', 'Si se presenta una demanda, se le citará a comparecer ante el tribunal.'],
  [THREAT, 'Your account has been reviewed by an attorney.', 'Su cuenta ha sido revisada por un abogado.'],
  [THREAT, 'Your account was reviewed by our attorneys.', 'Su cuenta fue revisada por nuestros abogados.'],
  [THREAT, 'Your wages will not be garnished.', 'Su salario no será embargado.'],
  [THREAT, 'You will not be sued.', 'Usted no será demandado.'],
  [THREAT, 'Your wages may be garnished.', 'Su salario podría ser embargado.'],
  [TIME_BARRED, 'Your wages will not be garnished.', 'Su salario no será embargado.'],
];

describe('decision 342: the threat rules ask the same questions of a sentence in English and in Spanish', () => {
  it.each(MUST_ASK)('%s asks of "%s" and of "%s" alike', (rule, en, es) => {
    const english = asked(rule, englishLetter(en));
    expect(english.outcome, en).not.toBe('silent');
    expect(asked(rule, spanishStatuteEraLetter(es)), es).toEqual(english);
  });

  it.each(MUST_NOT_ASK)('%s is silent on "%s" and on "%s"', (rule, en, es) => {
    expect(asked(rule, englishLetter(en)), en).toEqual({ outcome: 'silent', questions: [] });
    expect(asked(rule, spanishStatuteEraLetter(es)), es).toEqual({ outcome: 'silent', questions: [] });
  });
});
