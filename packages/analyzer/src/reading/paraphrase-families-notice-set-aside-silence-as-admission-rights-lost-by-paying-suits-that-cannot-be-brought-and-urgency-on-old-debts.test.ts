/**
 * Paraphrase families for decision 218 (issue 26): two kinds the rules did not read at all. From the law's categories and the
 * ways collectors write, not from one letter's words. Tests, not the measure.
 *
 * 1. The validation notice set aside by the letter that carries it: the consumer told to disregard or ignore the notice of
 *    rights (or that it does not apply, is void, is a mere formality) on a condition other than having paid already ("If you
 *    pay today, please disregard the dispute notice below", "The 30-day notice on the back does not apply if you want to avoid
 *    legal action", "Si paga hoy, puede ignorar el aviso al dorso"). A statement that the notice need not be heeded is the
 *    plainest inconsistency with it (15 U.S.C. 1692g(b): collection communications may not "overshadow or be inconsistent
 *    with the disclosure"; 12 CFR 1006.38(b)(1); Swanson v. Southern Oregon Credit Service, 9th Cir. 1988; Russell v. Equifax
 *    A.R.S., 2d Cir. 1996; Bartlett v. Heibl, 7th Cir. 1997; Wilson v. Quadramed, 3d Cir. 2000). Lawful: "if you have already
 *    paid, disregard this notice" (the notice is moot for one who has paid), "do not ignore this notice", the rights said to
 *    stand whatever the consumer does, a previous letter superseded, "this notice is required by law".
 * 2. A collection agency that collects for a client and is not a law firm saying that it itself will sue or take the client's
 *    legal remedies ("we have been retained to institute legal proceedings against you", "we will be required to pursue all
 *    legal remedies available to our client", "this agency will file suit on our client's behalf", "iniciaremos una demanda en
 *    nombre de nuestro cliente"): an agent that is not a lawyer and does not own the debt cannot bring its client's suit (the
 *    unauthorised practice of law), so the step threatened is one that cannot legally be taken (15 U.S.C. 1692e(5), 1692e(10);
 *    12 CFR 1006.18(c)(1); Withers v. Eveland, E.D. Va. 1997; Sibley v. Firstcollect, M.D. La. 1995). Flagged from the words,
 *    with no question whether a suit followed. Lawful (or asked, as before): a law firm's letter, a debt buyer that owns the
 *    debt, the client's own suit, a referral to an attorney, a recommendation to the client, a suit that "may" come.
 * 3. The consumer's silence said to be an admission, agreement or acceptance that he owes the debt ("If you do not respond, your
 *    silence will be treated as an admission that you owe this debt", "by not disputing you agree that you owe it",
 *    "consideraremos que usted acepta la deuda"): the failure to dispute "may not be construed by any court as an admission of
 *    liability" (15 U.S.C. 1692g(c); 12 CFR 1006.34(c)(3)), and the collector may only assume the debt valid for its own
 *    purposes (1692g(a)(3)); told that silence concedes the debt, the consumer is told the notice's right costs him the debt
 *    itself (Hooks v. Forman, Holt, 2d Cir. 2013, on the assumption misstated). Lawful: the statute's own sentences ("we will
 *    assume this debt is valid", "your failure to dispute may not be construed by any court as an admission of liability"),
 *    the model form's "we will assume that our information is correct", an admission the consumer makes by paying said not to
 *    be one.
 * 4. An urgent demand on a debt too old to sue on ("Urgent: payment has not been received! Please remit your balance due
 *    immediately in order to prevent further collection activity", "Pay now to avoid further action", "Pague de inmediato"):
 *    urgency to pay at once tells the consumer the debt is enforceable now, which a time-barred debt is not; such demands
 *    mislead "for more than their silence" (Manuel v. Merchants & Professional Bureau, 5th Cir. 2020; Daugherty v. Convergent
 *    Outsourcing, 5th Cir. 2016). The words themselves say it, so the finding stands on the page in hand (a page may be missing)
 *    where the rule would flag the letter. Not: a plain request ("Please remit your balance"), an urgent demand beside the
 *    disclosure that the debt cannot be sued on, a debt within the period, an offer the consumer may take at leisure.
 * 5. The dispute right said to be given up by a payment, a plan, a settlement accepted or a call, read by its parts in any order
 *    (decision 178 read it in one order of words): "By making a payment you … give up any right to dispute it", "Once you pay, you
 *    can no longer dispute this debt", "Accepting this settlement offer waives any dispute", "Si acepta esta oferta, ya no podrá
 *    disputar la deuda". The right lasts the thirty days whatever the consumer pays or arranges (15 U.S.C. 1692g(a)(3)-(5), (b),
 *    (c); 12 CFR 1006.38(b)(1)). Lawful: the right said to survive a payment, the period's own end, a dispute's effect on an offer.
 * 6. A suit threatened in the courts of a state other than the consumer's ("we will file suit against you in the courts of the
 *    State of New York" to a consumer in Texas, "legal action will be commenced in Cook County, Illinois", "podríamos demandarle en
 *    los tribunales del estado de Florida"): a collector may sue on a consumer debt only where the consumer lives or signed the
 *    contract (15 U.S.C. 1692i(a)(2); Fox v. Citicorp Credit Services, 9th Cir. 1994), so the step cannot legally be taken
 *    (1692e(5); Wiener v. Bloomfield, S.D.N.Y. 1995). Flagged from the words, with no question whether a suit followed. Not: the
 *    consumer's own state, "the county where you live", the law a contract chooses, the collector's address, a suit denied, a
 *    judgment already entered elsewhere.
 * 7. In the Second Circuit, the consumer's response demanded in words of obligation by a time inside the period, with no step
 *    threatened ("We must hear from you within 10 days", "You are required to contact this office within five days", "You must
 *    respond to this letter immediately", "Debe comunicarse con nosotros dentro de los próximos cinco días"): a demand for a
 *    response sooner than the thirty days contradicts them by itself (Savino v. Computer Credit, 2d Cir. 1998), as a payment
 *    demanded now does there (decision 136). Elsewhere the step is still needed (Bartlett v. Heibl, 7th Cir. 1997; Terran v.
 *    Kaplan, 9th Cir. 1997; Wilson v. Quadramed, 3d Cir. 2000). Not: a request ("Please call us within 10 days"), a response asked
 *    only of one with questions, a time after the period, the dispute's own deadline.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, overshadowingOutcome, ruleOutcome, statuteNotice } from './test-letters';
import { readNoticeSetAside } from './notice-set-aside';
import { readSuitByAnAgent } from './suit-by-an-agent';
import { readSilenceAsAdmission } from './silence-as-admission';
import { readUrgentDemands } from './urgent-demand';
import { readRightLostByAnAct } from './right-lost-by-an-act';
import { readSuitVenues } from './suit-venue';
import { analyzeText, getRule } from '../index';
import { bareLaterLetter } from './test-letters';

const NY = { state: 'NY', isFirstContact: true };

describe('1. the validation notice set aside: told to disregard it, or that it does not apply', () => {
  const FLAG = [
    // English, other verbs, objects and conditions
    'If you pay today, please disregard the dispute notice below.',
    'You may ignore the notice below if you make your payment now.',
    'The 30-day notice on the back does not apply if you want to avoid legal action.',
    'Once you set up a payment plan, the validation notice on the reverse side no longer applies to you.',
    'Customers who pay in full this week can disregard the information about their rights printed below.',
    'Pay no attention to the validation notice if you intend to resolve this balance.',
    'The notice of your dispute rights below is only a legal formality.',
    'Your dispute rights described on the back are waived if you accept this offer.',
    'If you call us today, you need not concern yourself with the thirty-day notice.',
    'Any payment you make will void the notice of rights below.',
    // Passive, word order
    'The dispute notice below can be disregarded by anyone who pays the balance this month.',
    // Spanish
    'Si paga hoy, puede ignorar el aviso al dorso.',
    'El aviso de sus derechos de disputa no aplica si usted realiza su pago ahora.',
    'No tome en cuenta el aviso de validación si desea evitar acciones legales.',
  ];
  it.each(FLAG)('read and flagged in a first letter: %s', (body) => {
    expect(readNoticeSetAside(firstLetter(body)).length).toBeGreaterThan(0);
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('flag');
    expect(overshadowingOutcome(firstLetter(body), { ...NY, state: 'IL' })).toBe('flag');
  });
  it('flagged in a 1692g-era notice too', () => {
    const text = statuteNotice(
      'If you pay the balance now, you may disregard the following notice. Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid.',
    );
    expect(ruleOutcome('dispute_conditions_added', text, { state: 'VA', isFirstContact: true }, '2019-03-20')).toBe('flag');
  });
  const LAWFUL = [
    'If you have already paid this balance in full, please disregard this notice.',
    'If you have already sent your payment, please disregard the notice below.',
    'If this account has been paid, you may disregard this letter.',
    'Please do not ignore this notice.',
    'Do not disregard the important information about your rights on the reverse side.',
    'Your rights described below are not affected by this offer, and they apply even if you pay.',
    'The notice below applies whether or not you accept this offer.',
    'Please disregard our previous letter, which showed an incorrect balance.',
    'The notice below is required by federal law.',
    'Si ya pagó esta cuenta, por favor ignore este aviso.',
    'Nothing in this letter limits your right to dispute the debt as explained below.',
    'Ignore any calls that claim to be from us without giving our name.',
    'Please ignore the dispute notice we sent last month; this letter gives you a new thirty-day period.',
  ];
  it.each(LAWFUL)('not read, and the overshadowing rules stay silent: %s', (body) => {
    expect(readNoticeSetAside(firstLetter(body))).toEqual([]);
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
  });
});

/** A collection agency's first letter (1692g era), its own words `body`; `head` replaces the agency's letterhead. */
const agencyLetter = (body: string, head = 'Sunrise Collection Services, Inc.\nPO Box 10\nRichmond, VA 23219'): string =>
  [
    head,
    '',
    'October 10, 2019',
    '',
    'Maria Gomez\n12 Oak St\nRichmond, VA 23220',
    '',
    'Re: Pinecrest Furniture account ending 4411. Balance due: $1,250.00.',
    '',
    'Dear Maria Gomez:',
    '',
    body,
    '',
    'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, this office will assume this debt is valid. If you notify this office in writing within 30 days from receiving this notice that you dispute the validity of this debt or any portion thereof, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification. If you request of this office in writing within 30 days after receiving this notice, this office will provide you with the name and address of the original creditor, if different from the current creditor.',
    '',
    'This communication is from a debt collector. This is an attempt to collect a debt and any information obtained will be used for that purpose.',
    '',
    'Sincerely,',
    head.split('\n')[0]!,
  ].join('\n');

const threatOutcome = (text: string, answers = {}) =>
  ruleOutcome('threat_legal_action_unintended', text, { state: 'VA', isFirstContact: true, ...answers }, '2019-10-20');

describe('2. a collection agency that says it will bring its client’s suit itself', () => {
  const FLAG = [
    'We have been retained by the above client to institute legal proceedings against you. If payment is not received, we will pursue all legal remedies available to our client.',
    'Our client has placed this account with us. Unless you pay the balance, we will file suit against you on behalf of our client.',
    'This agency represents Pinecrest Furniture. If this balance is not paid within ten days, this agency will take legal action against you.',
    'We are collecting this account for our client. Legal proceedings will be commenced by this office if the balance is not paid.',
    'Acting for our client, we intend to sue you for the full balance unless you contact us.',
    'Our client has instructed us to take legal action. We will be forced to bring a lawsuit against you if you do not pay.',
    'Representamos a nuestro cliente, Pinecrest Furniture. Si no paga, presentaremos una demanda en su contra.',
    'Nuestro cliente nos ha encargado esta cuenta. Iniciaremos acciones legales en su contra si no recibimos su pago.',
  ];
  it.each(FLAG)('read and flagged from the words: %s', (body) => {
    expect(readSuitByAnAgent(agencyLetter(body)).length).toBeGreaterThan(0);
    expect(threatOutcome(agencyLetter(body))).toBe('flag');
  });
  const NOT_READ = [
    // a law firm, whose lawyers can bring the client's suit
    [
      'We have been retained by our client to file suit against you. If payment is not received, we will file a lawsuit on behalf of our client.',
      'Smith & Jones, Attorneys at Law\n10 Main St\nRichmond, VA 23219',
    ],
    // a debt buyer that owns the debt
    ['We purchased this account from Pinecrest Furniture and now own it. If you do not pay, we will file suit against you.', undefined],
    // the client's own suit, a referral, a recommendation, a hedged step
    ['Our client will file a lawsuit against you if this balance is not paid.', undefined],
    ['If you do not pay, we will refer this account to our client’s attorney for legal action.', undefined],
    ['Unless you pay, we will recommend to our client that suit be filed.', undefined],
    ['If this balance is not paid, our client has authorized us to recommend that a lawsuit be filed against you.', undefined],
    // the client's mandate told (a law firm's words), and the agency's "legal action" said to be a referral to a lawyer
    ['Our client has authorized us to commence suit against you if the balance is not paid.', undefined],
    [
      'Our client has instructed us to proceed with legal action if this balance is not resolved. We will refer this account to a local attorney for suit.',
      undefined,
    ],
    ['If this balance is not paid, our client may pursue its legal remedies.', undefined],
    ['We collect for our client. We will continue our collection efforts until the balance is paid.', undefined],
    ['Si no paga, nuestro cliente podría enviar su cuenta a un abogado.', undefined],
  ] as const;
  it.each(NOT_READ)('not read: %s', (body, head) => {
    expect(readSuitByAnAgent(agencyLetter(body, head))).toEqual([]);
    expect(threatOutcome(agencyLetter(body, head))).not.toBe('flag');
  });
  it('a suit filed since: the agency’s threat is not judged from its capacity (the rule passes as before)', () => {
    const text = agencyLetter(FLAG[0]!);
    expect(threatOutcome(text, { lawsuitFiled: true })).toBe('silent');
  });
});

describe('3. silence said to be an admission or agreement that the consumer owes the debt', () => {
  const FLAG = [
    'If you do not respond, your silence will be treated as an admission that you owe this debt.',
    'Your silence within the next 30 days will be taken as agreement that you owe this balance.',
    'By not disputing this debt, you agree that you owe it.',
    'If you do not dispute the debt, you will be deemed to have accepted liability for it.',
    'Failure to dispute will be considered your acknowledgment that you are legally responsible for this balance.',
    'Should you not contest this account, we will treat that as your admission of the debt.',
    'Not disputing this balance means you accept that it is owed.',
    'Si no responde, consideraremos que usted acepta la deuda.',
    'Su silencio se considerará como una admisión de que usted debe este saldo.',
  ];
  it.each(FLAG)('read and flagged in a first letter: %s', (body) => {
    expect(readSilenceAsAdmission(firstLetter(body)).length).toBeGreaterThan(0);
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('flag');
  });
  const LAWFUL = [
    'Unless you dispute this debt within 30 days, we will assume this debt is valid.',
    'Your failure to dispute the validity of this debt may not be construed by any court as an admission of liability.',
    'If you do not dispute, we will assume that our information is correct.',
    'Making a payment is not an admission that you owe the debt.',
    'Not disputing this debt does not mean that you admit owing it.',
    'If you agree that you owe this balance, please call us to set up a payment plan.',
    'Si no disputa la deuda, asumiremos que nuestra información es correcta.',
  ];
  it.each(LAWFUL)('not read, and the overshadowing rules stay silent: %s', (body) => {
    expect(readSilenceAsAdmission(firstLetter(body))).toEqual([]);
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
  });
});

/** The federal time-barred rule on a Texas collector's letter with a page left out (dated October 2, 2017). */
const oldDebt = (body: string, lastPaymentDate = '2011-01-15'): { status: string; flagged: boolean } => {
  const text = bareLaterLetter(`Current balance: $250.00.\n\n${body}\n\n[...]`, 'Dallas, TX 75201', 'October 2, 2017');
  const r = analyzeText(text, {
    answers: { state: 'TX', lastPaymentDate, senderIsOriginalCreditor: false },
    today: '2017-10-20',
    rules: [getRule('time_barred_no_disclosure_federal')!],
  });
  return { status: r.runs[0]!.result.status, flagged: r.findings.some((f) => f.id === 'time_barred_no_disclosure_federal') };
};

describe('4. an urgent demand on a debt too old to sue on: the finding stands on the page in hand', () => {
  const FLAG = [
    'Urgent: Payment has not been received! Please remit your balance due immediately in order to prevent further collection activity.',
    'Pay the balance now to avoid further action on this account.',
    'You must send your payment immediately.',
    'This balance requires your immediate payment.',
    'Time is running out: remit the full balance today.',
    'Payment in full is due upon receipt of this letter.',
    'Pague el saldo de inmediato para evitar más acciones de cobro.',
  ];
  it.each(FLAG)('read, and flagged without the whole letter: %s', (body) => {
    expect(readUrgentDemands(bareLaterLetter(body, 'Dallas, TX 75201', 'October 2, 2017')).length).toBeGreaterThan(0);
    expect(oldDebt(body).flagged).toBe(true);
  });
  const NOT = [
    'Please remit your balance.',
    'If you would like to resolve this account, please call us.',
    'You may pay the balance at any time that is convenient for you.',
    'We are offering to settle this account for $125.00 if paid by November 30, 2017.',
  ];
  it.each(NOT)('not read: the absence of the disclosure waits for the whole letter, as before: %s', (body) => {
    expect(readUrgentDemands(bareLaterLetter(body, 'Dallas, TX 75201', 'October 2, 2017'))).toEqual([]);
    expect(oldDebt(body).flagged).toBe(false);
  });
  it('an urgent demand beside the disclosure that the debt cannot be sued on is not flagged', () => {
    const body = `${FLAG[0]} The law limits how long you can be sued on a debt. Because of the age of your debt, we cannot sue you for it.`;
    expect(oldDebt(body).flagged).toBe(false);
  });
  it('an urgent demand on a debt within the limitations period is not flagged', () => {
    expect(oldDebt(FLAG[0]!, '2016-06-01').flagged).toBe(false);
  });
});

describe('5. the dispute right said to be given up by a payment, a plan, a settlement or a call', () => {
  const FLAG = [
    'By making a payment you agree that you owe this debt and give up any right to dispute it.',
    'Once you pay, you can no longer dispute this debt.',
    'Accepting this settlement offer waives any dispute.',
    'If you set up a payment plan, you lose the right to request verification.',
    'Once you call us to arrange payment, the dispute period ends.',
    'Any payment received by this office will be treated as a waiver of your dispute rights: you forfeit your right to dispute by paying.',
    'Signing the enclosed payment agreement means you give up your right to contest the balance.',
    'Si acepta esta oferta, ya no podrá disputar la deuda.',
    'Al realizar un pago, usted renuncia a su derecho a disputar.',
  ];
  it.each(FLAG)('read and flagged in a first letter: %s', (body) => {
    expect(readRightLostByAnAct(firstLetter(body)).length).toBeGreaterThan(0);
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('flag');
  });
  const LAWFUL = [
    'Making a payment does not waive your right to dispute this debt.',
    'You can still dispute this debt after you make a payment.',
    'Your right to dispute ends on July 14, 2025.',
    'If you pay the balance in full, we will send you a letter confirming that the account is closed.',
    'Paying this debt will not take away your right to dispute it.',
    'Un pago no afecta su derecho a disputar la deuda.',
    'If you make a payment, you may lose the protection of the statute of limitations in some states.',
  ];
  it.each(LAWFUL)('not read, and the overshadowing rules stay silent: %s', (body) => {
    expect(readRightLostByAnAct(firstLetter(body))).toEqual([]);
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
  });
});

describe('6. a suit threatened in the courts of another state than the consumer’s', () => {
  /** The rule on the composed first letter to a consumer in Austin, Texas. */
  const venue = (body: string) => ruleOutcome('threat_legal_action_unintended', firstLetter(body), { state: 'TX', isFirstContact: true }, '2025-06-12');
  const FLAG = [
    'If you do not pay, we will file suit against you in the courts of the State of New York.',
    'Legal action will be commenced against you in Cook County, Illinois unless the balance is paid.',
    'We may sue you in a Delaware court to collect this balance.',
    'Your account will be litigated in the Superior Court of California if it is not resolved.',
    'Should this remain unpaid, our client intends to bring an action against you before the Florida courts.',
    'Si no paga, presentaremos una demanda en los tribunales del estado de Florida.',
  ];
  it.each(FLAG)('read and flagged from the words: %s', (body) => {
    expect(readSuitVenues(firstLetter(body)).length).toBeGreaterThan(0);
    expect(venue(body)).toBe('flag');
  });
  const LAWFUL = [
    'If you do not pay, we may file suit against you in the courts of the State of Texas.',
    'Legal action may be commenced in Travis County, Texas.',
    'If suit is filed, it will be filed in the county where you live.',
    'Your agreement is governed by the laws of the State of Delaware.',
    'Our office is located in New York. Please call us to discuss this account.',
    'No lawsuit will be filed against you in New York or anywhere else.',
    'A judgment was entered against you in the Superior Court of California in 2019.',
    'If you do not pay, we may file suit in Cook County, Illinois, where you signed the contract.',
  ];
  it.each(LAWFUL)('not read as a suit in another state, and not flagged for it: %s', (body) => {
    expect(readSuitVenues(firstLetter(body)).filter((v) => v.state !== 'TX')).toEqual([]);
    expect(venue(body)).not.toBe('flag');
  });
});

describe('7. the Second Circuit: a response demanded sooner than the period, with no step', () => {
  const FLAG = [
    'We must hear from you within 10 days.',
    'You are required to contact this office within five days.',
    'You must respond to this letter immediately.',
    'It is imperative that you contact us by June 16, 2025.',
    'You need to call our office no later than ten days from the date of this letter.',
    'A response from you is required within 7 days.',
    'Debe comunicarse con nosotros dentro de los próximos cinco días.',
  ];
  it.each(FLAG)('flagged in New York, silent in Illinois, California and New Jersey: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('flag');
    for (const state of ['IL', 'CA', 'NJ']) expect(overshadowingOutcome(firstLetter(body), { ...NY, state })).toBe('silent');
  });
  const LAWFUL = [
    'Please call us within 10 days.',
    'If you have questions, you must call us within 10 days.',
    'You must contact us by July 30, 2025.',
    'To dispute, you must write to us by July 14, 2025.',
    'You may call us at any time to discuss this account.',
    'Please respond at your earliest convenience.',
  ];
  it.each(LAWFUL)('silent in New York: %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), NY)).toBe('silent');
  });
});
