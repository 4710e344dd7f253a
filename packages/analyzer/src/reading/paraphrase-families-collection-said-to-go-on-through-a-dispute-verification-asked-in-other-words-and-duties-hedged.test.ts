/**
 * Paraphrase families for three things a letter does to the validation rights, read by what the sentence does (decision 266,
 * issue 26), written from 15 U.S.C. 1692g(a)(3)-(5), (b) and 12 CFR 1006.34(c)(3), 1006.38(d)(2), not from any letter of a
 * corpus. Tests, not the measure.
 *
 * 1. Collection said to go on through a dispute: the consumer's dispute named as what does not stop, halt, suspend, pause
 *    or put on hold the collector's collecting (its efforts, its activity, the legal process, the duty to pay), or
 *    collection said to continue, proceed or go on during, while, despite or because of a dispute, in any verb form,
 *    voice or modality. A written dispute inside the period stops collection of what is disputed until verification is
 *    mailed (1692g(b); 1006.38(d)(2)), so the sentence contradicts the notice beside it; in a later letter it holds while
 *    the first notice's period runs. Lawful near misses: the statute's own rule, collection of the undisputed part, the
 *    statute's "may continue during the 30-day period unless you dispute", a dispute with the credit bureaus or by
 *    telephone, a dispute sent after the end date, collection resumed once verification has been mailed, and the period
 *    (not a dispute) said as what may not keep a suit away.
 * 2. Verification asked for in other words: "ask us to verify", "have us verify", "ask that we verify", "want us to
 *    verify", Spanish "pedirnos que verifiquemos", "solicitar que verifiquemos" are requests for verification as "request
 *    verification" is. With the notice's three statements in hand and no writing said, the verification statement
 *    misstates 1692g(a)(4) as it stands (decision 209; Osborn v. EKPSZ, S.D. Tex. 2011; Bishop v. Ross Earle & Bonan,
 *    11th Cir. 2016). Lawful: the same words with writing said.
 * 3. The collector's duty hedged in words the readers did not take: the modal on the duty in the passive ("verification
 *    may be obtained"), the original creditor's name "may" or "might" be given, the duty done "where possible", "to the
 *    extent possible", "generally", "in most cases", "de ser posible", "podríamos darle". The statute says the collector
 *    "will" obtain verification and "will" provide the name (1692g(a)(4)-(5)). Lawful: "if different from the current
 *    creditor", "as soon as it is available", the consumer's own "you may", a duty the law may impose.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import {
  bareLetter,
  failing,
  firstLetter,
  noneMissedIn,
  noticeFlags as flags,
  noticeMissesIn,
  noticePassage as passage,
  STATUTE_ASSUME as ASSUME,
  STATUTE_CREDITOR as CREDITOR,
  STATUTE_VERIFY as VERIFY,
} from './test-letters';

const THREAT = 'overshadow_threat_inside_period';
const TODAY = '2025-06-12';

/** Whether the threat rule flags `text` (every page in hand), for a Texas consumer with `answers`. */
const threatFlags = (text: string, answers: Record<string, unknown> = {}): boolean =>
  analyzeText(text, { answers: { state: 'TX', allPagesUploaded: true, ...answers }, today: TODAY, rules: [getRule(THREAT)!] }).findings.some(
    (f) => f.id === THREAT,
  );

// ---------------------------------------------------------------------------------------------
// 1. Collection said to go on through a dispute.

describe('1. collection said to go on through a dispute', () => {
  const goesOn = [
    // the dispute as the subject of a stop denied, other verbs
    'Your dispute, if any, will not halt our efforts to collect.',
    'Sending a dispute will not put our collection on hold.',
    'Disputes do not stop the legal process.',
    'Contesting the debt has not stopped and will not stop our collection activity.',
    // collection said to go on during, while or despite a dispute, present tense and modal
    'Please note that collection activity continues during any dispute.',
    'Collection efforts continue even while a dispute is pending.',
    'Even if you challenge this balance, our client may continue its collection efforts.',
    // the collector's refusal to stop, active and passive
    'We will not suspend collection because of a dispute.',
    'Collection will not be put on hold because you have disputed the debt.',
    // the duty to pay said to go on
    'A dispute does not suspend your obligation to make payments.',
    'You are still required to pay while your dispute is being investigated.',
    'The filing of a dispute does not relieve you of the obligation to pay while it is reviewed.',
    // Spanish
    'Nuestras gestiones de cobro continuarán aunque presente una disputa.',
    'Mientras se investiga su disputa, usted debe seguir pagando.',
    'Una disputa no pone en pausa el proceso de cobro.',
  ];
  it('flags each in a first letter that carries the notice', () => {
    expect(failing(goesOn, (b) => threatFlags(firstLetter(b)))).toEqual([]);
  });
  it('flags each in a later letter while the first notice period runs, and not once it has run', () => {
    const later = { isFirstContact: false, firstNoticeReceivedDate: '2025-05-25' };
    const afterPeriod = { isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' };
    expect(failing(goesOn, (b) => threatFlags(bareLetter(b), later))).toEqual([]);
    expect(goesOn.filter((b) => threatFlags(bareLetter(b), afterPeriod))).toEqual([]);
  });
  it("does not flag the statute's own rule, the undisputed part, the period's own wording, other channels, late disputes or collection after verification", () => {
    const lawful = [
      'If you dispute in writing by July 14, 2025, we must stop collection until we send you verification.',
      'We may continue to collect any portion of the debt you do not dispute.',
      'Collection may continue during the 30-day period unless you dispute the debt in writing.',
      'A dispute filed with the credit bureaus does not stop collection; to stop collection, send your dispute to us in writing.',
      'Disputing the debt by phone does not stop collection, but a written dispute does.',
      'A dispute sent after July 14, 2025 does not require us to stop collection.',
      'Once we have mailed you verification, collection may continue even though you disputed the debt.',
      'Collection will not resume until we have answered your dispute.',
      'If you dispute this debt, we will suspend collection and continue only after we send you verification.',
      'Si usted disputa la deuda por escrito, suspenderemos el cobro hasta enviarle la verificación.',
      // the period, not a dispute, said not to stop collection (1692g(b): collection may go on during the period until a dispute)
      'The thirty days you have to raise a dispute do not by themselves stop our collection calls.',
    ];
    expect(lawful.filter((b) => threatFlags(firstLetter(b)))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Verification asked for in other words, the notice's statements in hand, writing never said.

describe('2. verification asked for in other words, with no writing said', () => {
  const asked = [
    `You may dispute this debt or any part of it within 30 days after you receive this letter; otherwise we will assume it is valid. Within the same 30 days you may also ask us to verify the debt. ${CREDITOR}`,
    `${ASSUME} Within thirty days after receipt of this notice you can have us verify the debt, and we will mail you the verification. ${CREDITOR}`,
    `${ASSUME} Within thirty days after receipt of this notice you may ask that we verify the debt, and we will send you proof of it. ${CREDITOR}`,
    `${ASSUME} If you want us to verify the debt, let us know within thirty days after receipt of this notice and we will mail you verification. ${CREDITOR}`,
    `${ASSUME} You may ask this office to verify the debt within 30 days after you receive this notice. ${CREDITOR}`,
    `${ASSUME} Dentro de los 30 días siguientes a la recepción de este aviso, usted puede pedirnos que verifiquemos la deuda. ${CREDITOR}`,
    `${ASSUME} Usted puede solicitar que verifiquemos la deuda dentro de los 30 días siguientes a la recepción de este aviso. ${CREDITOR}`,
  ];
  it('flags each on a passage of a notice, in the Fifth, Second and Ninth Circuits', () => {
    expect(noticeMissesIn(['TX', 'NY', 'CA'], asked, (t) => passage(t))).toEqual(noneMissedIn(['TX', 'NY', 'CA']));
  });
  it('does not flag the same requests made in writing', () => {
    const lawful = [
      `${ASSUME} Within thirty days after receipt of this notice you may ask us in writing to verify the debt, and we will mail you the verification. ${CREDITOR}`,
      `${ASSUME} If you want us to verify the debt, write to us within thirty days after receipt of this notice and we will mail you verification. ${CREDITOR}`,
      `${ASSUME} You may ask that we verify the debt by writing to us within 30 days after you receive this notice. ${CREDITOR}`,
      `${ASSUME} Usted puede pedirnos por escrito que verifiquemos la deuda dentro de los 30 días siguientes a la recepción de este aviso. ${CREDITOR}`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. The collector's duty hedged in words the readers did not take.

describe("3. the collector's duty to verify or to name the original creditor hedged", () => {
  const hedged = [
    `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, verification of the debt may be obtained and mailed to you. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} Upon your written request within thirty days after receipt of this notice, we may give you the name and address of the original creditor.`,
    `${ASSUME} ${VERIFY} If you ask in writing within thirty days after receipt of this notice, we might be able to provide the name and address of the original creditor.`,
    `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, we will obtain verification of the debt, where possible, and mail it to you. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} Upon your written request within thirty days after receipt of this notice, we will provide the name and address of the original creditor to the extent possible.`,
    `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, we will generally obtain verification of the debt and mail it to you. ${CREDITOR}`,
    `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, in most cases we will obtain verification of the debt. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} Si usted lo solicita por escrito dentro de los 30 días siguientes a la recepción de este aviso, de ser posible le daremos el nombre y la dirección del acreedor original.`,
    `${ASSUME} ${VERIFY} Si usted lo solicita por escrito dentro de los 30 días siguientes a la recepción de este aviso, podríamos darle el nombre y la dirección del acreedor original.`,
  ];
  it('flags each on a passage of a notice', () => {
    expect(failing(hedged, (t) => flags(passage(t), 'TX'))).toEqual([]);
  });
  it("does not flag the statute's words, the collector's reply time, the consumer's own may, or a duty the law may impose", () => {
    const lawful = [
      `${ASSUME} ${VERIFY} ${CREDITOR}`,
      `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, we will obtain verification of the debt and mail it to you as soon as it is available. ${CREDITOR}`,
      `${ASSUME} ${VERIFY} You may also ask in writing within thirty days after receipt of this notice, and we will give you the name and address of the original creditor, if different from the current creditor.`,
      `${ASSUME} ${VERIFY} ${CREDITOR} Where possible, please include your account number with any letter you send us.`,
      `${ASSUME} ${VERIFY} ${CREDITOR} We may be required by law to send you further notices about this account.`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});
