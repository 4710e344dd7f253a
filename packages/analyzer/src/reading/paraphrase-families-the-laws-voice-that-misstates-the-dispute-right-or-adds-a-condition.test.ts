/**
 * Paraphrase family for decision 536 (issue 26): a sentence in the law's generic voice is the law only when it states the law.
 * Decision 523 reads a recital in the law's own voice ("a debt collector shall", "federal law provides that") as no demand of the
 * collector's; a recital that MISSTATES the consumer's dispute right is still the collector's misstatement, made in the letter it
 * sends (15 U.S.C. 1692e(10), 1692g(b)), and a condition on the dispute the letter says the law imposes is a condition the
 * collector adds (15 U.S.C. 1692g(a)(3)-(4); 12 CFR 1006.34(c)(3), 1006.38): the statute gives thirty days from receipt, any
 * dispute (oral or written) keeps the debt from being assumed valid (Hooks v. Forman, Holt, 2d Cir. 2013), and no proof, reason,
 * or sworn statement is asked of a dispute.
 *
 * Near misses that must stay clean: accurate statements of 1692g(a) in the law's voice, the Regulation F model form's words, the
 * writing the law does ask for verification and the original creditor's name, state notices (California's Rosenthal notice,
 * Colorado's, Massachusetts', New York City's), and the law said not to ask a reason. Our own sentences; tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, ruleOutcome, statuteEraLetter } from './test-letters';

/** What `ruleId` does with `words` in a 2016 Ohio first letter with the statute's notice and in a 2025 New York first letter under Regulation F. */
const bothEras = (ruleId: string, words: string): string[] => [
  ruleOutcome(ruleId, statuteEraLetter(words, { notice: true }), { state: 'OH', isFirstContact: true, senderIsOriginalCreditor: false }, '2016-03-13'),
  ruleOutcome(ruleId, firstLetter(words), { state: 'NY', isFirstContact: true, senderIsOriginalCreditor: false }, '2025-06-12'),
];

const DISPUTE_RULES = ['dispute_conditions_added', 'dispute_must_be_in_writing_misstated'];

/** A shorter period in the law's generic voice: the collector's misstatement of the period (dispute_conditions_added). */
const PERIOD_MISSTATED = [
  'Federal law provides that a debt collector may assume the debt is valid unless the consumer disputes it within ten days.',
  'A debt collector may assume the debt valid unless disputed within ten days.',
  'Under the FDCPA, a debt collector may treat the debt as valid if the consumer does not dispute it within fifteen days.',
  'The law requires that the consumer dispute the debt within ten days of receiving the notice.',
  'Un cobrador de deudas puede asumir que la deuda es válida a menos que el consumidor la dispute dentro de 10 días.',
  'La ley federal dice que debe disputar por escrito dentro de 10 días.',
];

/** A written dispute said to be what the law asks of every dispute (dispute_must_be_in_writing_misstated). */
const WRITING_MISSTATED = [
  'Under federal law you must dispute in writing.',
  'Federal law says you have to dispute this debt in writing.',
  'The law requires that a consumer dispute the debt in writing.',
  'La ley federal dice que debe disputar por escrito dentro de 10 días.',
  'Según la ley federal, usted debe disputar esta deuda por escrito.',
  'La ley federal exige que usted dispute la deuda por escrito.',
];

/** A condition on the dispute said to be the law's (dispute_conditions_added). */
const CONDITION_AS_THE_LAWS = [
  'Federal law requires that any dispute be accompanied by proof of payment.',
  'The law requires you to give a reason for your dispute.',
  'The FDCPA requires consumers to send a notarized statement with any dispute.',
  'Federal law mandates that your dispute state the reasons you believe the debt is not owed.',
  'La ley federal exige que toda disputa vaya acompañada de un comprobante de pago.',
  'La ley exige que usted indique el motivo de su disputa.',
];

/** Lawful: the law stated truly, the model form's words, state notices, and the law said not to ask. */
const LAWFUL = [
  'Federal law gives you thirty days after you receive this notice to dispute the validity of the debt or any part of it. If you do not dispute it within that period, we will assume it is valid.',
  'Under federal law, a debt collector must assume the debt is valid unless the consumer disputes it within thirty days after receiving the notice.',
  'Federal law provides that if you notify us in writing within thirty days that you dispute the debt, we must obtain verification of the debt and mail it to you.',
  'Federal law provides that you may dispute the debt and request proof of it.',
  'The law requires us to send you proof of the debt if you dispute it in writing within 30 days.',
  'The law does not require you to give a reason for your dispute.',
  'Call or write to us by July 14, 2025, to dispute all or part of the debt. If you do not, we will assume that our information is correct.',
  'The state Rosenthal Fair Debt Collection Practices Act and the federal Fair Debt Collection Practices Act require that, except under unusual circumstances, collectors may not contact you before 8 a.m. or after 9 p.m. They may not harass you by using threats of violence or arrest or by using obscene language.',
  'FOR INFORMATION ABOUT THE COLORADO FAIR DEBT COLLECTION PRACTICES ACT, SEE WWW.COAG.GOV/CAR. A consumer has the right to request in writing that a debt collector or collection agency cease further communication with the consumer. A written request to cease communication will not prohibit the debt collector or collection agency from taking any other action authorized by law to collect the debt.',
  'NOTICE OF IMPORTANT RIGHTS: YOU HAVE THE RIGHT TO MAKE A WRITTEN OR ORAL REQUEST THAT TELEPHONE CALLS REGARDING YOUR DEBT NOT BE MADE TO YOU AT YOUR PLACE OF EMPLOYMENT. ANY SUCH ORAL REQUEST WILL BE VALID FOR ONLY TEN DAYS UNLESS YOU PROVIDE WRITTEN CONFIRMATION OF THE REQUEST POSTMARKED OR DELIVERED WITHIN SEVEN DAYS OF SUCH REQUEST. YOU MAY TERMINATE THIS REQUEST BY WRITING TO THE COLLECTION AGENCY.',
  'New York City rules require us to tell you that you may dispute this debt by calling or writing to us, and that you do not need to give a reason for your dispute.',
  'La ley federal le da 30 días después de recibir este aviso para disputar la validez de la deuda.',
  'Conforme a la ley federal, si usted nos notifica por escrito dentro de 30 días que disputa la deuda, obtendremos la verificación de la deuda.',
  'La ley no le exige dar una razón para su disputa.',
];

describe("the law's voice that misstates the dispute right or adds a condition is the collector's, and the law stated truly is not", () => {
  it.each(PERIOD_MISSTATED)('"%s" flags dispute_conditions_added', (words) => {
    expect(bothEras('dispute_conditions_added', words)).toEqual(['flag', 'flag']);
  });
  it.each(WRITING_MISSTATED)('"%s" flags dispute_must_be_in_writing_misstated', (words) => {
    expect(bothEras('dispute_must_be_in_writing_misstated', words)).toEqual(['flag', 'flag']);
  });
  it.each(CONDITION_AS_THE_LAWS)('"%s" flags dispute_conditions_added', (words) => {
    expect(bothEras('dispute_conditions_added', words)).toEqual(['flag', 'flag']);
  });
  it.each(LAWFUL)('"%s" draws no dispute finding', (words) => {
    expect(DISPUTE_RULES.flatMap((id) => bothEras(id, words).map((o) => `${id}:${o}`)).filter((o) => o.endsWith(':flag'))).toEqual([]);
  });
});
