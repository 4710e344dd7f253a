/**
 * Paraphrase families for a lawyer's meaningful involvement read by kind (15 U.S.C. 1692e(3); issue 26,
 * decision 137): who speaks (a law firm, a named lawyer, a collection agency), what is said of a lawyer's
 * review (none yet, done, planned), where the statement that none was done sits (front or back) and in
 * which circuit. Variants are written from the doctrine (Clomon, Greco, Lesher, Powell v. Aldous &
 * Associates, Avila v. Rubin, Rosenau v. Unifund), never from a court letter's words: the Greco
 * statement with any lawyer denied and any verb of review, in the passive, in Spanish; the back of a
 * paper letter however the text marks it; the lawyer's own account of the review. They are tests, not
 * the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { affirmsAttorneyReview, backOfLetterStart, saysNoAttorneyReview } from './attorney-review';
import { firstLetter } from './test-letters';

const id = 'false_attorney_involvement';
type Outcome = { flagged: boolean; asked: string[] };
const outcome = (text: string, answers: UserAnswers): Outcome => {
  const result = analyzeText(text, { answers, today: '2025-06-12', rules: [getRule(id)!] });
  expect(result.errors).toEqual([]);
  return { flagged: result.findings.some((f) => f.id === id), asked: result.questions.filter((q) => q.askedBy.includes(id)).map((q) => q.id) };
};
/** Neither flagged nor asked: the letter is read as lawful from its words. */
const lawful = (text: string, answers: UserAnswers): boolean => {
  const o = outcome(text, answers);
  return !o.flagged && o.asked.length === 0;
};

const FIRM_HEAD = 'Hargrove & Estes, P.L.L.C.\nAttorneys at Law\n40 Market Street\nNewark, NJ 07102';
const firmLetter = (body: string, signature = 'Hargrove & Estes, P.L.L.C.'): string =>
  firstLetter(`Pinecrest Bank has placed your account with this firm for collection.\n\n${body}`, { head: FIRM_HEAD, signature });

/** The Greco statement in other words: any lawyer denied, any verb of review, any time phrase, the passive, Spanish. */
const NO_REVIEW = [
  'Up to now, no lawyer at this firm has personally examined the specific facts of your account.',
  'At this time no attorney in our office has reviewed your account.',
  'No attorney has personally reviewed the particular circumstances of your account.',
  'None of the attorneys in our office has personally reviewed the circumstances of your account.',
  'Not one attorney with this firm has evaluated your file.',
  'The particular circumstances of your account have not, at this time, been personally evaluated by an attorney of this firm.',
  'Your file has not yet been looked at by any lawyer.',
  'An attorney has not yet personally reviewed your file.',
  'This letter was sent without attorney review of your account.',
  'We are not acting as attorneys in sending this letter; we are acting only as a debt collector.',
  'Hasta este momento, ninguno de nuestros abogados ha examinado las circunstancias de su cuenta.',
  'Su cuenta no ha sido revisada personalmente por un abogado de esta firma.',
];
/** Sentences that speak of lawyers without saying none reviewed the account. */
const NOT_A_DISCLAIMER = [
  'Our attorneys have reviewed your file.',
  'An attorney has reviewed your file and recommends suit.',
  'If you do not pay, your account may be referred to an attorney for review.',
  'Attorneys may act as debt collectors.',
  'Nuestros abogados han revisado su expediente.',
];

describe('the Greco statement read by kind', () => {
  it('reads each wording as the statement that no lawyer reviewed the account', () => {
    expect(NO_REVIEW.filter((s) => !saysNoAttorneyReview(s))).toEqual([]);
  });
  it('does not read a claim of review, a planned review or a general remark as one', () => {
    expect(NOT_A_DISCLAIMER.filter((s) => saysNoAttorneyReview(s))).toEqual([]);
  });
});

describe("false_attorney_involvement: a law firm's front disclaimer in other words, by circuit (Greco; Powell; Lesher)", () => {
  it('does not flag or ask of a law-firm letter with the statement on the front, in the Second, Third, Fifth, Seventh and Ninth Circuits', () => {
    for (const state of ['NY', 'NJ', 'PA', 'TX', 'IL', 'CA'])
      expect(
        NO_REVIEW.filter((d) => !lawful(firmLetter(d), { state })),
        state,
      ).toEqual([]);
  });
  it('flags the same front statement in the Third Circuit when the letter also says the firm will sue (the front undercuts it: Lesher)', () => {
    const suing = (d: string): string => firmLetter(`${d} Unless you pay the balance within ten days, we will file a lawsuit against you.`);
    for (const state of ['NJ', 'PA'])
      expect(
        NO_REVIEW.filter((d) => !outcome(suing(d), { state }).flagged),
        state,
      ).toEqual([]);
  });
});

describe('false_attorney_involvement: the statement only on the back of a law-firm letter (Lesher; Gonzalez v. Kay)', () => {
  const BACKS = [
    (front: string, d: string) => `${front}\n\nREVERSE SIDE\n${d}`,
    (front: string, d: string) => `${front}\n\n[Printed on the back of the letter:]\n${d}`,
    (front: string, d: string) => `${front}\n\nAl reverso:\n${d}`,
  ];
  const front = firmLetter('Please call this office to resolve the balance.');
  it('flags each wording, however the text marks the back, in and out of the Third Circuit', () => {
    for (const state of ['PA', 'NY', 'IL', 'CA'])
      for (const back of BACKS)
        expect(
          NO_REVIEW.filter((d) => !outcome(back(front, d), { state }).flagged),
          state,
        ).toEqual([]);
  });
  it('flags a statement printed only below the signature in the Third and Fifth Circuits (Lesher; Gonzalez v. Kay), not elsewhere (Jones v. Dufek)', () => {
    const below = (d: string): string => `${front}\n\nThis communication is from a debt collector.\n${d}`;
    for (const state of ['PA', 'NJ', 'TX'])
      expect(
        NO_REVIEW.filter((d) => !outcome(below(d), { state }).flagged),
        state,
      ).toEqual([]);
    for (const state of ['NY', 'DC', 'IL'])
      expect(
        NO_REVIEW.filter((d) => !lawful(below(d), { state })),
        state,
      ).toEqual([]);
  });
  it('does not take a pointer to the reverse, or a front with no marked back, as the back', () => {
    expect(backOfLetterStart('Dear Ms. Gomez:\nSee reverse side for important information.\nSincerely,')).toBeUndefined();
    expect(lawful(firmLetter(`See reverse side for important information. ${NO_REVIEW[0]}`), { state: 'NY' })).toBe(true);
  });
});

describe("false_attorney_involvement: a lawyer's own account of the review (a real lawyer who read the file)", () => {
  const REVIEWED = [
    'I have personally reviewed the loan agreement, the payment history and the default notice in this file.',
    'Upon my review of your file, I find that the balance stated above is owed.',
    'I have carefully examined the contract and the account statements.',
    'He revisado personalmente su expediente.',
  ];
  const threat = 'Unless this account is paid by July 30, 2025, I will recommend that our client file suit.';
  const lawyerLetter = (s: string): string => firmLetter(`${s} ${threat}`, 'Eamon Doyle, Esq.\nBar No. 551234');
  it("reads each as the lawyer's statement that the lawyer reviewed the account", () => {
    expect(REVIEWED.filter((s) => !affirmsAttorneyReview(s))).toEqual([]);
    expect(affirmsAttorneyReview('Please review your account statement.')).toBe(false);
  });
  it('takes it at its word from the words (no question), and flags once the person says no lawyer looked at the account', () => {
    for (const s of REVIEWED) {
      expect(lawful(lawyerLetter(s), { state: 'MA' }), s).toBe(true);
      expect(outcome(lawyerLetter(s), { state: 'MA', attorneyReviewedAccount: false }).flagged, s).toBe(true);
    }
  });
});

describe('false_attorney_involvement: collection agencies and lawyers named only as a later step (Rosenau v. Unifund)', () => {
  const agencyLetter = (body: string): string => firstLetter(body);
  it('does not flag a possible referral, a pre-legal stage or a disclaimer by an agency', () => {
    for (const body of [
      'If we cannot resolve this within 35 days we may refer this matter to an attorney in your area for legal consideration.',
      'Your account has been placed in our pre-legal review unit.',
      'No attorney has reviewed your account.',
      'Si no recibimos su pago, su cuenta podría ser enviada a nuestro departamento legal.',
      'Si no paga, remitiremos su cuenta a nuestros abogados.',
    ])
      expect(lawful(agencyLetter(body), { state: 'PA' }), body).toBe(true);
  });
  it('flags an agency that says its lawyers reviewed the account, in English and Spanish (Clomon)', () => {
    for (const body of ['Our attorneys have reviewed your file and determined that you are liable.', 'Nuestro departamento legal ha revisado su cuenta.'])
      expect(outcome(agencyLetter(body), { state: 'PA' }).flagged, body).toBe(true);
  });
});

describe("false_attorney_involvement: a message sent in a named lawyer's name (the office of Attorney X)", () => {
  const texts = [
    '06/02/2025 This is the office of Attorney Dana Reyes. Attorney Reyes has your Pinecrest Bank file (bal $1,250.00). Call 512-555-0104 today. Debt collector msg.',
    'Le escribe la oficina del abogado Ruiz sobre su cuenta de Pinecrest Bank. Llame hoy. Mensaje de un cobrador de deudas.',
  ];
  it('asks whether a lawyer reviewed the account, and flags once the person says none did (Clomon; Avila v. Rubin)', () => {
    for (const t of texts) {
      expect(outcome(t, { state: 'TX' }).asked, t).toEqual(['attorneyReviewedAccount']);
      expect(outcome(t, { state: 'TX', attorneyReviewedAccount: false }).flagged, t).toBe(true);
    }
  });
  it("does not read a state's Office of Attorney General named in a letter as the sender's lawyer", () => {
    expect(lawful(firstLetter('You may contact the Office of Attorney General of Texas with questions about debt collection.'), { state: 'TX' })).toBe(true);
  });
});
