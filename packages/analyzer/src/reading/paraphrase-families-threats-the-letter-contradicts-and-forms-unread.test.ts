/**
 * Threats the letter's own words show were not meant or cannot be carried out, and forms of threat the reading layer
 * did not read (issue 26, decision 181). Written from the law's categories, not from any letter:
 * - the reading layer: a suit by what starts it or ends it ("initiate a civil action", "pursue a judgment", "court
 *   proceedings will begin", "this matter will be litigated", "is imminent"), an order to the employer, a referral
 *   under way in the present progressive, a Spanish lawyer who "presentará una demanda", the Spanish passive seizure,
 *   and denials said with "neither … nor", "ninguna" or "nunca";
 * - a suit threatened in a letter that also says, with no time or condition, that the sender or the creditor does not
 *   sue, will not sue or is not allowed to (15 U.S.C. 1692e(5), (10); 12 CFR 1006.18(c)(1)): the letter itself shows the
 *   threat was not meant;
 * - a suit threatened on a deadline that had passed when the letter was dated: the step the letter says comes after that
 *   day had not come by the day it was written;
 * - a threat to report the debt in a letter that says the collector does not report, and a threat to report the
 *   person under a label no bureau carries ("as a deadbeat") (15 U.S.C. 1692e(5), (8), (10)).
 * Lawful near misses stay clean: a denial limited in time or by a condition, a denial of a suit already filed, the
 * Regulation F passive-reporting wording, a report of the account as delinquent or unpaid, a truthful "may". Tests, not
 * the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { readLetter } from './read-letter';
import { harborLetter, runRule } from './test-letters';

const LETTER_DATE = 'March 3, 2025';
const TEN_DAYS_LATER = '2025-03-13';
const NINETY_DAYS_LATER = '2025-06-01';

const letter = (body: string, state = 'IN', date: string | false = LETTER_DATE): string => harborLetter(body, { state, date });

/** One rule on the composed letter (`runRule`): whether it flagged, and the questions asked. */
const outcome = (ruleId: string, text: string, answers: UserAnswers = {}, today = TEN_DAYS_LATER): { flagged: boolean; asked: string[] } => {
  const { flagged, asks } = runRule(ruleId, text, answers, answers.state ?? 'IN', today);
  return { flagged, asked: asks };
};

const SUIT = 'threat_legal_action_unintended';
const CREDIT = 'credit_reporting_threat_misleading';

/** The reading layer's acts of a one-sentence body: "action:certainty". */
const readActs = (sentence: string): string[] =>
  readLetter(letter(sentence))
    .threats.filter((t) => t.sentence.text.includes(sentence.slice(0, 24)))
    .map((t) => `${t.action}:${t.certainty}`);

// ---------------------------------------------------------------------------------------------
// The reading layer: forms of the step, its certainty and its denial that were not read

describe('a suit named by what starts it, what it seeks or how near it is, read as a definite suit', () => {
  it.each([
    'We will initiate a civil action against you.',
    'Our client will commence a civil action against you in county court.',
    'A civil action will be filed against you.',
    'We intend to pursue a judgment against you.',
    'Our client will pursue a money judgment against you.',
    'We will be forced to seek a court judgment.',
    'Court proceedings will begin on March 20, 2025.',
    'Legal proceedings will start against you next week.',
    'This matter will be litigated.',
    'Your account will be litigated in the county court.',
    'A lawsuit against you is imminent.',
    'Legal action against you is imminent.',
    'Litigation on this account is imminent.',
    'Nuestro abogado presentará una demanda en su contra.',
    'Nuestros abogados iniciarán un juicio en su contra.',
  ])('%s', (sentence) => expect(readActs(sentence)).toContain('sue:definite'));
});

describe('the employer ordered to withhold the pay, read as a definite garnishment', () => {
  it.each([
    'Your employer will be ordered to withhold your wages.',
    'Your employer will be ordered to withhold part of your paycheck.',
    'The court will order your employer to deduct money from your wages.',
    'Se le ordenará a su empleador retener su salario.',
  ])('%s', (sentence) => expect(readActs(sentence)).toContain('garnish:definite'));
});

describe('a referral under way, said in the present progressive, read as definite', () => {
  it.each([
    'Your account is being transferred to our attorneys.',
    'We are referring your account to a collection attorney.',
    'We are forwarding this account to our legal department.',
    'Your file is being sent to a law firm in your area.',
    'Estamos enviando su cuenta a nuestros abogados.',
  ])('%s', (sentence) => expect(readActs(sentence)).toContain('attorney:definite'));
  it.each(['Your account will be given to our lawyer.', 'We will give this account to our attorneys.'])('%s', (sentence) =>
    expect(readActs(sentence)).toContain('attorney:definite'),
  );
});

describe('the Spanish seizure in the passive, read as definite', () => {
  it.each(['Se embargará su cuenta bancaria.', 'Se embargarán sus bienes.', 'Se congelará su cuenta bancaria.'])('%s', (sentence) =>
    expect(readActs(sentence)).toContain('levy:definite'),
  );
});

describe('denials said with "neither … nor", "ninguna" or "nunca", read as denials', () => {
  it.each([
    'Neither we nor our client will sue you.',
    'Neither our client nor this office will take legal action against you.',
    'No tomaremos ninguna acción legal.',
    'No tomaremos ninguna acción legal en su contra.',
    'Nunca le demandaremos.',
    'Ni nosotros ni nuestro cliente le demandaremos.',
  ])('%s', (sentence) => {
    const acts = readActs(sentence);
    expect(
      acts.some((a) => /:(?:definite|hedged)$/.test(a)),
      acts.join(' '),
    ).toBe(false);
  });
});

describe('a hedge said as "possible" stays a hedge', () => {
  it.each(['Legal action is possible.', 'A lawsuit is possible if you do not pay.'])('%s', (sentence) => expect(readActs(sentence)).toContain('sue:hedged'));
});

describe('a fourth battery of forms (written after the first three rounds, run before the fourth)', () => {
  it.each([
    ['We will execute on your assets.', 'levy:definite'],
    ['The sheriff will execute against your property.', 'levy:definite'],
    ['Your account is scheduled for litigation.', 'sue:definite'],
    ['Your file has been flagged for litigation.', 'sue:definite'],
    ['Acudiremos a los tribunales.', 'sue:definite'],
    ['Recurriremos a la corte si no paga.', 'sue:definite'],
    ['The matter will pass into the hands of our attorneys.', 'attorney:definite'],
    ['El asunto pasará a manos de nuestros abogados.', 'attorney:definite'],
    ['We will retain an attorney to collect this debt.', 'attorney:definite'],
    ['Our client will hire a lawyer to pursue this account.', 'attorney:definite'],
    ['We will take part of your paycheck.', 'garnish:definite'],
    ['Se embargará su salario.', 'garnish:definite'],
  ])('%s → %s', (sentence, act) => expect(readActs(sentence)).toContain(act));
  it.each(['Nobody will sue you over this debt.', 'No one will take legal action against you.', 'Nadie le demandará por esta deuda.'])(
    'a denial by "nobody": %s',
    (sentence) => expect(readActs(sentence).some((a) => /:(?:definite|hedged)$/.test(a))).toBe(false),
  );
  it.each(['You may wish to hire a lawyer.', 'If you retain an attorney, please tell us.', 'You may want to consult a lawyer about your rights.'])(
    "the consumer's own lawyer is no referral: %s",
    (sentence) => expect(readActs(sentence).filter((a) => a.startsWith('attorney:'))).toEqual([]),
  );
});

// ---------------------------------------------------------------------------------------------
// A suit threatened in a letter that says, with no time or condition, that no suit will be brought

/** Suits threatened, by who is to bring them. */
const COLLECTOR_SUITS = [
  'We will file a lawsuit against you unless you pay by March 20, 2025.',
  'We are going to take you to court if this balance is not paid.',
  'Si no paga, presentaremos una demanda en su contra.',
  'We are prepared to take you to court.',
  'If you ignore this letter, we will bring suit against you in municipal court.',
];
const OTHER_SUITS = [
  'Our client will sue you if you do not pay.',
  'Legal action will be taken against you if this balance is not paid.',
  'If the balance is not paid, you will be taken to court.',
  'Pinecrest Bank will file suit against you unless you pay.',
];
/** Denials by the collector alone: they contradict its own suit, not its client's. */
const COLLECTOR_DENIALS = [
  'Please note that we do not file lawsuits.',
  'This agency does not sue consumers.',
  'We will not sue you.',
  'We are not authorized to file suit on this account.',
  'We never file lawsuits.',
  'Nuestra agencia no presenta demandas.',
  'We do not take people to court.',
  'Our company does not bring lawsuits against consumers.',
];
/** Denials that reach any suit: the creditor's, both parties', or no one named. */
const WHOLE_DENIALS = [
  'Our client does not sue on accounts of this kind.',
  'The creditor will not take legal action against you.',
  'No lawsuit will be filed against you.',
  'Neither we nor our client will sue you.',
  'Ni nosotros ni nuestro cliente le demandaremos.',
];

const expectContradictionFlagged = (threat: string, denial: string): void => {
  for (const body of [`${threat}\n\n${denial}`, `${denial}\n\n${threat}`]) {
    expect(outcome(SUIT, letter(body)).flagged, body).toBe(true);
    // The finding stands whatever the answer: a suit filed later does not undo the contradiction in the letter.
    expect(outcome(SUIT, letter(body), { lawsuitFiled: false }, NINETY_DAYS_LATER).flagged, body).toBe(true);
  }
};

describe('a suit threatened beside a plain statement that no suit will be brought by whoever is to bring it is flagged from the words', () => {
  it.each(COLLECTOR_SUITS.flatMap((threat) => [...COLLECTOR_DENIALS, ...WHOLE_DENIALS].map((denial) => [threat, denial] as const)))(
    '%s / %s',
    expectContradictionFlagged,
  );
  it.each(OTHER_SUITS.flatMap((threat) => WHOLE_DENIALS.map((denial) => [threat, denial] as const)))('%s / %s', expectContradictionFlagged);
});

describe("the collector's own denial beside its client's or an unnamed suit contradicts nothing: the threat stays a question", () => {
  it.each(OTHER_SUITS.flatMap((threat) => COLLECTOR_DENIALS.map((denial) => [threat, denial] as const)))('%s / %s', (threat, denial) => {
    const body = `${denial}\n\n${threat}`;
    expect(outcome(SUIT, letter(body)).flagged, body).toBe(false);
    expect(outcome(SUIT, letter(body)).asked, body).toContain('lawsuitFiled');
  });
});

describe('a denial limited in time or by a condition, or of a suit already filed, leaves the threat a question', () => {
  it.each([
    'We will not sue you during the 30-day validation period.',
    'We will not sue you before April 15, 2025.',
    'We will not take legal action while you are making payments under a plan.',
    'If you pay by March 20, 2025, we will not sue you.',
    'No lawsuit has been filed against you at this time.',
    'We will not sue you until the validation period ends.',
    'We do not file lawsuits without first giving you notice.',
    'No presentaremos una demanda durante el período de validación.',
    'We do not sue on disputed accounts until we have sent you verification.',
    'No decision has been made to sue you.',
  ])('%s', (denial) => {
    const body = `We will file a lawsuit against you unless you pay by March 20, 2025.\n\n${denial}`;
    expect(outcome(SUIT, letter(body)).flagged, body).toBe(false);
    expect(outcome(SUIT, letter(body)).asked, body).toContain('lawsuitFiled');
  });
  it.each([
    'We do not file lawsuits.\n\nOur client may sue you if the balance is not paid.',
    'We will not sue you.\n\nIf you do not pay, we may refer your account to an attorney.',
    'We do not file lawsuits.\n\nYou may have the right to sue us if we violate the law.',
    'We will not sue you.\n\nWe will report the account to the credit bureaus if it is not paid.',
  ])('a denial with no definite suit threatened is not flagged: %s', (body) => {
    expect(outcome(SUIT, letter(body)).flagged, body).toBe(false);
    expect(outcome(SUIT, letter(body), { lawsuitFiled: false }, NINETY_DAYS_LATER).flagged, body).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// A suit threatened on a deadline that had passed when the letter was dated

describe("a suit threatened on a deadline before the letter's own date is flagged from the words", () => {
  it.each([
    'Unless payment is received by February 20, 2025, a lawsuit will be filed against you.',
    'If we do not receive your payment by 02/20/2025, we will file suit.',
    'Unless you pay by February 20th, 2025, our client will sue you.',
    'If this balance is not paid before February 28, 2025, your account will be referred to our attorneys for suit.',
    'Si no recibimos su pago antes del 20 de febrero de 2025, presentaremos una demanda en su contra.',
    'Payment must reach us by January 15, 2025, or suit will be filed.',
    'If your payment is not received on or before 01/31/2025, we will commence legal proceedings against you.',
  ])('%s', (body) => {
    expect(outcome(SUIT, letter(body)).flagged, body).toBe(true);
  });
});

describe("a deadline on or after the letter's date, or a date that is no deadline, leaves the threat a question", () => {
  it.each([
    'Unless payment is received by March 20, 2025, a lawsuit will be filed against you.',
    'Unless payment is received by March 3, 2025, a lawsuit will be filed against you.',
    'Your last payment was received on February 1, 2025. We will sue you unless you pay the balance.',
    'Since February 1, 2025, we have written to you three times; our client will sue you if you do not pay.',
    'You had until February 1, 2025 to pay; a lawsuit will be filed unless you pay within 10 days.',
    'Failure to pay by April 1, 2025 will result in a lawsuit.',
  ])('%s', (body) => {
    expect(outcome(SUIT, letter(body)).flagged, body).toBe(false);
    expect(outcome(SUIT, letter(body)).asked, body).toContain('lawsuitFiled');
  });
  it('an undated letter is not judged by its deadline', () => {
    const body = 'Unless payment is received by February 20, 2025, a lawsuit will be filed against you.';
    expect(outcome(SUIT, letter(body, 'IN', false)).flagged).toBe(false);
  });
  it('a hedged step on a passed deadline is not flagged outside the Third Circuit', () => {
    const body = 'Unless payment is received by February 20, 2025, a lawsuit may be filed against you.';
    expect(outcome(SUIT, letter(body)).flagged).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Credit reporting the letter itself denies, and the person reported under a label

const COLLECTOR_REPORTS = [
  'We will report this debt to Equifax, Experian and TransUnion unless it is paid.',
  'If you do not pay, we will report this account to all three credit bureaus.',
  'Si no paga, reportaremos esta deuda a las agencias de crédito.',
  'We will notify Experian and Equifax of this delinquency.',
];
const OTHER_REPORTS = [
  'If you do not pay, this account will be reported to all three credit bureaus.',
  'Failure to pay will be reported to the credit reporting agencies.',
];
const COLLECTOR_REPORT_DENIALS = [
  'We do not report accounts to the credit bureaus.',
  'This agency does not furnish information to consumer reporting agencies.',
  'We will not report this debt to any credit reporting agency.',
  'No reportamos cuentas a las agencias de crédito.',
  'Our agency does not report to credit bureaus.',
];
const WHOLE_REPORT_DENIALS = [
  'This debt will not be reported to any credit bureau.',
  'Neither we nor Pinecrest Bank will report this account to the credit bureaus.',
  'Esta deuda no será reportada a las agencias de crédito.',
];

const expectReportContradiction = (threat: string, denial: string): void => {
  for (const body of [`${threat}\n\n${denial}`, `${denial}\n\n${threat}`]) expect(outcome(CREDIT, letter(body)).flagged, body).toBe(true);
};

describe('a threat to report beside a plain statement that no report will be made by whoever is to make it is flagged from the words', () => {
  it.each(COLLECTOR_REPORTS.flatMap((threat) => [...COLLECTOR_REPORT_DENIALS, ...WHOLE_REPORT_DENIALS].map((denial) => [threat, denial] as const)))(
    '%s / %s',
    expectReportContradiction,
  );
  it.each(OTHER_REPORTS.flatMap((threat) => WHOLE_REPORT_DENIALS.map((denial) => [threat, denial] as const)))('%s / %s', expectReportContradiction);
  it.each(OTHER_REPORTS.flatMap((threat) => COLLECTOR_REPORT_DENIALS.map((denial) => [threat, denial] as const)))(
    "the collector's own denial beside a report in the passive (the creditor may report) is not flagged from the words: %s / %s",
    (threat, denial) => expect(outcome(CREDIT, letter(`${denial}\n\n${threat}`)).flagged).toBe(false),
  );
});

describe('the person reported under a label no credit report carries is flagged from the words', () => {
  it.each([
    'We will report you to the credit bureaus as a deadbeat.',
    'Your name will be listed with the credit bureaus as a deadbeat.',
    'We will report you to every credit bureau as a bad debtor.',
    'You will be reported to the credit reporting agencies as a dishonest person.',
    'Le reportaremos a las agencias de crédito como un deudor deshonesto.',
    'We will list you as a deadbeat with every credit bureau in the country.',
  ])('%s', (body) => expect(outcome(CREDIT, letter(body)).flagged, body).toBe(true));
});

describe('lawful reporting statements stay unflagged from the words', () => {
  it.each([
    // Regulation F 1006.30(a): no report before the consumer is told; a time limit is no denial.
    'We will not report this debt to a credit reporting agency until we have communicated with you about it.\n\nIf you do not pay, this account will be reported to the credit bureaus.',
    'We will not report this debt during the validation period.\n\nIf you do not pay, this account will be reported to the credit bureaus.',
    'We do not report disputed accounts until the dispute is resolved.\n\nIf you do not pay, this account will be reported to the credit bureaus.',
    'We do not report to the credit bureaus until 30 days after this letter.\n\nWe will report this account to the credit bureaus if it is not paid.',
    'If you pay, we will not report this account.\n\nIf you do not pay, we will report this account to the credit bureaus.',
    'We may report information about your account to credit bureaus.',
    'If you do not pay, we will report the account to the credit bureaus as delinquent.',
    'We will report this account as unpaid to the credit bureaus.',
    'We do not report accounts to the credit bureaus.',
    'As required by law, you are hereby notified that a negative credit report reflecting on your credit record may be submitted to a credit reporting agency if you fail to fulfill the terms of your credit obligations.',
  ])('%s', (body) => {
    const state = /As required by law/.test(body) ? 'CA' : 'IN';
    const text = letter(body, state);
    expect(outcome(CREDIT, text, { state }).flagged, body).toBe(false);
    // With a recent debt, nothing flags either.
    expect(outcome(CREDIT, text, { state, lastPaymentDate: '2024-06-01' }).flagged, body).toBe(false);
  });
});
