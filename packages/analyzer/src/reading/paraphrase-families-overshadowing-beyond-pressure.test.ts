/**
 * Paraphrase families for overshadowing that is not pressure (decision 154, issue 26): what a first letter says that makes
 * the validation rights conditional, mixes them with payment, hands them to the collector's choice or misstates the
 * notice so that it changes (15 U.S.C. 1692g(a)(3)-(5), (b), (c); 1692e(10); 12 CFR 1006.34(c)(3), 1006.38(b), (d) and
 * comment 38-1). From the law's categories, not from one letter's words; no letter of any corpus is quoted. Tests, not
 * the measure.
 *
 * 1. Verification or a dispute made to wait on a payment, and the "assumed valid" statement avoided by paying (Russell v.
 *    Equifax A.R.S., 2d Cir. 1996; Swanson v. Southern Oregon Credit Service, 9th Cir. 1988).
 * 2. Verification described as the collector's own choice ("we may, at our discretion, verify").
 * 3. A call, a conversation, a financial statement or personal details required before or with a dispute; conditions said
 *    with "only if"; the dispute sent to the original creditor, in Spanish.
 * 4. Silence said to cost the right or to bind a court (1692g(c)).
 * 5. A dispute said not to stop collection (1692g(b); 12 CFR 1006.38(d)(2)): read by the threat rule, widened
 *    to a payment still owed and Spanish word orders. Lawful: the undisputed part, a dispute made by telephone.
 * 6. Verification promised on a dispute made by telephone (1692g(a)(4), (b)). Lawful: call or write; how to ask.
 * Lawful near misses beside each: the statute's and the model form's own words, invitations, a payment plan's form, a
 * receipt after payment, "paying does not waive your right to dispute".
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, ruleOutcome, statuteNotice } from './test-letters';

const CONDITIONS = 'dispute_conditions_added';
const OVERSHADOWING = ['overshadow_payment_deadline', 'overshadow_threat_inside_period', CONDITIONS, 'dispute_must_be_in_writing_misstated'];
const ANSWERS = { state: 'TX' };
const RIGHTS =
  'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days after receiving this notice that you dispute the debt, this office will obtain verification of the debt and mail you a copy of such verification.';

const outcome = (text: string, today: string): 'flag' | 'ask' | 'silent' => {
  const all = OVERSHADOWING.map((id) => ruleOutcome(id, text, ANSWERS, today));
  return all.includes('flag') ? 'flag' : all.includes('ask') ? 'ask' : 'silent';
};
/** The Reg F first letter (period to July 14, 2025) holding `body`. */
const inFirstLetter = (body: string) => outcome(firstLetter(body), '2025-06-12');
/** A 2019 statute-worded first notice with `body` after its rights. */
const inStatuteNotice = (body: string) => outcome(statuteNotice(`${RIGHTS}\n${body}`), '2019-03-10');
/** A 2019 first notice whose rights paragraph is `rights`. */
const asTheRights = (rights: string) => outcome(statuteNotice(rights), '2019-03-10');

describe('1. verification or a dispute made to wait on a payment', () => {
  it.each([
    'We will provide verification of the debt once your payment is received.',
    'Verification will be sent upon receipt of your payment.',
    'If you pay the balance, we will send you verification of the debt.',
    'Verification of this debt will be mailed to you only after you pay the balance.',
    'As soon as your payment has been received, we will obtain verification of the debt.',
    'To dispute this debt, send your payment with a letter explaining the dispute.',
    'In order to contest this balance, please enclose your payment with your letter.',
    'Le enviaremos la verificación de la deuda una vez que recibamos su pago.',
    'Si usted paga el saldo, le enviaremos la verificación de la deuda.',
    'Para disputar la deuda, envíe su pago con una carta explicando la disputa.',
  ])('flags in a first letter: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
  });
  it.each([
    'We will provide verification of the debt after you pay the balance in full.',
    'Upon receipt of your payment in full, we will mail you verification of the debt.',
    'Unless you pay this debt within 30 days, this office will assume the debt is valid.',
  ])('flags beside the statute notice: %s', (body) => {
    expect(inStatuteNotice(body)).toBe('flag');
  });
  it.each([
    'Unless you pay or dispute this debt within 30 days after receiving this notice, this office will assume this debt is valid. If you notify this office in writing within 30 days after receiving this notice that you dispute the debt, this office will obtain verification of the debt and mail you a copy of such verification.',
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days after receiving this notice that you dispute the debt and pay the balance, this office will obtain verification of the debt and mail you a copy of such verification.',
  ])('flags as the rights paragraph: %s', (rights) => {
    expect(asTheRights(rights)).toBe('flag');
  });
  it.each([
    'Once we receive your payment, we will send you a receipt.',
    'Once we receive your payment, we will stop collection.',
    'If you pay in full, we will send you a letter confirming the account is paid.',
    'If you dispute in writing, we will send verification; if you pay, we will send a receipt.',
    'We will provide verification of the debt if you dispute it in writing.',
    'You may pay now or dispute the debt; paying does not waive your right to dispute.',
    'If you dispute this balance, please pay the undisputed portion within 30 days.',
    'To dispute this debt, send a letter to PO Box 100, Dallas, TX 75201.',
    'Si usted disputa la deuda por escrito, le enviaremos la verificación.',
    'A menos que usted pague, seguiremos enviándole estados de cuenta.',
  ])('lawful: %s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
  });
  it('lawful: the statute notice as written', () => {
    expect(asTheRights(RIGHTS)).toBe('silent');
  });
});

describe("2. verification as the collector's choice", () => {
  it.each([
    'We may, at our discretion, verify the debt if you dispute it.',
    'If you dispute the debt, we may, at our option, provide verification.',
    'Verification may be provided at our discretion.',
    'In our sole discretion, we will decide whether to verify the debt.',
    'Podemos, a nuestra discreción, verificar la deuda si usted la disputa.',
  ])('flags in a first letter: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
  });
  it.each(['We may, in our sole discretion, obtain verification of the debt.', 'This office may obtain verification of the debt if you dispute it.'])(
    'flags beside the statute notice: %s',
    (body) => {
      expect(inStatuteNotice(body)).toBe('flag');
    },
  );
  it.each([
    'Verification may take up to 30 days to obtain.',
    'If you dispute the debt, we may be required to provide verification.',
    'We may also provide a copy of the judgment.',
    'You may request verification of the debt in writing.',
  ])('lawful: %s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
  });
});

describe('3. a call, personal details or a condition before or with a dispute', () => {
  it.each([
    'Before disputing this debt, you must call our office.',
    'Please call us before you send any dispute.',
    'You must speak with a representative before submitting a dispute.',
    'Before you dispute this balance, you are required to contact our customer service department.',
    'Debe llamarnos antes de disputar esta deuda.',
    'Antes de disputar esta deuda, tiene que comunicarse con nuestra oficina.',
    'Please complete the enclosed financial statement and return it with any dispute.',
    'To dispute this debt, complete the enclosed financial statement and return it to us.',
    "Before we can process a dispute, you must provide your Social Security number and employer's name.",
    'Por favor complete el estado financiero adjunto y devuélvalo con su disputa.',
    'Verification will be provided only if your dispute includes a copy of your identification.',
    'We will verify the debt only if you send a written explanation of why you dispute it.',
    'Disputes will be investigated only if accompanied by proof of payment.',
    'Para disputar esta deuda, debe comunicarse con el acreedor original.',
    'Su disputa debe dirigirse al acreedor original.',
  ])('flags in a first letter: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
  });
  it.each([
    'You may call us before disputing if you have questions.',
    'Before you dispute, you may want to review your records.',
    'If you would like to set up a payment plan, please complete the enclosed financial statement.',
    'Please complete the enclosed financial statement if you would like a payment plan; you may dispute the debt at any time before July 14, 2025.',
    'You may also include supporting documents with your dispute.',
    'If you wish, you may contact the original creditor as well.',
    'Please send your dispute to PO Box 100, Dallas, TX 75201.',
    'Si lo desea, puede incluir documentos con su disputa.',
    'Si lo desea, puede comunicarse también con el acreedor original.',
  ])('lawful: %s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
  });
});

describe('4. silence said to cost the right or to bind a court', () => {
  it.each([
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid and you will have waived your right to dispute it. If you notify this office in writing within 30 days after receiving this notice that you dispute the debt, this office will obtain verification of the debt and mail you a copy of such verification.',
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, the debt will be assumed valid by the court. If you notify this office in writing within 30 days after receiving this notice that you dispute the debt, this office will obtain verification of the debt and mail you a copy of such verification.',
  ])('flags as the rights paragraph: %s', (rights) => {
    expect(asTheRights(rights)).toBe('flag');
  });
  it.each([
    'If you do not dispute it within 30 days, you will lose your right to dispute this debt.',
    'Si no la disputa dentro de 30 días, perderá su derecho a disputar la deuda.',
  ])('flags in a first letter: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
  });
  it.each([`${RIGHTS} Your failure to dispute the validity of this debt may not be construed by any court as an admission of liability.`])(
    'lawful as the rights paragraph: %s',
    (rights) => {
      expect(asTheRights(rights)).toBe('silent');
    },
  );
  it.each(['Paying this debt does not waive your right to dispute it.', 'Usted no perderá su derecho a disputar la deuda si paga una parte.'])(
    'lawful: %s',
    (body) => {
      expect(inFirstLetter(body)).toBe('silent');
    },
  );
});

describe('5. a dispute said not to stop collection', () => {
  it.each([
    'Disputing this debt will not stop collection on this account.',
    'Filing a dispute does not halt our collection efforts.',
    'Collection activity will continue even if you dispute this debt.',
    'Even if you dispute this debt, you must still pay it.',
    'Disputar esta deuda no detendrá el cobro.',
    'El cobro continuará aunque usted dispute la deuda.',
  ])('flags in a first letter: %s', (body) => {
    expect(inFirstLetter(body)).toBe('flag');
  });
  it.each([
    'Disputing by telephone will not stop collection.',
    'If you dispute only part of the debt, we may continue to collect the undisputed portion.',
    'A dispute stops collection on the amount you dispute until we send you verification.',
    'Paying part of the debt will not stop you from disputing the rest.',
    'Disputar por teléfono no detiene el cobro; para detenerlo, dispute por escrito.',
  ])('lawful: %s', (body) => {
    expect(inFirstLetter(body)).toBe('silent');
  });
});

describe('6. verification promised on a dispute made by telephone', () => {
  it.each([
    'If you call us to dispute this debt, we will obtain verification and mail it to you.',
    'A phone call to our office is all you need to obtain verification of the debt.',
    'Disputes made by telephone will be verified: we will send you verification within 30 days.',
    'Si usted disputa esta deuda por teléfono, obtendremos la verificación de la deuda.',
  ])('flags beside the statute notice: %s', (body) => {
    expect(inStatuteNotice(body)).toBe('flag');
  });
  it.each([
    'If you call us, we will explain how to request verification of the debt.',
    'You may dispute by phone; if you write to us, we will obtain verification of the debt.',
    'If you dispute in writing, we will obtain verification and mail it to you.',
  ])('lawful beside the statute notice: %s', (body) => {
    expect(inStatuteNotice(body)).toBe('silent');
  });
});
