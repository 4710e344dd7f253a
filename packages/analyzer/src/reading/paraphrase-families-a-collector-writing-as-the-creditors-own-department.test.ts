/**
 * A collector writing as the creditor's own collection department (decision 434, issue 26). Tests, not the measure.
 *
 * The law: a debt collector must use the true name of its business (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)) and may not
 * use any false or deceptive means to collect (1692e(10)). A collection company that writes as the creditor's own "Credit and
 * Collection Department" hides that a debt collector is collecting (*Hartman v. Meridian Financial Services*, 191 F. Supp. 2d
 * 1031 (W.D. Wis. 2002): letters signed "Peppertree Resorts Ltd. Credit and Collection Department" by a company with no common
 * ownership with the resort, on accounts in default; development L1250). The letter cannot show who sent it; the person can:
 * the rule asks whether the letter is from the original creditor collecting in its own name, and flags once they say it is
 * not.
 *
 * What was missed on the start code: every letter below was silent, with the answer and without it (the rule compared two
 * company names and read one name that is a creditor's department as no name at all).
 *
 * Near misses kept silent: a collector's own department over its own name ("Customer Relations Department / Cavalry
 * Portfolio Services, LLC", decision 185), a department of a company whose name says it collects ("Apex Recovery Group /
 * Collection Department") or says nothing of what it does and is not named as the one owed ("Transworld Systems Inc.",
 * "Midland Credit Management, Inc."), a law firm's collection department; a debt buyer's department under its own name beside the original creditor it names; the creditor
 * itself collecting through its department (the person says so, and the Act does not reach a creditor collecting in its own
 * name, 1692a(6)); a department named in the body ("call our Collection Department"), which is not the name the letter is
 * written under.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { headedLetter, ruleOutcome } from './test-letters';

const TODAY = '2025-06-12';
const NAME = 'name_not_true_name';
const COLLECTOR: UserAnswers = { senderIsOriginalCreditor: false, state: 'WI' };
const CREDITOR_SAID: UserAnswers = { senderIsOriginalCreditor: true, state: 'WI' };
const UNANSWERED: UserAnswers = { state: 'WI' };

const ADDRESS = 'PO Box 900\nMadison, WI 53701';

/** A letter of June 2, 2025 under `head`, with `body` as its words, signed `signature` (the head's first line). */
const letter = (head: string, body: string, signature?: string): string => headedLetter(head, body, { signature, city: 'Madison, WI 53703' });

const PAST_DUE = 'Your account is past due. Please remit the balance in the enclosed envelope or call us to arrange payment.';

const CREDITOR_DEPARTMENTS = [
  letter(`Peppertree Resorts Ltd. Credit and Collection Department\n${ADDRESS}`, PAST_DUE),
  letter(
    `Pinecrest Bank\nRecovery Department\n${ADDRESS}`,
    'Your Pinecrest Bank account is past due. Make checks payable to Pinecrest Bank.',
    'Recovery Department\nPinecrest Bank',
  ),
  letter(`Collection Department of Lakeview Medical Center\n${ADDRESS}`, PAST_DUE),
  letter(`Lakeview Medical Center - Patient Accounts Department\n${ADDRESS}`, PAST_DUE),
  letter(
    `Summit Furniture Co.\nCredit Department\n${ADDRESS}`,
    'Your installment account is seriously past due. Please pay the balance now.',
    'Credit Department\nSummit Furniture Co.',
  ),
  letter(`Northern Lights Fitness Club, Inc.\nCollections Division\n${ADDRESS}`, PAST_DUE, 'Collections Division\nNorthern Lights Fitness Club, Inc.'),
  letter(`Departamento de Cobranzas de Pinecrest Bank\n${ADDRESS}`, 'Su cuenta está vencida. Por favor envíe el pago del saldo hoy.'),
  letter(
    `Acme Holdings LLC\nCredit Department\n${ADDRESS}`,
    'Your account with Acme Holdings LLC is past due. Please pay the balance today.',
    'Credit Department\nAcme Holdings LLC',
  ),
];

describe(`${NAME}: a collector writing as the creditor's own collection department (Hartman)`, () => {
  it.each(CREDITOR_DEPARTMENTS)('flags once the person says the letter is not from the creditor itself, asks before: %s', (text) => {
    expect(ruleOutcome(NAME, text, COLLECTOR, TODAY)).toBe('flag');
    expect(ruleOutcome(NAME, text, UNANSWERED, TODAY)).toBe('ask');
  });
  it.each(CREDITOR_DEPARTMENTS)('stays silent when the person says the creditor itself sent it: %s', (text) => {
    expect(ruleOutcome(NAME, text, CREDITOR_SAID, TODAY)).toBe('silent');
  });
});

const NEAR_MISSES = [
  letter(`Cavalry Portfolio Services, LLC\n${ADDRESS}`, PAST_DUE, 'Customer Relations Department\nCavalry Portfolio Services, LLC'),
  letter(`Apex Recovery Group\nCollection Department\n${ADDRESS}`, PAST_DUE, 'Collection Department\nApex Recovery Group'),
  letter(
    `Harbor Funding LLC\nRecovery Department\n${ADDRESS}`,
    'Harbor Funding LLC purchased your account. Original creditor: Pinecrest Bank. Please remit the balance.',
    'Recovery Department\nHarbor Funding LLC',
  ),
  letter(`Apex Recovery Group\n${ADDRESS}`, 'Your account is past due. Please call our Collection Department at 800-555-0100 to arrange payment.'),
  letter(`Apex Recovery Group\n${ADDRESS}`, 'Apex Recovery Group is a debt collector. Please call our Credit Department today.'),
  letter(`Transworld Systems Inc.\nCollection Department\n${ADDRESS}`, PAST_DUE, 'Collection Department\nTransworld Systems Inc.'),
  letter(`Midland Credit Management, Inc. Collection Department\n${ADDRESS}`, PAST_DUE),
  letter(`Smith & Jones, P.C.\nAttorneys at Law\nCollection Department\n${ADDRESS}`, PAST_DUE, 'Collection Department\nSmith & Jones, P.C.'),
];

describe(`${NAME}: near misses stay silent`, () => {
  it.each(NEAR_MISSES)('silent: %s', (text) => {
    expect(ruleOutcome(NAME, text, COLLECTOR, TODAY)).toBe('silent');
  });
});
