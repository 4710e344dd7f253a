/**
 * Paraphrase families for the wording defects of a validation notice read from the notice's own words, without the
 * whole letter (decision 202): a statement that says something wrong is wrong whatever the other pages hold, so each
 * must flag on a passage of a letter ("[...]") with `allPagesUploaded` unanswered. Written from 15 U.S.C.
 * 1692g(a)(3)-(5), 12 CFR 1006.34 and the circuits' holdings, not from any letter of the court corpus:
 *
 * - the thirty days counted from the letter's date, its mailing or another fixed event, not the consumer's receipt;
 * - the assumption of validity made by someone other than the debt collector (a court), or said as a legal
 *   consequence (an admission of liability, a waiver of the consumer's rights);
 * - verification or the original creditor's name promised only on conditions the statute does not set, or the
 *   dispute limited to the entire debt (the statute: "the debt, or any portion thereof");
 * - a shorter period for one right than the others;
 * - Spanish equivalents of each.
 *
 * Near misses that must not flag: the statute's own words, the CFPB model notices, "within thirty (30) days after you
 * receive this notice", the Bartlett safe-harbour paragraph, a lawful invitation to call, negated consequences ("will
 * not be construed by any court as an admission of liability", 1692g(c)). Tests, not the measure.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  failing,
  noneMissedIn,
  noticeMissesIn,
  noticeFlags as flags,
  noticePassage as passage,
  noticeRulesFlagging as flaggedBy,
  STATUTE_ASSUME as ASSUME,
  STATUTE_CREDITOR as CREDITOR,
  STATUTE_VERIFY as VERIFY,
} from './test-letters';

const STATUTE = `${ASSUME} ${VERIFY} ${CREDITOR}`;

/** Each wrong statement put in place of one of the statute's three, so each family judges one sentence. */
const inPlaceOf = (which: 'assume' | 'verify' | 'creditor', wrong: string): string =>
  which === 'assume' ? `${wrong} ${VERIFY} ${CREDITOR}` : which === 'verify' ? `${ASSUME} ${wrong} ${CREDITOR}` : `${ASSUME} ${VERIFY} ${wrong}`;

// ---------------------------------------------------------------------------------------------
// The thirty days counted from a fixed event the consumer does not control (the letter's date, its mailing, its
// postmark, "today"), where the statute counts them from the consumer's receipt (1692g(a)(3)-(5)).

describe("the period counted from the letter's date, its mailing or its postmark, read from the notice alone", () => {
  const from = [
    'within thirty days from the date of mailing of this notice',
    'within 30 days of the postmark date of this letter',
    'WITHIN THIRTY (30) DAYS FROM THE DATE OF THIS LETTER',
    'within 30 days of the date hereof',
    'within thirty days from the date this notice was sent',
    'within 30 days after the date on which this letter was mailed',
    'within thirty (30) days from the date shown above',
    'within 30 days from today',
    'within 30 days of the date this letter was postmarked',
  ];
  const spanish = [
    'Si usted no disputa la validez de esta deuda dentro de los 30 días a partir de la fecha de envío de esta carta, asumiremos que la deuda es válida.',
    'Si usted no disputa esta deuda dentro de los treinta días contados desde la fecha de esta notificación, esta oficina asumirá que es válida.',
    'Si usted no disputa esta deuda dentro de los 30 días siguientes a la fecha de esta carta, asumiremos que es válida.',
  ];
  it('flags each anchor in the (a)(3), (a)(4) and (a)(5) statements, and in Spanish', () => {
    const texts = from.flatMap((p) => [
      inPlaceOf('assume', `Unless you dispute this debt or any portion of it ${p}, we will assume the debt is valid.`),
      inPlaceOf('verify', `If you notify us in writing ${p} that you dispute the debt, we will obtain verification of the debt and mail it to you.`),
      inPlaceOf(
        'creditor',
        `If you request it in writing ${p}, we will give you the name and address of the original creditor, if different from the current creditor.`,
      ),
    ]);
    texts.push(...spanish.map((s) => inPlaceOf('assume', s)));
    expect(failing(texts, (t) => flags(passage(t)))).toEqual([]);
  });
  it("does not flag the period counted from receipt, in any wording, nor a payment offer's own date", () => {
    const lawful = [
      STATUTE,
      `Unless you dispute this debt within thirty (30) days after you receive this notice, we will assume it is valid. ${VERIFY} ${CREDITOR}`,
      `Unless you dispute this debt within 30 days of your receipt of this letter, we will assume it is valid. ${VERIFY} ${CREDITOR}`,
      `${STATUTE} This offer to settle expires 30 days from the date of this letter.`,
      `Si usted no disputa esta deuda dentro de los 30 días siguientes a la recepción de este aviso, asumiremos que es válida. ${VERIFY} ${CREDITOR}`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The assumption said to be made by a court, or the consumer's silence said to have a legal consequence (an admission
// of liability, a waiver of rights): the statute's consequence of silence is only that the debt collector may assume
// the debt valid, and 1692g(c) says a failure to dispute "may not be construed by any court as an admission of
// liability" (1692g(a)(3), (c); 1692e(10)).

describe('the consequence of silence said as a court assuming, an admission of liability or a waiver of rights', () => {
  const wrong = [
    'Unless you dispute this debt within thirty days after receipt of this notice, the court will assume the debt is valid.',
    'If you do not dispute this debt within 30 days after you receive this letter, the debt will be deemed an admission of liability.',
    'Your failure to dispute this debt within thirty days after receipt of this notice will be deemed an admission that you owe it.',
    'If you fail to dispute the debt within 30 days after receiving this notice, you waive your right to dispute it.',
    'Unless you notify us within thirty days after receipt of this notice, you will have waived any defenses to this debt.',
    'FAILURE TO DISPUTE THIS DEBT WITHIN 30 DAYS AFTER RECEIPT OF THIS NOTICE SHALL CONSTITUTE AN ADMISSION OF LIABILITY.',
    'If you do not dispute this debt within thirty days after you receive this notice, your silence will be taken as an admission that the debt is owed.',
    'Failure to dispute within 30 days after receipt of this notice will be treated by the courts as an admission of the debt.',
    'Unless you dispute the debt within thirty days after you receive this letter, you will lose your right to dispute it.',
    'Si usted no disputa esta deuda dentro de los 30 días siguientes a la recepción de este aviso, se considerará una admisión de responsabilidad.',
    'Si usted no disputa la deuda dentro de los treinta días después de recibir este aviso, usted renuncia a su derecho de disputarla.',
  ];
  it('flags each wording on a passage of a notice, in any circuit', () => {
    expect(noticeMissesIn(['TX', 'CA', 'IL'], wrong, (w) => passage(`${w} ${ASSUME} ${VERIFY}`))).toEqual(noneMissedIn(['TX', 'CA', 'IL']));
  });
  it("does not flag the statute's own 1692g(c) sentence, its negations, or the collector assuming", () => {
    const lawful = [
      `${STATUTE} Your failure to dispute the validity of this debt may not be construed by any court as an admission of liability.`,
      `${STATUTE} A failure to dispute will not be treated as an admission of liability by any court.`,
      `${STATUTE} If you do not dispute the debt, that will not be considered an admission that you owe it, and you do not waive any rights.`,
      `${STATUTE} Si usted no disputa esta deuda, ningún tribunal podrá considerarlo una admisión de responsabilidad.`,
      `${STATUTE} You do not waive your right to dispute this debt by paying it.`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'CA'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Verification or the original creditor's name promised only on conditions the statute does not set (a reason, a
// signature, a notarised form, a telephone call, a fee); and the dispute limited to the entire debt, where the statute
// says "the debt, or any portion thereof" (1692g(a)(3)-(5), (b); 12 CFR 1006.34(c)(3)).

describe("verification or the creditor's name on conditions the statute does not set, and the dispute limited to the whole debt", () => {
  const conditioned = [
    'If you dispute this debt in writing within thirty days after receipt of this notice and state the reason for your dispute, we will obtain verification of the debt.',
    'Verification of the debt will be mailed to you only if your written dispute, received within 30 days after you receive this notice, is signed and notarized.',
    'We will obtain verification of the debt if you dispute it in writing within thirty days after receipt of this notice and enclose a $25 processing fee.',
    'To receive verification, you must call our office and then dispute the debt in writing within 30 days after receiving this notice.',
    'Upon your signed written request within thirty days after receipt of this notice, accompanied by a copy of your photo identification, we will provide the name and address of the original creditor.',
    'Si usted disputa esta deuda por escrito dentro de los 30 días siguientes a la recepción de este aviso y nos explica el motivo de su disputa, obtendremos la verificación de la deuda.',
  ];
  const whole = [
    'Unless you dispute the entire debt within thirty days after receipt of this notice, this office will assume the debt is valid.',
    'You may dispute only the whole balance, not part of it, within 30 days after you receive this notice.',
    'If you notify this office in writing within thirty days after receipt of this notice that you dispute the debt in its entirety, we will obtain verification of the debt.',
    'Disputes must concern the full amount of the debt; partial disputes will not be accepted.',
    'Si usted no disputa la totalidad de la deuda dentro de los 30 días siguientes a la recepción de este aviso, asumiremos que es válida.',
  ];
  it('flags each condition and each whole-debt limit on a passage of a notice', () => {
    const texts = [...conditioned.map((c) => `${ASSUME} ${c}`), ...whole.map((w) => `${w} ${VERIFY} ${CREDITOR}`)];
    expect(failing(texts, (t) => flags(passage(t), 'TX'))).toEqual([]);
  });
  it("does not flag the statute's 'any portion', the dispute of 'all or part', an optional reason, or a lawful invitation to call", () => {
    const lawful = [
      STATUTE,
      `You may dispute all or part of this debt within thirty days after you receive this notice. ${ASSUME} ${VERIFY} ${CREDITOR}`,
      `${STATUTE} You may, if you wish, tell us why you dispute the debt.`,
      `${STATUTE} If you have questions, please call us at 800-555-0100.`,
      `${STATUTE} You may also call us at 800-555-0100 to discuss your account; a call does not take the place of a written request.`,
      `${STATUTE} There is no fee to dispute this debt or to request verification.`,
      `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, we will obtain verification of the debt; there is no processing fee.`,
      `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, we will obtain verification of the debt and mail it to you within ten days after receipt of your dispute. ${CREDITOR}`,
      `${STATUTE} If you do not dispute the debt, you may pay the full balance or call us to arrange a plan.`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A shorter period for one right than the others: every right runs thirty days from receipt (1692g(a)(3)-(5)).

describe('a shorter period for one right than for the others', () => {
  const shorter = [
    `${ASSUME} ${VERIFY} Upon your written request within ten days after receipt of this notice, this office will provide you with the name and address of the original creditor.`,
    `${ASSUME} If you notify this office in writing within 15 days after you receive this notice that you dispute the debt, we will obtain verification of the debt. ${CREDITOR}`,
    `Unless you dispute this debt within twenty days after receipt of this notice, we will assume it is valid. ${VERIFY} ${CREDITOR}`,
    `${ASSUME} ${VERIFY} Si usted nos lo solicita por escrito dentro de los diez días siguientes a la recepción de este aviso, le daremos el nombre y la dirección del acreedor original.`,
  ];
  it('flags each on a passage of a notice', () => {
    expect(failing(shorter, (t) => flags(passage(t), 'TX'))).toEqual([]);
  });
  it('does not flag thirty days for each right, said in words or figures', () => {
    const lawful = [STATUTE, STATUTE.replace(/thirty days/g, 'thirty (30) days'), STATUTE.replace(/thirty days/g, '30 days')];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A writing requirement added to the (a)(3) dispute: the Second, Fourth and Ninth Circuits hold an oral dispute enough
// (Hooks 2013, Clark 2006, Camacho 2005), and so does the Third since Riccio (en banc, 26 March 2020); before Riccio the
// Third required writing (Graziano 1991). The statute's own (a)(4)-(5) "in writing" is not this
// (dispute_must_be_in_writing_misstated, decision 154's neighbours).

describe('a writing requirement added to the dispute that stops the assumption, by circuit and date', () => {
  const inWriting = [
    'Unless you dispute the validity of this debt in writing within thirty days after receipt of this notice, this office will assume the debt is valid.',
    'UNLESS YOU NOTIFY THIS OFFICE IN WRITING WITHIN 30 DAYS AFTER RECEIVING THIS NOTICE THAT YOU DISPUTE THE DEBT, THIS OFFICE WILL ASSUME IT IS VALID.',
    'If you do not dispute this debt in writing within 30 days after you receive this letter, we will assume the debt is valid.',
    'Si usted no disputa esta deuda por escrito dentro de los 30 días siguientes a la recepción de este aviso, asumiremos que es válida.',
  ];
  it('flags each on a passage of a notice in the Second, Fourth and Ninth Circuits', () => {
    expect(noticeMissesIn(['NY', 'VA', 'CA'], inWriting, (w) => passage(`${w} ${VERIFY} ${CREDITOR}`))).toEqual(noneMissedIn(['NY', 'VA', 'CA']));
  });
  it("does not flag it in the Third Circuit before Riccio, nor the statute's own words anywhere", () => {
    expect(inWriting.filter((w) => flags(passage(`${w} ${VERIFY} ${CREDITOR}`), 'PA', '2019-03-14'))).toEqual([]);
    for (const state of ['NY', 'VA', 'CA', 'PA']) expect(flags(passage(STATUTE), state), state).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The lawful notices: the statute's own words, the Bartlett safe-harbour paragraph, and the CFPB model notices.

describe('lawful notices stay clean read from their own words', () => {
  it("does not flag the statute's own words or the Bartlett safe harbour, on a passage of a letter", () => {
    const lawful = [
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification. If you request of this office in writing within 30 days after receiving this notice this office will provide you with the name and address of the original creditor, if different from the current creditor.',
      `${STATUTE} Although we have requested that you make payment, you still have the right to dispute this debt and to request verification as described above. If you exercise that right within the thirty days, we will not take any action to collect until we have responded.`,
    ];
    for (const state of ['TX', 'NY', 'CA'])
      expect(
        lawful.map(passage).filter((t) => flags(t, state)),
        state,
      ).toEqual([]);
  });
  it('does not flag the CFPB model notices, English and Spanish', () => {
    for (const name of ['cfpb-model-form-b1.txt', 'cfpb-model-form-spanish.txt']) {
      const text = readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
      expect(flaggedBy(text, { state: 'NY', isFirstContact: true }, '2025-06-12'), name).toEqual([]);
    }
  });
});
