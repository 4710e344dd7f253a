/**
 * Lawful sentences the analyzer had flagged, read as kinds (decision 185, issue 26), in English and Spanish, each beside
 * the violation its rule exists for, which must still flag. Families, not any letter's words: tests, not the measure.
 *
 * - name_not_true_name (1692e(14)): a department, desk or team signing over the company's own name ("Customer Relations
 *   Department / Cavalry Portfolio Services, LLC", "Departamento de Servicio al Cliente"), with no letterhead and no
 *   "X is a debt collector" sentence to name the company first. Still flagged: a payee or signer that is another company.
 * - threat_legal_action_unintended (1692e(5)): a referral to the collector's lawyers said as a condition or possibility
 *   ("If the Account goes to an attorney, our options may no longer be available", "si la cuenta pasa a un abogado")
 *   beside a "pre-legal" status or an amicable resolution: a stated plan, asked about (was a suit filed?), never flagged
 *   from the words (Ramirez v. Midland Funding, N.D. Ill. 2020; Sholty v. Cavalry Portfolio Services, C.D. Ill. 2019).
 *   Still flagged: the same implication with no plan stated; and once the person says no suit followed.
 * - credit_reporting_threat_misleading (1692e(5), (8)): on a time-barred debt still inside the credit-reporting period
 *   (15 U.S.C. 1681c(a)(4), (c)(1): 7 years from 180 days after the first delinquency), the FTC/CFPB consent-order wording
 *   "[the owner] may report or continue to report it to the credit reporting agencies as unpaid" and its paraphrases.
 *   Still flagged: the same sentence once the reporting period has ended.
 * - government_affiliation_implied (1692e(1), (9)): a public body named as the recipient of a report ("to the Internal
 *   Revenue Service on a 1099C form"), the source of a form or rule ("Internal Revenue Service Form 1099-C"), or an
 *   authority to contact ("contact the Attorney General"), even where a fragment puts the sentence where a letterhead would
 *   be. Still flagged: a letterhead or heading that presents the sender as a public body, a claim to be one.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { ruleOutcome, type RuleOutcome } from './test-letters';

const BASE: UserAnswers = { senderIsOriginalCreditor: false, state: 'IL' };

type Case = { text: string; answers?: UserAnswers; today?: string };

const expectEach = (rule: string, cases: Record<string, Case>, want: RuleOutcome | 'not flag'): void => {
  for (const [name, c] of Object.entries(cases))
    it(`${want === 'not flag' ? 'does not flag' : want}: ${name}`, () => {
      const got = ruleOutcome(rule, c.text, { ...BASE, ...c.answers }, c.today ?? '2025-12-01');
      if (want === 'not flag') expect(got, name).not.toBe('flag');
      else expect(got, name).toBe(want);
    });
};

// --- name_not_true_name: a department signing over the company's name ------------------------------------------------

/** A letter with no letterhead and no debt-collector sentence: the signature block alone names the sender. */
const signedBy = (block: string, extra = ''): string =>
  [
    'April 23, 2025',
    '',
    'Dear Customer:',
    'As of the date of this letter, your account meets our guidelines for placement with one of our collection law firms practicing in your state.',
    `Please contact a representative at (866) 555-2995 to discuss your payment options.${extra ? ` ${extra}` : ''}`,
    'Sincerely,',
    block,
    '***',
    'THIS IS AN ATTEMPT TO COLLECT A DEBT.',
  ].join('\n');

const DEPARTMENT_SIGNERS: Record<string, Case> = Object.fromEntries(
  [
    'Customer Relations Department\nCavalry Portfolio Services, LLC',
    'Consumer Relations\nNorthgate Recovery Services, Inc.',
    'Client Services Team\nApex Recovery Group, LLC',
    'Account Resolution Unit\nMeridian Receivables LLC',
    'Customer Care Center\nLakeside Portfolio Management, Inc.',
    'Recovery Operations Department\nSummit Capital Recovery, LLC',
    'Compliance Department\nHarbor Credit Services, Inc.',
    'Customer Relations & Correspondence\nPrairie Collections, LLC',
    'Hardship Department\nBlue River Financial Services, LLC',
    'Consumer Advocacy Team\nCedar Point Recovery, Inc.',
    'Departamento de Servicio al Cliente\nCobranzas del Sur LLC',
    'Departamento de Relaciones con el Cliente\nRecuperaciones Delta, Inc.',
    'Equipo de Atención al Cliente\nServicios Financieros Andes, LLC',
  ].map((block) => [block.replace('\n', ' over '), { text: signedBy(block) }]),
);

describe('name_not_true_name: a department signing over the company name', () => {
  expectEach('name_not_true_name', DEPARTMENT_SIGNERS, 'silent');
  expectEach(
    'name_not_true_name',
    {
      'a department over the company, payable to another company': {
        text: signedBy('Customer Relations Department\nCavalry Portfolio Services, LLC', 'Make your check payable to Summit Financial Solutions LLC.'),
      },
      'a department over the company, then a second company': {
        text: signedBy('Customer Relations Department\nCavalry Portfolio Services, LLC\nLiberty Capital Management, Inc.'),
      },
      'Spanish: a department over the company, payable to another company': {
        text: signedBy('Departamento de Servicio al Cliente\nCobranzas del Sur LLC', 'Make your check payable to Summit Financial Solutions LLC.'),
      },
    },
    'flag',
  );
});

// --- threat_legal_action_unintended: a referral said as a condition or possibility --------------------------------------

const LETTER_DATE = 'March 1, 2025';
const referralLetter = (words: string): string =>
  [
    'Midland Credit Management, Inc.',
    'PO Box 2121',
    'Warren, MI 48090',
    '',
    LETTER_DATE,
    '',
    'Dear Dana Ortiz:',
    '',
    words,
    '',
    'Sincerely,',
    'Midland Credit Management, Inc.',
  ].join('\n');

const POSSIBLE_REFERRALS: Record<string, Case> = Object.fromEntries(
  [
    'Your account is in pre-legal review. LET US HELP YOU! If the Account goes to an attorney, our flexible options may no longer be available to you.',
    'Status: pre-legal review. Should your account be turned over to one of our network law firms, these payment options may end.',
    'Your account is in pre-legal status. If your account moves to an attorney, the discount may no longer be offered.',
    'This account is in our pre-legal department. Once the account is assigned to a law firm, we may be unable to offer a payment plan.',
    'Pre-legal review notice. If this account is escalated to a collection attorney, our options may no longer be available.',
    'Your file is in pre-legal review. If the matter is handed over to our attorneys, these savings could end.',
    'We would like to resolve this amicably. If your account goes to one of our attorneys, the settlement offer may be withdrawn.',
    'We want to settle this matter on friendly terms. If the account proceeds to a law firm, our flexible options may not be available.',
    'Queremos resolver esta cuenta de manera amistosa. Si la cuenta pasa a un abogado, es posible que nuestras opciones flexibles ya no estén disponibles.',
    'Queremos resolver este asunto de manera amistosa. Si su cuenta es enviada a un bufete de abogados, el descuento podría terminar.',
    'Queremos llegar a un acuerdo amistoso. Si su cuenta es asignada a una firma de abogados, es posible que ya no podamos ofrecerle un plan de pagos.',
  ].map((w) => [w, { text: referralLetter(w), answers: {}, today: '2025-03-10' }]),
);

describe('threat_legal_action_unintended: a referral said as a condition beside a pre-legal status', () => {
  // Asked about (was a suit filed?), never flagged from the words.
  expectEach('threat_legal_action_unintended', POSSIBLE_REFERRALS, 'ask');
  expectEach(
    'threat_legal_action_unintended',
    {
      // The implication with no plan stated: a likely violation unless a suit was authorised (Cadiz).
      'pre-legal review with no plan stated': {
        text: referralLetter('Your account is in pre-legal review. Call us to resolve this matter amicably.'),
        today: '2025-03-10',
      },
      'the consumer going to an attorney is no plan of the collector': {
        text: referralLetter('Your account is in pre-legal review. If you go to an attorney, have them call us. We want to resolve this amicably.'),
        today: '2025-03-10',
      },
      'the consumer’s own lawyer is no plan': {
        text: referralLetter('Your account is in pre-legal status. If this matter goes to your attorney, have them call us. We want to resolve this amicably.'),
        today: '2025-03-10',
      },
      'Spanish, with no plan stated': {
        text: referralLetter('Queremos resolver esta cuenta de manera amistosa. Llámenos hoy.'),
        today: '2025-03-10',
      },
      // Once the person says no suit followed, the possible referral is judged like any implied one.
      'a possible referral, no suit filed months later': {
        text: referralLetter(
          'Your account is in pre-legal review. If the Account goes to an attorney, our flexible options may no longer be available to you.',
        ),
        answers: { lawsuitFiled: false },
        today: '2025-07-01',
      },
    },
    'flag',
  );
});

// --- threat_legal_action_unintended: the suit decision said not yet made, and the consumer's defence told as a right ----

const PLACEMENT =
  'As of the date of this letter, your account meets our guidelines for placement with one of our collection law firms practicing in your state.';
const UNDECIDED_PLACEMENTS: Record<string, Case> = Object.fromEntries(
  [
    'As of the date of this letter, no attorney has reviewed the particular circumstances of your account to determine whether a lawsuit should be filed against you. If your account is placed with a collection law firm, an attorney will review your account and make the final decision as to whether a lawsuit should be filed. If a lawsuit is filed, the law firm will ask the court to enter a judgment against you. You will have the opportunity to defend yourself after the lawsuit is filed.',
    'No attorney has yet reviewed your file to decide whether legal action should be taken. You would have the right to respond to any lawsuit that is filed.',
    'An attorney has not yet evaluated your account to determine if a lawsuit is appropriate.',
    'No lawyer has personally examined your account to determine whether to file suit.',
    'A la fecha de esta carta, ningún abogado ha revisado su cuenta para determinar si se debe presentar una demanda en su contra. Usted tendrá la oportunidad de defenderse si se presenta una demanda.',
    // The consumer's defence told as a right, with no decision said either way.
    'You will have the opportunity to defend yourself after the lawsuit is filed.',
    'You will be given a full opportunity to contest the lawsuit in court.',
    'You would have every chance to answer the lawsuit before any judgment.',
    'You will still have the right to dispute the claim in the lawsuit.',
    'Usted tendrá la oportunidad de defenderse en la demanda.',
  ].map((w) => [w, { text: referralLetter(`${PLACEMENT} ${w}`), answers: { lawsuitFiled: false }, today: '2025-07-01' }]),
);

describe('threat_legal_action_unintended: no decision on a suit yet, told through the review not yet made', () => {
  expectEach('threat_legal_action_unintended', UNDECIDED_PLACEMENTS, 'silent');
  expectEach(
    'threat_legal_action_unintended',
    {
      'a suit said outright stays a threat': {
        text: referralLetter(
          `${PLACEMENT} No attorney has reviewed your account to determine whether a lawsuit should be filed. We will file a lawsuit against you next week.`,
        ),
        answers: { lawsuitFiled: false },
        today: '2025-07-01',
      },
      'a defence right beside a suit said outright': {
        text: referralLetter('We will file a lawsuit against you if you do not pay by March 20. You will have the opportunity to defend yourself.'),
        answers: { lawsuitFiled: false },
        today: '2025-07-01',
      },
    },
    'flag',
  );
});

// --- credit_reporting_threat_misleading: "may report" on a time-barred debt ----------------------------------------------

/** Texas: four years to sue; the last payment of June 2020 leaves the debt time-barred in 2025 but reportable to 2028. */
const TIME_BARRED_REPORTABLE: UserAnswers = { state: 'TX', lastPaymentDate: '2020-06-01', lawsuitFiled: false };
/** The same debt with a last payment of 2016: reportable only to about mid-2023. */
const PAST_REPORTING: UserAnswers = { state: 'TX', lastPaymentDate: '2016-01-01', lawsuitFiled: false };
const timeBarred = (words: string): string =>
  [
    'Dynamic Recovery Solutions, LLC',
    'PO Box 25759',
    'Greenville, SC 29616',
    '',
    'October 1, 2025',
    '',
    'Dear Dana Ortiz:',
    '',
    'Dynamic Recovery Solutions, LLC is a debt collector collecting for Jefferson Capital Systems, LLC.',
    'The law limits how long you can be sued on a debt. Because of the age of your debt, Jefferson Capital Systems, LLC will not sue you for it.',
    words,
    '',
    'Sincerely,',
    'Dynamic Recovery Solutions, LLC',
  ].join('\n');

const MAY_REPORT = [
  'Jefferson Capital Systems, LLC may report or continue to report your account to the credit reporting agencies as unpaid.',
  'If you do not pay the debt, Jefferson Capital Systems, LLC may report or continue to report it to the credit reporting agencies as unpaid.',
  'Our client may continue to report this debt to the credit bureaus as unpaid.',
  'This account may be reported to the consumer reporting agencies as unpaid.',
  'We may report information about your account to credit bureaus.',
  'The owner of the debt may continue reporting it to Equifax, Experian and TransUnion as unpaid.',
  'Jefferson Capital Systems, LLC puede reportar o seguir reportando esta deuda a las agencias de crédito como no pagada.',
  'Su cuenta puede ser reportada a los burós de crédito como impaga.',
];

describe('credit_reporting_threat_misleading: "may report" on a time-barred debt', () => {
  expectEach(
    'credit_reporting_threat_misleading',
    Object.fromEntries(MAY_REPORT.map((w) => [`inside the reporting period: ${w}`, { text: timeBarred(w), answers: TIME_BARRED_REPORTABLE }])),
    'not flag',
  );
  expectEach(
    'credit_reporting_threat_misleading',
    Object.fromEntries(MAY_REPORT.slice(0, 3).map((w) => [`past the reporting period: ${w}`, { text: timeBarred(w), answers: PAST_REPORTING }])),
    'flag',
  );
});

// --- government_affiliation_implied: a public body in a role that is not the sender's -----------------------------------

/** A quoted fragment: a creditor line, a gap, then `words` as the next line (where a letterhead would stand). */
const fragment = (words: string): string => ['Citibank (South Dakota), N.A. Home Depot', '[...]', words, '[...]'].join('\n');
/** A whole letter from a private collector with `words` in its body and `after` below its signature. */
const privateLetter = (words: string, after = ''): string =>
  [
    'LTD Financial Services, L.P.',
    '7322 Southwest Fwy, Suite 1600',
    'Houston, TX 77074',
    '',
    'June 1, 2025',
    '',
    'Dear Dana Ortiz:',
    '',
    'LTD Financial Services, L.P. is a debt collector. We are trying to collect a debt that you owe to Advantage Assets II, Inc.',
    words,
    '',
    'Sincerely,',
    'LTD Financial Services, L.P.',
    ...(after ? ['', after] : []),
  ].join('\n');

const ROLE_SENTENCES = [
  'Whenever $600.00 or more of a debt is forgiven as a result of settling a debt for less than the balance owing, the creditor may be required to report the amount of the debt forgiven to the Internal Revenue Service on a 1099C form, a copy of which would be mailed to you by the creditor.',
  'If more than $600 is forgiven, our client may file a Form 1099-C with the Internal Revenue Service.',
  'We may be required to report forgiven amounts to the Internal Revenue Service.',
  'INTERNAL REVENUE SERVICE FORM 1099-C MAY BE ISSUED',
  'Internal Revenue Service reporting',
  'You may contact the Attorney General about this debt.',
  'Complaints may be sent to the Office of the Attorney General, Consumer Protection Division.',
  'Si se perdonan $600 o más, el acreedor puede estar obligado a reportar la cantidad perdonada al Servicio de Impuestos Internos (IRS) en un formulario 1099-C.',
  'Puede comunicarse con la Oficina del Procurador General si tiene una queja.',
  'If you are uncertain of the legal or tax consequences, we encourage you to consult your legal or tax advisor.',
];

describe('government_affiliation_implied: a public body as recipient, source or authority to contact', () => {
  expectEach(
    'government_affiliation_implied',
    Object.fromEntries(ROLE_SENTENCES.map((w) => [`in a fragment: ${w}`, { text: fragment(w), answers: { state: 'NJ' } }])),
    'silent',
  );
  expectEach(
    'government_affiliation_implied',
    Object.fromEntries(
      ROLE_SENTENCES.map((w) => [`below the signature: ${w}`, { text: privateLetter('Please call us to discuss a settlement.', w), answers: { state: 'NJ' } }]),
    ),
    'silent',
  );
  expectEach(
    'government_affiliation_implied',
    {
      'a letterhead that is a public body': {
        text: [
          'Collections Division',
          'Department of Revenue',
          '',
          'June 1, 2025',
          '',
          'Dear Dana Ortiz:',
          '',
          'You owe $912.40 to Pinecrest Bank. Pay now.',
        ].join('\n'),
      },
      'the Internal Revenue Service as the heading': {
        text: ['INTERNAL REVENUE SERVICE', 'NOTICE OF DELINQUENT ACCOUNT', '', 'Dear Dana Ortiz:', '', 'You owe $912.40 to Pinecrest Bank. Pay now.'].join(
          '\n',
        ),
      },
      'a heading from the Attorney General': {
        text: ['FINAL NOTICE FROM THE OFFICE OF THE ATTORNEY GENERAL', '', 'Dear Dana Ortiz:', '', 'You owe $912.40 to Pinecrest Bank. Pay now.'].join('\n'),
      },
      'a claim to be a state agency': { text: privateLetter('We are a state agency and this is an official government notice.') },
      'Spanish: a public-body letterhead': {
        text: ['Departamento de Cobranzas', 'Oficina Central', '', 'Estimada Dana Ortiz:', '', 'Usted debe $912.40 a Pinecrest Bank. Pague hoy.'].join('\n'),
      },
      'Spanish: a claim to be a government agency': { text: privateLetter('Somos una agencia del gobierno. Pague hoy.') },
    },
    'flag',
  );
});
