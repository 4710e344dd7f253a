/**
 * Paraphrase family for decision 523 (issue 26, development court letter L1742, Robbins v. Wolpoff & Abramson, E.D. Wis.
 * 2006/2007): a letter that recites or paraphrases a statute or a regulation in the law's own voice states the law; it makes
 * no demand, sets no deadline, adds no condition and threatens nothing of its own. The law's generic actors ("a debt collector
 * shall", "collectors may not", "the consumer", "un cobrador de deudas deberá"), the law cited as the speaker ("Section 809(b)
 * of the Fair Debt Collection Practices Act provides", "15 U.S.C. § 1692g states", "12 CFR 1006.34 requires", the California
 * Rosenthal notice, "la ley federal exige que") and the words that introduce it ("the law requires us to tell you", "as
 * required by law, we inform you") carry the law's duties and deadlines: the collector's obligations or the consumer's rights,
 * not a demand on the consumer. Robbins: reciting the statute, even words it does not require, does not of itself confuse
 * the unsophisticated consumer, and "under the law we are required to inform you" is no deceptive misstatement.
 *
 * Near misses that must still flag: a recital does not launder the collector's own sentence beside it ("pay within five
 * days"), a payment duty the letter says the law puts on the reader ("the law requires you to pay within 10 days"), the
 * collector's own step said to be allowed by the law ("the law allows us to garnish your wages"), nor a misstatement of the
 * consumer's rights inside a recital (a written dispute for the (a)(3) right, a shortened period). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, ruleOutcome, statuteEraLetter } from './test-letters';

/** The rules that judge the collector's own demands, deadlines, dispute conditions and threats, and the time-bar rules that read a debt said to be too old. */
const OWN_VOICE_RULES = [
  'overshadow_payment_deadline',
  'overshadow_threat_inside_period',
  'dispute_conditions_added',
  'threat_seizure_garnishment',
  'threat_legal_action_unintended',
  'threat_arrest_or_criminal',
  'credit_reporting_threat_misleading',
  'government_affiliation_implied',
  'time_barred_suit_threat',
  'time_barred_no_disclosure_federal',
  'time_barred_state_disclosure_missing',
];

/** What `ruleId` does with `words` in a 2016 Ohio first letter with the statute's notice and in a 2025 New York first letter under Regulation F. */
const bothEras = (ruleId: string, words: string): string[] => [
  ruleOutcome(ruleId, statuteEraLetter(words, { notice: true }), { state: 'OH', isFirstContact: true, senderIsOriginalCreditor: false }, '2016-03-13'),
  ruleOutcome(ruleId, firstLetter(words), { state: 'NY', isFirstContact: true, senderIsOriginalCreditor: false }, '2025-06-12'),
];

/** The rules of `OWN_VOICE_RULES` that flag `words` in either era. */
const ownVoiceFlags = (words: string): string[] => OWN_VOICE_RULES.filter((id) => bothEras(id, words).includes('flag'));

const RECITALS = [
  // The statute's subsection (a), its opening clause addressed to debt collectors, recited without a full stop.
  'As federal law requires, we give you the following notice: (a) within five days after the initial communication with a consumer in connection with the collection of any debt, a debt collector shall, unless the following information is contained in the initial communication or the consumer has paid the debt, send the consumer a written notice containing -- (1) the amount of the debt; (2) the name of the creditor to whom the debt is owed; (3) unless you, within thirty days after receipt of this notice, dispute the validity of the debt, or any portion thereof, the debt will be assumed to be valid by this office; (4) if you notify us in writing within the thirty-day period that the debt, or any portion thereof, is disputed, we will obtain verification of the debt or a copy of a judgment against you and a copy of such verification or judgment will be mailed to you by us; and (5) upon your written request within the thirty-day period, we will provide you with the name and address of the original creditor, if different from the current creditor',
  'Section 809(b) of the Fair Debt Collection Practices Act provides that if the consumer notifies the debt collector in writing within the thirty-day period that the debt is disputed, the debt collector shall cease collection of the debt until the debt collector obtains verification of the debt and mails a copy to the consumer',
  '15 U.S.C. § 1692g states that within five days after the initial communication a debt collector must send the consumer a written notice, and that the debt collector shall cease collection if the consumer disputes the debt in writing within thirty days.',
  '12 CFR 1006.34 requires a debt collector to provide the validation information within five days after the initial communication with the consumer.',
  'The state Rosenthal Fair Debt Collection Practices Act and the federal Fair Debt Collection Practices Act require that, except under unusual circumstances, collectors may not contact you before 8 a.m. or after 9 p.m. They may not harass you by using threats of violence or arrest or by using obscene language. Collectors may not use false or misleading statements or call you at work if they know or have reason to know that you may not receive personal calls at work.',
  'The law requires us to tell you that a debt collector may not garnish your wages or seize your property unless a court has entered a judgment, and that within thirty days you may dispute the debt.',
  'Federal law provides that a debt collector may not threaten to take any action that cannot legally be taken, such as suing or garnishing wages, and that the debt collector must cease collection within five days of a written dispute until verification is mailed.',
  'New York City Local Law requires that a debt collector must not call you more than seven times within a seven-day period, and must respond to a written dispute within thirty days.',
  'The Fair Debt Collection Practices Act provides that a debt collector may not bring suit, garnish wages or report the debt to a credit bureau within the thirty-day validation period unless it gives the consumer the required notice.',
  'The Fair Debt Collection Practices Act provides that a debt collector may not threaten arrest or imprisonment, may not threaten to report false credit information to a credit bureau, and may not threaten to sue on a debt that is too old to be collected in court.',
  'La ley federal exige que, dentro de los cinco días siguientes a la comunicación inicial, un cobrador de deudas envíe al consumidor un aviso por escrito con el monto de la deuda y el nombre del acreedor.',
  'Conforme a la sección 809 de la Ley de Prácticas Justas de Cobro de Deudas, un cobrador de deudas deberá suspender el cobro de la deuda si el consumidor la disputa por escrito dentro del plazo de treinta días, hasta que obtenga la verificación de la deuda.',
  'Un cobrador de deudas no podrá embargar su salario ni demandarle sin una orden judicial, y deberá, dentro de cinco días, enviarle un aviso por escrito.',
  'La ley nos exige informarle lo siguiente: (a) dentro de los cinco días siguientes a la comunicación inicial con un consumidor, un cobrador de deudas deberá, salvo que el consumidor haya pagado la deuda, enviar al consumidor un aviso por escrito que contenga -- (1) el monto de la deuda; (2) el nombre del acreedor a quien se debe la deuda',
];

/** Near misses: the rule that judges what each says, which must still flag it. */
const NEAR_MISSES: readonly [string, string][] = [
  [
    'The law requires us to tell you that a debt collector must send you a written notice within five days. Please pay the balance of $1,250.00 within five days to avoid legal action.',
    'overshadow_payment_deadline',
  ],
  [
    'Under the law we are required to inform you of the following: a debt collector shall send the consumer a written notice within five days. Pay the balance within five days or we will refer your account to our attorney.',
    'overshadow_payment_deadline',
  ],
  ['The law requires you to pay this debt within 10 days of the date of this letter.', 'overshadow_payment_deadline'],
  ['Federal law requires that you respond within 10 days or we will file suit against you.', 'overshadow_payment_deadline'],
  [
    'As required by law, we inform you that you must pay the balance within five days or we will refer your account to our attorney.',
    'overshadow_payment_deadline',
  ],
  ['La ley federal exige que usted se comunique con nosotros dentro de diez días o presentaremos una demanda en su contra.', 'overshadow_threat_inside_period'],
  ['La ley federal exige que usted pague esta deuda dentro de diez días a partir de la fecha de esta carta.', 'overshadow_payment_deadline'],
  ['The law allows us to garnish your wages if you do not pay this balance within 10 days.', 'threat_seizure_garnishment'],
  ['La ley nos permite embargar su salario si no paga el saldo dentro de diez días.', 'threat_seizure_garnishment'],
  [
    'Under the law a debt collector may sue the consumer. We will file suit against you within ten days unless you pay in full.',
    'overshadow_threat_inside_period',
  ],
  [
    'Un cobrador de deudas puede demandar al consumidor. Presentaremos una demanda en su contra dentro de diez días si no paga el saldo.',
    'overshadow_threat_inside_period',
  ],
  [
    'Section 809 of the Fair Debt Collection Practices Act provides that you must dispute the debt in writing within fifteen days after receipt of this notice, or the debt will be assumed valid.',
    'dispute_must_be_in_writing_misstated',
  ],
  [
    'Section 809 of the Fair Debt Collection Practices Act provides that you must dispute the debt in writing within fifteen days after receipt of this notice, or the debt will be assumed valid.',
    'dispute_conditions_added',
  ],
  [
    'Federal law provides that a debt collector shall cease collection only if the consumer disputes the debt in writing within thirty days; you must dispute this debt in writing.',
    'dispute_must_be_in_writing_misstated',
  ],
  ['The law requires us to tell you that you must dispute this debt in writing.', 'dispute_must_be_in_writing_misstated'],
  ['Conforme a la sección 809, usted debe disputar esta deuda por escrito dentro de quince días después de recibir este aviso.', 'dispute_conditions_added'],
];

describe("the law recited in its own voice: a statute's duties and deadlines are not the collector's demand", () => {
  it.each(RECITALS)('no demand, deadline, condition or threat is read in "%s"', (words) => {
    expect(ownVoiceFlags(words)).toEqual([]);
  });
  it.each(NEAR_MISSES)('"%s" still flags %s', (words, ruleId) => {
    expect(bothEras(ruleId, words)).toEqual(['flag', 'flag']);
  });
});
