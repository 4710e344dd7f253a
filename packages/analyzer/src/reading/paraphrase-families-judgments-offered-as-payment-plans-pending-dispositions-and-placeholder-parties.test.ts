/**
 * Paraphrase families for decision 206 (issue 26): legal process and implied legal action read by kind, from the law's
 * categories and the ways collectors and law firms write them, never from one letter's words. Tests, not the measure.
 *
 * 1. A judgment offered as a payment plan. A consent (agreed, stipulated, confessed) judgment, a confession of judgment or a
 *    stipulation for entry of judgment sent for the consumer to sign, in a letter that calls what the consumer is doing a
 *    payment plan, an arrangement, an acknowledgment of the debt or a formality, and never says that signing lets a court
 *    enter a judgment against the consumer: the letter implies that a legal-process form is not one, and hides its effect
 *    (15 U.S.C. 1692e, 1692e(10), 1692e(15); Brandon v. Eaton Group Attorneys, E.D. La. 2017). Lawful: the judgment's effect
 *    said plainly ("a judgment will be entered against you", "you consent to the entry of judgment"), a judgment already
 *    entered beside a payment plan, a plan with no judgment, a denial that any judgment is asked for.
 * 2. A decision about what will be done to the account next, pending with the creditor ("a determination must be made with
 *    our client as to the disposition of your account", "our client will now decide what action to take on your account"):
 *    with the least sophisticated consumer's reading, compulsory means are implied (Flecha v. Medicredit, W.D. Tex. 2017;
 *    the Seventh Circuit's "further action" letters; Jeter v. Credit Bureau, 11th Cir. 1985). Whether a suit was meant is a
 *    fact: asked `lawsuitFiled`, flagged once none followed (15 U.S.C. 1692e(5), (10)). And "voluntary resolution is
 *    doubtful", said other ways. Lawful: a decision on the consumer's own dispute, offer or hardship request; a statement
 *    that no decision to take legal action has been made; a hedge outside the Third Circuit; a denial.
 * 4. A suit implied by its costs or by the collector's instructions. The costs only a suit brings ("court costs", "filing
 *    fees", "costs of suit", "costas judiciales") said surely to follow non-payment, and a collector "instructed to initiate
 *    any and all necessary action" or "to commence whatever proceedings are necessary": the least sophisticated consumer
 *    reads a suit coming (Bond v. Ideal Collection Services, M.D. Fla. 2018: "court costs", "filing", "attorney fees";
 *    Bentley v. Great Lakes Collection Bureau, 2d Cir. 1993: authority to take "whatever action is necessary"; Nance v.
 *    Friedman, N.D. Ill. 2000). Asked `lawsuitFiled`, flagged once none followed. Lawful: costs a court "may" award, costs
 *    said only of a suit if one is filed, a denial, costs already in a judgment, an itemization line, attorney fees the
 *    contract allows, authority "to accept" or "to collect".
 * 3. A party word used as a court's placeholder or an address line is not suit papers. Courts quoting a letter replace the
 *    collector's details with "[Defendant's phone number]", "[Defendant's website]"; a letter says "Mail All Written Notices,
 *    Including Bankruptcy and Dispute Notices, To ...". Neither makes the letter's validation notice a statement inside a
 *    complaint (Schik v. Miramed Revenue Group, S.D.N.Y. 2020, lawful). Suit papers whose own sentence names Plaintiff or
 *    Defendant as the parties stay read (Marquez v. Weinstein, Pinson & Riley, 7th Cir. 2016; decision 186).
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { bareLetter, firstLetter, ruleOutcome } from './test-letters';

const PROCESS = 'legal_process_misdescribed';
const SUIT = 'threat_legal_action_unintended';
const SOON = '2025-06-12';
const LATER = '2025-09-01';

/** A law firm's letter after it sued, holding `body`. */
const firmLetter = (body: string): string =>
  [
    'Harlan & Price, LLC',
    'Attorneys at Law',
    '400 Canal St, New Orleans, LA 70130',
    '',
    'June 2, 2025',
    '',
    'Maria Gomez',
    '12 Oak St',
    'Metairie, LA 70001',
    '',
    'Re: Pinecrest Bank v. Maria Gomez. Balance: $4,250.00.',
    '',
    'Dear Maria Gomez:',
    '',
    body,
    '',
    'This is a communication from a debt collector. This is an attempt to collect a debt. Any information obtained will be used for that purpose.',
    '',
    'Sincerely,',
    'Legal Assistant',
  ].join('\n');

// ---------------------------------------------------------------------------------------------
// 1. A judgment offered as a payment plan

const JUDGMENT_AS_PLAN = [
  // The example's kind in its own order.
  'If you would like to explore a voluntary repayment plan, then please provide the requested information. The debt will need to be acknowledged through the attached consent judgment. Please return these forms as soon as possible.',
  // Not derived from the example's words.
  'To set up your payment arrangement, simply sign the enclosed Agreed Judgment and return it with your first installment of $100.',
  'Your monthly payment agreement is enclosed. Sign the stipulation for entry of judgment where indicated and we will accept $75 per month.',
  'The enclosed confession of judgment is just a formality that confirms the installment plan we discussed by phone.',
  'A repayment plan can be set up for you once the enclosed consent judgment has been signed and returned to our office.',
  'You may want to sign the attached stipulated judgment so that your account can be placed on an affordable payment plan.',
  'ACKNOWLEDGE THE BALANCE BY SIGNING THE ENCLOSED AGREED JUDGMENT FORM, AND YOUR ACCOUNT WILL BE PLACED ON A PAYMENT PLAN.',
  'We were glad to hear you want to resolve this voluntarily. Please sign the enclosed consent judgment, which simply records the payment arrangement.',
  'Si desea un plan de pagos voluntario, la deuda deberá ser reconocida mediante la sentencia por consentimiento adjunta. Firme y devuelva los formularios lo antes posible.',
  'Para establecer su acuerdo de pago, firme la sentencia acordada adjunta y devuélvala con su primer pago.',
  // Tense and order: the plan first, the paper after it; the paper named in an enclosure line.
  'Your payment plan will begin as soon as you have signed and returned the enclosed consent judgment.',
  'We have agreed to accept $150 per month.\nEnclosures: Consent Judgment; Employment Information Form',
];

const JUDGMENT_SAID_PLAINLY = [
  // The judgment's effect said plainly, with a plan beside it.
  'If you would like a payment plan, you may sign the enclosed consent judgment. By signing it you agree that the court will enter a judgment against you for $4,250.00; our client agrees not to enforce it while you pay $100 each month.',
  'The enclosed Agreed Judgment is a court judgment against you. If you sign it, a judgment will be entered against you, and we will accept installment payments of $75 per month. You may wish to speak to a lawyer before signing.',
  'Signing the attached stipulation means you consent to the entry of judgment against you in the lawsuit; in exchange our client will accept a payment plan.',
  // A judgment already entered, beside a plan.
  'A judgment was entered against you on May 1, 2025. If you would like to set up a payment plan on the judgment, please call our office.',
  // A plan with no judgment; a denial.
  'If you would like to explore a voluntary repayment plan, please provide the requested information and return the enclosed budget form.',
  'We are not asking you to sign a consent judgment: a payment plan needs only your first payment of $100.',
  'Si usted firma la sentencia por consentimiento adjunta, el tribunal dictará una sentencia en su contra por $4,250.00; aceptaremos pagos mensuales de $100.',
];

/** The consent judgment itself, as a court paper (its effect is what it is): not a letter that hides it. */
const CONSENT_JUDGMENT_PAPER = [
  'IN THE FIRST PARISH COURT, PARISH OF JEFFERSON, LOUISIANA',
  'Pinecrest Bank, Plaintiff, v. Maria Gomez, Defendant.',
  'Case No. 2025-4411',
  '',
  'CONSENT JUDGMENT',
  '',
  'Defendant acknowledges the debt in the amount of $4,250.00, payable to Plaintiff in monthly installments of $100.00 under this agreed judgment, signed by the parties.',
  '',
  'Signed: ____________ Defendant',
].join('\n');

describe('1. a judgment offered as a payment plan', () => {
  it('near miss: the consent judgment itself, as a court paper, is not flagged', () => {
    expect(ruleOutcome(PROCESS, CONSENT_JUDGMENT_PAPER, { state: 'LA' }, SOON)).not.toBe('flag');
    expect(ruleOutcome(PROCESS, CONSENT_JUDGMENT_PAPER, { state: 'LA', lawsuitFiled: true }, SOON)).not.toBe('flag');
  });
  it.each(JUDGMENT_AS_PLAN)('is flagged from the words, and once a suit is known: %s', (body) => {
    const text = firmLetter(body);
    expect(ruleOutcome(PROCESS, text, { state: 'LA', senderIsOriginalCreditor: false }, SOON)).toBe('flag');
    expect(ruleOutcome(PROCESS, text, { state: 'LA', senderIsOriginalCreditor: false, lawsuitFiled: true, judgmentEntered: false }, SOON)).toBe('flag');
  });
  it.each(JUDGMENT_SAID_PLAINLY)('near miss, not flagged: %s', (body) => {
    const text = firmLetter(body);
    expect(ruleOutcome(PROCESS, text, { state: 'LA', senderIsOriginalCreditor: false }, SOON)).not.toBe('flag');
    expect(ruleOutcome(PROCESS, text, { state: 'LA', senderIsOriginalCreditor: false, lawsuitFiled: true }, SOON)).not.toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// 2. A decision about the account's disposition, pending with the creditor

const collectorLetter = (body: string, state = 'TX'): string =>
  [
    'Coastal Account Services, Inc.',
    `PO Box 9, Austin, ${state} 78701`,
    '',
    'March 3, 2025',
    '',
    'Re: Seton Medical account ending 3391. Balance: $5,166.71.',
    '',
    'Dear Ms. Gomez:',
    '',
    body,
    '',
    'This communication is from a debt collector.',
  ].join('\n');

const TEN_DAYS = '2025-03-13';
const NINETY_DAYS = '2025-06-01';

/** Read as implied legal action: asked from the words, flagged once no suit followed, passed once one was filed. */
const expectImplied = (body: string, state = 'TX'): void => {
  const text = collectorLetter(body, state);
  const answers: UserAnswers = { state, senderIsOriginalCreditor: false };
  expect(ruleOutcome(SUIT, text, answers, TEN_DAYS), body).toBe('ask');
  expect(ruleOutcome(SUIT, text, { ...answers, lawsuitFiled: false }, NINETY_DAYS), body).toBe('flag');
  expect(ruleOutcome(SUIT, text, { ...answers, lawsuitFiled: true }, NINETY_DAYS), body).toBe('silent');
};
const expectNotImplied = (body: string, state = 'TX'): void => {
  const text = collectorLetter(body, state);
  const answers: UserAnswers = { state, senderIsOriginalCreditor: false };
  expect(ruleOutcome(SUIT, text, answers, TEN_DAYS), body).toBe('silent');
  expect(ruleOutcome(SUIT, text, { ...answers, lawsuitFiled: false }, NINETY_DAYS), body).toBe('silent');
};

const DISPOSITION_PENDING = [
  // The example's kind.
  'At this time, a determination must be made with our client as to the disposition of your account. However, if it is now your desire to clear your account, you need to promptly remit the balance in full.',
  // Not derived from the example's words.
  'Our client will now decide what action to take on your account.',
  'A decision will be made this week regarding the future of your unpaid account. Call us today.',
  'The final disposition of this account is being determined by the creditor.',
  'We must now determine, together with the hospital, the next course of action on your account.',
  'Your file has been sent to our client to decide how to proceed against you.',
  'THE DISPOSITION OF YOUR ACCOUNT WILL BE DECIDED WITHIN THE NEXT FEW DAYS.',
  'En este momento, se debe tomar una determinación con nuestro cliente sobre el destino de su cuenta.',
  'Nuestro cliente decidirá qué medidas tomar respecto a su cuenta.',
];
const VOLUNTARY_DOUBTFUL = [
  'Your continued silence indicates voluntary resolution is doubtful.',
  'It now appears unlikely that this balance will be resolved voluntarily.',
  'Voluntary payment of this account no longer seems possible.',
  'La resolución voluntaria de esta cuenta parece dudosa.',
];
const DISPOSITION_LAWFUL = [
  'A determination on your dispute will be made once we receive the documents you requested.',
  'Our client will decide whether to accept your settlement offer within ten business days.',
  'A decision on your hardship application will be made within 30 days.',
  'Please note, no decision has been made to take legal action against you at this time. Our client will decide how to handle your account.',
  'Our client may need to decide what to do with your account.',
  'We will let you know when a determination has been made about your request for an itemization.',
  'Any payment you make is voluntary, and you may choose to resolve this account voluntarily at any time.',
  'Nuestro cliente decidirá si acepta su oferta de pago.',
  // A hedge courts held lawful (Nichols v. Frederick J. Hanna, N.D.N.Y. 2011), and a past decision reported.
  'Our client may consider additional remedies to recover the balance due.',
  'Our client has decided to accept payments of $50 per month on your account.',
];

describe('2. a pending decision on the account, compulsion implied', () => {
  it.each(DISPOSITION_PENDING)('is read as implied legal action: %s', (body) => expectImplied(body));
  it.each(VOLUNTARY_DOUBTFUL)('voluntary resolution said doubtful is read the same: %s', (body) => expectImplied(body));
  it('is read in another circuit too (Seventh)', () => expectImplied('A determination must now be made as to the disposition of your account.', 'IL'));
  it.each(DISPOSITION_LAWFUL)('near miss, not read: %s', (body) => expectNotImplied(body));
});

// ---------------------------------------------------------------------------------------------
// 3. A party word used as a court's placeholder or an address line is not suit papers

const PLACEHOLDER_LETTERS = [
  firstLetter("To make your payment online, please visit us at [Defendant's website]. Phone: [Defendant's phone number]."),
  bareLetter(
    "You can pay online at Defendant's website\nUnless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, or any portion thereof, this office will assume this debt is valid.",
  ),
  bareLetter(
    "Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, or any portion thereof, this office will assume this debt is valid. Call [Defendant's phone number] or write to [Defendant's address].",
  ),
  bareLetter(
    "Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt, this office will assume this debt is valid.\nMail All Written Notices, Including Bankruptcy and Dispute Notices, To [Defendant's Address].",
  ),
  bareLetter(
    "Phone: Defendant's telephone number. Unless you dispute this debt within thirty days, we will assume it is valid. Send disputes to the defendant's mailing address shown above.",
  ),
  bareLetter(
    'A menos que usted nos notifique dentro de 30 días que disputa esta deuda, asumiremos que es válida. Envíe todos los avisos escritos, incluidos los de quiebra y disputa, a [dirección del demandado].',
  ),
];

const pleading = (paragraph: string): string =>
  [
    'IN THE COUNTY COURT AT LAW, TRAVIS COUNTY, TEXAS',
    'Pinecrest Bank, Plaintiff,',
    'v.',
    'Maria Gomez, Defendant.',
    '',
    'ORIGINAL PETITION',
    '',
    `1. ${paragraph}`,
  ].join('\n');
const quoted = (sentence: string): string => `[...]\n${sentence}\n[...]`;

const PARTIES_IN_SUIT_PAPERS = [
  'Unless Defendant disputes the validity of the debt within thirty days, Plaintiff will assume the debt is valid.',
  'If the defendant does not dispute this debt within 30 days after service of this petition, Plaintiff will assume the debt is valid.',
  'Plaintiff will presume the debt is valid unless Defendant disputes it within thirty (30) days.',
  "Unless Defendant notifies Plaintiff's counsel within thirty days that the debt is disputed, Plaintiff will assume it is valid.",
  'The debt will be assumed valid by Plaintiffs unless the Defendants dispute it within 30 days from the date hereof.',
  'A menos que la parte demandada dispute la deuda dentro de 30 días, se asumirá que la deuda es válida.',
];

describe('3. a placeholder party or an address line is not suit papers', () => {
  it.each(PLACEHOLDER_LETTERS.map((t, i) => [i, t] as const))('near miss, not flagged (%i)', (_i, text) => {
    expect(ruleOutcome(PROCESS, text, { state: 'NY', senderIsOriginalCreditor: false }, SOON)).not.toBe('flag');
    expect(ruleOutcome(PROCESS, text, { state: 'NY', senderIsOriginalCreditor: false, isFirstContact: true }, LATER)).not.toBe('flag');
  });
  it.each(PARTIES_IN_SUIT_PAPERS)('suit papers naming the parties stay flagged, quoted and whole: %s', (sentence) => {
    expect(ruleOutcome(PROCESS, quoted(sentence), { state: 'IL' }, SOON)).toBe('flag');
    expect(ruleOutcome(PROCESS, pleading(sentence), { state: 'TX' }, SOON)).toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// 4. A suit implied by its costs, or by the collector's instructions to act

const SUIT_BY_ITS_COSTS = [
  'If payment in full is not received within ten days, court costs, filing fees and attorney fees will be added to your balance.',
  'Unless this balance is paid within 10 days, you will be responsible for court costs and attorney fees.',
  'Failure to pay will result in filing fees and court costs being assessed against you.',
  'Court costs and the costs of litigation shall be charged to you if this account is not paid by March 20, 2025.',
  'YOU WILL INCUR COURT COSTS IF YOU CONTINUE TO IGNORE THIS DEBT.',
  'If you do not pay this balance within ten days, court costs will be added.',
  'Si no paga en 10 días, se le cobrarán las costas judiciales y los honorarios de abogado.',
  'This office has been instructed to initiate any and all necessary action in the enforcement of this claim.',
  'We have been instructed by our client to commence whatever proceedings are necessary to enforce this claim.',
  'Our client has directed us to institute all appropriate legal proceedings.',
];
const COSTS_LAWFUL = [
  'If a lawsuit is filed and the court enters judgment, the court may award court costs.',
  'You may be responsible for court costs if a court so orders.',
  'No court costs or filing fees will be added to your balance.',
  'The judgment entered on May 1, 2024 includes court costs of $85.00.',
  'Court costs: $0.00',
  'We will not add court costs or filing fees to this account.',
  'Attorney fees will be added as your contract allows.',
  'Our client has authorized us to accept a reduced payment of $600.00.',
  'We are authorized to collect the balance on behalf of our client.',
];

describe('4. a suit implied by its costs or by instructions to act', () => {
  it.each(SUIT_BY_ITS_COSTS)('is read as implied legal action: %s', (body) => expectImplied(body, 'FL'));
  it.each(COSTS_LAWFUL)('near miss, not read: %s', (body) => expectNotImplied(body, 'FL'));
});
