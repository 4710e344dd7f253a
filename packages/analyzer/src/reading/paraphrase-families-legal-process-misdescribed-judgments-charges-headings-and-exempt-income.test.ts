/**
 * Paraphrase families for the ways a letter misdescribes legal process or what a suit or judgment would do (issue 26,
 * decision 159), read by kind, never one letter's words (15 U.S.C. 1692e(2)(A), (4), (5), (9), (10), (13), (15), 1692f;
 * 12 CFR 1006.18):
 * - a judgment or the outcome of a suit said to be decided ("a judgment will be entered against you", "you will lose in
 *   court"), legal action said to have begun, charges that exist only in a suit claimed as owed now (court costs, filing and
 *   service fees, judgment interest), and a heading that names the letter a legal paper ("LEGAL NOTICE", "COMPLAINT"):
 *   `simulated_legal_process`, asked (`lawsuitFiled`) from the words, flagged once no suit was filed, passed when one was;
 * - income the law exempts said to be garnished or taken, and enforcement said to run automatically or without a court:
 *   `legal_process_misdescribed`, from the words alone;
 * - what answering a real suit requires, misdescribed ("calling our office is the same as answering the complaint"):
 *   `legal_process_misdescribed` with the papers in the letter.
 * Near misses that must stay silent: the Peters default warning, a suit or charges a court may award, a judgment that could
 * lead to garnishment "if a court so orders", exempt income said to be protected, Reg F's time-barred disclosure, the
 * "will not sue" promise, a "PRE-LEGAL" or "intent to sue" heading (a warning, judged by threat_legal_action_unintended),
 * a "Complaints" section, a real judgment's interest, a federal student loan's offset.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { firstLetter } from './test-letters';

const outcome = (ruleId: string, text: string, answers: UserAnswers = {}): 'flag' | 'ask' | 'silent' => {
  const result = analyzeText(text, {
    answers: { state: 'WI', senderIsOriginalCreditor: false, allPagesUploaded: true, ...answers },
    today: '2025-12-12',
    rules: [getRule(ruleId)!],
  });
  expect(result.errors).toEqual([]);
  if (result.findings.some((f) => f.id === ruleId)) return 'flag';
  return result.questions.some((q) => q.askedBy.includes(ruleId)) ? 'ask' : 'silent';
};
const headed = (heading: string): string =>
  firstLetter('Please pay the balance or call us to discuss it.', { head: `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\n${heading}` });

const JUDGMENT_DECIDED = [
  'A judgment will be entered against you.',
  'A default judgment will now be entered against you for the full balance.',
  'The court will enter judgment against you for the balance plus costs.',
  'The court will award our client a judgment for the full amount.',
  'Our client will obtain a judgment against you.',
  'We are going to get a judgment against you.',
  'Your creditor will secure a judgment for this balance.',
  'Judgment against you is certain.',
  'A judgment against you will be inevitable.',
  'You will lose in court.',
  'You are going to lose the lawsuit.',
  'Se dictará sentencia en su contra.',
  'Obtendremos una sentencia por el saldo total.',
];
const ACTION_BEGUN = [
  'Legal action has commenced.',
  'Litigation has now begun on your account.',
  'Legal proceedings have already started.',
  'The lawsuit against you has begun.',
  'La acción legal ha comenzado.',
];
const CHARGES_CLAIMED = [
  'Balance: $1,250.00. Court costs: $95.00. Total due: $1,345.00.',
  'Filing fee: $120.00.',
  'Service of process fee - $45.00',
  'Post-judgment interest: $42.10.',
  'You now owe court costs of $150.00 in addition to the balance.',
  'The amount includes filing fees and service fees.',
  'Judgment interest is accruing at 9% per year.',
  'Court costs have been added to your balance.',
  'Costas judiciales: $95.00.',
];
const PAPER_HEADINGS = [
  'LEGAL NOTICE',
  'FINAL LEGAL NOTICE',
  'Official Legal Notice',
  'LITIGATION NOTICE',
  'LEGAL DEMAND',
  'DEMAND FOR JUDGMENT',
  'COMPLAINT',
  'CIVIL COMPLAINT',
  'AVISO LEGAL',
];

describe('simulated_legal_process: a judgment said decided, action said begun, charges of a suit, a legal-paper heading', () => {
  const letters = [...JUDGMENT_DECIDED, ...ACTION_BEGUN, ...CHARGES_CLAIMED].map((s) => firstLetter(s)).concat(PAPER_HEADINGS.map(headed));
  it.each(letters)('asks whether a suit was filed from the words alone: %s', (text) => {
    expect(outcome('simulated_legal_process', text)).toBe('ask');
  });
  it.each(letters)('flags once the consumer says no suit was filed: %s', (text) => {
    expect(outcome('simulated_legal_process', text, { lawsuitFiled: false })).toBe('flag');
  });
  it.each(letters)('passes when a suit was filed: %s', (text) => {
    expect(outcome('simulated_legal_process', text, { lawsuitFiled: true })).toBe('silent');
  });
});

const EXEMPT_TAKEN = [
  'Once judgment is entered, your Social Security benefits can be garnished.',
  'We can take your Social Security and disability payments to satisfy this debt.',
  'Your Social Security benefits will be garnished.',
  'Your VA benefits may be levied to pay this balance.',
  'If you do not pay, we will garnish your unemployment benefits.',
  'Your SSI payments could be seized.',
  'After a judgment we can intercept your child support payments.',
  'Su seguro social puede ser embargado.',
];
const AUTOMATIC = [
  'If judgment is entered, we will garnish your wages automatically.',
  'After judgment, your bank account can be levied without going back to court.',
  'Once we obtain a judgment, your wages will be garnished without a court order.',
  'Your wages will automatically be garnished once a judgment is entered.',
  'Después de la sentencia, su salario será embargado automáticamente.',
];
describe('legal_process_misdescribed: what a judgment or its enforcement would do, misstated (words alone)', () => {
  it.each([...EXEMPT_TAKEN, ...AUTOMATIC])('flags: %s', (s) => {
    expect(outcome('legal_process_misdescribed', firstLetter(s))).toBe('flag');
    expect(outcome('legal_process_misdescribed', firstLetter(s), { judgmentEntered: true })).toBe('flag');
  });
});

const ANSWER_MISDESCRIBED = [
  'Calling our office is the same as answering the complaint.',
  'Contacting us counts as your response.',
  'To respond to the lawsuit, call our office.',
  'To answer this complaint, simply call us.',
  'Your response to this office will be filed with the court.',
  'Your letter to us will serve as your answer.',
  'Llamar a nuestra oficina equivale a contestar la demanda.',
];
describe('legal_process_misdescribed: what answering a real suit requires, misdescribed', () => {
  it.each(ANSWER_MISDESCRIBED)('flags beside real papers: %s', (s) => {
    expect(outcome('legal_process_misdescribed', firstLetter(`You have been sued. ${s}`))).toBe('flag');
    expect(outcome('legal_process_misdescribed', firstLetter(`Enclosed is the summons. ${s}`), { lawsuitFiled: true })).toBe('flag');
  });
});

const LAWFUL = [
  'If a lawsuit is filed and you do not appear, a judgment may be entered.',
  'Unless you appear, a default judgment will be entered against you.',
  'A default judgment will be entered if you do not answer the complaint.',
  'If we sue and win, the court will enter judgment against you.',
  'Our client may decide to file a lawsuit if the debt is not resolved.',
  'If this matter is referred for litigation, you may be responsible for court costs.',
  'If a suit is filed, the court may award court costs and judgment interest.',
  'If a court enters a judgment against you, the judgment could be enforced by garnishment if a court so orders.',
  'If we sue you and win, the court may allow us to garnish your wages.',
  'Social Security benefits are exempt from garnishment.',
  'Federal law protects Social Security and veterans benefits: they cannot be garnished.',
  'If a judgment is entered against you, a lien may be placed on your home.',
  'Payments can be made automatically from your bank account.',
  'You may be eligible for a payment plan based on your Social Security income.',
  'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it.',
  'We will not sue you for this debt.',
  'No decision has been made to sue you.',
  'If you have a complaint about how we collect, contact the CFPB.',
  'If you make a payment arrangement, we will not need to refer this account to an attorney.',
];
const LAWFUL_HEADINGS = [
  'PRE-LEGAL NOTICE',
  'PRE-LEGAL NOTIFICATION',
  'NOTICE OF INTENT TO SUE',
  'FINAL NOTICE BEFORE LEGAL ACTION',
  'Complaints',
  'COMPLAINTS AND DISPUTES',
  'Legal Department',
];
describe('lawful near misses: neither rule flags or asks', () => {
  const letters = LAWFUL.map((s) => firstLetter(s)).concat(LAWFUL_HEADINGS.map(headed));
  it.each(letters)('silent with or without answers: %s', (text) => {
    for (const answers of [{}, { lawsuitFiled: false, judgmentEntered: false }] as UserAnswers[]) {
      expect(outcome('simulated_legal_process', text, answers)).toBe('silent');
      expect(outcome('legal_process_misdescribed', text, answers)).toBe('silent');
    }
  });
  it("a real judgment's interest and costs are not a suit claimed (the letter states the judgment)", () => {
    const text = firstLetter('A judgment was entered against you on March 3, 2025. Judgment interest: $42.10. Court costs: $95.00.');
    expect(outcome('simulated_legal_process', text)).toBe('silent');
  });
  it("a federal student loan's offset of Social Security is not read as exempt income misstated", () => {
    const text = firstLetter(
      'This federal student loan is held by the Department of Education. Your Social Security benefits may be offset through the Treasury Offset Program.',
    );
    expect(outcome('legal_process_misdescribed', text)).toBe('silent');
  });
  it('a law firm truthfully stating a filed suit: asked, and silent once the suit is real', () => {
    const text = firstLetter(
      'A lawsuit has been filed against you in the Dallas County Court, Case No. CV-2025-1142. You must file an answer with the court within 20 days after service or a default judgment may be entered.',
    );
    expect(outcome('simulated_legal_process', text, { lawsuitFiled: true })).toBe('silent');
    expect(outcome('legal_process_misdescribed', text, { lawsuitFiled: true })).toBe('silent');
  });
});

const STATUS_IMPLIED = [
  'Your file is now in legal review.',
  'Your account is in our litigation review.',
  'Your account has been placed in our legal department.',
  'This matter is now with the legal department.',
  'Your account is pending litigation.',
  'A complaint is being prepared for filing in your county court.',
  'The suit papers have been drafted for filing.',
  'Su cuenta está en revisión legal.',
];
const STATUS_LAWFUL = [
  'Please direct legal questions to our legal department.',
  'Our legal department reviews all disputes.',
  'Your dispute is in review.',
  'Your payment is pending.',
  'Documents prepared for filing your dispute are enclosed.',
  'If you have a complaint, write to our legal department.',
];
describe('threat_legal_action_unintended: a legal status implied (review, a legal department, pending litigation, papers readied)', () => {
  it.each(STATUS_IMPLIED)('asked from the words, flagged once no suit followed, silent once one was filed: %s', (s) => {
    expect(outcome('threat_legal_action_unintended', firstLetter(s))).toBe('ask');
    expect(outcome('threat_legal_action_unintended', firstLetter(s), { lawsuitFiled: false })).toBe('flag');
    expect(outcome('threat_legal_action_unintended', firstLetter(s), { lawsuitFiled: true })).toBe('silent');
  });
  it.each(STATUS_LAWFUL)('not read: %s', (s) => {
    expect(outcome('threat_legal_action_unintended', firstLetter(s))).toBe('silent');
    expect(outcome('threat_legal_action_unintended', firstLetter(s), { lawsuitFiled: false })).toBe('silent');
  });
});
