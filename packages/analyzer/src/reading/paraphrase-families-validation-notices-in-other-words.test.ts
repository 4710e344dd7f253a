/**
 * Paraphrase families for decision 408 (issue 26): a validation notice recognised in the ways collectors write it. The gate that
 * decides "this letter is, or carries, the validation notice" (engine/gates.ts and the notice's content in
 * rules/_validation-notice/statements.ts) must take a notice for one whatever words it states 15 U.S.C. 1692g(a)(3)-(5) in:
 * statute-era notices paraphrased, reordered, in the first or third person ("we", "this office", "the undersigned", a named
 * company), plain-language and misworded notices (the ones courts find defective), a notice on the letter's back, Spanish; and must
 * not take for one a letter that only mentions a right to dispute, a later letter recalling that the thirty days have run, a
 * creditor's own billing statement, or a credit-report dispute letter.
 *
 * Written from the statute, Regulation F and the legal reference in our own words, without reading any letter of the court or
 * paraphrase corpora first. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { type UserAnswers } from '../index';
import { ruleOutcome } from './test-letters';
import { deriveGates } from '../engine/gates';
import { documentFromText } from '../engine/analyze';
import { extractFacts } from '../facts/extract-facts';
import { hasValidationContent } from '../rules/_validation-notice/statements';
import { vnDoc } from '../rules/_validation-notice/vn-doc';

type Frame = { date?: string | null; sender?: string; city?: string; spanish?: boolean; back?: boolean };

/**
 * A collector's letter around `rights`: letterhead, date (none when null), addressee, a reference line, the debt-collector
 * disclosure, a neutral request to call, a signature. Nothing in the frame says the letter is the first or a later one.
 */
const letter = (rights: string, frame: Frame = {}): string => {
  const sender = frame.sender ?? 'Keystone Recovery Partners, LLC';
  const date = frame.date === undefined ? (frame.spanish ? '4 de marzo de 2019' : 'March 4, 2019') : frame.date;
  const head = [
    sender,
    'PO Box 2040',
    'Harrisburg, PA 17105',
    '',
    ...(date ? [date, ''] : []),
    'Jordan Reyes',
    '41 Birch Lane',
    frame.city ?? 'Albany, NY 12203',
    '',
  ];
  const front = frame.spanish
    ? [
        'Ref.: Cuenta terminada en 7713. Saldo: $842.19.',
        '',
        'Estimado/a Jordan Reyes:',
        '',
        'Esta comunicación proviene de un cobrador de deudas. Es un intento de cobrar una deuda y cualquier información obtenida se utilizará para ese fin.',
        '',
        'Para hablar de esta cuenta, llame a nuestra oficina al 800-555-0142.',
      ]
    : [
        'Re: Account ending 7713. Balance: $842.19.',
        '',
        'Dear Jordan Reyes:',
        '',
        'This communication is from a debt collector. This is an attempt to collect a debt, and any information obtained will be used for that purpose.',
        '',
        'To discuss this account, please call our office at 800-555-0142.',
      ];
  const close = frame.spanish ? ['', 'Atentamente,', sender] : ['', 'Sincerely,', sender];
  if (frame.back)
    return [...head, ...front, '', 'PLEASE SEE REVERSE SIDE FOR IMPORTANT INFORMATION', ...close, '\f', 'IMPORTANT NOTICE', '', rights].join('\n');
  return [...head, ...front, '', rights, ...close].join('\n');
};

const gateOf = (text: string) => deriveGates(documentFromText(text), extractFacts(documentFromText(text)), {});
/** The gate's answer from the words alone, and whether the notice's content is read (what the §1.1 rules' scope asks). */
const takenForNotice = (text: string): { gate: boolean | null; content: boolean } => ({
  gate: gateOf(text).isValidationNotice,
  content: hasValidationContent(vnDoc(text)),
});
/** Whether the rule flags the letter (test-letters' `ruleOutcome`; every call here vouches for the whole letter). */
const flagsOn = (ruleId: string, text: string, answers: UserAnswers, today = '2019-06-01'): boolean => ruleOutcome(ruleId, text, answers, today) === 'flag';

// ---------------------------------------------------------------------------------------------
// Notices in other words: each must be taken for the validation notice, from its words alone.

/** Statute-era notices, paraphrased, reordered, in the first or third person, each of (a)(3)-(5) in other words. */
const STATUTE_ERA: Record<string, string> = {
  'the undersigned, reordered, "take it as valid"':
    'Upon your written request made within thirty days after you receive this letter, the undersigned will furnish you the original creditor’s name and address, if different from the current creditor. Should you notify the undersigned in writing within that period that the debt or any part of it is disputed, verification of the debt or a copy of any judgment will be mailed to you. Unless, within thirty days after you receive this letter, you dispute this debt or any part of it, the undersigned will take it as valid.',
  'a named company, "regard as accurate", "written confirmation"':
    'Keystone Recovery Partners will regard this balance as accurate unless you contest it within thirty (30) days from the date you receive this letter. If you contest the balance in writing during that time, Keystone Recovery Partners will get written confirmation of the debt from the creditor and send it to you. If you ask in writing within the same thirty days, Keystone Recovery Partners will tell you who the original creditor was and give you its address.',
  'plain language, "treat the debt as yours", "proof"':
    'You have 30 days after you get this letter to tell us if you think you do not owe this debt. If you do not tell us, we will treat the debt as yours. If you write to us within those 30 days and say that you dispute it, we will send you proof of the debt. If you ask us in writing within those 30 days, we will give you the name and address of the original lender.',
  'this office, "considered correct", passive verification':
    'This office will consider the debt correct if you do not question it within thirty days after you receive this notice. Should you question it in writing within that time, this office will have the debt verified and will mail the verification to you. This office will also provide the original creditor’s name and address upon your written request within that time.',
  'first person, "after you receive", "obtain proof"':
    'If, within 30 days after you receive this letter, you notify us that you dispute all or a portion of this debt, we will not assume it is owed; if you do not, we will. If you notify us in writing within that time, we will obtain proof of the debt and forward it to you.',
  '"the period of thirty days", one sentence for (a)(4) and (a)(5)':
    'If you notify this firm in writing within the period of thirty days following your receipt of this letter that you dispute the debt, or request the name and address of the original creditor, this firm will get verification of the debt, or the name and address of the original creditor, and mail it to you.',
  '"you have the right" to each statement, as a list':
    'YOUR RIGHTS:\n• You have the right to dispute this debt, or any part of it, within thirty days after receiving this letter. If you do not, we will assume it is valid.\n• You have the right to request verification of the debt in writing within that time, and we will mail it to you.\n• You have the right to request in writing the name and address of the original creditor, if different from the current creditor.',
};

/** Notices misworded as courts have found notices defective: each is still a notice, and must be read as one. */
const MISWORDED: Record<string, string> = {
  '"you must dispute in writing" for the assumption':
    'You must dispute this debt in writing within thirty days after you receive this letter, or we will take the debt to be valid. If you dispute it in writing within that time, we will send you verification. If you ask in writing, we will send you the original creditor’s name and address.',
  'counted from the letter’s date':
    'Unless you contest this balance within thirty days from the date of this letter, Keystone Recovery Partners will consider it correct. If you write to us within thirty days from the date of this letter to contest it, we will send you verification of the debt.',
  'the original-creditor sentence missing':
    'If you do not contest this debt within thirty days after you receive this letter, we will regard it as correct. If you contest it in writing within that time, we will get verification of the debt and mail it to you.',
  '"unless you call"':
    'We will consider the debt valid unless you call us within thirty days after you receive this letter to say you dispute it. If you write to us within that time disputing the debt, we will send you verification.',
  'the rights run together, no "dispute" word for the assumption':
    'If we do not hear from you within thirty days of your receiving this letter, we will take it that the balance is correct. Should you write within that time questioning the balance, we will provide written verification.',
};

const SPANISH: Record<string, string> = {
  'la ley, en tercera persona, "de recibir"':
    'A menos que usted, dentro de los treinta días de recibir esta carta, dispute la deuda o cualquier parte de ella, esta agencia dará por válida la deuda. Si usted nos notifica por escrito dentro de ese plazo que disputa la deuda, obtendremos la verificación de la deuda y se la enviaremos por correo. Si lo solicita por escrito dentro del mismo plazo, le daremos el nombre y la dirección del acreedor original, si es distinto del acreedor actual.',
  'lenguaje sencillo, "daremos por hecho"':
    'Tiene 30 días desde que recibe esta carta para decirnos si no está de acuerdo con la deuda. Si no lo hace, daremos por hecho que la deuda es correcta. Si nos escribe en esos 30 días para disputarla, le enviaremos prueba de la deuda.',
  'la oficina, "tendrá por correcta", contada desde la fecha de la carta':
    'Esta oficina tendrá la deuda por correcta si usted no la disputa dentro de los 30 días a partir de la fecha de esta carta. Si la disputa por escrito dentro de ese plazo, le enviaremos la verificación de la deuda.',
};

describe('a statute-era notice in other words is taken for the validation notice', () => {
  it.each(Object.entries(STATUTE_ERA))('%s', (_, rights) => {
    expect(takenForNotice(letter(rights))).toEqual({ gate: true, content: true });
  });
  it.each(Object.entries(STATUTE_ERA))('on the letter’s back: %s', (_, rights) => {
    expect(takenForNotice(letter(rights, { back: true }))).toEqual({ gate: true, content: true });
  });
});

describe('a misworded notice is still a notice', () => {
  it.each(Object.entries(MISWORDED))('%s', (_, rights) => {
    expect(takenForNotice(letter(rights))).toEqual({ gate: true, content: true });
  });
});

describe('a Spanish notice in other words', () => {
  it.each(Object.entries(SPANISH))('%s', (_, rights) => {
    expect(takenForNotice(letter(rights, { spanish: true }))).toEqual({ gate: true, content: true });
  });
});

/** Regulation F notices laid out in a collector's own words, not the model form's (each statement with the end date). */
const REG_F_OWN_WORDS: Record<string, string> = {
  'treat our information as correct, documents showing you owe it':
    'You may dispute this debt, or any part of it, by contacting us on or before July 14, 2025. Unless you do, we will treat our information as correct. Write to us by July 14, 2025 and we will stop collecting any part you dispute until we send you documents showing you owe it. Ask us in writing by July 14, 2025 for the original creditor’s name and address, and we will stop collection until we send it.',
  'questions as headings':
    'Think you do not owe this?\nCall or write to us by July 14, 2025 to dispute all or part of it. If you do not, we will take it that our information is correct.\nWant to know who you first owed?\nWrite to us by July 14, 2025 and we will give you the original creditor’s name and address and stop collection until we do.',
  'en español, con la fecha final':
    'Puede disputar toda o parte de la deuda llamándonos o escribiéndonos a más tardar el 14 de julio de 2025. Si no lo hace, supondremos que nuestra información es correcta. Si nos escribe a más tardar el 14 de julio de 2025, dejaremos de cobrar la parte que dispute hasta enviarle información que demuestre que la debe.',
};

describe('a Regulation F notice in the collector’s own words', () => {
  it.each(Object.entries(REG_F_OWN_WORDS))('%s', (_, rights) => {
    expect(takenForNotice(letter(rights, { date: 'June 2, 2025', spanish: rights.startsWith('Puede') }))).toEqual({ gate: true, content: true });
  });
});

describe('the CFPB model notices are taken for notices', () => {
  const fixture = (name: string): string => readFileSync(new URL(`../../test-fixtures/${name}`, import.meta.url), 'utf8');
  it.each(['cfpb-model-form-b1.txt', 'cfpb-model-form-spanish.txt'])('%s', (name) => {
    expect(takenForNotice(fixture(name))).toEqual({ gate: true, content: true });
  });
});

// ---------------------------------------------------------------------------------------------
// Near misses: letters that speak of disputes or of the thirty days without being the notice.

const NEAR_MISSES: Record<string, string> = {
  'the right to dispute mentioned in passing': letter(
    'We respect your right to dispute this debt. If you would like to arrange payment, we can set up a plan that fits your budget.',
  ),
  'a later letter recalling that the thirty days have run': letter(
    'Our notice of January 8 gave you thirty days after you received it to dispute this debt. That time has passed and we have not heard from you, so the balance remains due in full.',
  ),
  'a later letter saying the debt was assumed valid': letter(
    'You did not dispute this debt within thirty days after you received our first notice, and it has therefore been assumed valid. Please call to arrange payment.',
  ),
  'a creditor’s own billing statement': [
    'Summit Bank Card Services',
    'PO Box 10',
    'Wilmington, DE 19801',
    '',
    'Statement closing date: March 4, 2019',
    '',
    'Jordan Reyes',
    '41 Birch Lane',
    'Albany, NY 12203',
    '',
    'New balance: $842.19. Minimum payment due: $35.00 by March 29, 2019.',
    '',
    'Billing Rights Summary. What to do if you think you find a mistake on your statement: if you think there is an error on your statement, write to us within 60 days after the error appeared. While we investigate whether or not there has been an error, we cannot try to collect the amount in question or report you as delinquent on that amount. You may dispute a charge you believe is wrong.',
  ].join('\n'),
  'a consumer’s credit-report dispute letter': [
    'Jordan Reyes',
    '41 Birch Lane',
    'Albany, NY 12203',
    '',
    'March 4, 2019',
    '',
    'Equifax Information Services LLC',
    'PO Box 740256',
    'Atlanta, GA 30374',
    '',
    'To whom it may concern:',
    '',
    'I am writing to dispute the following information in my credit file: the collection account reported by Keystone Recovery Partners, LLC, which is not mine. Please investigate this item and delete it. Under the Fair Credit Reporting Act you must complete your investigation within 30 days of receiving this letter.',
    '',
    'Sincerely,',
    'Jordan Reyes',
  ].join('\n'),
  'a collector’s answer to a credit-bureau dispute': letter(
    'We received notice from Experian that you disputed how this account is reported. We reviewed the account within 30 days and the information we report is accurate.',
  ),
  'a later letter: the period ended': letter(
    'The dispute period stated in our notice of June 2, 2025 ended on July 14, 2025, and we now assume our information is correct. Please call to arrange payment.',
    { date: 'August 1, 2025' },
  ),
  'una carta posterior: el plazo ha vencido': letter(
    'Le dimos 30 días para disputar esta deuda y el plazo ha vencido, por lo que asumimos que la deuda es válida. Llámenos para hacer un pago.',
    { spanish: true },
  ),
  'mención de paso del derecho a disputar': letter('Respetamos su derecho a disputar esta deuda. Si desea hacer un plan de pagos, podemos ayudarle.', {
    spanish: true,
  }),
};

describe('near misses are not taken for the validation notice', () => {
  it.each(Object.entries(NEAR_MISSES))('%s', (_, text) => {
    const read = takenForNotice(text);
    expect(read.gate).not.toBe(true);
    expect(read.content).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// The rules judge such notices: the gate opens and the doctrine they encode decides.

describe('a notice that asks a written dispute for every right (dispute_must_be_in_writing_misstated)', () => {
  const ALL_WRITTEN = [
    'If you wish to dispute this debt or any part of it, you must do so in writing within thirty days after you receive this letter; otherwise we will assume the debt is valid. If you dispute it in writing, we will mail you verification. If you ask in writing, we will give you the original creditor’s name and address.',
    'Unless the undersigned receives your written dispute within thirty days after you receive this letter, the undersigned will consider the debt valid. A written dispute within that time will be answered with verification of the debt, and a written request with the original creditor’s name and address.',
    'A menos que usted dispute esta deuda por escrito dentro de los 30 días de recibir esta carta, daremos por válida la deuda. Si la disputa por escrito, le enviaremos la verificación.',
  ];
  it.each(['NY', 'CA', 'MD'])('flags each in a circuit that holds an oral dispute enough (%s)', (state) => {
    expect(
      ALL_WRITTEN.filter((r) => !flagsOn('dispute_must_be_in_writing_misstated', letter(r), { state, allPagesUploaded: true, isFirstContact: true })),
    ).toEqual([]);
  });
  it('not in the Third Circuit for a letter before Riccio (Graziano)', () => {
    for (const r of ALL_WRITTEN)
      expect(
        flagsOn('dispute_must_be_in_writing_misstated', letter(r, { city: 'Scranton, PA 18503' }), {
          state: 'PA',
          allPagesUploaded: true,
          isFirstContact: true,
        }),
      ).toBe(false);
  });
  it('writing asked only for verification and the creditor’s name stays clean', () => {
    const lawful =
      'Unless you dispute this debt within thirty days after you receive this letter, the undersigned will consider it valid. If you dispute it in writing within that time, the undersigned will mail you verification, and on your written request the original creditor’s name and address.';
    expect(flagsOn('dispute_must_be_in_writing_misstated', letter(lawful), { state: 'NY', allPagesUploaded: true, isFirstContact: true })).toBe(false);
  });
});

describe('a notice counting the thirty days from the letter’s date', () => {
  const FROM_DATE = [
    'Unless you contest this balance within thirty days from the date of this letter, Keystone Recovery Partners will consider it correct. If you write to us within thirty days from the date of this letter to contest it, we will send you verification of the debt and the name and address of the original creditor.',
    'If we do not hear from you within 30 days of the date of this notice, the undersigned will regard the debt as valid. Should you dispute it in writing within 30 days of the date of this notice, the undersigned will mail you verification of the debt.',
    'Esta oficina tendrá la deuda por correcta si usted no la disputa dentro de los 30 días a partir de la fecha de esta carta. Si la disputa por escrito dentro de ese plazo, le enviaremos la verificación de la deuda.',
  ];
  it('is flagged as counting the period from the letter (the rights rules)', () => {
    const flagged = (r: string): boolean =>
      ['vn_assumed_valid_statement', 'vn_dispute_right_statement'].some((id) => flagsOn(id, letter(r), { state: 'NY', allPagesUploaded: true }));
    expect(FROM_DATE.filter((r) => !flagged(r))).toEqual([]);
  });
  it('undated, the period cannot be computed at all (vn_end_date_missing)', () => {
    expect(
      FROM_DATE.filter(
        (r) => !flagsOn('vn_end_date_missing', letter(r, { date: null }), { state: 'KS', allPagesUploaded: true, isFirstContact: true }, '2020-12-01'),
      ),
    ).toEqual([]);
  });
  it('counted from receipt, the same notices stay clean', () => {
    const fromReceipt = FROM_DATE[0]!.replace(/from the date of this letter/g, 'after you receive this letter');
    for (const id of ['vn_assumed_valid_statement', 'vn_dispute_right_statement'])
      expect(flagsOn(id, letter(fromReceipt), { state: 'NY', allPagesUploaded: true }), id).toBe(false);
    expect(
      flagsOn('vn_end_date_missing', letter(fromReceipt, { date: null }), { state: 'KS', allPagesUploaded: true, isFirstContact: true }, '2020-12-01'),
    ).toBe(false);
  });
});

describe('a notice in other words that leaves the original-creditor statement out', () => {
  it('is judged, and flagged, by vn_original_creditor_right_statement', () => {
    const rights = MISWORDED['the original-creditor sentence missing']!;
    expect(flagsOn('vn_original_creditor_right_statement', letter(rights), { state: 'NY', allPagesUploaded: true })).toBe(true);
    expect(
      flagsOn('vn_original_creditor_right_statement', letter(STATUTE_ERA['this office, "considered correct", passive verification']!), {
        state: 'NY',
        allPagesUploaded: true,
      }),
    ).toBe(false);
  });
});
