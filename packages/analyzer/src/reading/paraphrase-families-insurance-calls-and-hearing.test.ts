/**
 * Paraphrase families (decision 114) for the kinds of sentence the second opened fresh set showed the readers
 * missing: an invitation to call when insurance or another payer may owe the bill, in the Third Circuit while a
 * dispute had to be in writing (Graziano v. Harrison, 3d Cir. 1991, until Riccio v. Sentry Credit, en banc 2020;
 * Caprio v. Healthcare Revenue Recovery Group, 3d Cir. 2013, read on insurance sentences by Kassin and Morello v.
 * AR Resources, D.N.J., and Coulter v. Receivables Management Systems, E.D. Pa.); and a dispute that must be
 * "heard" by the collector within the thirty days, the receipt Jacobson v. Healthcare Financial Services (2d Cir.
 * 2008) forbids, said as "unless this office hears from you" (Homer v. Law Offices of Frederic I. Weinberg, E.D. Pa.
 * 2017). Variants are written from the law's categories (who may pay, the way to call, modality, tense, word order,
 * Spanish); each family has lawful near misses (Cruz v. Financial Recoveries, D.N.J. 2016: insurance details
 * submitted by phone or on the form; the statute's own "unless you notify this office"). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { statuteNotice } from './test-letters';
import { analyzeText, getRule } from '../index';
import { ruleOutcome } from './test-letters';

// ---------------------------------------------------------------------------------------------
// A call invited when insurance or another payer may owe the bill (Third Circuit, before Riccio)

const WRITING_NOTICE =
  'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt and mail you a copy of such verification.';
const medicalLetter = (body: string, options: { date?: string | false; notice?: string } = {}): string =>
  [
    'Keystone Medical Recovery\nPO Box 4, Trenton, NJ 08608',
    ...(options.date === false ? [] : [options.date ?? 'March 2, 2015']),
    'Re: account ending 3391. Creditor: Shore Physicians. Balance: $412.00',
    body,
    options.notice ?? WRITING_NOTICE,
    'This is an attempt to collect a debt by a debt collector.',
  ].join('\n\n');

const PAYERS = [
  'If you carry any insurance that may cover this obligation',
  'If you have health insurance that might pay all or part of this bill',
  'If you feel that this balance may be due from your insurance carrier',
  'If you believe this bill should have been paid by your insurer',
  'If your insurance company should have paid this claim',
  'If this balance may be covered by your health plan',
  'If you think the charges are the responsibility of your insurance provider',
  'Should you have health insurance that might pay for this bill',
];
const CALLS = [
  'please contact our office at the toll-free number above',
  'please call us at 800-555-0100',
  'contact the representative at the extension listed below',
  'telephone our office today',
  'you may phone us at 800-555-0100 or write to us at the address above',
];
const ID = 'dispute_must_be_in_writing_misstated';

describe('dispute_must_be_in_writing_misstated: a call invited when insurance or another payer may owe the bill', () => {
  // Each payer with each way to call, the condition first or last.
  const variants = PAYERS.flatMap((payer, i) =>
    CALLS.map((call, j) =>
      (i + j) % 2 === 0 ? `${payer}, ${call}.` : `${call[0]!.toUpperCase()}${call.slice(1)} ${payer[0]!.toLowerCase()}${payer.slice(1)}.`,
    ),
  );
  it('flags every variant in New Jersey and Pennsylvania in 2015, quoting the invitation', () => {
    expect(variants.length).toBe(40);
    for (const state of ['NJ', 'PA']) expect(variants.filter((body) => ruleOutcome(ID, medicalLetter(body), { state }, '2015-03-12') !== 'flag')).toEqual([]);
    const result = analyzeText(medicalLetter(variants[0]!), { answers: { state: 'NJ' }, today: '2015-03-12', rules: [getRule(ID)!] });
    expect(result.findings[0]!.message).toMatch(/insurance or another payer may owe the bill/);
    expect(result.findings[0]!.evidence.map((e) => e.text)).toEqual([variants[0], expect.stringMatching(/in writing/)]);
  });
  it.each([
    'Si usted tiene algún seguro que pueda cubrir esta deuda, llámenos al 800-555-0100.',
    'Si cree que este saldo debe ser pagado por su compañía de seguros, comuníquese con nuestra oficina al número indicado arriba.',
    'Si su aseguradora debería haber pagado esta factura, llame a nuestra oficina.',
  ])('flags the Spanish: %s', (body) => {
    expect(ruleOutcome(ID, medicalLetter(body), { state: 'NJ' }, '2015-03-12')).toBe('flag');
  });
  it('reads an undated letter by the analysis date: before Riccio it is judged, today it is not', () => {
    const body = variants[0]!;
    expect(ruleOutcome(ID, medicalLetter(body, { date: false }), { state: 'NJ' }, '2017-06-01')).toBe('flag');
    expect(ruleOutcome(ID, medicalLetter(body, { date: false }), { state: 'NJ' }, '2025-06-12')).not.toBe('flag');
  });
  it('without the notice in the words: asks whether it is the first letter, flags once it is, and from the placement words', () => {
    const body = 'If you carry any insurance that may cover this obligation, please contact our office at the toll-free number above.';
    const bare = medicalLetter(body, { notice: '' });
    expect(ruleOutcome(ID, bare, { state: 'NJ' }, '2015-03-12')).toBe('ask');
    expect(ruleOutcome(ID, bare, { state: 'NJ', isFirstContact: true }, '2015-03-12')).toBe('flag');
    expect(ruleOutcome(ID, bare, { state: 'NJ', isFirstContact: false }, '2015-03-12')).toBe('silent');
    const placed = medicalLetter(`Your account with Shore Physicians has been placed with our office for collection. ${body}`, { notice: '' });
    expect(ruleOutcome(ID, placed, { state: 'NJ' }, '2015-03-12')).toBe('flag');
    const result = analyzeText(bare, { answers: { state: 'NJ', isFirstContact: true }, today: '2015-03-12', rules: [getRule(ID)!] });
    expect(result.findings[0]!.assumptions.join(' ')).toMatch(/notice of your rights is not in the text read/);
    // A later letter says so itself: not judged.
    const later = medicalLetter(`As we previously advised you, this balance remains unpaid. ${body}`, { notice: '' });
    expect(ruleOutcome(ID, later, { state: 'NJ' }, '2015-03-12')).toBe('silent');
  });
  it('does not flag the same invitation after Riccio or outside the Third Circuit', () => {
    const body = variants[0]!;
    expect(ruleOutcome(ID, medicalLetter(body, { date: 'June 2, 2020' }), { state: 'NJ' }, '2020-06-12')).toBe('silent');
    expect(ruleOutcome(ID, medicalLetter(body), { state: 'NY' }, '2015-03-12')).toBe('silent');
    expect(ruleOutcome(ID, medicalLetter(body), { state: 'CA' }, '2015-03-12')).toBe('silent');
  });
  it('does not flag insurance details asked for or submitted (Cruz), or calls not about who owes the bill', () => {
    const nearMisses = [
      'If you have insurance that may pay all or a portion of this debt, that information can be submitted by calling 800-555-0100 or by completing the information on the reverse side of this letter and returning the entire letter to this office.',
      'Please provide us with any insurance or other payment information that may assist us in resolving this matter.',
      'If you carry any insurance that may cover this obligation, please call us at 800-555-0100 with your policy number.',
      'Si tiene seguro, envíenos la información de su seguro por correo.',
      'If you have any questions about your insurance claim, please call us at 800-555-0100.',
      'Your insurance company paid $120.00 of this bill on May 1, 2015; please call us at 800-555-0100 to pay the rest.',
      'If you wish to pay by credit card, please call us at 800-555-0100.',
      'If you wish to eliminate further collection action, please contact us.',
      '',
    ];
    expect(nearMisses.filter((body) => ruleOutcome(ID, medicalLetter(body), { state: 'NJ' }, '2015-03-12') === 'flag')).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// A dispute the collector must "hear" within the thirty days (Jacobson's receipt, Homer's words)

describe('dispute_conditions_added: a dispute the collector must hear within the thirty days', () => {
  const id = 'dispute_conditions_added';
  const english = [
    'Unless this office hears from you within thirty (30) days after receipt of this letter that you dispute the validity of the debt, or any portion thereof, this office will assume the debt is valid.',
    'Unless we hear from you within 30 days after you receive this notice that you dispute this debt, we will assume it is valid.',
    'If we do not hear from you within thirty days disputing this debt, we will assume the debt is valid.',
    'If this office has not heard from you within 30 days that you dispute the debt or any part of it, the debt will be assumed valid.',
    "If we don't hear from you within 30 days that you dispute the balance, we will consider it valid.",
    'Unless our office hears from you within 30 days of receipt of this notice disputing the validity of the debt, it will be assumed valid.',
    'This office will assume the debt is valid unless this office hears from you within thirty days that you dispute it.',
  ];
  const spanish = [
    'A menos que sepamos de usted dentro de los 30 días siguientes a la recepción de este aviso que disputa la deuda, asumiremos que es válida.',
    'Si no tenemos noticias de usted dentro de 30 días disputando esta deuda, consideraremos que es válida.',
    'A menos que esta oficina tenga noticias de usted dentro de los treinta días de que disputa la deuda, la daremos por válida.',
  ];
  it.each([
    ['English, active and negated, present and perfect, the consequence first or last', english],
    ['Spanish', spanish],
  ])('flags: %s', (_name, sentences) => {
    expect(sentences.filter((s) => ruleOutcome(id, statuteNotice(s), { state: 'NY' }, '2019-03-14') !== 'flag')).toEqual([]);
  });
  it('does not flag the statute, a call about payment, a referral, or a dispute that need only be sent in time', () => {
    const nearMisses = [
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
      'We look forward to hearing from you within 30 days to discuss payment.',
      'If we do not hear from you within 30 days, we will refer your account back to our client.',
      'If you dispute this debt, we want to hear from you: a dispute mailed within thirty days after you receive this notice is timely, even if it reaches us later.',
      'Si usted nos notifica dentro de los 30 días siguientes a la recepción de este aviso que disputa la deuda, obtendremos la verificación.',
    ];
    expect(nearMisses.filter((s) => ruleOutcome(id, statuteNotice(s), { state: 'NY' }, '2019-03-14') === 'flag')).toEqual([]);
  });
});
