/**
 * Paraphrase families for letters dressed as, or misdescribing, legal process (issue 26, decision 164), read by what the letter
 * does, in sentences of our own written from the law (15 U.S.C. 1692e(2)(A), (5), (9), (10), (13); 12 CFR 1006.18(b)(1)(vii),
 * (c)(3)), never from a corpus letter:
 * - a court paper's own form standing alone over a collection letter: a court named as the heading ("IN THE JUSTICE COURT,
 *   PRECINCT 1", "JUZGADO MUNICIPAL"), party labels or the summons' address ("TO THE ABOVE-NAMED DEFENDANT"), a caption over
 *   three lines, an appearance commanded ("you must appear at the … Court", "your appearance is required", "usted debe
 *   comparecer ante el juzgado"), a court office as the sender ("JUDICIAL ENFORCEMENT DIVISION"), more pleadings' and writs'
 *   names ("STATEMENT OF CLAIM", "ORIGINAL PETITION ON SWORN ACCOUNT", "RESTRAINING NOTICE", "AVISO DE EMBARGO", "DEMANDA");
 * - a step of a suit said taken: a summons, writ, levy, default or order said issued, entered or served; the court said to
 *   have acted or to have the case; a hearing said set or to be held; service said attempted or under way; the consumer said
 *   named a defendant; a status line naming a stage of a suit; the letter calling itself a legal notice; Spanish forms;
 * - court papers said enclosed (a "pre-suit package": Zimmerman v. Portfolio Recovery Associates, S.D.N.Y. 2011);
 * - a judgment said decided on a condition that is no step of a suit ("if you do not pay", "failure to respond to this notice
 *   will result in a default judgment"), or taken as given ("when judgment is entered against you, your wages will be
 *   garnished"); a notice "before judgment" (only a suit ends in one).
 * Each is asked (`lawsuitFiled`) from the words, flagged once no suit was filed and silent once one was. Every must-flag
 * variant here was silent on the code before decision 164.
 * Near misses that must stay silent, with and without answers: a real suit truthfully described once it is real, a suit an
 * attorney may decide on, a plain "NOTICE" heading, the 1692g notice's "copy of a judgment", a hedged judgment, exempt income
 * said protected, a letter that says no suit was filed, file and claim numbers, "hearing impaired", the credit sense of
 * "default", the consumer's own complaint, a suit asked about ("whether a case has been filed"), the same claims negated
 * (written by compromise, which shares no vocabulary with the reader).
 */
import nlp from 'compromise';
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { bareLetter, firstLetter } from './test-letters';

const RULES = ['simulated_legal_process', 'legal_process_misdescribed'] as const;
const NO_SUIT: UserAnswers = { isFirstContact: true, senderIsOriginalCreditor: false, lawsuitFiled: false };

/** What the two rules of the label do together: flag, ask, or stay silent. */
const outcome = (text: string, answers: UserAnswers = {}): 'flag' | 'ask' | 'silent' => {
  const result = analyzeText(text, { answers: { state: 'TX', ...answers }, today: '2025-06-12', rules: RULES.map((id) => getRule(id)!) });
  expect(result.errors).toEqual([]);
  if (result.findings.some((f) => (RULES as readonly string[]).includes(f.id))) return 'flag';
  return result.questions.some((q) => q.askedBy.some((a) => (RULES as readonly string[]).includes(a))) ? 'ask' : 'silent';
};
const headed = (heading: string, body = 'Please pay the balance or call us to discuss it.'): string =>
  firstLetter(body, { head: `Apex Recovery Group\nPO Box 100\nDallas, TX 75201\n\n${heading}` });
const said = (sentence: string): string => bareLetter(`${sentence}\nPlease call us at 800-555-0100 to pay the balance.`);

// ---------------------------------------------------------------------------------------------
// A court paper's own form, alone over the letter (1692e(9), (13))

const COURT_FORMS = [
  headed('TO THE ABOVE-NAMED DEFENDANT:', 'You are hereby notified that a claim for $1,250.00 has been made against you. Pay the balance within 10 days.'),
  headed('SUPERIOR COURT OF NEW JERSEY\nLAW DIVISION, SPECIAL CIVIL PART'),
  headed('JUZGADO MUNICIPAL DE PATERSON\nEXPEDIENTE NO. 2025-0119'),
  headed('JUZGADO PRIMERO DE LO CIVIL\nExpediente: 2025-118'),
  headed('Plaintiff: Apex Funding LLC\nDefendant: Maria Gomez'),
  said('You are hereby summoned. Contact this office immediately.'),
  said('You must appear at the Dallas County Justice Court on July 14, 2025 at 9:00 a.m. unless this balance is paid.'),
  said('Your appearance is required at the Municipal Court on August 4, 2025.'),
  said('Court Date: July 14, 2025\nCourtroom 4B'),
  said('Usted debe comparecer ante el juzgado el 14 de julio de 2025.'),
  said('Usted está citado a comparecer ante el Juzgado Civil.'),
  said('Fecha de audiencia: 14 de julio de 2025'),
  headed('JUDICIAL ENFORCEMENT DIVISION'),
  said('Civil Process Department\nRef: 2025-1183'),
  headed('NOTICE OF INTENT TO FILE\nCase No. 25-CV-0193'),
  headed('COMPLAINT FOR COLLECTION OF DEBT'),
  headed('STATEMENT OF CLAIM'),
  headed('ORIGINAL PETITION ON SWORN ACCOUNT'),
  headed('RESTRAINING NOTICE'),
  headed('AVISO DE EMBARGO'),
  headed('DEMANDA'),
  headed('FINAL NOTICE BEFORE JUDGMENT'),
  headed('Final Notice Prior to Judgment'),
  headed('LEGAL ACTION NOTICE'),
];

// ---------------------------------------------------------------------------------------------
// A step of a suit said taken, court papers said enclosed, a status of a suit (1692e(2)(A), (10), (13))

const STEPS_CLAIMED = [
  'A summons has been issued in your name.',
  'A writ of garnishment has been issued to your employer.',
  'A levy has been issued against your bank account.',
  'A default has been entered against you in this action.',
  'A warrant in debt has been issued against you.',
  'An order of garnishment was signed by the judge on June 1, 2025.',
  'Our client has obtained a writ of execution against your property.',
  'The judge has signed an order requiring you to pay.',
  'The court has scheduled your hearing for August 4, 2025.',
  'Your case has been assigned to Judge Miller.',
  'Your account has been docketed for trial.',
  'A hearing on this debt has been set in the county court for July 14, 2025.',
  'Please take notice that a hearing in this matter will be held on August 4, 2025 at 10:00 a.m.',
  'Our process server has attempted to serve you at your home on two occasions.',
  'Legal documents are being prepared to be served on you at your place of employment.',
  'A constable has been dispatched to deliver legal papers to you.',
  'Court papers will be delivered to your home by a process server this week.',
  'The Sheriff will be instructed to serve you with the lawsuit.',
  'Your employer has been served with a garnishment order.',
  'You have been named as a defendant in a lawsuit.',
  'Account Status: PENDING SUIT',
  'Status: In Litigation',
  'Your file status is: LITIGATION PENDING',
  'This is a formal legal notice.',
  'Enclosed is your pre-suit package. Review the enclosed summons and complaint, which will be filed unless you pay.',
  'Enclosed please find a copy of the complaint that our client intends to file against you.',
  'A copy of the summons prepared in your name is attached.',
  'Attached you will find the Complaint prepared by our attorneys.',
  'Sign the enclosed Affidavit of Debt before a notary and return it to the court clerk within 10 days.',
  'Usted ha sido demandado por nuestro cliente.',
  'Ud. ha sido demandada en la Corte de Reclamos Menores.',
  'Se le notifica que existe una demanda en su contra.',
  'Se ha ordenado el embargo de su salario.',
  'Los documentos de la demanda le serán entregados en su trabajo.',
];

// ---------------------------------------------------------------------------------------------
// A judgment said decided on a condition that is no step of a suit, or taken as given (1692e(2)(A), (5), (10))

const JUDGMENT_DECIDED = [
  'Failure to respond to this notice will result in a default judgment against you.',
  'Non-payment will result in judgment being entered against you.',
  'If we do not hear from you, a judgment will be taken against you for the full amount.',
  'Judgment by default will be entered against you.',
  'There will be a judgment against you if you fail to pay by July 1, 2025.',
  'Our client will be granted a judgment for the full balance.',
  'The court will order you to pay the full balance plus costs.',
  'When judgment is entered against you, your wages will be garnished.',
  'Se dictará sentencia en su contra si no paga.',
];

// The same kinds in a third layout and other words (a letter from another collector, with its heading above the date).
const another = (top: string, body: string): string =>
  `Lakeside Portfolio Services\n1400 W. Lake St., Chicago, IL 60607\n\n${top}\n\nMay 28, 2025\n\nRobert Chen\n88 Pine Ave\nEvanston, IL 60201\n\nAccount: 7730-1192   Creditor: Northline Bank   Balance: $2,406.55\n\n${body}\n\nTo resolve this account, call 1-800-555-0123 or mail your payment to the address above.\n\nThis is an attempt to collect a debt by a debt collector.`;
const OTHER_WORDS = [
  another('CIRCUIT COURT OF COOK COUNTY, ILLINOIS\nMUNICIPAL DEPARTMENT - FIRST DISTRICT', 'Pay the balance now.'),
  another('NORTHLINE BANK,\n     Plaintiff,\n  v.                          No. __________\nROBERT CHEN,\n     Defendant.', 'Pay the balance now.'),
  // A caption in the subject line ("RE: NORTHLINE BANK VS. ROBERT CHEN") is no longer read here: it presents a suit as pending,
  // which misstated_legal_status and threat_legal_action_unintended read, not a court's paper (decision 291; In re Murray,
  // Bankr. D. Mass. 2016). Its family: paraphrase-families-deadlines-from-mailing-…-and-subject-line-captions.test.ts.
  another('LAST NOTICE BEFORE JUDGMENT', 'Pay the balance now.'),
  another('CORTE DE CIRCUITO DEL CONDADO DE COOK', 'Pague el saldo.'),
  ...[
    'You are required to answer the complaint of Northline Bank within 30 days.',
    'Report to Courtroom 1303, Richard J. Daley Center, on June 30, 2025 at 9:30 a.m.',
    'The Honorable Judge Patricia Ruiz will preside over your case.',
    'Return Date: June 30, 2025',
    'Date Complaint Filed: 05/12/2025',
    'Expect to be served with suit papers in the coming days.',
    'A process server will contact you at your residence or place of work to deliver your court documents.',
    'You are ordered to appear for a deposition at our offices on June 30, 2025.',
    'A wage deduction summons has been issued to your employer.',
    'Unless payment is received by June 15, judgment will be entered against you.',
    'Should you fail to pay, the court will find in our favor.',
    'This file is currently in active litigation.',
    'Suit is pending on this account.',
    'We have brought an action against you in the Circuit Court of Cook County.',
    'Este es un aviso judicial. Debe presentarse ante la corte.',
    'Hemos archivado una demanda en su contra.',
    'Enclosed is the proposed Agreed Order that will be submitted to the judge.',
  ].map((body) => another('', body)),
];

// A fourth collector's layout (a debtor block, a medical creditor), in other words again.
const fourth = (top: string, body: string): string =>
  `SUNCOAST ACCOUNT SOLUTIONS, INC.\nP.O. Box 22810 • Tampa, FL 33622\n${top ? `\n${top}\n` : ''}\nJune 3, 2025\n\nDEBTOR: Luisa Ortega\n410 Bayview Dr\nTampa, FL 33611\nORIGINAL CREDITOR: Gulf Coast Medical Group   AMOUNT DUE: $918.20\n\n${body}\n\nMake checks payable to Suncoast Account Solutions, Inc. This communication is from a debt collector.`;
const FOURTH = [
  fourth('IN THE COUNTY COURT IN AND FOR HILLSBOROUGH COUNTY, FLORIDA\nCIVIL DIVISION', 'Remit the amount due within five days.'),
  ...[
    'THE STATE OF FLORIDA: To Each Sheriff of the State: You are commanded to serve this summons on the defendant.',
    'A pretrial conference has been scheduled for July 10, 2025 at 8:30 a.m.',
    'Court-ordered mediation in your case will take place on July 10, 2025.',
    'A final judgment is pending against you.',
    'Our attorney has filed a motion for default against you.',
    'Since you did not respond, your wages will be garnished beginning with your next paycheck once the judgment is signed.',
    'If payment is not received, we will have no choice but to obtain a judgment against you.',
    'The enclosed legal document requires your immediate attention.',
    'Se ha iniciado un juicio por esta cuenta.',
  ].map((body) => fourth('', body)),
];

// A fifth collector's layout (a utility debt), in other words again.
const fifth = (top: string, body: string): string =>
  `BUCKEYE CREDIT CONTROL\n55 E. Broad St. Columbus OH 43215\n${top ? `${top}\n` : ''}\nRE: Ohio Valley Power - Acct 55102\nBalance Due: $611.47\nDate: 06/02/2025\n\nDear Kevin Walsh,\n\n${body}\n\nPay online at buckeyecc.example or call 614-555-0101.\nThis is a communication from a debt collector.`;
const FIFTH = [
  fifth('FRANKLIN COUNTY MUNICIPAL COURT\nSMALL CLAIMS DIVISION', 'Remit the balance due.'),
  fifth('PRAECIPE FOR SERVICE', 'Remit the balance due.'),
  ...[
    'Your case appears on the court docket for July 8, 2025.',
    'Entry of judgment against you is scheduled for July 8, 2025.',
    'The bailiff will deliver the court papers to your home.',
    'A small claims action has been filed in your name.',
    'You are ordered to appear for a judgment debtor examination on July 8, 2025.',
    'LAWSUIT STATUS: ACTIVE',
    'The court has found that you owe the full balance.',
    'An order to garnish your wages has been sent to your employer.',
    'You will be ordered by the court to pay the balance, court costs and interest.',
    'Attached is an Affidavit of Account that will be filed with the court.',
    'Se ha emitido una orden judicial en su contra.',
    'Please consider yourself served with notice of this lawsuit.',
    'Pending Action: Civil Complaint',
    'Your account is now on litigation hold pending the court date.',
  ].map((body) => fifth('', body)),
];

const MUST = [...COURT_FORMS, ...[...STEPS_CLAIMED, ...JUDGMENT_DECIDED].map(said), ...OTHER_WORDS, ...FOURTH, ...FIFTH];

describe('legal process read by what the letter does: a court form, a step of a suit, papers enclosed, a judgment decided', () => {
  it.each(MUST)('asked (or flagged) from the words alone: %s', (text) => {
    expect(outcome(text)).not.toBe('silent');
  });
  it.each(MUST)('flagged once the consumer says no suit was filed: %s', (text) => {
    expect(outcome(text, NO_SUIT)).toBe('flag');
  });
  it.each(MUST)('not flagged once the suit is real: %s', (text) => {
    expect(outcome(text, { lawsuitFiled: true })).not.toBe('flag');
  });
});

describe('legal_process_misdescribed: a call said to count as the answer to a real complaint', () => {
  it.each([
    'A complaint has been filed against you. Your phone call to our office will count as your answer to the complaint.',
    'You have been sued. Your call to this office counts as your response to the court.',
  ])('%s', (s) => {
    expect(outcome(said(s), { lawsuitFiled: true })).toBe('flag');
  });
});

describe('a caption of a proceeding alone: flagged once no suit was filed', () => {
  it.each(['IN THE MATTER OF APEX FUNDING LLC AND MARIA GOMEZ', 'In the Matter of the Claim of Apex Funding LLC'])('%s', (caption) => {
    expect(outcome(headed(caption), NO_SUIT)).toBe('flag');
    expect(outcome(headed(caption), { lawsuitFiled: true })).not.toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// Near misses the law allows: neither rule flags or asks, with or without answers

const LAWFUL: [string, UserAnswers?][] = [
  [
    said(
      'A lawsuit was filed against you in the Dallas County Court at Law No. 2, Case No. CC-25-01193. You must file a written answer with the clerk within 14 days after service or a default judgment may be entered.',
    ),
    { lawsuitFiled: true },
  ],
  [said('We may refer this account to an attorney, who may decide whether to file suit.')],
  [headed('NOTICE')],
  [headed('IMPORTANT NOTICE')],
  [
    said(
      'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid. If you notify this office in writing within 30 days, this office will obtain verification of the debt or obtain a copy of a judgment and mail you a copy of such judgment or verification.',
    ),
  ],
  [said('If our client sues you and obtains a judgment, it may ask the court to garnish your wages as state law allows.')],
  [said('If our client files suit and wins, a judgment may be entered against you, and the court could allow garnishment.')],
  [said('Social Security, SSI and veterans benefits are exempt from garnishment under federal law.')],
  [said('Los beneficios del Seguro Social están protegidos contra embargo.')],
  [said('No lawsuit has been filed against you, and this letter is not a summons.')],
  [said('We are required by law to tell you that no suit has been filed.')],
  [said('We have not filed suit, and we have not decided whether to.')],
  [said('This is not a court document.')],
  [said('Usted no ha sido demandado.')],
  [said('File No. 2025-0041. Please include your file number with your payment.')],
  [said('Claim No. 88412 for services at Mercy Hospital.')],
  [said('Your case number is 77120. Please use it when you call us.')],
  [said('If you are sued, you will receive a summons and have the right to appear and defend yourself in court.')],
  [said('If you are sued, you have the right to appear in court and dispute the debt.')],
  [said('If you are served with a summons, do not ignore it.')],
  [said('If you have been sued on this debt, please have your attorney contact us.')],
  [said('Our records show your account went into default on March 3, 2024.')],
  [said('Hearing impaired? Call TTY 711.')],
  [said('This balance is for a hearing aid purchased from Sound Health.')],
  [said('If you are the personal representative of the estate, please tell us the name of the probate court.')],
  [said('Account Status: Active - Placed for Collection')],
  [said('Your payment has been scheduled for July 1, 2025.')],
  [said('Enclosed is a copy of your signed agreement.')],
  [said('Enclosed is our response to your complaint.')],
  [said('Attached is a copy of the complaint form you may use to contact the CFPB.')],
  [said('The court clerk can tell you whether a case has been filed.')],
  [said('En caso de que se presente una demanda, usted tendrá derecho a defenderse.')],
  [said('Si se presenta una demanda y usted no comparece, el juzgado podría dictar sentencia en su contra.')],
  [said('When your payment is received, the account will be closed.')],
  [said('Our office does not serve legal papers.')],
  [said('Settling now avoids the time and expense of court.')],
  [said('If a court enters judgment, post-judgment interest would accrue at the rate set by law.')],
  [headed('PRE-LEGAL NOTICE')],
  [headed('NOTICE OF INTENT TO SUE')],
  [headed('Legal Department')],
  [headed('Customer Service Center')],
  [said('See Avila v. Riexinger & Associates, LLC, 817 F.3d 72 (2d Cir. 2016).')],
  [said('Only a court can order garnishment of your wages.')],
  [said('If you are sued, the court will decide what you owe.')],
  [said('Our client may file a claim in small claims court if the account is not resolved.')],
  [said('If a suit is filed, you will have to appear in court on the date in the summons.')],
  [said('You may look up any case filed against you at the Clerk of the Circuit Court of Cook County.')],
  [said('Your agreement contains an arbitration clause. You may choose to arbitrate any dispute.')],
  [said('We have served customers in Texas for 30 years.')],
  [said('Status: Closed - Paid in Full')],
  [said('Nothing in this letter requires you to go to court.')],
  [said('Esta carta no es una demanda ni una citación.')],
  [said('Usted tiene derecho a disputar esta deuda. Si lo demandan, puede defenderse en la corte.')],
  [said('If this balance remains unpaid, our client may consider filing suit.')],
  [said('Should a court enter judgment, interest may accrue at the statutory rate.')],
  [said('No court action has been taken on this account.')],
  [said('You have the right to have a court decide whether you owe this debt.')],
  [said('You may request a hearing with our dispute department by calling us.')],
  [said('Status: Placed with agency 05/01/2025')],
  [said('If you have served in the military, you may have additional protections.')],
  [said('If you have filed for bankruptcy, please send us your case number.')],
  [said('Nuestro cliente podría presentar una demanda si no se resuelve la cuenta.')],
  [said('Your free trial of our payment portal will be held open for 30 days.')],
  [said('Legal documents may be served on you.')],
  [said('Court papers could be delivered to your home.')],
  [said('An order to garnish your wages may be sent to your employer.')],
  [said('Su fecha de corte es el día 15 de cada mes.')],
  [said('Ohio law lets a court decide disputes about utility bills.')],
  [said('If this balance is not paid, our client may file in small claims court.')],
  [said('If you are in a court-approved bankruptcy plan, let us know.')],
  [said('Status: Payment Pending')],
  [said('Un tribunal podría decidir si usted debe esta deuda si se presenta una demanda.')],
  [firstLetter('Please pay the balance.', { head: 'Apex Recovery Group\n100 Court Street, Suite 4\nBrooklyn, NY 11201' })],
  [
    said('On March 3, 2024, the Dallas County Court entered a judgment against you in Case No. CC-24-0044. The judgment balance is $1,250.00.'),
    { lawsuitFiled: true, judgmentEntered: true },
  ],
  [said('The garnishment on your wages was released on May 1, 2025.'), { lawsuitFiled: true, judgmentEntered: true }],
  // a federal student loan's administrative wage garnishment is an agency's process, not a court's (20 U.S.C. 1095a)
  [
    headed(
      'WAGE GARNISHMENT PROCEEDINGS NOTICE',
      'This federal student loan is held by the U.S. Department of Education. Administrative wage garnishment may begin 30 days after this notice. You have the right to a hearing.',
    ),
  ],
];

describe('lawful near misses: neither rule of the label flags or asks', () => {
  it.each(LAWFUL)('silent from the words and with answers: %s', (text, extra) => {
    expect(outcome(text, extra ?? {})).toBe('silent');
    expect(outcome(text, { ...NO_SUIT, ...(extra ?? {}) })).toBe('silent');
  });
});

// ---------------------------------------------------------------------------------------------
// The same claims negated, written by compromise (not the reader's words): no claim, no question

const NEGATED = [
  'A summons has been issued in your name.',
  'A writ of garnishment has been issued to your employer.',
  'Our process server has attempted to serve you at your home.',
  'Your case has been assigned to Judge Miller.',
  'The court has scheduled your hearing for August 4, 2025.',
  'You have been named as a defendant in a lawsuit.',
  'Your employer has been served with a garnishment order.',
  'Judgment by default will be entered against you.',
  'Non-payment will result in judgment being entered against you.',
  'Our client will be granted a judgment for the full balance.',
  'The judge has signed an order requiring you to pay.',
  'Legal documents are being prepared to be served on you at your place of employment.',
  'A default has been entered against you in this action.',
  'Your account has been docketed for trial.',
  'The court will order you to pay the full balance.',
].map((s) => nlp(s).sentences().toNegative().text());

describe('the claims negated (compromise) are not read', () => {
  it('compromise wrote a negation for each', () => {
    expect(NEGATED.every((s) => /\bnot\b|n't\b/.test(s))).toBe(true);
  });
  it.each(NEGATED)('silent: %s', (s) => {
    expect(outcome(said(s))).toBe('silent');
    expect(outcome(said(s), NO_SUIT)).toBe('silent');
  });
});
