/**
 * Paraphrase families for overshadowing read by kind, third round (decision 144, issue 26): what a sentence does to the
 * consumer's validation rights during the validation period (15 U.S.C. 1692g(a)(3)-(5), (b); 12 CFR 1006.34(b)(5),
 * (c)(3); 1006.38(b), (d)), from the law's categories, not from one letter's words. Each family is written in the ways
 * collectors write it (synonyms, word order, modality, passive, Spanish), with the lawful near misses courts approved or
 * the law allows. No letter of any corpus is quoted. Tests, not the measure.
 *
 * 1. Urgency tied to a step: acting or answering now or today, urgent attention, "failing which"; Spanish. Lawful: the 7th
 *    Circuit's "take action now" beside a step that only may come (Zemeckis), an offer, an announced call (decision 103 did
 *    not adopt Maniaci), "expect a call". A call announced for a day inside the period with a step if it fails ("If we
 *    cannot reach you, your account will be forwarded to our attorney") is timed as a demand.
 * 2. Time granted counted from today, the letter or its receipt; deadlines in days, weeks and dates ("next week", "unpaid
 *    after June 20"); a benefit lost after a short time (Swanson), in Spanish. Lawful: a deadline on or after the end date;
 *    a plain request; settlement offers that say the rights are unaffected; Bartlett's explanation; immediacy offered as an
 *    opportunity (Wilson v. Quadramed).
 * 3. The notice of rights said to be on another page or in a paper sent with the letter, while the front demands action:
 *    the letter is the first by its own words (Miller v. Payco, 4th Cir. 1991). Not: a page of payment options.
 * 4. The dispute right contradicted: writing as the only way, or a spoken dispute refused (Hooks, Camacho, Clark; 12 CFR
 *    1006.34(c)(3)(iii)); certified mail required (comment 38-1); a dated dispute window before the end date; the debt
 *    taken as undisputed after a shorter silence; a written dispute discouraged or a wait before disputing ("please do not
 *    write to us; a representative will call you"). Lawful: writing tied to verification, phone or writing, a suggestion of
 *    certified mail, the end date itself, the collector's own time to answer; Graziano's Third Circuit before Riccio.
 * 5. A second validation notice inside the first one's period (Maloney v. Alliance Collection Agencies, E.D. Wis. 2018):
 *    asked when the first came once the person says the letter is not the first; flagged inside, not after (Ortiz).
 */
import { describe, expect, it } from 'vitest';
import { bareLetter, firstLetter, ruleOutcome, statuteNotice } from './test-letters';

const TODAY = '2025-06-12';
const PAYMENT = 'overshadow_payment_deadline';
const THREAT = 'overshadow_threat_inside_period';
const CONDITIONS = 'dispute_conditions_added';
const WRITING = 'dispute_must_be_in_writing_misstated';
const OVERSHADOWING = [PAYMENT, THREAT, CONDITIONS, WRITING, 'disclosure_language_mismatch'];
const ANSWERS = { state: 'TX' };

/** What the overshadowing rules do with the first letter (dated June 2, 2025; period to July 14, 2025) holding `body`. */
const outcome = (ruleIds: readonly string[], text: string, answers: Record<string, unknown> = ANSWERS, today = TODAY): 'flag' | 'ask' | 'silent' => {
  const all = ruleIds.map((id) => ruleOutcome(id, text, answers, today));
  return all.includes('flag') ? 'flag' : all.includes('ask') ? 'ask' : 'silent';
};
const flagged = (ruleIds: readonly string[], body: string): boolean => outcome(ruleIds, firstLetter(body)) === 'flag';

const STATUTE_RIGHTS =
  'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days after receiving this notice that you dispute the debt, this office will obtain verification of the debt and mail you a copy of such verification.';

// ---------------------------------------------------------------------------------------------
// 1. Urgency tied to a step.

describe('overshadowing: urgency tied to a step, in any words', () => {
  it.each([
    'Act now to avoid having this account referred to an attorney.',
    'Take action today, or this account will be sent to our attorney.',
    'You must act now or we will file suit.',
    'This matter demands your urgent attention, failing which our client will file suit.',
    'Your urgent response is required to avoid legal action.',
    'Respond now to stop further collection action.',
    'Se requiere su atención inmediata. De lo contrario, su cuenta será enviada a un abogado.',
    'Actúe ahora para evitar una demanda.',
    'Responda hoy mismo o su cuenta será enviada a un abogado.',
  ])('flags: %s', (body) => {
    expect(flagged(OVERSHADOWING, body)).toBe(true);
  });
  it.each([
    // Zemeckis v. Global Credit & Collection (7th Cir. 2012): "take action now" beside a step that only may come is puffery.
    'Take action now. Our client may be forced to take legal action.',
    'Please respond today. Our client may consider legal action.',
    'Act now to take advantage of this offer.',
    'Act now to protect your credit.',
    'Please act now if you wish to discuss a payment plan.',
    'We will act now to report your payment as soon as it is received.',
    'This is an urgent matter. Please give it your attention.',
    // No time: a consequence without a deadline (decision 136).
    'Do not ignore this notice. If you do, we will refer this account to an attorney.',
    // An announced call or contact is not a demand (decision 103: Maniaci not adopted; the model form invites a call).
    'If you have not yet been contacted by one of our representatives, you will be receiving a call to bring this matter to a resolution.',
    'A representative will contact you within the next few days to resolve this matter.',
    'Expect a call from our office within 10 days to discuss payment of this balance.',
    'We will call you next week to discuss this account.',
    'Our representative will contact you soon.',
    // Collection during the period is lawful until a dispute (1692g(b)).
    'We will proceed with collection activity during the validation period.',
  ])('does not flag: %s', (body) => {
    expect(flagged(OVERSHADOWING, body)).toBe(false);
  });
});

describe(`${THREAT}: an announced call inside the period, a step if it fails`, () => {
  it.each([
    'A representative will call you on June 10, 2025 to arrange payment. If we cannot reach you, your account will be forwarded to our attorney.',
    'Our agent will call you within five days. Should our representative be unable to contact you, we will file suit.',
    'Le llamaremos dentro de cinco días. Si no podemos comunicarnos con usted, presentaremos una demanda.',
  ])('flags: %s', (body) => {
    expect(flagged([THREAT], body)).toBe(true);
  });
  it.each([
    'A representative will call you on June 10, 2025 to arrange payment. If we cannot reach you, we may consider other options.',
    'A representative will call you on July 20, 2025 to arrange payment. If we cannot reach you, your account will be forwarded to our attorney.',
    'A representative will call you on June 10, 2025 to discuss this account.',
  ])('does not flag: %s', (body) => {
    expect(flagged(OVERSHADOWING, body)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Deadlines in days, weeks and dates, counted from today, the letter or its receipt.

describe('overshadowing: a deadline counted from today, the letter or its receipt, compared with the end date', () => {
  it.each([
    'You have ten days from today to pay before we sue.',
    'You have 10 days from receipt of this letter to pay before our client files suit.',
    'You must pay the balance within two weeks of the date of this letter or we will file suit.',
    'Payment must be received within three weeks of receiving this letter to avoid legal action.',
    'Payment is due within fifteen (15) days of receipt of this letter, or the account will be referred to our attorney.',
    'Your payment must reach our office by June 20, 2025, or we will file suit.',
    'Unless paid within 2 weeks, your file goes to our attorney.',
    'Debe pagar el saldo dentro de dos semanas o presentaremos una demanda.',
    // A benefit lost after a short time (Swanson v. Southern Oregon Credit Service, 9th Cir. 1988), in Spanish.
    'Si paga dentro de 10 días, su cuenta no será reportada a las agencias de crédito.',
    'This account is scheduled to be sent to our attorney next week.',
    'Our client has authorized legal action if the balance remains unpaid after June 20, 2025.',
    // A choice refused is the step's condition, not an invitation.
    'If you choose not to pay immediately, we will file suit.',
    // A notice named by its span of time, and a count after other words ("attorney ten days from today").
    'TEN DAY NOTICE\nUnless this balance is paid, legal action will be taken.',
    '10-DAY NOTICE: Legal action will be taken unless payment is received.',
    '48 HOUR NOTICE\nCall us or your account will go to our attorney.',
    'This is a ten-day demand. If the balance is not paid, we will file suit.',
    'You have a ten-day period in which to pay this balance before we file suit.',
    'AVISO DE DIEZ DÍAS: si no paga el saldo, presentaremos una demanda.',
    'Your account will be forwarded to our attorney ten days from today.',
    'Diez días después de la fecha de esta carta, su cuenta será enviada a un abogado.',
    'El saldo debe ser pagado dentro de 10 días; de lo contrario, su cuenta será enviada a un abogado.',
  ])('flags: %s', (body) => {
    expect(flagged([PAYMENT, THREAT], body)).toBe(true);
  });
  it.each([
    'You have 45 days from today to pay before we sue.',
    'If the balance remains unpaid after July 20, 2025, our client will file suit.',
    'This is your 30-day notice. If the balance is not paid, we will file suit.',
    'You have a 45-day period in which to pay this balance before we file suit.',
    'Your attorney has ten days to respond to our letter.',
    'Payments received after June 20, 2025 will be credited to your account.',
    // Wilson v. Quadramed (3d Cir. 2000): immediacy offered as an opportunity is not a deadline.
    'We shall afford you the opportunity to pay this bill immediately and avoid further legal action.',
    'You may pay now if you wish, and avoid further legal action.',
    'You must pay the balance by July 20, 2025 or we will file suit.',
    'Pay the balance by July 20, 2025 to avoid referral to an attorney.',
    'We ask that you pay this balance promptly.',
    'Please remit payment at your earliest convenience.',
    'You may pay now if you wish, but you also have the rights described below.',
    'We are offering to settle this account for $600 if paid by June 20, 2025. This offer does not affect your right to dispute the debt.',
    'You may accept this offer by June 20, 2025. Accepting it does not affect your rights described below.',
    'If you pay by June 20, 2025, we will accept $600 in full satisfaction.',
    'If you do not pay within 10 days, we may consider further options. Nothing in this letter limits your right to dispute this debt.',
    'Please pay the balance. If you do not dispute this debt, we may refer it to an attorney after July 14, 2025.',
    'The law does not require us to wait until the end of the validation period before suing you. If, however, you request proof of the debt or the name and address of the original creditor within the period described below, the law requires us to suspend our efforts to collect the debt until we mail the requested information to you.',
  ])('does not flag: %s', (body) => {
    expect(flagged(OVERSHADOWING, body)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 3. The notice said to be elsewhere while the front demands action.

describe('overshadowing: the notice of rights on another page or in an enclosure, the front demanding action', () => {
  const demand = ' Pay the balance within ten days or we will file suit.';
  it.each([
    'See reverse side for important consumer information.',
    'Important information about your rights is printed on page 2.',
    'Your rights are described on the enclosed notice.',
    'See the enclosed notice of your rights.',
    'Your validation rights appear on the second page.',
    'Please read the important consumer notice on the next page.',
  ])('flags from the words (the first letter by its own words): %s', (pointer) => {
    expect(outcome([PAYMENT, THREAT], bareLetter(pointer + demand))).toBe('flag');
  });
  it.each(['See page 2 for payment options.', 'Please return the enclosed form with your payment.', ''])(
    'asks whether it is the first letter, does not flag: "%s"',
    (pointer) => {
      expect(outcome([PAYMENT, THREAT], bareLetter(pointer + demand))).toBe('ask');
    },
  );
});

// ---------------------------------------------------------------------------------------------
// 4. The dispute right contradicted by the letter's own instructions.

describe('overshadowing: dispute instructions that contradict the notice', () => {
  it.each([
    'We only accept disputes in writing.',
    'We do not accept disputes over the phone.',
    'You may only dispute this debt in writing.',
    'Disputes can only be made in writing.',
    'Only written disputes will be considered.',
    'Disputes must be in writing to be valid.',
    'Verbal disputes are not valid.',
    'Oral disputes will not be accepted.',
    'A dispute made by telephone will not be honored.',
    'Solo aceptamos disputas por escrito.',
    'Las disputas por teléfono no serán aceptadas.',
    'Todas las disputas deben hacerse por escrito.',
  ])('writing as the only way, flags under Regulation F: %s', (body) => {
    expect(flagged([WRITING], body)).toBe(true);
  });
  it('writing as the only way, flags in the Fourth Circuit before Regulation F (Clark)', () => {
    expect(outcome([WRITING], statuteNotice(`${STATUTE_RIGHTS}\nWe only accept disputes in writing.`), { state: 'VA' }, '2019-03-10')).toBe('flag');
  });
  it('writing as the only way, not flagged in the Third Circuit before Riccio (Graziano)', () => {
    expect(outcome([WRITING], statuteNotice(`${STATUTE_RIGHTS}\nOral disputes will not be accepted.`), { state: 'PA' }, '2019-03-10')).toBe('silent');
  });
  it.each([
    'Disputes must be sent by certified mail.',
    'Your dispute must be mailed certified, return receipt requested.',
    'Su disputa debe enviarse por correo certificado.',
    'We accept disputes only by certified mail.',
    'You have until June 20, 2025 to dispute this debt.',
    'Disputes received after June 20, 2025 will not be considered.',
    'Any dispute must be made by June 20, 2025.',
    'If you wish to dispute this debt, you must do so no later than June 20, 2025.',
    'Tiene hasta el 20 de junio de 2025 para disputar esta deuda.',
    'If you do not respond within 10 days, we will assume you do not dispute this debt.',
    'Si no se comunica con nosotros dentro de 10 días, asumiremos que usted no disputa la deuda.',
    // A written dispute discouraged, or a wait before disputing: an announced call that asks the consumer not to write.
    'Please do not write to us; a representative will call you to resolve this matter.',
    'There is no need to send us a letter. Our representative will call you this week.',
    'Please wait for our representative’s call before disputing this debt.',
    'You do not need to dispute this debt in writing; simply call us.',
    'No es necesario que nos escriba; un representante lo llamará.',
  ])('a condition or a shorter window, flags: %s', (body) => {
    expect(flagged([CONDITIONS], body)).toBe(true);
  });
  it.each([
    'To obtain verification, your dispute must be in writing.',
    'Only written disputes entitle you to verification of the debt.',
    'You may dispute this debt by phone or in writing.',
    'Written disputes should be mailed to the address above.',
    'We accept disputes by phone, by mail, and online.',
    'If you dispute this debt orally, we will still treat it as disputed.',
    'You have until July 14, 2025 to dispute this debt.',
    'We will respond to your dispute by June 20, 2025.',
    'You may send your dispute by certified mail if you want proof of delivery.',
    'We suggest that you send any dispute by certified mail, return receipt requested.',
    'Disputes received after July 14, 2025 may be treated as late.',
    'If you do not respond within 30 days after receiving this notice, we will assume you do not dispute this debt.',
    'Please do not send cash through the mail.',
    'Do not write your account number on the envelope.',
    'Please do not send correspondence to our payment address; write to PO Box 100 instead.',
    'You do not have to put your dispute in writing, but if you write to us by July 14, 2025, we must stop collection until we send you verification.',
  ])('does not flag: %s', (body) => {
    expect(flagged([CONDITIONS, WRITING], body)).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// 5. A second notice inside the first one's period.

describe(`${CONDITIONS}: a second validation notice inside the first one's period (Maloney)`, () => {
  const notice = statuteNotice(STATUTE_RIGHTS);
  const at = (answers: Record<string, unknown>) => outcome([CONDITIONS], notice, { state: 'WI', ...answers }, '2019-03-10');
  it('asks when the first notice came, once the person says this is not the first letter', () => {
    expect(at({ isFirstContact: false })).toBe('ask');
  });
  it('flags a notice dated (March 4) inside the first period (first received February 20)', () => {
    expect(at({ isFirstContact: false, firstNoticeReceivedDate: '2019-02-20' })).toBe('flag');
  });
  it('flags a Regulation F notice whose own end date is not the first period’s end', () => {
    expect(
      outcome([CONDITIONS], firstLetter('We are writing about your account.'), { ...ANSWERS, isFirstContact: false, firstNoticeReceivedDate: '2025-05-20' }),
    ).toBe('flag');
  });
  it.each([
    ['a first letter', { isFirstContact: true }],
    ['no answer (the notice is read as the first)', {}],
    ['a notice after the first period ended (Ortiz)', { isFirstContact: false, firstNoticeReceivedDate: '2019-01-10' }],
    ['a first notice received after this letter’s date (this letter is the first)', { isFirstContact: false, firstNoticeReceivedDate: '2019-03-08' }],
  ])('does not flag or ask: %s', (_, answers) => {
    expect(at(answers)).toBe('silent');
  });
  it('asks from the words when the notice names an earlier letter of its sender, and flags once the date is given', () => {
    const again = statuteNotice(`As stated in our previous letter, this account remains open. ${STATUTE_RIGHTS}`);
    expect(outcome([CONDITIONS], again, { state: 'WI' }, '2019-03-10')).toBe('ask');
    expect(outcome([CONDITIONS], again, { state: 'WI', firstNoticeReceivedDate: '2019-02-20' }, '2019-03-10')).toBe('flag');
    expect(outcome([CONDITIONS], again, { state: 'WI', isFirstContact: true }, '2019-03-10')).toBe('silent');
  });
  it('does not flag a notice re-sent at the person’s request', () => {
    const resent = statuteNotice(`As you requested, here is another copy of our notice. ${STATUTE_RIGHTS}`);
    expect(outcome([CONDITIONS], resent, { state: 'WI', isFirstContact: false, firstNoticeReceivedDate: '2019-02-20' }, '2019-03-10')).toBe('silent');
  });
});
