/**
 * Paraphrase families for legal action implied without the word "sue" and for a lawyer's meaningful
 * involvement (issue 26, decision 097). Variants are generated from the law's categories (where the
 * account is sent, who authorised what, the heading that makes "further action" the last step; modality,
 * tense, passive, Spanish) and must be asked about and flagged once the person says no suit followed;
 * near misses (the lawful wordings: "may continue collection activity", a bare "final notice", a hedged
 * referral outside the Third Circuit, denials) must not. Written from the doctrine, never from a court
 * letter's words. They are tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { readImpliedLegalAction } from './implied-legal-action';

const LETTER_DATE = 'March 3, 2025';
const TEN_DAYS_LATER = '2025-03-13';
const SIXTY_ONE_DAYS_LATER = '2025-05-03';

type Outcome = { flagged: boolean; asked: string[] };
const outcome = (ruleId: string, text: string, answers: UserAnswers, today: string): Outcome => {
  const result = analyzeText(text, { answers, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return {
    flagged: result.findings.some((f) => f.id === ruleId),
    asked: result.questions.filter((q) => q.askedBy.includes(ruleId)).map((q) => q.id),
  };
};

// ---------------------------------------------------------------------------------------------
// Legal action implied (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)): intent is a fact outside the
// words, so the rule asks whether a suit was filed and flags once the person says none was.

const agencyLetter = (body: string, state = 'GA'): string =>
  `Peachtree Credit Bureau\nPO Box 7, Atlanta, ${state} 30301\n\n${LETTER_DATE}\n\nRe: account 5521, balance $812.00\n\n${body}\nPlease return this notice with your payment in the envelope enclosed.\n\nThis communication is from a debt collector.`;

const DESTINATIONS = [
  'our legal department',
  'the litigation department',
  'our in-house legal division',
  'an attorney in your area',
  'a law firm licensed in your state',
  'counsel for litigation',
];
const DEFINITE_FORMS = [
  (d: string) => `Your account will be forwarded to ${d}.`,
  (d: string) => `This file has been transferred to ${d}.`,
  (d: string) => `Unless we hear from you, we will refer this matter to ${d}.`,
  (d: string) => `We are sending your account to ${d}.`,
  (d: string) => `Your balance is being assigned to ${d}.`,
];
const OTHER_IMPLIED = [
  'We have been authorized to take whatever action necessary to collect this balance.',
  'Our client has instructed us to pursue any and all remedies available.',
  'Your account has been turned over for legal review.',
  'Your account is now under attorney review.',
  'DEMAND FOR PAYMENT BEFORE SUIT.',
  'This is a notice prior to litigation.',
  'NOTICE OF INTENT. Pay the balance in full.',
  'FINAL NOTICE. Pay the balance before further action is taken.',
  'LAST DEMAND. To avoid further collection activity, pay the balance.',
  '48 HOUR NOTICE. Further action will be taken if this balance is not resolved.',
  'URGENT NOTICE. We will take further steps unless you call.',
  'Your account is scheduled for attorney placement.',
  'Your account has been turned over to our legal counsel.',
  'This is your final opportunity to resolve this matter before it is referred to an attorney.',
  'SECOND AND FINAL NOTICE. Failure to respond will result in further collection action.',
];
const SPANISH_IMPLIED = [
  'Su cuenta será remitida a nuestro departamento legal.',
  'Hemos transferido su cuenta a un abogado de su zona.',
  'Su cuenta fue enviada para revisión legal.',
  'Hemos sido autorizados a tomar todas las medidas necesarias.',
  'AVISO FINAL. Pague el saldo antes de tomar otras medidas.',
  'ÚLTIMO AVISO. Para evitar otras acciones, pague hoy.',
  'AVISO DE INTENCIÓN. Pague el saldo.',
];

const IMPLIED = [...DESTINATIONS.flatMap((d, i) => DEFINITE_FORMS.filter((_, j) => (i + j) % 2 === 0).map((f) => f(d))), ...OTHER_IMPLIED, ...SPANISH_IMPLIED];

describe('threat_legal_action_unintended: legal action implied without "sue"', () => {
  const id = 'threat_legal_action_unintended';
  it.each(IMPLIED)('asks whether a suit was filed, and flags once none followed after sixty days: %s', (body) => {
    const text = agencyLetter(body);
    expect(outcome(id, text, { state: 'GA' }, TEN_DAYS_LATER).asked).toContain('lawsuitFiled');
    expect(outcome(id, text, { state: 'GA', lawsuitFiled: false }, SIXTY_ONE_DAYS_LATER).flagged).toBe(true);
    expect(outcome(id, text, { state: 'GA', lawsuitFiled: true }, SIXTY_ONE_DAYS_LATER).flagged).toBe(false);
  });

  it("flags before sixty days once a timed heading's own time has passed (decision 085)", () => {
    for (const body of [
      '48 HOUR NOTICE. To avoid further collection activity, call us today.',
      '5 DAY NOTICE. Your account will be forwarded to our legal department.',
    ]) {
      expect(outcome(id, agencyLetter(body), { state: 'GA', lawsuitFiled: false }, TEN_DAYS_LATER).flagged, body).toBe(true);
      expect(outcome(id, agencyLetter(body), { state: 'GA', lawsuitFiled: false }, '2025-03-04').flagged, body).toBe(false);
    }
    expect(
      outcome(id, agencyLetter('FINAL NOTICE. Pay the balance before further action is taken.'), { state: 'GA', lawsuitFiled: false }, TEN_DAYS_LATER).flagged,
    ).toBe(false);
  });

  it('asks about a hedged referral in the Third Circuit only (Brown v. Card Service Center, 3d Cir. 2006)', () => {
    for (const body of [
      'Your account may be forwarded to our legal department.',
      'This matter may be referred to counsel for litigation.',
      'We could transfer your file to an attorney in your area.',
    ]) {
      expect(outcome(id, agencyLetter(body, 'PA'), { state: 'PA' }, TEN_DAYS_LATER).asked, body).toContain('lawsuitFiled');
      expect(outcome(id, agencyLetter(body), { state: 'GA' }, TEN_DAYS_LATER).asked, body).not.toContain('lawsuitFiled');
      expect(outcome(id, agencyLetter(body), { state: 'GA', lawsuitFiled: false }, SIXTY_ONE_DAYS_LATER).flagged, body).toBe(false);
    }
  });

  it('does not read the lawful near misses courts approved', () => {
    for (const body of [
      'We may consider further collection efforts.',
      'If you do not pay, we may continue collection activity.',
      'FINAL NOTICE. Please pay the balance.',
      'This is our final notice about your change of address.',
      'Further collection activity will continue until the balance is paid.',
      'We will not refer your account to our legal department.',
      'We have not forwarded your account to an attorney in your area.',
      'NOTICE OF INTENT TO REPORT. We may report this account to the credit bureaus.',
      'You may be able to get free legal help from legal aid in your area.',
      'Pague el saldo. Podemos continuar con las gestiones de cobro.',
      'FINAL NOTICE. Failure to respond may result in further collection action.',
      'This is your last chance to take advantage of this offer before it expires.',
    ]) {
      expect(outcome(id, agencyLetter(body), { state: 'GA' }, TEN_DAYS_LATER).asked, body).not.toContain('lawsuitFiled');
      expect(outcome(id, agencyLetter(body), { state: 'GA', lawsuitFiled: false }, SIXTY_ONE_DAYS_LATER).flagged, body).toBe(false);
    }
  });

  it('reads a bare escalation only under an urgency heading', () => {
    // Decision 146: the unnamed step is read, but untimed, so it counts only in a law firm's letter.
    expect(readImpliedLegalAction('Pay the balance before further action is taken.').signals.map((s) => [s.kind, s.timed])).toEqual([['unnamed_step', false]]);
    expect(readImpliedLegalAction('FINAL NOTICE\nPay the balance before further action is taken.').signals.map((s) => s.kind)).toEqual([
      'escalation_under_urgency',
    ]);
    expect(readImpliedLegalAction('72-HOUR NOTICE\nTo avoid further action, call now.').urgencyDays).toBe(3);
  });
});

// ---------------------------------------------------------------------------------------------
// A lawyer's meaningful involvement (15 U.S.C. 1692e(3), (10); Clomon v. Jackson, 2d Cir. 1993; Avila v.
// Rubin, 7th Cir. 1996; Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005): whether a lawyer reviewed the file
// is a fact outside the words, so a letter in a lawyer's name with no disclaimer asks.

const HEADS = [
  'KESSLER & MOORE, ATTORNEYS AT LAW',
  'Law Offices of Priya Raman, P.C.',
  'Okafor Legal Group LLP',
  'Despacho Jurídico Ramírez & Soto',
  'Bufete de Abogados Herrera',
  'Ruiz Firma de Abogados',
];
const DEMANDS = [
  'Please remit the balance of $1,240.00.',
  'This firm has been retained by Pinecrest Bank to collect your account. Please call us to arrange payment.',
  'If payment is not received, we will proceed as our client directs.',
  'Este despacho ha sido contratado por Banco Pinar para cobrar su cuenta. Por favor pague el saldo.',
];
const firmLetter = (head: string, body: string, signature = head): string =>
  `${head}\n200 Main Street\nChicago, IL 60601\n\nJune 2, 2025\n\nDear Maria Gomez:\n\n${body}\n\nThis communication is from a debt collector.\n\nSincerely,\n${signature}`;

describe("false_attorney_involvement: a letter in a lawyer's name asks whether a lawyer reviewed the account", () => {
  const id = 'false_attorney_involvement';
  const variants = HEADS.flatMap((h, i) => DEMANDS.filter((_, j) => (i + j) % 2 === 0).map((d) => firmLetter(h, d)));
  it.each(variants)('asks, flags on "no", passes on "yes": %s', (text) => {
    expect(outcome(id, text, { state: 'IL' }, '2025-06-12').asked).toEqual(['attorneyReviewedAccount']);
    expect(outcome(id, text, { state: 'IL', attorneyReviewedAccount: false }, '2025-06-12').flagged).toBe(true);
    expect(outcome(id, text, { state: 'IL', attorneyReviewedAccount: true }, '2025-06-12').flagged).toBe(false);
  });

  it('does not ask with the Greco disclaimer on the front, in English or Spanish, outside the Third Circuit', () => {
    for (const disclaimer of [
      'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account.',
      'No attorney has reviewed your account at this time.',
      'Your account has not been reviewed by an attorney.',
      'En este momento, ningún abogado de este bufete ha revisado personalmente las circunstancias de su cuenta.',
    ])
      for (const head of [HEADS[0]!, HEADS[4]!]) {
        const text = firmLetter(head, `${disclaimer} Please remit the balance.`);
        const r = outcome(id, text, { state: 'NY', attorneyReviewedAccount: false }, '2025-06-12');
        expect(r.flagged, `${head}: ${disclaimer}`).toBe(false);
        expect(outcome(id, text, { state: 'NY' }, '2025-06-12').asked, disclaimer).toEqual([]);
      }
  });

  it('does not ask of a collection agency that says nothing of lawyers, nor one that may refer to an attorney', () => {
    for (const body of ['Please remit the balance.', 'The account may be referred to an attorney in your area.'])
      expect(outcome(id, firmLetter('Apex Recovery Group', body), { state: 'TX' }, '2025-06-12').asked, body).toEqual([]);
  });

  it("takes a lawyer's own statement of review at its word", () => {
    const text = firmLetter(HEADS[1]!, 'I have reviewed your account. Please call me to discuss a payment plan.', 'Priya Raman, Esq.');
    expect(outcome(id, text, { state: 'IL' }, '2025-06-12')).toEqual({ flagged: false, asked: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// A law firm saying its demand rests on its client's word alone, in the other ways it is written (decision 103):
// possessives, "comes / is drawn from", the active "we have not independently verified", "no independent review",
// Spanish. The letterhead's message that a lawyer judged the file is left unclarified (Clomon v. Jackson, 2d Cir.
// 1993; Greco v. Trauner, Cohen & Thomas, 2d Cir. 2005: only a clear disclaimer cures it).

describe("false_attorney_involvement: a law firm's reliance on its client, in other words", () => {
  const id = 'false_attorney_involvement';
  const VERBS = ['We rely', 'This demand is based', 'The balance stated comes', 'The information in this letter is drawn'];
  const WHOLLY = ['solely', 'entirely', 'exclusively', 'only'];
  const SOURCES = ["our client's records", 'the records our client sent us', "the creditor's account information", 'information supplied by your creditor'];
  const preposition = (verb: string): string => (/comes|drawn/.test(verb) ? 'from' : 'on');
  const generated = VERBS.flatMap((v, i) => WHOLLY.map((w, j) => `${v} ${w} ${preposition(v)} ${SOURCES[(i + j) % SOURCES.length]!}.`));
  const others = [
    'We have not independently verified the amount you owe.',
    'This firm has not independently confirmed the balance.',
    'We have made no independent investigation of this debt.',
    'Our office has conducted no independent review of your account.',
    'Hemos confiado exclusivamente en los registros de nuestro cliente.',
    'Esta carta se basa únicamente en los registros del acreedor.',
    'No hemos verificado de manera independiente esta deuda.',
  ];
  const firmLetter = (head: string, body: string): string =>
    `${head}\n200 Main Street\nChicago, IL 60601\n\nJune 2, 2025\n\nDear Maria Gomez:\n\nThis firm has been retained by Pinecrest Bank to collect your account. ${body}\n\nThis communication is from a debt collector.\n\nSincerely,\n${head}`;
  it.each([...generated, ...others])('flags from the words, with no answer: %s', (sentence) => {
    expect(outcome(id, firmLetter('Marsh & Delaney, Attorneys at Law', sentence), { state: 'IL' }, '2025-06-12').flagged).toBe(true);
  });
  it('does not read a plain source of the figure, a review affirmed, or the Greco disclaimer beside it, and asks instead', () => {
    for (const s of [
      "According to our client's records, you owe $1,240.00.",
      'The information in this letter was provided by our client.',
      'Our client has informed us that you owe $1,240.00.',
      'We have independently verified this debt with our client.',
    ]) {
      const r = outcome(id, firmLetter('Marsh & Delaney, Attorneys at Law', s), { state: 'IL' }, '2025-06-12');
      expect(r.flagged, s).toBe(false);
      expect(r.asked, s).toEqual(['attorneyReviewedAccount']);
    }
    const greco = 'At this time, no attorney with this firm has personally reviewed the particular circumstances of your account. ';
    for (const s of others.slice(0, 2))
      expect(outcome(id, firmLetter('Marsh & Delaney, Attorneys at Law', greco + s), { state: 'NY' }, '2025-06-12').flagged, s).toBe(false);
  });
  it('does not flag a collection agency that says the same of its client', () => {
    for (const s of [generated[0]!, others[0]!])
      expect(
        outcome(id, firmLetter('Apex Recovery Group', s).replace('This firm has been retained', 'We were engaged'), { state: 'TX' }, '2025-06-12').flagged,
        s,
      ).toBe(false);
  });
});
