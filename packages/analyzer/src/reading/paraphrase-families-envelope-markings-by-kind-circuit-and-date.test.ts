/**
 * Paraphrase families for what an envelope carries (issue 26, decision 179), judged by kind, circuit and date (15 U.S.C.
 * 1692f(8); 12 CFR 1006.22(f)(2) and comment 22(f)(2)-1 for letters from 30 November 2021), in words of our own written from
 * the law and the circuits' holdings, never from a corpus letter:
 * - what the consumer types (`envelopeText`), by kind: a threat or a legal step, words that reveal a debt, a business name that
 *   says it collects debts, an account or internal reference number (Douglass v. Convergent Outsourcing, 3d Cir. 2014), a code
 *   that holds one (Daubert v. NRA Group, 3d Cir. 2017; DiNaples v. MRS BPO, 3d Cir. 2019), urgency markings (Preston v.
 *   Midland Credit Management, 7th Cir. 2020), other words and symbols (Strand v. Diversified Collection Service, 8th Cir.
 *   2004; Goswami v. American Collections Enterprise, 5th Cir. 2004); English and Spanish;
 * - the envelope read from the uploaded words: a postal mark on a line of its own shows the envelope's face (postage indicia,
 *   a presort line, a self-mailer's opening instruction, a teaser of what is enclosed) or the part of a letter its window shows
 *   (a USPS endorsement under the return address), and the lines of that panel are judged as the envelope is;
 * - near misses that must not flag: the collector's address and a neutral name, the mail-handling items the commentary allows
 *   ("RETURN SERVICE REQUESTED" in every circuit, postage, the postal barcode), benign markings in the 5th and 8th Circuits, a
 *   letter's own heading below the endorsement's block, "no account number".
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule } from '../index';
import { ENVELOPE_BODY as BODY, envelopeOutcome as judge, typedEnvelope as typed, type EnvelopeOutcome as Outcome } from './test-letters';

const RULE = getRule('envelope_language')!;

/** An upload that starts with what the mail piece shows, then the letter. */
const read = (panel: string, state: string, today = '2025-06-12'): Outcome => judge(`${panel}\n\n${BODY}`, { state }, today);

const STRICT = ['IL', 'PA'] as const;
const BENIGN_CIRCUITS = ['TX', 'MN'] as const;
const OTHERS = ['CA', 'NY', 'GA'] as const;
const ALL = [...STRICT, ...BENIGN_CIRCUITS, ...OTHERS];

// ---------------------------------------------------------------------------------------------
// What the consumer types, by kind

const THREATS = [
  'LEGAL ACTION PENDING',
  'Final notice before lawsuit',
  'Garnishment documents enclosed',
  'Northgate Group, PO Box 100 - LEGAL DOCUMENTS ENCLOSED',
  'a red stamp that says ATTORNEY REVIEW',
  'AVISO DE ACCIÓN LEGAL',
  'Repossession notice',
];
const DEBT_WORDS = [
  'PAST DUE',
  'Overdue account',
  'Unpaid balance - respond',
  'Aviso de deuda',
  'COBRO PENDIENTE',
  'AMOUNT OWED: see inside',
  'Notice of default',
];
const PLAIN_COLLECTOR_NAMES = [
  'Northside Collection Services, PO Box 4410, Dallas TX 75201',
  'Cobranzas del Sur LLC, Apartado 12',
  'Lakeshore Collectors Inc.',
];
const OTHER_COLLECTOR_NAMES = [
  'Midwest Recovery Group, PO Box 9, Omaha NE 68101',
  'Credit Bureau of Lakeland, 10 Main St',
  'Receivables Management Partners LLC',
  'Tri-County Adjustment Bureau',
];
const NUMBERS = [
  'Ref: 0042-8812-X shows in the window',
  '#0042 8812 7716 3301# above my name',
  'Client ID 88213 printed under the return address',
  'my customer number shows through the window',
  'se ve mi número de cuenta por la ventanilla',
];
const CODES = [
  'a QR code beside the window',
  'a 2D barcode next to my name',
  'un código QR en el sobre',
  'a barcode that, when scanned, shows my account number',
];
const URGENCY = [
  'TIME SENSITIVE',
  'URGENT',
  'RESPONSE REQUIRED',
  'Open Immediately',
  'Please Open Right Away',
  'Do not discard',
  'URGENTE - RESPUESTA INMEDIATA',
];
const BENIGN = [
  'PERSONAL & CONFIDENTIAL',
  'Priority Letter',
  'Important Correspondence',
  'a blue logo with the initials NG',
  'Personal y Confidencial',
  'Correspondencia Prioritaria',
];

describe('envelope words typed by the consumer, by kind (decision 179)', () => {
  it.each(THREATS)('a threat or legal step on the envelope flags high in every circuit: %s', (words) => {
    for (const state of ALL) {
      const r = typed(words, state);
      expect(r.status, state).toBe('flag');
      expect(r.confidence, state).toBe('high');
    }
  });

  it.each(DEBT_WORDS)('words that reveal a debt flag high in every circuit: %s', (words) => {
    for (const state of ALL) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'high' });
  });

  it.each(PLAIN_COLLECTOR_NAMES)('a business name that says it collects flags high in every circuit: %s', (words) => {
    for (const state of ALL) {
      const r = typed(words, state);
      expect(r, state).toMatchObject({ status: 'flag', confidence: 'high' });
      expect(r.message).toMatch(/business name/);
    }
  });

  it.each(OTHER_COLLECTOR_NAMES)('a name read both ways ("Recovery", "Credit Bureau", "Receivables") flags medium in every circuit: %s', (words) => {
    for (const state of ALL) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'medium' });
  });

  // Decision 231: where the circuit has not ruled, numbers are weighed as its district courts weigh them (allowed in the 2d and
  // 11th, which declined Douglass; low elsewhere), and markings that reveal no debt pass.
  it.each(NUMBERS)(
    'an account or internal reference number flags high in the 3d and 7th Circuits, low in the 5th, 8th and 9th, allowed in the 2d and 11th: %s',
    (words) => {
      for (const state of STRICT) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'high' });
      for (const state of [...BENIGN_CIRCUITS, 'CA']) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'low' });
      for (const state of ['NY', 'GA']) expect(typed(words, state).status, state).toBe('pass');
    },
  );

  it.each(CODES)(
    'a code flags high in the 7th, high in the 3d when it is said to hold the account (else medium), low in the 5th, 8th and 9th, allowed in the 2d and 11th: %s',
    (words) => {
      expect(typed(words, 'IL')).toMatchObject({ status: 'flag', confidence: 'high' });
      expect(typed(words, 'PA')).toMatchObject({ status: 'flag', confidence: /account|cuenta/.test(words) ? 'high' : 'medium' });
      for (const state of [...BENIGN_CIRCUITS, 'CA']) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'low' });
      for (const state of ['NY', 'GA']) expect(typed(words, state).status, state).toBe('pass');
    },
  );

  it.each(URGENCY)('an urgency marking: high in the 7th, medium in the 3d, allowed in the 5th and 8th and where the circuit has not ruled: %s', (words) => {
    expect(typed(words, 'IL')).toMatchObject({ status: 'flag', confidence: 'high' });
    expect(typed(words, 'PA')).toMatchObject({ status: 'flag', confidence: 'medium' });
    for (const state of [...OTHERS, ...BENIGN_CIRCUITS]) expect(typed(words, state).status, state).toBe('pass');
  });

  it.each(BENIGN)('another marking: medium in the 7th and 3d, allowed in the 5th and 8th and where the circuit has not ruled: %s', (words) => {
    for (const state of STRICT) expect(typed(words, state), state).toMatchObject({ status: 'flag', confidence: 'medium' });
    for (const state of [...OTHERS, ...BENIGN_CIRCUITS]) expect(typed(words, state).status, state).toBe('pass');
  });

  it('cites Regulation F only for a letter dated from 30 November 2021', () => {
    const dated = (date: string): string =>
      analyzeText(`Northgate Group\nPO Box 100\nDallas, TX 75201\n\n${BODY.replace('June 2, 2025', date)}`, {
        answers: { state: 'NY', envelopeText: 'PAST DUE' },
        today: '2025-06-12',
        rules: [RULE],
      }).findings[0]!.message;
    expect(dated('June 2, 2019')).not.toMatch(/1006\.22/);
    expect(dated('June 2, 2022')).toMatch(/1006\.22\(f\)\(2\)/);
  });
});

// ---------------------------------------------------------------------------------------------
// The envelope read from the words

const FACES = [
  // an envelope scanned with its postage block
  (top: string) => `${top}\nPO BOX 4410\nDALLAS TX 75201-4410\n\nPRSRT FIRST CLASS\nU.S. POSTAGE PAID\nPERMIT NO. 1021`,
  // a presort line above the delivery address
  (top: string) => `${top}\nPO Box 4410, Dallas TX 75201\n***********AUTO**5-DIGIT 78701`,
  // a self-mailer's mailing panel
  (top: string) => `TO OPEN, TEAR HERE\n${top}\nPO Box 4410\nDallas, TX 75201`,
  // a postmaster's instruction
  (top: string) => `${top}\nPO Box 4410\nDallas TX 75201\nPOSTMASTER: IF UNDELIVERABLE, RETURN TO SENDER`,
];
const WINDOWS = [
  (top: string) => `${top}\nPO Box 4410\nDallas, TX 75201\nADDRESS SERVICE REQUESTED`,
  (top: string) => `${top}\nPO Box 4410\nDallas, TX 75201\nReturn Service Requested`,
  (top: string) => `${top}\nP.O. Box 4410 · Dallas TX 75201\nFORWARDING SERVICE REQUESTED`,
  (top: string) => `${top}\nPO Box 4410\nDallas, TX 75201\nCHANGE SERVICE REQUESTED`,
];

describe('the envelope read from the uploaded words (decision 179)', () => {
  it.each(FACES.map((f, i) => [i, f] as const))('an envelope face (layout %i) with a collection name or a threat flags from the words', (_i, face) => {
    for (const state of ALL) {
      expect(read(face('NORTHSIDE COLLECTION SERVICES'), state), state).toMatchObject({ status: 'flag', confidence: 'high' });
      expect(read(face('NORTHGATE GROUP\nFINAL NOTICE BEFORE LEGAL ACTION'), state), state).toMatchObject({ status: 'flag', confidence: 'high' });
    }
    expect(read(face('NORTHGATE GROUP\nTIME SENSITIVE DOCUMENT'), 'IL')).toMatchObject({ status: 'flag', confidence: 'high' });
    expect(read(face('NORTHGATE GROUP\nPERSONAL AND CONFIDENTIAL'), 'TX').status).toBe('pass');
  });

  it.each(WINDOWS.map((f, i) => [i, f] as const))('a return block over a USPS endorsement (layout %i) is the window: judged, one step lower', (_i, window) => {
    const r = read(window('Northside Collection Services'), 'NY');
    expect(r).toMatchObject({ status: 'flag', confidence: 'medium' });
    expect(r.evidence).toEqual(['Northside Collection Services']);
    expect(r.message).toMatch(/window/);
    expect(read(window('Northgate Group\nACCT# 0042881277'), 'PA')).toMatchObject({ status: 'flag', confidence: 'medium' });
    expect(read(window('Midwest Recovery Group'), 'CA')).toMatchObject({ status: 'flag', confidence: 'low' });
    expect(read(window('Northgate Group\nURGENTE'), 'IL')).toMatchObject({ status: 'flag', confidence: 'medium' });
  });

  it('a teaser of what is enclosed shows the envelope face', () => {
    expect(read('IMPORTANT DOCUMENTS ENCLOSED\nNorthgate Group\nPO Box 100, Chicago, IL 60680', 'IL')).toMatchObject({ status: 'flag', confidence: 'medium' });
    expect(read('URGENT — TIME-SENSITIVE PAPERS ENCLOSED\nNorthgate Group\nPO Box 100, Chicago, IL 60680', 'IL')).toMatchObject({
      status: 'flag',
      confidence: 'high',
    });
    expect(read('LEGAL PAPERS ENCLOSED\nNorthgate Group\nPO Box 100, Dallas TX 75201', 'TX')).toMatchObject({ status: 'flag', confidence: 'high' });
  });

  it('a lowercase return block, an electronic-service endorsement and a Spanish collection name are read the same way', () => {
    expect(read('prairie debt solutions\npo box 77\npeoria il 61602\nreturn service requested', 'TX')).toMatchObject({ status: 'flag', confidence: 'medium' });
    expect(read('Agencia de Cobranzas Pradera\nApartado 77\nPeoria IL 61602\nELECTRONIC SERVICE REQUESTED', 'IL')).toMatchObject({
      status: 'flag',
      confidence: 'medium',
    });
  });

  it('keylines under an endorsement (across a blank line) are read; a letter heading there is not', () => {
    const keyed = read('Northgate Group\nPO Box 100\nDallas, TX 75201\nRETURN SERVICE REQUESTED\n\n#BWNFTDT\n#PRA 0091 7712 0043#', 'PA');
    expect(keyed).toMatchObject({ status: 'flag', confidence: 'medium', evidence: ['#PRA 0091 7712 0043#'] });
  });

  it('a keyline number just above the name, under an endorsement, is read as a reference number in the window', () => {
    const text = `Northgate Group\nPO Box 100\nDallas, TX 75201\nADDRESS SERVICE REQUESTED\n\n#BWNFTDT\n#0042 8812 7716 3301#\n${BODY.slice(BODY.indexOf('Maria Gomez'))}`;
    expect(judge(text, { state: 'PA' })).toMatchObject({ status: 'flag', confidence: 'medium', evidence: ['#0042 8812 7716 3301#'] });
  });
});

// ---------------------------------------------------------------------------------------------
// Near misses: allowed in the circuit, or not the envelope at all

const ALLOWED_TYPED = [
  'Northgate Group, PO Box 100, Dallas TX 75201',
  'RETURN SERVICE REQUESTED',
  'Address Service Requested',
  'Forwarding and Address Correction Requested',
  'PRSRT FIRST CLASS U.S. POSTAGE PAID PERMIT NO. 12',
  'AFDTFADTDAFTDAFDTFADTDAFTADFTDAFT',
  'Midland Credit Management, PO Box 2121, Warren MI 48090-2011',
  'a postal barcode',
  'none',
];

describe('envelope near misses stay clean (decision 179)', () => {
  it.each(ALLOWED_TYPED)('what the commentary allows passes in every circuit, before and after Regulation F: %s', (words) => {
    for (const state of ALL) {
      expect(typed(words, state).status, state).toBe('pass');
      expect(typed(words, state, '2019-06-12').status, state).toBe('pass');
    }
  });

  it('a face with a neutral name, postage and the endorsement passes from the words', () => {
    for (const face of FACES) for (const state of ALL) expect(read(face('NORTHGATE GROUP'), state).status, state).toBe('pass');
  });

  it('a neutral return block over an endorsement is asked, not flagged nor passed (the envelope itself is not in the words)', () => {
    for (const window of WINDOWS) for (const state of ALL) expect(read(window('Northgate Group'), state).status, state).toBe('ask');
  });

  it("the letter's own heading below the endorsement's block is not read as the envelope", () => {
    const text = `Northgate Group\nPO Box 100\nDallas, TX 75201\nRETURN SERVICE REQUESTED\n[...]\n***IMPORTANT COLLECTION NOTICE***\n\n${BODY}`;
    for (const state of ALL) expect(judge(text, { state }).status, state).toBe('ask');
  });

  it('benign markings in the 5th and 8th Circuits pass, also after Regulation F, with the reason', () => {
    for (const state of BENIGN_CIRCUITS)
      for (const words of [...BENIGN, ...URGENCY]) {
        expect(typed(words, state, '2019-06-12').status, state).toBe('pass');
        expect(typed(words, state).status, state).toBe('pass');
      }
    for (const window of WINDOWS) expect(read(window('Northgate Group\nPERSONAL & CONFIDENTIAL'), 'TX').status).toBe('pass');
  });

  it('a sentence of the letter about first-class mail or service is not a postal mark', () => {
    const text = `Northgate Group\nPO Box 100\nDallas, TX 75201\n\n${BODY.replace('Please call us', 'We will send the documents by first-class mail and we accept return service requested forms. Please call us')}`;
    for (const state of ALL) expect(judge(text, { state }).status, state).toBe('ask');
  });
});
