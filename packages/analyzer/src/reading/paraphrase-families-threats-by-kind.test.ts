/**
 * Threats read by what a sentence does (issue 26, decision 129): who acts, the step (suit, a lawyer, the credit
 * bureaus, the pay), how sure, on what condition, wherever the words sit, in English and Spanish. Each family is
 * written from the law's categories, not from any letter: the step in the passive or by its noun, the creditor's
 * authorisation or decision as the certainty, the Spanish future, the step's share of the pay, the credit report by
 * any verb of putting a debt on it, a promise to erase what the collector does not furnish, a remedy only federal
 * loans have claimed for a loan the letter calls private. Lawful near misses (a truthful "may", denials, a decision
 * not yet made, a suit already filed, the collector's own tradeline, remedies after a judgment, a federal loan's
 * garnishment) must stay clean. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { readLetter } from './read-letter';

const LETTER_DATE = 'March 3, 2025';
const TEN_DAYS_LATER = '2025-03-13';
const NINETY_DAYS_LATER = '2025-06-01';

const letter = (body: string, state = 'IN'): string =>
  `Harbor Point Recovery\nPO Box 9, Indianapolis, ${state} 46204\n\n${LETTER_DATE}\n\nRe: account ending 3391. Creditor: Pinecrest Bank. Balance: $1,250.00.\n\nDear Ms. Gomez:\n\n${body}\n\nThis communication is from a debt collector.`;

type Outcome = { flagged: boolean; asked: string[] };
const outcome = (ruleId: string, text: string, answers: UserAnswers = {}, today = TEN_DAYS_LATER): Outcome => {
  const result = analyzeText(text, { answers: { state: 'IN', ...answers }, today, rules: [getRule(ruleId)!] });
  expect(result.errors).toEqual([]);
  return {
    flagged: result.findings.some((f) => f.id === ruleId),
    asked: result.questions.filter((q) => q.askedBy.includes(ruleId)).map((q) => q.id),
  };
};

const SUIT = 'threat_legal_action_unintended';

/** Read as a threat of suit: asked from the words, flagged once no suit followed, passed once one was filed. */
const expectSuitThreat = (body: string, state = 'IN'): void => {
  const text = letter(body, state);
  expect(outcome(SUIT, text, { state }).asked, body).toContain('lawsuitFiled');
  expect(outcome(SUIT, text, { state, lawsuitFiled: false }, NINETY_DAYS_LATER).flagged, body).toBe(true);
  expect(outcome(SUIT, text, { state, lawsuitFiled: true }, NINETY_DAYS_LATER).flagged, body).toBe(false);
};

/** Not a threat of suit: neither asked nor flagged, whatever the answer. */
const expectNoSuitThreat = (body: string, state = 'IN'): void => {
  const text = letter(body, state);
  expect(outcome(SUIT, text, { state }).asked, body).not.toContain('lawsuitFiled');
  expect(outcome(SUIT, text, { state, lawsuitFiled: false }, NINETY_DAYS_LATER).flagged, body).toBe(false);
};

// ---------------------------------------------------------------------------------------------
// The suit in the passive or by what the court is asked for (15 U.S.C. 1692e(5); 12 CFR 1006.18(c)(1))

describe('the suit said in the passive, by the papers filed or by the judgment sought', () => {
  it.each([
    'If we do not hear from you, a complaint will be filed in county court.',
    'Unless the balance is paid, a complaint will be filed against you.',
    'A petition will be filed in the county court if this is not resolved.',
    'Should you ignore this notice, a claim shall be filed against you.',
    'An action will be commenced against you unless payment arrives by March 20, 2025.',
    'You will be taken to court if you do not pay.',
    'If you fail to respond, you will be taken to court.',
    'We will ask the court for a judgment against you unless you pay.',
    'A judgment will be sought against you if the balance remains unpaid.',
    'Our client is going to ask the court for a judgment against you.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'A complaint may be filed against you if the balance remains unpaid.',
    'You may file a complaint with the Consumer Financial Protection Bureau.',
    'A complaint was filed against you in county court on February 1, 2025.',
    'If you believe we have violated the law, you may file a claim in small claims court.',
  ])('a truthful "may", the consumer\'s own complaint, or a suit already filed is not read as a threat: %s', (body) => expectNoSuitThreat(body));

  it('a hedged passive stays a hedge in the reading layer', () => {
    const threats = readLetter(letter('A complaint may be filed against you if the balance remains unpaid.')).threats.filter((t) => t.action === 'sue');
    expect(threats.map((t) => t.certainty)).toEqual(['hedged']);
  });
});

// ---------------------------------------------------------------------------------------------
// The creditor's authorisation or decision is the certainty; the Spanish future in every person

describe('the step the creditor has authorised or decided on, and the Spanish future', () => {
  it.each([
    'Our client has authorised legal action on this account.',
    'Our client has authorized litigation on this account.',
    'The creditor has approved legal proceedings against you.',
    'Our client has now instructed suit on this balance.',
    'Nuestro cliente nos ha autorizado a demandarle.',
    'El acreedor ha aprobado acciones legales en su contra.',
    'La falta de pago resultará en una demanda en su contra.',
    'Si no paga, procederemos legalmente.',
    'De no recibir su pago, la agencia procederá judicialmente.',
    'Si no paga, su cuenta se enviará a juicio y el acreedor presentará una demanda.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'Our client has authorized us to collect this debt.',
    'Our client has authorized us to accept a reduced payment.',
    'We may refer your account to an attorney.',
    'Nuestro cliente podría considerar acciones legales.',
    'No demandaremos.',
    'Aún no hemos decidido si presentaremos una demanda.',
  ])('an authority to collect or settle, a truthful "may", a denial or an open decision is not a threat: %s', (body) => expectNoSuitThreat(body));

  it('in the Third Circuit a hedged Spanish step is still asked about (Brown v. Card Service Center), and a denial is not', () => {
    expect(outcome(SUIT, letter('Nuestro cliente podría considerar acciones legales.', 'PA'), { state: 'PA' }).asked).toContain('lawsuitFiled');
    expect(outcome(SUIT, letter('No demandaremos.', 'PA'), { state: 'PA' }).asked).not.toContain('lawsuitFiled');
  });
});

// ---------------------------------------------------------------------------------------------
// Denials the rule's own list read as threats (Wade v. Regional Credit, 9th Cir. 1996)

describe('a denial or a decision not yet made is no threat', () => {
  it.each([
    'No decision has been made to sue you.',
    'No decision has yet been made to take legal action on this account.',
    'Our client has not yet decided whether to file a lawsuit.',
    'No legal action will be taken against you.',
    'No demandaremos.',
    'No le demandaremos por esta deuda.',
    'Aún no hemos decidido si tomaremos acción legal.',
  ])('not flagged when no suit followed: %s', (body) => expectNoSuitThreat(body));

  it('a threat in a letter that also denies something else is still read', () => {
    expectSuitThreat('No payment plan is available. If you do not pay by March 20, 2025, we will sue you.');
  });
});

// ---------------------------------------------------------------------------------------------
// The referral by its noun, and the authority to take action named with no step (Bentley, 2d Cir. 1993)

describe('a referral to lawyers by its noun, and an authority to take unnamed action', () => {
  it.each([
    'Your account is being prepared for referral to our attorneys.',
    'Your account is being readied for transfer to one of our outside law firms.',
    'This account has been scheduled for assignment to one of our affiliated law firms.',
    'Your account is queued for assignment to our outside attorneys.',
    'Our client has authorized this office to take appropriate action to collect the balance due.',
    'The creditor has authorized us to take the necessary steps to recover this debt.',
    'We have been instructed to take further action on this account.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'Our client has authorized us to offer you a payment plan.',
    'Your account was placed with our office for collection.',
    'You may be eligible for a referral to a nonprofit credit counselor.',
  ])('not a threat: %s', (body) => expectNoSuitThreat(body));
});

// ---------------------------------------------------------------------------------------------
// Credit reporting (15 U.S.C. 1692e(5), (8); 15 U.S.C. 1681c(a)(4))

const CREDIT = 'credit_reporting_threat_misleading';

describe('the debt put on the credit report in any verb', () => {
  it.each([
    'We will place this account on your credit file.',
    'This debt will appear on your credit report if not paid.',
    'Unless paid, this collection account will show up on your credit reports.',
    'We will add this account to your credit history.',
    'We will post this balance to all three credit bureaus.',
    'Esta deuda aparecerá en su historial de crédito si no paga.',
  ])('asks when the last payment was, and flags a debt past the 7-year period: %s', (body) => {
    expect(outcome(CREDIT, letter(body)).asked, body).toContain('lastPaymentDate');
    expect(outcome(CREDIT, letter(body), { lastPaymentDate: '2012-01-01' }).flagged, body).toBe(true);
    expect(outcome(CREDIT, letter(body), { lastPaymentDate: '2024-06-01' }).flagged, body).toBe(false);
  });

  it('the California notice on a debt inside the reporting period is not flagged', () => {
    const notice =
      'As required by law, you are hereby notified that a negative credit report reflecting on your credit record may be submitted to a credit reporting agency if you fail to fulfill the terms of your credit obligations.';
    expect(outcome(CREDIT, letter(notice, 'CA'), { state: 'CA', lastPaymentDate: '2024-06-01' }).flagged).toBe(false);
  });

  it('a denial is not a threat to report', () => {
    expect(outcome(CREDIT, letter('We will not place this account on your credit report.')).asked).not.toContain('lastPaymentDate');
  });
});

describe('a promise that paying erases what the collector does not furnish', () => {
  it.each([
    "Pay in full and we will remove this collection account and the original creditor's charge-off from all three credit reports.",
    'Pay and we will have the charge-off removed from your credit report.',
    'Once you pay, we will delete the late payments from your credit history.',
    'Pay today and the charge-off will be deleted from your credit report.',
    'Once paid, your credit history will be as if this never happened.',
    'Si paga, eliminaremos toda la información negativa de su historial de crédito.',
    'Si paga hoy, su crédito quedará como si nunca hubiera ocurrido.',
  ])('flagged from the words: %s', (body) => {
    expect(outcome(CREDIT, letter(body)).flagged, body).toBe(true);
  });

  it.each([
    'If you pay in full, we will ask the credit bureaus to delete our collection account.',
    'We will request deletion of our tradeline once the balance is paid.',
    'Once paid, we will report the account as paid in full.',
    'We will not remove the charge-off from your credit report; only the original creditor can change it.',
  ])("the collector's own tradeline, an accurate report, or a denial is not: %s", (body) => {
    expect(outcome(CREDIT, letter(body)).flagged, body).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Garnishment and levy (15 U.S.C. 1692e(4), (5); 12 CFR 1006.18(b)(3))

const GARNISH = 'threat_seizure_garnishment';

describe('taking the pay or the account, in any words for it', () => {
  it.each([
    'Your employer will be ordered to withhold 15% of your pay unless you contact us.',
    'We will deduct 10% of your paycheck unless you pay.',
    'Your employer will withhold a portion of your wages.',
    'Se le descontará el 15% de su salario si no paga.',
    'Your bank account will be frozen if you do not respond.',
    'Your wages may be attached.',
    'Under federal law we will garnish 15% of your wages without a court order.',
  ])('flagged from the words: %s', (body) => {
    expect(outcome(GARNISH, letter(body)).flagged, body).toBe(true);
  });

  it.each([
    'If we sue you and win a judgment, the court may allow garnishment of your wages.',
    'You may pay by automatic deduction from your bank account.',
    'Your home may be seized by the lender under your mortgage if payments are not made.',
    'We will not freeze your bank account.',
  ])('after a judgment, a payment the consumer chooses, a secured loan or a denial is not: %s', (body) => {
    expect(outcome(GARNISH, letter(body)).flagged, body).toBe(false);
  });
});

describe('a remedy only federal loans have, claimed for a loan the letter calls private', () => {
  const awg =
    'FINAL NOTICE BEFORE ADMINISTRATIVE WAGE GARNISHMENT\n\nUnder federal law, your employer will be ordered to withhold 15% of your pay beginning in 30 days unless you contact us.';
  it.each(['Lender: Dakota Private Student Loans LLC.', 'Your private education loan is in default.', 'Su préstamo estudiantil privado está en mora.'])(
    'flagged: %s',
    (loan) => {
      expect(outcome(GARNISH, letter(`${loan}\n\n${awg}`)).flagged, loan).toBe(true);
    },
  );
  it.each(['Your federal student loan is in default.', 'Loan holder: U.S. Department of Education.', ''])(
    'a federal loan (or a letter that names no private loan) may be garnished administratively: "%s"',
    (loan) => {
      expect(outcome(GARNISH, letter(`${loan}\n\n${awg}`)).flagged, loan).toBe(false);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The step's time in the sentence that says how to stop it (decision 085's "letter's own time", read one sentence on)

describe('the time the letter gives the step in the sentence that says how to stop it', () => {
  it.each([
    'Your account will be referred to our attorneys. Call before 5pm to stop this process.',
    'Your account will be referred to our attorneys. Pay by March 7, 2025 to avoid this.',
    'Our client will file suit against you. Respond within 3 days to prevent the lawsuit.',
    'Your file is scheduled for referral to our legal department. Call us by 4:30 p.m. today to stop the referral.',
    'Su cuenta será enviada a nuestros abogados. Llame antes de las 5 p.m. para detener este proceso.',
    'Su cuenta será enviada a nuestros abogados. Pague dentro de 2 días para evitar esto.',
  ])('flagged ten days on once no suit followed (the time has passed): %s', (body) => {
    expect(outcome(SUIT, letter(body), { lawsuitFiled: false }, TEN_DAYS_LATER).flagged, body).toBe(true);
  });

  it.each([
    'Your account will be referred to our attorneys. Call us before 5pm.',
    'Your account will be referred to our attorneys. Our office hours end at 5pm.',
    'Your account will be referred to our attorneys. Pay by March 30, 2025 to avoid this.',
    'Your account will be referred to our attorneys. To stop this, call us.',
  ])('not yet: a time that does not point back at the step, one still to come, or none (the 60 days stand): %s', (body) => {
    expect(outcome(SUIT, letter(body), { lawsuitFiled: false }, TEN_DAYS_LATER).flagged, body).toBe(false);
    expect(outcome(SUIT, letter(body), { lawsuitFiled: false }, NINETY_DAYS_LATER).flagged, body).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// How sure, said after the step or as a noun condition; the bureaus and the lien in the passive

describe('the certainty after the step, and a condition said as a noun', () => {
  it.each([
    'Legal proceedings are about to be commenced against you.',
    'A lawsuit is being prepared against you.',
    'Our attorneys are preparing a lawsuit against you.',
    'Legal action is going to be taken on this account.',
    'Su caso será llevado a la corte.',
  ])('asks, and flags once no suit followed: %s', (body) => expectSuitThreat(body));

  it.each([
    'Failure to pay will result in a lawsuit being filed against you.',
    'Failure to respond will lead to legal proceedings against you.',
    'Failure to make a payment will result in referral to our attorneys.',
  ])('the consequence of a noun condition is read as definite, not as part of the condition: %s', (body) => {
    const certainties = readLetter(letter(body))
      .threats.filter((t) => t.action === 'sue' || t.action === 'attorney')
      .map((t) => t.certainty);
    expect(certainties, body).toContain('definite');
  });

  it.each([
    'A lawsuit may be prepared if you do not respond.',
    'Failure to pay may result in legal action.',
    'If we are preparing a lawsuit, we will tell you in writing first.',
  ])('a hedge stays a hedge: %s', (body) => {
    const certainties = readLetter(letter(body))
      .threats.filter((t) => t.action === 'sue')
      .map((t) => t.certainty);
    expect(certainties, body).not.toContain('definite');
  });

  it.each([
    'Failure to pay will be reported to the credit bureaus.',
    'Your delinquency will be reflected on your credit report.',
    'Las agencias de crédito serán notificadas si no paga.',
  ])('credit: a definite report, asked about and flagged past the 7-year period: %s', (body) => {
    expect(readLetter(letter(body)).threats.find((t) => t.action === 'report')?.certainty, body).toBe('definite');
    expect(outcome(CREDIT, letter(body), { lastPaymentDate: '2012-01-01' }).flagged, body).toBe(true);
  });

  it.each(['A lien will be placed on your home if you do not pay.', 'Congelaremos su cuenta bancaria si no paga.'])(
    'garnishment: flagged from the words: %s',
    (body) => {
      expect(outcome(GARNISH, letter(body)).flagged, body).toBe(true);
    },
  );

  it('a lien on a mortgaged home is left to the repossession rule', () => {
    expect(outcome(GARNISH, letter('Under your mortgage, a lien will be placed on your home if you do not pay.')).flagged).toBe(false);
  });
});
