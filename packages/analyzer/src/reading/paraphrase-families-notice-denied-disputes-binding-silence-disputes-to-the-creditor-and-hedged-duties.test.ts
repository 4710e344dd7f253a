/**
 * Paraphrase families for more wording defects of a validation notice read from the notice's own words (decision 209):
 * a statement that says something wrong is wrong whatever the other pages hold, so each must flag on a passage of a
 * letter ("[...]") with `allPagesUploaded` unanswered. Written from 15 U.S.C. 1692g(a)(3)-(5), (b), (c), 12 CFR
 * 1006.34 and the circuits' holdings, not from any letter of the court corpus:
 *
 * - the debt or its amount said not open to dispute, or the right to dispute said to end with the period;
 * - the consumer's silence said to make the debt final, conclusive or binding on the consumer;
 * - the consumer told to take the dispute to the creditor (the statute: notice to the debt collector);
 * - the collector's duty to verify or to name the original creditor hedged ("if available", "we will try to");
 * - "in writing" left out of the (a)(4) and (a)(5) statements where the notice's three statements are in hand together;
 * - the thirty days counted "a partir de hoy" (Spanish "from today");
 * - and a text of two labelled lines, answered as every page, not judged as a whole letter missing its notice.
 *
 * Near misses that must not flag: the statute's own words, the collector forwarding a dispute to its client, a
 * dispute with the credit bureaus, the statute's "if different from the current creditor", the collector's own reply
 * time, disputes after the period said to be still welcome, 1692g(c)'s own sentence. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
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

// ---------------------------------------------------------------------------------------------
// The debt or its amount said not open to dispute, or the right to dispute said to end with the thirty days: the statute
// gives the right to dispute "the debt, or any portion thereof" (1692g(a)(3)), its only consequence of silence is the
// collector's assumption (1692g(c)), and a consumer may dispute after the period too (1692e(8)); a notice that denies the
// right misstates it (1692e(10), 1692g(b)).

describe('the debt said not open to dispute, or the right to dispute said to end with the period', () => {
  const denied = [
    'This balance is not subject to dispute.',
    'The amount shown above is final and cannot be disputed.',
    'No disputes will be accepted on this account.',
    'THIS DEBT HAS BEEN VERIFIED BY OUR CLIENT AND IS NOT DISPUTABLE.',
    'The balance stated is conclusive and may not be contested.',
    'After thirty days, you will no longer be able to dispute this debt.',
    'If you do not dispute within 30 days, you will be barred from disputing this debt.',
    'Once the thirty days have passed, this debt can no longer be disputed.',
    'Este saldo no puede ser disputado.',
    'Después de los 30 días, usted ya no podrá disputar esta deuda.',
  ];
  it('flags each on a passage of a notice that states the rights, in any circuit', () => {
    expect(noticeMissesIn(['TX', 'NY', 'IL'], denied, (w) => passage(`${STATUTE} ${w}`))).toEqual(noneMissedIn(['TX', 'NY', 'IL']));
  });
  it('does not flag disputes welcomed after the period, the statute, a disputed charge refunded, nor verification said to end', () => {
    const lawful = [
      STATUTE,
      `${STATUTE} You may dispute this debt at any time, even after the thirty days.`,
      `${STATUTE} If you dispute the debt after thirty days, we are not required to obtain verification, but we will review your dispute.`,
      `${STATUTE} The undisputed portion of the balance may be paid at any time.`,
      `${STATUTE} Nothing in this letter limits your right to dispute this debt.`,
      `${STATUTE} Your failure to dispute the validity of this debt may not be construed by any court as an admission of liability.`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Silence said to make the debt final, conclusive or binding: the statute's consequence is only the collector's
// assumption, and "failure ... to dispute ... may not be construed by any court as an admission of liability"
// (1692g(a)(3), (c); 1692e(10)).

describe('silence said to make the debt final, conclusive or binding on the consumer', () => {
  const binding = [
    'Unless you dispute this debt within thirty days after receipt of this notice, the debt will be conclusively presumed valid.',
    'If you do not dispute the debt within thirty days after you receive this notice, the balance will become final and binding.',
    'Unless you dispute it within 30 days after receiving this notice, you will be bound by the balance shown.',
    'If you fail to dispute this debt within thirty days after receipt of this notice, the amount will be deemed final and conclusive.',
    'The debt shall be conclusively deemed valid unless you dispute it within 30 days after you receive this letter.',
    'If no dispute is received within thirty days after you receive this notice, the balance will be considered final.',
    'Si usted no disputa esta deuda dentro de los 30 días siguientes a la recepción de este aviso, el saldo quedará firme y será definitivo.',
  ];
  it('flags each in place of the statement of the assumption, in any circuit', () => {
    expect(noticeMissesIn(['TX', 'CA', 'IL'], binding, (w) => passage(`${w} ${VERIFY} ${CREDITOR}`))).toEqual(noneMissedIn(['TX', 'CA', 'IL']));
  });
  it("does not flag the collector's assumption said plainly, its negation, or a settlement said final once paid", () => {
    const lawful = [
      STATUTE,
      `Unless you dispute this debt within thirty days after receipt of this notice, we will assume the debt is valid; that is not a final decision and you may still dispute it later. ${VERIFY} ${CREDITOR}`,
      `${STATUTE} Your silence will not make this balance final or binding on you.`,
      `${STATUTE} Once the settlement payment clears, the settlement will be final.`,
      `${STATUTE} If you do not dispute the debt, we will consider it valid.`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The consumer told to take the dispute to the creditor: the statute's dispute is notice "to the debt collector"
// (1692g(a)(3)-(4), (b)); only it stops collection and obliges verification, so a notice that sends the dispute to the
// creditor misstates whom to notify (1692e(10)).

describe('the dispute sent to the creditor rather than to the debt collector', () => {
  const elsewhere = [
    'Any dispute should be directed to Pinecrest Bank.',
    'Please contact your original creditor to dispute this balance.',
    'If you dispute this debt, you should send your dispute to the creditor, Pinecrest Bank.',
    'To dispute this debt, write to our client at PO Box 5, Omaha, NE 68101.',
    'Disputes regarding this balance are handled by the original creditor and should be sent to them.',
    'Para disputar esta deuda, comuníquese con el acreedor original.',
  ];
  const inTheStatement = [
    `Unless you notify the original creditor within thirty days after receipt of this notice that you dispute this debt, this office will assume this debt is valid. ${VERIFY} ${CREDITOR}`,
    `${ASSUME} If you notify Pinecrest Bank in writing within thirty days after receipt of this notice that you dispute the debt, this office will obtain verification of the debt. ${CREDITOR}`,
  ];
  it('flags each on a passage of a notice, said beside the statute or in its statements', () => {
    const texts = [...elsewhere.map((w) => `${STATUTE} ${w}`), ...inTheStatement];
    expect(failing(texts, (t) => flags(passage(t), 'TX'))).toEqual([]);
  });
  it('does not flag the collector forwarding a dispute to its client, a dispute with the credit bureaus, or a question for the creditor', () => {
    const lawful = [
      `${STATUTE} If you dispute this debt, we will forward your dispute to the original creditor.`,
      `${STATUTE} You may also dispute information on your credit report directly with the credit reporting agencies.`,
      `${STATUTE} Questions about your original account may be directed to Pinecrest Bank.`,
      `${STATUTE} Send any dispute to Sunrise Services, Inc., PO Box 10, Richmond, VA 23219.`,
      `${STATUTE} We will notify the creditor if you dispute this debt.`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The collector's duty hedged: on a timely written dispute or request the collector "will obtain verification" and
// "will provide" the original creditor's name (1692g(a)(4)-(5), (b)); a notice that promises only to try, or only if
// the information is available or the law requires it, states a possibility, not the right (12 CFR 1006.34(c)(3)).

describe("the collector's duty to verify or to name the original creditor hedged", () => {
  const hedged = [
    `${ASSUME} ${VERIFY} Upon your written request within thirty days after receipt of this notice, this office will provide you with the name and address of the original creditor, if available.`,
    `${ASSUME} If you notify this office in writing within thirty days after receipt of this notice that you dispute the debt, this office will obtain verification of the debt if required by law. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} Upon your written request within thirty days after receipt of this notice, we will try to provide the name and address of the original creditor.`,
    `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, we will attempt to obtain verification of the debt. ${CREDITOR}`,
    `${ASSUME} If you dispute the debt in writing within 30 days after you receive this notice, we will make reasonable efforts to obtain verification. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} If you request it in writing within thirty days after receiving this notice, the original creditor's name and address will be given to you if we have that information.`,
    `${ASSUME} Si usted disputa esta deuda por escrito dentro de los 30 días siguientes a la recepción de este aviso, intentaremos obtener la verificación de la deuda. ${CREDITOR}`,
  ];
  it('flags each on a passage of a notice', () => {
    expect(failing(hedged, (t) => flags(passage(t), 'TX'))).toEqual([]);
  });
  it("does not flag the statute's 'if different from the current creditor', the collector's own reply time, or a plain promise", () => {
    const lawful = [
      STATUTE,
      `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, we will obtain verification of the debt and mail it to you as soon as it is available. ${CREDITOR}`,
      `${ASSUME} ${VERIFY} Upon your written request within thirty days after receipt of this notice, this office will provide you with the name and address of the original creditor, if it is different from the current creditor.`,
      `${STATUTE} We will try to answer any questions you have about your account.`,
      `${STATUTE} If possible, please include your account number with any correspondence.`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// "In writing" left out of the (a)(4) and (a)(5) statements where the notice's three statements are in hand together:
// only a written dispute or request obliges verification or the creditor's name (1692g(a)(4)-(5), (b); Camacho, 9th Cir.
// 2005; Osborn v. EKPSZ, S.D. Tex. 2011; Bishop, 11th Cir. 2016). With the whole rights paragraph quoted, its
// statement is judged as it reads.

describe("'in writing' left out of the verification and creditor statements, with the notice's three statements in hand", () => {
  const unwritten = [
    `${ASSUME} If you notify this office within thirty days after receipt of this notice that you dispute the debt, or any portion thereof, this office will obtain verification of the debt and mail you a copy. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} Upon your request within thirty days after receipt of this notice, this office will provide you with the name and address of the original creditor, if different from the current creditor.`,
    `${ASSUME} Should you dispute this debt within 30 days after receiving this notice, we will obtain verification of the debt and mail it to you. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} If you ask us within thirty days after you receive this notice, we will give you the name and address of the original creditor.`,
    `${ASSUME} If you call us within thirty days after receipt of this notice to dispute the debt, we will send you verification of it. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} If you contact this office within thirty days after receipt of this notice, this office will provide the name and address of the original creditor.`,
    `${ASSUME} Si usted nos notifica dentro de los treinta días siguientes a la recepción de este aviso que disputa la deuda, obtendremos la verificación de la deuda y se la enviaremos. ${CREDITOR}`,
    `${ASSUME} ${VERIFY} Si usted nos lo solicita dentro de los 30 días siguientes a la recepción de este aviso, le daremos el nombre y la dirección del acreedor original.`,
  ];
  it('flags each on a passage of a notice, in the Fifth, Second and Ninth Circuits', () => {
    expect(noticeMissesIn(['TX', 'NY', 'CA'], unwritten, (t) => passage(t))).toEqual(noneMissedIn(['TX', 'NY', 'CA']));
  });
  it('does not flag writing said in the statement, in the sentence after it, or in a notice whose statements are not all in hand', () => {
    const lawful = [
      STATUTE,
      `${ASSUME} If you notify this office within thirty days after receipt of this notice that you dispute the debt, this office will obtain verification of the debt. Your notice must be in writing. ${CREDITOR}`,
      `${ASSUME} ${VERIFY} If you request of this office in writing within 30 days after receiving this notice this office will provide you with the name and address of the original creditor, if different from the current creditor.`,
      `${ASSUME} If you notify this office within thirty days after receipt of this notice that you dispute the debt, this office will obtain verification of the debt.`,
      `${ASSUME} ${VERIFY} Si usted nos lo solicita por escrito dentro de los 30 días siguientes a la recepción de este aviso, le daremos el nombre y la dirección del acreedor original.`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The thirty days counted "from today" in Spanish (the English "from today" is decision 202's).

describe('the period counted from today, in Spanish', () => {
  const today = [
    'Si usted no disputa esta deuda dentro de los 30 días a partir de hoy, asumiremos que es válida.',
    'A menos que usted dispute esta deuda dentro de los treinta días desde hoy, esta oficina asumirá que la deuda es válida.',
    'Si usted no disputa esta deuda dentro de los 30 días a partir de la fecha de hoy, asumiremos que es válida.',
  ];
  it('flags each in place of the statement of the assumption', () => {
    expect(failing(today, (w) => flags(passage(`${w} ${VERIFY} ${CREDITOR}`), 'TX'))).toEqual([]);
  });
  it('does not flag the period from receipt in Spanish, nor an offer good from today', () => {
    const lawful = [
      `Si usted no disputa esta deuda dentro de los 30 días siguientes a la recepción de este aviso, asumiremos que es válida. ${VERIFY} ${CREDITOR}`,
      `${STATUTE} Esta oferta de pago es válida por 30 días a partir de hoy.`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A text that holds no sentence of a letter (only labelled lines and a date), answered as every page and the first
// letter: there is no letter body to hold or lack the notice, so vn_missing_entirely does not judge it a letter
// missing its notice. A first letter with a body and no notice is still judged.

describe('a text of labelled lines only is not judged as a whole letter missing its notice', () => {
  const answers: UserAnswers = { state: 'FL', isFirstContact: true, allPagesUploaded: true, senderIsOriginalCreditor: false };
  const stubs = [
    'September 12, 2016\n\nClient: Pinecrest Credit\nOriginal Creditor: Pinecrest Bank',
    'Creditor: Pinecrest Bank\nAccount No.: 4411\nBalance: $1,250.00',
    'March 1, 2019\n\nRe: Account 4411\nCurrent Creditor: Pinecrest Bank\nAmount Due: $812.40',
    'Acreedor: Banco Pinecrest\nCuenta: 4411\nSaldo: $1,250.00',
  ];
  it('does not flag vn_missing_entirely on a stub of labelled lines', () => {
    expect(stubs.filter((t) => flaggedBy(t, answers, '2019-06-01').includes('vn_missing_entirely'))).toEqual([]);
  });
  it('flags a first letter with a body and no notice', () => {
    const letters = [
      'March 1, 2019\n\nClient: Pinecrest Bank\nBalance: $1,250.00\n\nDear Maria Gomez:\n\nYour account has been placed with our office for collection. Please remit the balance in full or call us to arrange payment.\n\nSunrise Services, Inc.',
      'Creditor: Pinecrest Bank\nBalance: $812.40\n\nThis account is past due. Pay the balance today to avoid further collection activity.',
    ];
    expect(letters.filter((t) => !flaggedBy(t, answers, '2019-06-01').includes('vn_missing_entirely'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Near misses found while building the readers: the collector's own steps, "if we have not already done so", a denial denied.

describe('the collector speaking of its own steps stays lawful', () => {
  it('does not flag the collector passing a dispute on, a promise "if we have not already done so", or a denial denied', () => {
    const lawful = [
      `${ASSUME} ${VERIFY} If you send us a written request within thirty days after you receive this notice, we will give you the name and address of the original creditor, if we have not already done so.`,
      `${STATUTE} If you dispute this debt, your dispute will be sent to our client for review.`,
      `${STATUTE} If you want to dispute it, call us, and we will contact the creditor for you.`,
      `${STATUTE} Paying this debt does not mean it cannot be disputed later.`,
      `${ASSUME} If you dispute the debt in writing within thirty days after receipt of this notice, we will obtain verification of the debt or, if one was entered, a copy of the judgment. ${CREDITOR}`,
    ];
    expect(lawful.map(passage).filter((t) => flags(t, 'TX'))).toEqual([]);
  });
});
