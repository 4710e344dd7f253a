/**
 * Four kinds read from the law, in sentences of our own (issue 26, decision 197), never one letter's words:
 * - A credit-reporting period misstated (15 U.S.C. 1692e(8), (10); 15 U.S.C. 1681c(a)(4), (c)(1)): a collection or
 *   charged-off account may be reported for seven years (counted from 180 days after the delinquency began), paid or not;
 *   a bankruptcy for ten (1681c(a)(1)). A letter that gives a collection account another period (five years, ten,
 *   fifteen, forever, "for the rest of your life"), or counts the seven years from the payment or from today, misstates
 *   it (Fasten v. Zager, E.D.N.Y. 1999). Near misses: "up to seven years", "seven years from the date of delinquency", a
 *   bankruptcy's ten years, a letter that only says it will report, a number of years that is not the report's period.
 * - Negated reporting is not acting for a bureau (1692e(16)): "we will not report … to a credit bureau", "no reportaremos",
 *   "this account will not be reported" say nothing of being one (Stimpson v. Midland, 9th Cir. 2019, held such a letter
 *   lawful); a collector that says it is one, or acts for one, is still flagged.
 * - An amount given only as a historical figure (15 U.S.C. 1692g(a)(1), 1692e): what the consumer once borrowed or became
 *   indebted for, with no amount owed now (Rivera v. Ralph F. Casale & Associates, D.N.J. 2014). Near misses: a current
 *   balance beside the history, a Regulation F itemization, a balance dated close to the letter.
 * - Court papers enclosed or captioned in a collection letter (1692e(9), (13)): the titles of court process listed as
 *   documents sent with the letter (Wiener v. Bloomfield, S.D.N.Y. 1995): asked (`lawsuitFiled`), flagged when no suit was
 *   filed, silent when one was (real papers served).
 * Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { ruleOutcome, type RuleOutcome } from './test-letters';

// ---------------------------------------------------------------------------------------------
// 1. A reporting period misstated

const CREDIT = 'credit_reporting_threat_misleading';
const credit = (text: string, answers: UserAnswers = {}): RuleOutcome =>
  ruleOutcome(CREDIT, text, { state: 'NY', allPagesUploaded: undefined, ...answers }, '2025-03-13');
const creditLetter = (body: string): string =>
  `Hudson Valley Recovery, LLC\nPO Box 400, Albany, NY 12207\n\nMarch 3, 2025\n\nAccount ending 7781\nBalance: $1,204.55\n\n${body}\n\nThis communication is from a debt collector.`;
/** A debt still inside the reporting period. */
const RECENT: UserAnswers = { lastPaymentDate: '2024-06-01' };

describe('a reporting period the law does not give a collection account: flagged from the words, whatever the dates', () => {
  it.each([
    'If this balance remains unpaid it will be reported to a credit bureau. Negative credit information can remain on your credit record for five (5) years.',
    'This collection account will stay on your credit report for ten years.',
    'For the next 10 years, this debt will appear on your credit file.',
    'Unpaid collection accounts are kept by the credit bureaus for up to fifteen years.',
    'Derogatory information about this account can be retained in your credit file for a period of ten (10) years.',
    'THIS DEBT WILL BE REPORTED TO THE CREDIT BUREAUS AND WILL REMAIN ON YOUR CREDIT HISTORY FOR TWELVE YEARS.',
    'Adverse  information  may  be  kept  on  your  credit\nrecord  for  5  years.',
    'Your credit report would show this charged-off account for three years after you pay it.',
    'Once reported, this collection is listed on your credit report for 10 years.',
    'Adverse credit information can be kept on your credit record forever.',
    'This collection will be reported on your credit history permanently.',
    'A collection account is carried on your credit report for the rest of your life.',
    'Adverse credit information will be kept on your credit record until the debt is paid.',
    'If you pay, the account will remain on your credit report for seven years from the date of your payment.',
    'La información negativa puede permanecer en su historial de crédito por cinco (5) años.',
    'Esta deuda aparecerá en su reporte de crédito durante diez años.',
    'Esta cuenta se mantendrá en su informe de crédito por 10 años.',
    'Esta cuenta será reportada en su historial de crédito de por vida.',
  ])('%s', (body) => {
    expect(credit(creditLetter(body)), body).toBe('flag');
    expect(credit(creditLetter(body), RECENT), body).toBe('flag');
  });
});

describe('the law’s own periods, a bankruptcy’s ten years, and years that are not the report’s period: silent inside the period', () => {
  it.each([
    'Collection accounts may remain on your credit report for up to seven years.',
    'This account may be reported for seven years from the date of first delinquency.',
    'Negative information can stay on your credit report for 7 years and 180 days from the original delinquency.',
    'A bankruptcy can remain on your credit report for ten years, and collection accounts for seven.',
    'Bankruptcies may be reported for up to 10 years.',
    'If this account remains unpaid it will be reported to a major credit bureau.',
    'Una quiebra puede permanecer en su informe de crédito por diez años.',
    'La información negativa puede permanecer en su historial de crédito hasta siete años.',
    'This account will not remain on your credit report for more than seven years.',
    'Accounts paid as agreed may remain on your credit report for ten years.',
    'This debt is ten years old, so it will not be reported to the credit bureaus.',
    'We have been collecting for 25 years and we report to all three credit bureaus.',
    'You may obtain a free copy of your credit report every 12 months, and negative items stay on it for seven years.',
  ])('%s', (body) => {
    expect(credit(creditLetter(body), RECENT), body).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// 2. Negated reporting is not acting for a bureau

const BUREAU = 'credit_bureau_impersonation';
const bureau = (text: string): RuleOutcome => ruleOutcome(BUREAU, text, { state: 'ID', senderIsOriginalCreditor: false }, '2025-03-13');
/** A passage of a letter with no salutation, where the sentence stands among the first lines (as a quoted letter does). */
const passage = (sentence: string): string =>
  `Gem State Credit Management, Inc. is the debt collection company servicing your account.\n[...]\nBalance: $1,145.60\n[...]\n${sentence}`;
/** A whole letter with a salutation and a signature. */
const whole = (sentence: string): string =>
  `Gem State Credit Management, Inc.\nPO Box 12, Boise, ID 83702\n\nMarch 3, 2025\n\nDear Maria Gomez:\n\nYour balance is $1,145.60.\n${sentence}\n\nThis communication is from a debt collector.\n\nSincerely,\nGem State Credit Management, Inc.`;

describe('reporting denied or withheld, by whoever acts: no claim to be a credit bureau', () => {
  it.each([
    'The law limits how long a debt can appear on your credit report. Due to the age of this debt, we will not report payment or non-payment of it to a credit bureau.',
    'We do not report to any credit bureau.',
    'This account will not be reported to a credit reporting agency.',
    'No reportaremos esta deuda a ningún buró de crédito.',
    'Because of its age, we will not sue you or report this account to any credit bureau.',
    'We are not a credit bureau and we do not act for one.',
    'Esta cuenta no será reportada a ningún buró de crédito.',
    'WE WILL NOT REPORT THIS DEBT TO A CREDIT BUREAU.',
  ])('%s', (sentence) => {
    expect(bureau(passage(sentence)), sentence).toBe('silent');
    expect(bureau(whole(sentence)), sentence).toBe('silent');
  });
});

describe('a collector that says it is, or acts for, a credit bureau: still flagged', () => {
  it.each([
    'We are a national credit reporting agency.',
    'We act on behalf of Equifax, Experian and TransUnion in collecting this balance.',
    'Somos una agencia de informes de crédito.',
    'We will not wait any longer: as your local credit reporting agency, we will report this debt.',
  ])('%s', (sentence) => {
    expect(bureau(passage(sentence)), sentence).toBe('flag');
    expect(bureau(whole(sentence)), sentence).toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// 3. An amount given only as a historical figure

const AMOUNT = 'vn_current_amount';
const FIRST: UserAnswers = { isFirstContact: true, senderIsOriginalCreditor: false, allPagesUploaded: true };
const amount = (text: string, today = '2012-09-07'): RuleOutcome => ruleOutcome(AMOUNT, text, { state: 'NJ', ...FIRST }, today);
/** A law firm's one-page initial letter of 2012 carrying the 1692g notice, with `words` as its only statement of the debt. */
const firmLetter = (words: string): string =>
  [
    'Delaware Valley Law Associates, LLC',
    '10 Broad Street, Newark, NJ 07102',
    '',
    'August 28, 2012',
    '',
    'Re: Account No. 55120',
    '',
    'Dear Sir or Madam:',
    '',
    words,
    '',
    'This is to advise you that unless you notify this office within thirty (30) days of receipt of this letter that you dispute the validity of this debt, or any portion thereof, we shall assume this debt to be valid. If you notify this office in writing within thirty (30) days of receipt of this letter that you dispute the debt, or any portion thereof, we will obtain verification of the debt or a copy of a judgment and mail it to you. Upon your written request within thirty (30) days, we will provide you with the name and address of the original creditor, if different from the current creditor.',
    '',
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    '',
    'Very truly yours,',
    'Delaware Valley Law Associates, LLC',
  ].join('\n');

describe('only what the debt was when it began, no amount owed now: flagged', () => {
  it.each([
    'On or about March 9, 2006, you became indebted to Keystone Home Lending for goods and services in the amount of $48,000.00, which has not been paid.',
    'You borrowed $12,500.00 from Pinecrest Bank on March 3, 2007.',
    'The original amount of your loan was $8,750.00, and our client has referred it to this office for collection.',
    'Pinecrest Bank loaned you $4,200.00 in 2005, and this sum remains unpaid.',
    'The principal amount of the note you signed in 2006 was $18,000.00.',
    'You financed $9,900.00 with Pinecrest Auto on June 1, 2008, and you defaulted on the loan.',
    'YOU BECAME INDEBTED TO PINECREST BANK IN THE AMOUNT OF $7,100.00.',
    'Our client extended you credit in the original principal amount of $22,000.00.',
    'Usted pidió prestado $3,000.00 a Pinecrest Bank en 2006 y no lo ha pagado.',
    'El monto original del préstamo fue de $5,000.00.',
    // decision 515: the debt said incurred, contracted or taken out for a sum (P222, of L395's kind)
    'Our records show that on or about March 3, 2005 you incurred a debt of $287,500.00 to Westlake Home Lending, LLC, and that this sum remains unpaid.',
    'In 2006 you took out a loan of $15,000.00 with Pinecrest Bank, which has not been repaid.',
    'You contracted a debt in the amount of $6,400.00 with Pinecrest Furniture on May 2, 2007.',
    'En 2006 usted contrajo una deuda de $4,800.00 con Pinecrest Bank, que no ha sido pagada.',
  ])('%s', (words) => {
    expect(amount(firmLetter(words)), words).toBe('flag');
  });
});

describe('the history beside the amount owed now, an itemization, a balance dated close to the letter: silent', () => {
  it.each([
    'You borrowed $12,500.00 from Pinecrest Bank in 2007; the balance you owe now is $9,312.40.',
    'The original loan amount was $8,750.00. The current balance due is $6,120.55.',
    'You became indebted to Pinecrest Bank in the amount of $4,000.00, and the amount you now owe is $2,410.00.',
    'The balance as of August 15, 2012 is $1,250.00.',
    'As of January 2, 2012, you owed: $1,100.00\nBetween January 2, 2012 and today:\nYou were charged this amount in interest: + $150.00\nYou were charged this amount in fees: + $0.00\nYou paid or were credited this amount toward the debt: - $0.00\nTotal amount of the debt now: $1,250.00',
    'Our client, Pinecrest Bank, has referred your account to this office. The amount of the debt is $2,318.44.',
    'El monto original del préstamo fue de $5,000.00. Su saldo actual es de $3,210.00.',
    'You incurred a debt of $2,000.00 in 2005; the balance you owe now is $1,412.30.',
    'You have incurred $35.00 in late fees, and the balance you owe now is $1,412.30.',
  ])('%s', (words) => {
    expect(amount(firmLetter(words)), words).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// 4. Court papers enclosed or captioned in a collection letter

const PROCESS = ['simulated_legal_process', 'legal_process_misdescribed'] as const;
const process = (text: string, answers: UserAnswers = {}): RuleOutcome => {
  const result = analyzeText(text, {
    answers: { state: 'NY', senderIsOriginalCreditor: false, allPagesUploaded: true, ...answers },
    today: '1995-04-03',
    rules: PROCESS.map((id) => getRule(id)!),
  });
  expect(result.errors).toEqual([]);
  if (result.findings.some((f) => (PROCESS as readonly string[]).includes(f.id))) return 'flag';
  return result.questions.some((q) => q.askedBy.some((a) => (PROCESS as readonly string[]).includes(a))) ? 'ask' : 'silent';
};
/** A lawyer's second letter on a consumer debt, with `words` after its demand. */
const lawyerLetter = (words: string): string =>
  [
    'Frank T. Moretti, Attorney at Law',
    '200 Grand Concourse, Bronx, NY 10451',
    '',
    'March 27, 1995',
    '',
    'Re: Westchester Fuel Co. — balance $1,019.76',
    '',
    'Dear Ms. Lowe:',
    '',
    'Unless you respond by April 6, 1995, I will commence litigation without further notice.',
    '',
    words,
    '',
    'Very truly yours,',
    'Frank T. Moretti',
  ].join('\n');
/** A passage of such a letter as a court quotes it: a threat and the captions of what it enclosed, nothing else. */
const quoted = (titles: string): string => `proceed to prepare for litigation\n[...]\n${titles}`;

const ENCLOSED = [
  lawyerLetter('Enclosed please find copies of the following:\nSummons\nVerified Complaint\nAcknowledgment of Receipt of Summons and Complaint'),
  lawyerLetter('Encl.: Summons and Complaint; Notice of Motion'),
  lawyerLetter('Copies of the Summons, the Verified Complaint and the Acknowledgment of Service are enclosed for your records.'),
  lawyerLetter('ENCLOSURES: SUMMONS, VERIFIED COMPLAINT, AFFIDAVIT OF SERVICE'),
  lawyerLetter('I am sending you with this letter the Summons and the Complaint, with an Acknowledgment of Receipt to sign and return.'),
  lawyerLetter('Anexos:\nCitación\nDemanda'),
  lawyerLetter('Le enviamos con esta carta copia de la citación y de la demanda.'),
  quoted('Summons\nVerified Complaint\nAcknowledgment of Service'),
  quoted('Petition\nNotice of Motion\nAffidavit of Service'),
];

describe('court papers sent with a collection letter: asked, flagged when no suit was filed, silent when one was', () => {
  it.each(ENCLOSED.map((t) => [t]))('%s', (text) => {
    expect(process(text), text).toBe('ask');
    expect(process(text, { lawsuitFiled: false }), text).toBe('flag');
    expect(process(text, { lawsuitFiled: true }), text).toBe('silent');
  });
});

describe('no papers sent: a warning of a suit, the consumer’s own complaint, a statement enclosed: silent', () => {
  it.each([
    lawyerLetter('If a suit is filed, you will be served with a summons and complaint.'),
    lawyerLetter('Enclosed is a copy of your account statement.'),
    lawyerLetter('If you have a complaint about how we handled your account, you may file it with the Attorney General. Enclosed is our complaint form.'),
    lawyerLetter('A summons is a court paper; if you ever receive one, do not ignore it.'),
  ])('%s', (text) => {
    expect(process(text), text).toBe('silent');
    expect(process(text, { lawsuitFiled: false }), text).toBe('silent');
  });
});
