/**
 * Paraphrase families for what a mark on an envelope does (issue 26, decision 216), judged by the circuit of the consumer's
 * state (15 U.S.C. 1692f(8); 12 CFR 1006.22(f)(2) and comment 22(f)(2)-1), in words of our own written from the law and from
 * how mailers are printed; a few wordings come from development letters (marked), the rest are not taken from any letter:
 * - the circuits split on the statute's words: read as written, with no "benign language" exception, in the 6th (Donovan v.
 *   FirstCredit, 2020: "Payment in full is enclosed." through the window) and the 7th (Preston v. Midland Credit Management,
 *   2020: "TIME SENSITIVE DOCUMENT"); an exception for markings that do not reveal a debt in the 5th (Goswami v. American
 *   Collections Enterprise, 2004: "Priority Letter") and the 8th (Strand v. Diversified Collection Service, 2004: "PERSONAL
 *   AND CONFIDENTIAL", "IMMEDIATE REPLY REQUESTED", a logo); the 3d left the question open and held an account number, or a
 *   code that holds one, never benign (Douglass v. Convergent Outsourcing, 2014; DiNaples v. MRS BPO, 2019), and its district
 *   courts a numerical code on a mailer's outside (McRobie v. Credit Protection Ass'n, E.D. Pa. 2020);
 * - by kind: the words of a payment or reply form that show through a window; a business name that says it enforces
 *   judgments (Keasey v. Judgment Enforcement Law Firm, W.D. Mich. 2014); a number or code the consumer describes rather than
 *   copies; urgency and other markings in the 6th Circuit;
 * - near misses that must not flag: the same payment words in the 5th and 8th Circuits (the district court in Donovan found
 *   them harmless under the exception), names that do not say they collect, and the carrier's own markings and mail services
 *   (a forwarding sticker, "RETURN TO SENDER", a postmark, certified mail and its number, business reply mail), which the
 *   commentary's "language and symbols that facilitate communications by mail" cover in every circuit.
 */
import { describe, expect, it } from 'vitest';
import { ENVELOPE_BODY as BODY, envelopeOutcome as judge, typedEnvelope as typed } from './test-letters';

const SIXTH = ['OH', 'MI', 'KY', 'TN'] as const;
const SEVENTH = ['IL', 'WI'] as const;
const THIRD = ['PA', 'NJ'] as const;
const BENIGN_CIRCUITS = ['TX', 'MN'] as const;
const OTHERS = ['CA', 'NY', 'GA'] as const;
const ALL = [...SIXTH, ...SEVENTH, ...THIRD, ...BENIGN_CIRCUITS, ...OTHERS];

// ---------------------------------------------------------------------------------------------
// The words of a payment or reply form through the window (Donovan v. FirstCredit, 6th Cir. 2020)

const PAYMENT_FORM = [
  'Payment in full is enclosed.', // L816 (Donovan)
  'I need to discuss this further. My phone number is _____', // L816 (Donovan)
  'a checkbox with "Enclosed is my payment" shows through the top window',
  'AMOUNT ENCLOSED $________',
  'Make checks payable to Northgate Group',
  'Remittance coupon - detach and return',
  '[ ] I am paying by credit card',
  'Adjunto mi pago total',
  'Se ve por la ventanilla: "Necesito hablar sobre esto"',
  'Payment options: pay online or by phone',
];

describe('the words of a payment or reply form on the envelope or through its window (decision 216)', () => {
  it.each(PAYMENT_FORM)('flag high in the 6th and 7th Circuits (no benign-language exception): %s', (words) => {
    for (const state of [...SIXTH, ...SEVENTH]) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'high' });
  });

  it.each(PAYMENT_FORM)(
    'flag medium in the 3d Circuit and pass in circuits that have not ruled, as their district courts read the benign-language exception (decision 231): %s',
    (words) => {
      for (const state of THIRD) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'medium' });
      for (const state of OTHERS) expect(typed(words, state).status, state).toBe('pass');
    },
  );

  it.each(PAYMENT_FORM)('pass in the 5th and 8th Circuits, whose exception covers words that do not reveal a debt: %s', (words) => {
    for (const state of BENIGN_CIRCUITS) expect(typed(words, state).status, state).toBe('pass');
  });

  it('read from the words: a reply line over the name, under a USPS endorsement, is the window (one step lower); a coupon at the foot is not', () => {
    const reply = (line: string): string =>
      `Northgate Group\nPO Box 100\nDallas, TX 75201\nADDRESS SERVICE REQUESTED\n\n${line}\n${BODY.slice(BODY.indexOf('Maria Gomez'))}`;
    for (const line of ['[ ] Payment in full is enclosed.', '[ ] Adjunto mi pago total']) {
      for (const state of [...SIXTH, ...SEVENTH]) expect(judge(reply(line), { state }), state).toMatchObject({ status: 'flag', confidence: 'medium' });
      for (const state of [...OTHERS, ...BENIGN_CIRCUITS]) expect(judge(reply(line), { state }).status, state).toBe('pass');
    }
    const coupon = `Northgate Group\nPO Box 100\nDallas, TX 75201\n\n${BODY}\n\nDetach and return with your payment\nAmount enclosed: $______\nMaria Gomez\n12 Oak St\nAustin, TX 78701`;
    for (const state of ALL) expect(judge(coupon, { state }).status, state).toBe('ask');
  });

  it('read from the words: a Spanish teaser of what is enclosed shows the envelope face, judged by circuit', () => {
    const face = (teaser: string): string => `${teaser}\nNorthgate Group\nPO Box 100, Columbus, OH 43215\n\n${BODY}`;
    expect(judge(face('DOCUMENTOS IMPORTANTES ADJUNTOS'), { state: 'OH' })).toMatchObject({ status: 'flag', confidence: 'medium' });
    expect(judge(face('URGENTE — DOCUMENTOS ADJUNTOS'), { state: 'MI' })).toMatchObject({ status: 'flag', confidence: 'high' });
    expect(judge(face('SE ADJUNTAN DOCUMENTOS'), { state: 'IL' })).toMatchObject({ status: 'flag', confidence: 'medium' });
    for (const state of BENIGN_CIRCUITS) expect(judge(face('DOCUMENTOS IMPORTANTES ADJUNTOS'), { state }).status, state).toBe('pass');
  });

  it('the 6th Circuit finding names Donovan, and before Regulation F cites the statute alone', () => {
    const text = `Northgate Group\nPO Box 100\nDallas, TX 75201\n\n${BODY.replace('June 2, 2025', 'April 1, 2019')}`;
    const r = judge(text, { state: 'OH', envelopeText: 'Payment in full is enclosed.' }, '2019-04-11');
    expect(r).toMatchObject({ status: 'flag', confidence: 'high' });
    expect(r.message).toMatch(/Donovan v\. FirstCredit/);
    expect(r.message).not.toMatch(/1006\.22/);
  });
});

// ---------------------------------------------------------------------------------------------
// A business name that says it enforces judgments (Keasey v. Judgment Enforcement Law Firm, W.D. Mich. 2014)

const JUDGMENT_NAMES = [
  'JUDGMENT ENFORCEMENT LAW FIRM', // L887 (Keasey)
  'Judgment Recovery Associates, PO Box 12, Grand Rapids MI 49501',
  'National Judgment Services LLC',
  'Lakeside Enforcement Group, 400 Main St',
  'the return address says Great Lakes Judgment Collections',
  'Bufete de Ejecución de Sentencias, Apartado 9',
];

describe('a business name that says it enforces judgments (decision 216)', () => {
  it.each(JUDGMENT_NAMES)('flags high in every circuit, the benign-language exception notwithstanding: %s', (words) => {
    for (const state of ALL) {
      const r = typed(words, state);
      expect(r, state).toMatchObject({ status: 'flag', confidence: 'high' });
      expect(r.message, state).toMatch(/business name/);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// A number or code the consumer describes rather than copies (McRobie, E.D. Pa. 2020; Douglass; Donovan)

const NUMBERS_DESCRIBED = [
  'a numerical code printed on the outside of the mailer',
  'a long string of numbers above my name',
  'a series of digits under the return address',
  'a reference code next to the window',
  'un código numérico en el exterior del sobre',
  'una serie de números sobre mi nombre',
];

describe('a number or code the consumer describes (decision 216)', () => {
  it.each(NUMBERS_DESCRIBED)(
    'flags high in the 3d, 6th and 7th Circuits, low in the 5th, 8th and 9th, passes in the 2d and 11th (decision 231): %s',
    (words) => {
      for (const state of [...THIRD, ...SIXTH, ...SEVENTH]) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'high' });
      for (const state of [...BENIGN_CIRCUITS, 'CA']) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'low' });
      for (const state of ['NY', 'GA']) expect(typed(words, state).status, state).toBe('pass');
    },
  );

  it('an account number or a QR code typed in the 6th Circuit flags high (no exception there)', () => {
    for (const state of SIXTH) {
      expect(typed('Acct # 55102 shows in the window', state), state).toMatchObject({ status: 'flag', confidence: 'high' });
      expect(typed('a QR code beside my address', state), state).toMatchObject({ status: 'flag', confidence: 'high' });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// A balance or a sum of money on the envelope or through its window

const BALANCE_WORDS = ['my balance shows through the window', 'BALANCE: see enclosed', 'Saldo pendiente', 'se ve el saldo de mi cuenta por la ventanilla'];
const SUMS = [
  '$1,250.00 printed above my name',
  'the figure $847.10 shows in the window',
  'un monto de $318.00 sobre mi nombre',
  '512.33 dollars next to the window',
];
const POSTAGE_FIGURES = ['$000.58 US POSTAGE', 'postage $9.85', 'a $0.68 stamp', 'DO NOT FORWARD'];

describe('a balance or a sum of money on the envelope (decision 216)', () => {
  it.each(BALANCE_WORDS)('the word "balance" reveals a debt: high in every circuit: %s', (words) => {
    for (const state of ALL) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'high' });
  });

  it.each(SUMS)('a sum of money is information about the debt: high in the 3d, 6th and 7th Circuits, low elsewhere (decision 231): %s', (words) => {
    for (const state of [...THIRD, ...SIXTH, ...SEVENTH]) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'high' });
    for (const state of [...BENIGN_CIRCUITS, ...OTHERS]) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'low' });
  });

  it.each(POSTAGE_FIGURES)('postage shown as a figure, and a postal endorsement, pass in every circuit: %s', (words) => {
    for (const state of ALL) expect(typed(words, state).status, state).toBe('pass');
  });
});

// ---------------------------------------------------------------------------------------------
// Urgency and other markings in the 6th Circuit (Donovan adopts the 7th Circuit's reading)

const URGENT = ['TIME SENSITIVE DOCUMENT', 'Immediate reply requested', 'URGENTE', 'Open at once'];
const OTHER_MARKS = ['PERSONAL AND CONFIDENTIAL', 'Priority Letter', 'Official Notice', 'a logo with the initials NG'];

describe('urgency and other markings in the 6th Circuit (decision 216)', () => {
  it.each(URGENT)('an urgency marking flags high in the 6th Circuit as in the 7th: %s', (words) => {
    for (const state of SIXTH) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'high' });
  });

  it.each(OTHER_MARKS)('another marking flags medium in the 6th Circuit as in the 7th, and passes in the 5th and 8th: %s', (words) => {
    for (const state of SIXTH) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'medium' });
    for (const state of BENIGN_CIRCUITS) expect(typed(words, state).status, state).toBe('pass');
  });

  it("the 8th Circuit's own envelope (Strand) passes there and flags in the 6th", () => {
    const strand = 'D.C.S., Inc. above the return address; PERSONAL AND CONFIDENTIAL; IMMEDIATE REPLY REQUESTED; a logo with the initials DCS';
    expect(typed(strand, 'MN').status).toBe('pass');
    expect(typed(strand, 'OH')).toMatchObject({ status: 'flag', confidence: 'high' });
  });
});

// ---------------------------------------------------------------------------------------------
// Near misses: names that do not say they collect; the carrier's own markings and mail services

const NEUTRAL_NAMES = [
  'Midland Credit Management, PO Box 2121',
  'Med-I-Claims, 200 W Main',
  'Credit Protection Association, LP, 13355 Noel Rd, Dallas TX',
  'Park & Lowe Law Offices, 1 Court Square',
];

const CARRIER_MARKS = [
  'a yellow USPS forwarding label with my new address',
  'RETURN TO SENDER - NOT DELIVERABLE AS ADDRESSED - UNABLE TO FORWARD',
  'a postmark from Columbus, OH',
  'CERTIFIED MAIL 9407 1118 9956 1234 5678 90',
  'Return Receipt Requested',
  'BUSINESS REPLY MAIL FIRST-CLASS MAIL PERMIT NO. 123 POSTAGE WILL BE PAID BY ADDRESSEE',
  'NO POSTAGE NECESSARY IF MAILED IN THE UNITED STATES',
  'PRIORITY MAIL',
  'Devolver al remitente; correo certificado',
];

const NOT_A_CODE = ['the ZIP+4 code under my street address', 'my house number and street', 'the postage permit number'];

describe('envelope near misses of decision 216 stay clean', () => {
  it.each(NEUTRAL_NAMES)('a name that does not say it collects passes in every circuit: %s', (words) => {
    for (const state of ALL) expect(typed(words, state).status, state).toBe('pass');
  });

  it.each(CARRIER_MARKS)("the carrier's own markings and mail services pass in every circuit, before and after Regulation F: %s", (words) => {
    for (const state of ALL) {
      expect(typed(words, state).status, state).toBe('pass');
      expect(typed(words, state, '2019-06-12').status, state).toBe('pass');
    }
  });

  it('a payment slip the consumer says is not there is no marking', () => {
    for (const state of ALL) expect(typed('Only my name and address show; no payment slip shows through the window', state).status, state).toBe('pass');
  });

  it.each(NOT_A_CODE)('parts of the address and postage are no code: %s', (words) => {
    for (const state of ALL) expect(typed(words, state).status, state).toBe('pass');
  });

  it('payment words inside the letter, with no envelope described, are not read as the envelope', () => {
    const text = `Northgate Group\nPO Box 100\nDallas, TX 75201\n\n${BODY.replace('Please call us', 'Payment in full is enclosed if you return this slip. Please call us')}`;
    for (const state of ALL) expect(judge(text, { state }).status, state).toBe('ask');
  });
});
