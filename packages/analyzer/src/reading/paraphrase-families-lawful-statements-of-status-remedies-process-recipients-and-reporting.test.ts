/**
 * Precision by kind (issue 26, decision 210): the true statements collectors make every day about a debt's status, what a
 * creditor could do after a judgment, court process, who the letter is addressed to and credit reporting, which courts
 * held not misleading, written from the law's categories and not from any letter. Beside each lawful family, the
 * violation its rule exists for, in other words than the development letters', which must still flag.
 *
 * - threat_seizure_garnishment (1692e(4), (5)): a remedy tied to a judgment the creditor would first have to win, in any
 *   order of the words and in Spanish ("si el tribunal dicta sentencia … podría embargar"); a remedy said to be asked
 *   of a court ("we may ask the court for a garnishment"); the law described in general ("a creditor who wins a
 *   lawsuit may ask the court to garnish wages"); a remedy denied. Still flagged: a garnishment, levy or seizure said
 *   to follow non-payment, categorical or hedged, in English and Spanish.
 * - legal_process_misdescribed (1692e(2)(A), (5)): a sentence that says garnishment does not happen automatically or
 *   without a court order (the law stated, not misstated), in English and Spanish; a Social Security number asked for.
 *   Still flagged: garnishment said to happen automatically or without a court, exempt income said to be taken.
 * - misstated_legal_status (1692e(2)(A)): the debt's status described truly (charged off, sold, assigned, placed,
 *   past due, in default, delinquent, transferred); bankruptcy disclaimers that do not say the debt survives a
 *   discharge; 1692g(c) said truly ("failure to dispute will not be construed as an admission"); a judgment spoken of
 *   only as a possibility ("if a judgment has been entered against you, …"); "may" tax statements true for the offer.
 *   Still flagged: failure to dispute said to be an admission, the debt said never to expire, a flat non-dischargeability.
 * - third_party_letter_discloses_debt (1692c(b), (d); 1692a(3)): a letter to a co-signer or guarantor (who is obligated,
 *   so a consumer), to the parent or guardian of a minor, to an estate's representative. Still flagged: the debt told to
 *   a relative, a neighbour or an employer who owes nothing.
 * - credit_reporting_threat_misleading (1692e(5), (8)): conditional, true reporting statements ("a negative credit report
 *   may be submitted if you fail to fulfil the terms", "we may report this account", "podemos reportar"). Still
 *   flagged: the debt said to stay on the report until paid.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { firstLetter, ruleOutcome } from './test-letters';

const TODAY = '2025-07-01';
/** A debt collector's first letter on a debt neither sued on nor paid, last paid a year before (inside every period). */
const ANSWERS: UserAnswers = { senderIsOriginalCreditor: false, isFirstContact: true, lawsuitFiled: false, judgmentEntered: false };
const SETTLED: UserAnswers = { lastPaymentDate: '2024-06-01', debtAlreadyPaidOrSettled: false, debtDischargedInBankruptcy: false, balanceUnder600: false };
const STATES = ['TX', 'NY', 'IL', 'CA'] as const;

const outcome = (rule: string, letter: string, answers: Partial<UserAnswers>, state: string) =>
  ruleOutcome(rule, letter, { ...ANSWERS, ...SETTLED, state, ...answers }, TODAY);

/** Lawful sentences must not flag in any state; violations must flag in every one. */
const family = (rule: string, lawful: readonly string[], violations: readonly string[], answers: Partial<UserAnswers> = {}, wrap = firstLetter) =>
  describe(rule, () => {
    it.each(lawful)('does not flag: %s', (body) => {
      for (const state of STATES) expect(outcome(rule, wrap(body), answers, state), `${body} in ${state}`).not.toBe('flag');
    });
    it.each(violations)('flags: %s', (body) => {
      for (const state of STATES) expect(outcome(rule, wrap(body), answers, state), `${body} in ${state}`).toBe('flag');
    });
  });

family(
  'threat_seizure_garnishment',
  [
    'If a judgment is entered against you, your wages may be garnished as the law permits.',
    'We may ask the court for a garnishment.',
    'Should our client obtain a judgment, it may seek to garnish wages or levy bank accounts as allowed by state law.',
    'A creditor who wins a lawsuit can ask the court to garnish wages.',
    'Garnishment of wages requires a court order.',
    'Any garnishment would be possible only after a lawsuit and a judgment.',
    'We have not garnished your wages, and we will not garnish them.',
    'Si se dicta una sentencia en su contra, su salario podría ser embargado conforme a la ley.',
    'Podríamos pedirle al tribunal que ordene un embargo de su salario.',
    'Un acreedor que gana una demanda puede pedir al juez el embargo del salario.',
    'Seize this opportunity to resolve your account at a discount.',
    'Certain income, such as Social Security, is exempt from garnishment.',
    'Federal law limits wage garnishment to 25% of your disposable earnings.',
    'El embargo de salario solo es posible con una orden judicial.',
    'In the event a judgment is obtained, post-judgment remedies such as wage garnishment may be available to the creditor under state law.',
    'A judgment creditor may ask the court to levy a bank account.',
    'We do not garnish wages, and this letter is not a notice of garnishment.',
    'Any wage garnishment would require a court judgment first.',
    'A judgment could lead to garnishment of your wages.',
    'Because this loan is secured by your vehicle, the lender may repossess it.',
    'We may contact your employer only to verify your employment.',
    'If a creditor or debt collector receives a money judgment against you in court, state and federal laws may prevent the following types of income from being taken to pay the debt: Social Security, SSI and veterans benefits.',
  ],
  [
    'If you do not pay by July 20, 2025, we will garnish your wages.',
    'Your paycheck is going to be garnished unless this balance is paid.',
    'Failure to pay may result in a levy on your bank account.',
    'We will ask the court to garnish your wages if you ignore this letter.',
    'Our client has authorized us to seize your property and sell your car.',
    'Embargaremos su salario si no paga este saldo.',
    'Sus cuentas bancarias podrían ser congeladas si no responde.',
    'State law allows us to garnish your wages if you do not pay.',
    'The law permits us to seize your car.',
    'If payments do not happen on time, we will garnish your wages, and no extension is available.',
  ],
);

family(
  'legal_process_misdescribed',
  [
    'Garnishment does not happen automatically; a creditor must first win a lawsuit and obtain a court order.',
    'Wage garnishment without a court order is not permitted for this kind of debt.',
    'No one can levy your bank account without a court order.',
    'El embargo de su salario no puede hacerse sin una orden judicial.',
    'Please provide the last four digits of your Social Security number so we can take your call.',
    'Social Security and veterans benefits are generally protected from garnishment.',
    'If a judgment is entered, your wages may be garnished as the law permits.',
  ],
  [
    'Your wages will be garnished automatically if you do not pay.',
    'We can levy your bank account without a court order.',
    'We will take your Social Security benefits to pay this debt.',
    'Su salario será embargado automáticamente si no paga.',
    'Your bank account can be frozen without going to court.',
    'Your disability payments can be garnished to satisfy this balance.',
  ],
);

family(
  'misstated_legal_status',
  [
    'This account has been charged off by the original creditor.',
    'Your account was sold to Pinecrest Funding and has been assigned to our office for collection.',
    'This account is past due and in default.',
    'Your account is seriously delinquent and has been placed with us for collection.',
    'This account has been transferred to our office.',
    'Su cuenta está vencida y ha sido asignada a nuestra agencia para su cobro.',
    'If you are in bankruptcy or have received a discharge of this debt, this letter is for informational purposes only and is not an attempt to collect.',
    'Si usted se encuentra en bancarrota, esta carta es solo para fines informativos.',
    'Your failure to dispute the validity of this debt may not be construed by any court as an admission of liability.',
    'If you do not dispute this debt within 30 days, we will assume it is valid.',
    'If a judgment has already been entered against you on this account, please contact us.',
    'Some debts, such as certain taxes and student loans, may not be dischargeable in bankruptcy.',
    'This settlement offer does not expire until July 31, 2025.',
    'Our records show the account was placed in collection on March 1, 2025.',
    'If a judgment has been entered against you, please contact us.',
    'If a court enters a judgment against you, the judgment amount could include court costs and interest.',
    'A judgment creditor can ask the court to garnish wages.',
    'Because of interest, late charges, and other charges that may vary from day to day, the amount due on the day you pay may be greater. Hence, if you pay the amount shown above, an adjustment may be necessary after we receive your check, in which event we will inform you before depositing the check for collection. For further information, call 1-800-555-0100.',
    'The balance includes principal, interest and late fees charged by Pinecrest Bank under your agreement.',
    'You are not legally obligated to pay this debt, and because of its age we will not sue you for it.',
    'As of the date of this letter, you owe $1,250.00. Your account balance may be periodically increased due to the addition of accrued interest or other charges as provided in your agreement with the original creditor.',
    'The balance of $1,250.00 includes interest of $200.00 and late fees of $50.00 charged by Pinecrest Bank.',
    'Balance: $1,250.00 (includes $150.00 in collection fees permitted by your agreement).',
    'Your failure to dispute this debt is not an admission of liability.',
    'If you do not dispute this debt within 30 days, this office will assume it is valid; that assumption is not a finding by any court.',
  ],
  [
    'If you fail to dispute this debt, that will be treated as an admission that you owe it.',
    'Your silence will be deemed an admission of the debt.',
    'This debt never goes away.',
    'This debt is not subject to any statute of limitations.',
    'This debt cannot be discharged in bankruptcy.',
    'Esta deuda nunca prescribe.',
    'A judgment was entered against you on March 1, 2025.',
    'Our client has obtained a judgment against you, and payment will satisfy the judgment.',
  ],
);

/** A letter addressed to `addressee`, with `body` in it. */
const toAddressee =
  (addressee: string) =>
  (body: string): string =>
    [
      'Apex Recovery Group\nPO Box 100\nDallas, TX 75201',
      '',
      'June 2, 2025',
      '',
      `${addressee}\n12 Oak St\nAustin, TX 78701`,
      '',
      'Re: Account ending 4411.',
      '',
      body,
      '',
      'This communication is from a debt collector.',
      '',
      'Sincerely,',
      'Apex Recovery Group',
    ].join('\n');

/** A debt past its limitations period (Texas, New York, Illinois, California: last paid in 2014). */
family(
  'misstated_legal_status',
  [
    'The law limits how long you can be sued on a debt. Because of the age of your debt, we will not sue you for it, and you may not be legally required to pay it.',
    'You have no legal obligation to pay this debt, but you may choose to.',
    'We cannot sue you on this debt because of its age.',
    'Debido a la antigüedad de su deuda, no le demandaremos.',
    'Your account was purchased by Pinecrest Funding, and interest continues to accrue on the balance.',
    'If you make a payment, the time period for filing a lawsuit against you may start over in some states.',
    'This account is in default, and the creditor has accelerated the full balance.',
  ],
  [
    'You are legally obligated to pay this debt in full.',
    'This is a legally enforceable debt and you are required by law to pay it.',
    'You remain legally responsible for this balance.',
    'Our client holds an enforceable debt against you.',
    'The law requires you to pay this balance, and you are legally bound to do so.',
    'You are legally liable for every dollar of this account.',
  ],
  { lastPaymentDate: '2014-01-01' },
);

describe('legal_process_misdescribed: a suit filed, the papers described truly', () => {
  const RULE = 'legal_process_misdescribed';
  const sued = (body: string, state: string) =>
    outcome(RULE, firstLetter(`Our client has filed a lawsuit against you. ${body}`), { lawsuitFiled: true }, state);
  it.each([
    'You must file an answer with the court by the date on the summons, even if you talk to us about payment.',
    'This letter is not a court document; the summons you were served is, and it tells you when to answer.',
    'Calling our office is not a substitute for answering the complaint.',
    'Even if you settle with us, you should respond to the summons until the case is dismissed.',
    'Esta carta no es un documento judicial; la citación que recibió indica su plazo para responder.',
    'If you have already paid this balance, no further action is needed.',
  ])('does not flag: %s', (body) => {
    for (const state of STATES) expect(sued(body, state), body).not.toBe('flag');
  });
  it.each([
    'You do not need to respond to the summons; just call our office.',
    'Calling our office is the same as answering the complaint.',
    'The enclosed summons is just a formality.',
    'You can safely ignore the enclosed summons if you set up a payment plan.',
    'The papers you received are not a lawsuit.',
    'No response to the court is needed once you call us.',
  ])('flags: %s', (body) => {
    for (const state of STATES) expect(sued(body, state), body).toBe('flag');
  });
});

describe('third_party_letter_discloses_debt: recipients the law treats as the consumer', () => {
  const RULE = 'third_party_letter_discloses_debt';
  const asked = (letter: string, state: string) => outcome(RULE, letter, { addressedToThirdParty: undefined }, state);
  it.each([
    'As co-signer on the loan, you are responsible for the balance owed by your son, Carlos Gomez, of $1,250.00.',
    'You guaranteed this account. The debt owed by your daughter remains unpaid; the balance is $1,250.00.',
    'Usted firmó como codeudor de este préstamo. Your son owes a past-due balance of $1,250.00.',
    'As the parent of a minor, you are receiving this notice: the balance owed by your son, a minor, for medical services is $1,250.00.',
    'As guardian of Carlos Gomez, you are receiving this letter about the balance owed by your son of $1,250.00.',
    'To the personal representative of the Estate of Carlos Gomez: the balance owed is $1,250.00.',
    'The balance owed by your husband on this account is $1,250.00.',
    'As your client, Carlos Gomez, has an unpaid balance of $1,250.00, please contact us on his behalf.',
  ])('does not flag: %s', (body) => {
    for (const state of STATES) expect(asked(toAddressee('Maria Gomez')(body), state), body).not.toBe('flag');
  });
  it.each([
    'The debt owed by your son, Carlos Gomez, is past due. Please ask him to call us.',
    'Your neighbor, Carlos Gomez, has an unpaid balance of $1,250.00 with our client.',
    'To the family of Carlos Gomez: his account has a past-due balance of $1,250.00.',
    'Attn: Payroll. Your employee Carlos Gomez owes $1,250.00 to our client.',
    'The debt owed by your brother remains unpaid although you co-signed nothing.',
    'Your roommate, Carlos Gomez, is delinquent on his account with our client.',
  ])('flags: %s', (body) => {
    for (const state of STATES) expect(asked(toAddressee('Maria Gomez')(body), state), body).toBe('flag');
  });
});

family(
  'credit_reporting_threat_misleading',
  [
    'A negative credit report reflecting on your credit record may be submitted to a credit reporting agency if you fail to fulfil the terms of your credit obligations.',
    'We may report this account to the credit bureaus.',
    'Podemos reportar esta cuenta a las agencias de crédito.',
    'If you pay this balance, we will report the account as paid.',
    'If you dispute this debt, we will report it as disputed.',
    'Late payments, missed payments or other defaults on your account may be reflected in your credit report.',
  ],
  [
    'This debt will remain on your credit report until it is paid.',
    'Only payment in full will remove this collection from your credit history.',
    'Esta deuda permanecerá en su informe de crédito hasta que sea pagada.',
    'We will not tell the credit bureaus that you dispute this debt.',
    'The negative entry will never be removed from your credit file unless you pay.',
    'Su crédito quedará dañado de por vida si no paga esta cuenta.',
  ],
);
