/**
 * Paraphrase families for letters dressed as, or misdescribing, court process (issue 26, decision 138):
 * simulated_legal_process (15 U.S.C. 1692e(2)(A), (9), (13)) and legal_process_misdescribed (1692e(15)).
 * Written from the doctrine and the ways collectors write: a case caption ("Creditor v. Debtor", the New
 * York "-against-" form, "contra") beside a case number or a "legal notice" heading; statements that a suit
 * is filed, pending or docketed, a hearing set, or a judgment to be entered without a court hearing; real
 * papers described as a formality, a courtesy copy or needing no answer; English and Spanish. Near misses
 * are the lawful wordings courts approved: a "pre-legal" notice, a suit that may be filed, a conditional
 * default warning (Peters v. General Service Bureau, 8th Cir. 2002), a true statement of a real suit, a
 * checkable case reference.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';

const TODAY = '2025-06-12';

const run = (ruleId: string, text: string, answers: UserAnswers = {}) => {
  const result = analyzeText(text, { answers: { state: 'OH', ...answers }, today: TODAY, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return result;
};
const flags = (ruleId: string, text: string, answers: UserAnswers = {}): boolean => run(ruleId, text, answers).findings.some((f) => f.id === ruleId);
const asksLawsuit = (ruleId: string, text: string, answers: UserAnswers = {}): boolean =>
  run(ruleId, text, answers).questions.some((q) => q.id === 'lawsuitFiled' && q.askedBy.includes(ruleId));

const letter = (head: string, body: string): string =>
  `Lakeshore Recovery Services\nPO Box 4410, Columbus, OH 43215\n\nJune 2, 2025\n\n${head}\n\nDana Price\n18 Elm Street, Dayton, OH 45402\n\n${body}\n\nBalance due: $1,284.16. Call our office at 614-555-0190 to pay the balance.\n\nThis communication is from a debt collector.`;

// ---------------------------------------------------------------------------------------------
// A caption beside a case number or a "legal notice" heading (1692e(9), (13); Zimmerman v. Portfolio
// Recovery Associates, S.D.N.Y. 2011: papers bearing a caption, when no suit was filed)

const HEADINGS = ['LITIGATION NOTICE', 'LEGAL NOTICE', 'FINAL NOTICE BEFORE JUDGMENT', 'NOTICE OF INTENT TO SUE', 'PRE-JUDGMENT NOTICE', 'AVISO LEGAL', ''];
const CAPTIONS = [
  'Harbor Funding LLC v. Dana Price',
  'HARBOR FUNDING LLC vs. DANA PRICE',
  'Harbor Funding LLC versus Dana Price',
  'HARBOR FUNDING LLC\n-against-\nDANA PRICE',
  'Re: Harbor Funding LLC v. Dana Price',
  'Harbor Funding LLC contra Dana Price',
];
const NUMBERS = ['Case No. HF-2025-0193', 'Docket No. 25CV0193', 'Case Number: 2025-HF-77', 'Index No. 0193/2025'];

const dressedLetters = CAPTIONS.map((caption, i) => {
  const heading = HEADINGS[i % HEADINGS.length]!;
  const number = NUMBERS[i % NUMBERS.length]!;
  return letter([heading, caption, number].filter(Boolean).join('\n'), 'We have tried to resolve this matter with you. Contact us within ten days.');
});

describe('simulated_legal_process: a letter dressed as notice of a suit (caption, case number, legal heading)', () => {
  it.each(dressedLetters)('asks whether a suit was filed (or flags a court-paper title), from the words alone: %s', (text) => {
    expect(asksLawsuit('simulated_legal_process', text) || flags('simulated_legal_process', text)).toBe(true);
  });
  it.each(dressedLetters)('flags once the consumer says no suit was filed: %s', (text) => {
    expect(flags('simulated_legal_process', text, { lawsuitFiled: false })).toBe(true);
  });
  it.each(dressedLetters)('passes when the suit is real: %s', (text) => {
    expect(flags('simulated_legal_process', text, { lawsuitFiled: true })).toBe(false);
  });
  it('flags a bare caption over a payment request once no suit was filed', () => {
    for (const caption of ['Harbor Funding LLC v. Dana Price', 'Kestrel Home Goods LLC vs. Dana Price'])
      expect(flags('simulated_legal_process', letter(caption, 'Please call us to arrange payment.'), { lawsuitFiled: false })).toBe(true);
  });
  it('reads a "legal notice" heading with a case number the same way', () => {
    const text = letter('LEGAL NOTICE\nCase No. HF-2025-0193', 'This account is in litigation review.');
    expect(asksLawsuit('simulated_legal_process', text)).toBe(true);
    expect(flags('simulated_legal_process', text, { lawsuitFiled: false })).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Statements that legal process exists or runs by itself (1692e(2)(A), (5), (10), (13))

const CLAIMS = [
  'A lawsuit has been filed against you.',
  'A suit has now been filed against you in this matter.',
  'This matter has been placed on our litigation docket.',
  'We have placed your account on the court docket.',
  'A lawsuit is now pending against you.',
  'There is a pending lawsuit against you.',
  'Your case has been docketed.',
  'Your hearing has been scheduled for July 30, 2025.',
  'Judgment will be entered against you without further notice.',
  'Judgment will automatically be entered against you.',
  'Se ha presentado una demanda en su contra.',
  'Hay una demanda pendiente en su contra.',
  'Su caso ha sido asignado a un juez.',
  'Se dictará sentencia en su contra sin más aviso.',
];

describe('simulated_legal_process: the letter says a suit exists or a judgment follows by itself', () => {
  it.each(CLAIMS)('asks from the words alone: %s', (claim) => {
    expect(asksLawsuit('simulated_legal_process', letter('Re: account ending 3391', claim))).toBe(true);
  });
  it.each(CLAIMS)('flags once no suit was filed: %s', (claim) => {
    expect(flags('simulated_legal_process', letter('Re: account ending 3391', claim), { lawsuitFiled: false })).toBe(true);
  });
  it.each(CLAIMS)('passes when the suit is real: %s', (claim) => {
    expect(flags('simulated_legal_process', letter('Re: account ending 3391', claim), { lawsuitFiled: true })).toBe(false);
  });
});

// Lawful near misses: a pre-legal review, a suit that may come, a conditional default warning, a denial,
// a checkable reference to a real case.
const NEAR_MISSES = [
  letter(
    'PRE-LEGAL NOTIFICATION',
    'We are now considering forwarding your account to an attorney for possible litigation. If your account is forwarded to an attorney, this may result in a lawsuit against you. STOP THE PRE-LEGAL PROCESS by paying today.',
  ),
  letter(
    'Re: account ending 3391',
    'Your account has been referred to our Pre-Legal Department. If payment is not received we will be sending your account to a law firm to be reviewed by an attorney for possible legal options.',
  ),
  letter('Re: account ending 3391', 'Please note, no decision has been made to take legal action against you at this time.'),
  letter('Re: account ending 3391', 'No lawsuit has been filed against you at this time.'),
  letter('Re: account ending 3391', 'Our client may file a lawsuit against you if this balance is not resolved.'),
  letter('Re: account ending 3391', 'If a lawsuit is filed and you do not appear, a judgment may be entered against you.'),
  letter('Re: account ending 3391', 'Si se presenta una demanda y usted no comparece, se podría dictar una sentencia en su contra.'),
  letter('NOTICE', 'Your account has been placed with our office for collection.'),
];

describe('simulated_legal_process: lawful near misses stay lawful', () => {
  it.each(NEAR_MISSES)('neither flags nor asks, whatever the answer: %s', (text) => {
    for (const answers of [{}, { lawsuitFiled: false }, { lawsuitFiled: true }] as UserAnswers[]) {
      expect(flags('simulated_legal_process', text, answers)).toBe(false);
      expect(asksLawsuit('simulated_legal_process', text, answers)).toBe(false);
    }
  });
  it('passes a reference line naming a real court and docket number (a case the consumer can check)', () => {
    const text = letter(
      'Re: Bay Credit Union v. Dana Price, Montgomery County Municipal Court, Docket No. 2162CV000845',
      'We will ask the court to issue a garnishment order to your bank.',
    );
    expect(flags('simulated_legal_process', text)).toBe(false);
    expect(asksLawsuit('simulated_legal_process', text)).toBe(false);
    expect(flags('simulated_legal_process', text, { lawsuitFiled: true })).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// legal_process_misdescribed: real papers described as needing nothing (1692e(15); 12 CFR 1006.18(b)(1)(viii))

const PAPERS = ['Enclosed is the summons and complaint filed against you.', 'Se adjunta la demanda presentada en su contra.'];
const MISDESCRIPTIONS = [
  'The enclosed summons is a courtesy copy only.',
  'No further action is required on your part.',
  'No court appearance is required.',
  'You are not required to answer the complaint.',
  'No tiene que responder a la demanda.',
  'Puede ignorar la citación.',
  'No se requiere ninguna respuesta.',
  'La demanda es solo un trámite.',
];

describe('legal_process_misdescribed: real papers described as needing nothing', () => {
  const variants = MISDESCRIPTIONS.map((m, i) => letter('Re: account ending 3391', `${PAPERS[i % PAPERS.length]} ${m}`));
  it.each(variants)('flags: %s', (text) => {
    expect(flags('legal_process_misdescribed', text)).toBe(true);
  });
  it('flags once the consumer says a suit was filed, without papers named in the letter', () => {
    expect(flags('legal_process_misdescribed', letter('Re: account ending 3391', 'No court appearance is required.'), { lawsuitFiled: true })).toBe(true);
  });
});

describe('legal_process_misdescribed: lawful near misses stay lawful', () => {
  it.each([
    'Enclosed is the summons and complaint filed against you. If you do not respond to the summons, a default judgment may be entered against you.',
    'Enclosed is the summons and complaint filed against you. If you have already paid, no further action is required.',
    'Enclosed is the summons and complaint filed against you. Once you pay in full, no further action is needed and we will dismiss the suit.',
    'Enclosed is the summons and complaint filed against you. The summons is not just a formality: you must respond.',
    'Se adjunta la demanda presentada en su contra. Si usted ya pagó, no se requiere ninguna respuesta.',
  ])('does not flag: %s', (body) => {
    expect(flags('legal_process_misdescribed', letter('Re: account ending 3391', body), { lawsuitFiled: true })).toBe(false);
  });
});
