/**
 * A name that is not the collector's, a creditor's own unit dressed as a third party, and a credit bureau's name or role
 * (decision 375, issue 26). Tests, not the measure.
 *
 * The law: a debt collector must use the true name of its business (15 U.S.C. 1692e(14); 12 CFR 1006.18(c)(4)); a creditor
 * that collects its own debts under a name other than its own which would indicate that a third person is collecting is a
 * debt collector (1692a(6), the false-name exception: *Maguire v. Citicorp Retail Services*, 2d Cir. 1998, the creditor's
 * "Debt Recovery Services"; *Catencamp v. Cendant Timeshare Resource Group*, 7th Cir. 2006), and may not furnish forms that
 * falsely suggest a third party is collecting (1692j; *Nielsen v. Dickerson*, 7th Cir. 2002; *Taylor v. Perrin, Landry*, 5th
 * Cir. 1997); a collector may not falsely represent that it operates or is employed by a consumer reporting agency (1692e(16);
 * 1006.18(b)(1)(ii); *Sokolski v. Trans Union*, 1998, a creditor's collection service in a bureau's name).
 *
 * What was missed on the start code:
 * - a payee named in a sentence of the body ("make your check payable to Summit Asset Partners LLC and mail it to…", "…LLC.
 *   We will apply…"): the name ran on into the sentence and was read as prose, so a second company paid with no link was
 *   not compared;
 * - a creditor's own unit under a third party's name ("Debt Recovery Services … on behalf of our client Pinecrest Bank …
 *   Debt Recovery Services is a unit of Pinecrest Bank"; "Servicios de Recuperación Nacional es una división de Pinecrest
 *   Bank"), with the creditor as payee or the letter calling the creditor its client: silent, and not applicable at all
 *   when the person said the sender is the original creditor;
 * - a bureau's role claimed in other words: "this is a credit bureau notice", "this notice comes from the credit bureau",
 *   "as a consumer credit reporting agency", "Oficina Nacional de Informes de Crédito", "un aviso de la oficina de informes
 *   de crédito".
 *
 * Near misses kept silent: a d/b/a said; a parent named ("an Encore Capital Group company"); a payment processor; a
 * department over the creditor's own name when the person says the creditor sent it (decision 185; when they say it did not,
 * decision 434 flags it); a division of the creditor under a product's name or one carrying the
 * creditor's own ("Card Services", "Pinecrest Recovery"); the creditor collecting in its own name; an employee's personal
 * name (1006.18(f)); a collector that is a subsidiary of the creditor (a separate company with its own true name); a law
 * firm's true name writing for its client; "we may report to the credit bureaus"; a denial of being a bureau; a "Credit
 * Bureau of <County>" trade name on a letter that says it is from a debt collector (decision 155).
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { collectorLetterWithoutNotice, headedLetter, laterLetter, ruleOutcome, statuteEraLetter } from './test-letters';

const TODAY = '2025-06-12';
const NAME = 'name_not_true_name';
const BUREAU = 'credit_bureau_impersonation';
const COLLECTOR: UserAnswers = { senderIsOriginalCreditor: false, state: 'TX' };
const CREDITOR_SAID: UserAnswers = { senderIsOriginalCreditor: true, state: 'TX' };
const UNANSWERED: UserAnswers = { state: 'TX' };

const later = (body: string, collector = 'Apex Recovery Group'): string =>
  laterLetter(body, { collector, address: 'PO Box 100\nDallas, TX 75201', consumerCity: 'Austin, TX 78701', date: 'June 2, 2025' });

/** A letter about a Pinecrest Bank account under `head`, with `body` as its words, signed `signature` (the head's first line). */
const unitLetter = (head: string, body: string, signature?: string): string => headedLetter(head, body, { signature });

const ADDRESS = 'PO Box 900\nWilmington, DE 19801';

// ---------------------------------------------------------------------------------------------
// 1. A second company paid, named in a sentence of the body with no link.

const PAID_AS_ANOTHER = [
  later('Please make your check payable to Summit Asset Partners LLC and mail it to PO Box 100, Dallas, TX 75201.'),
  later('Make your money order payable to Harbor Funding Group, Inc. and send it in the enclosed envelope.'),
  later('Checks should be made payable to Summit Asset Partners LLC. We will apply your payment when it arrives.'),
  statuteEraLetter('Please make your payment payable to Harbor Funding Group, Inc. and return it with the coupon below.', { notice: true }),
  collectorLetterWithoutNotice('Remit payment to Summit Asset Partners LLC and include your account number on the check.'),
  later('Haga su cheque a nombre de Summit Asset Partners LLC y envíelo a la dirección indicada.'),
];

describe(`${NAME}: a second company paid, named in a sentence with no link`, () => {
  it.each(PAID_AS_ANOTHER)('flags: %s', (letter) => {
    expect(ruleOutcome(NAME, letter, COLLECTOR, TODAY)).toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// 2. A creditor's own unit under a third party's name (1692a(6), 1692j).

const UNITS = [
  unitLetter(
    `Debt Recovery Services\n${ADDRESS}`,
    'Your account has been referred to Debt Recovery Services for collection on behalf of our client Pinecrest Bank. Make checks payable to Pinecrest Bank. Debt Recovery Services is a unit of Pinecrest Bank.',
  ),
  unitLetter(
    `National Collection Bureau\n${ADDRESS}`,
    'Pinecrest Bank has placed your account with National Collection Bureau. Make your check payable to Pinecrest Bank. National Collection Bureau is a division of Pinecrest Bank.',
  ),
  unitLetter(
    `Recovery Associates\n${ADDRESS}`,
    'We act for our client, Pinecrest Bank, in collecting your account. Please make your payment payable to Pinecrest Bank. Recovery Associates is a trade name of Pinecrest Bank.',
  ),
  unitLetter(
    `Eastern Collection Services\n${ADDRESS}`,
    'Pinecrest Bank has assigned your past-due account to our agency. Send your payment payable to Pinecrest Bank. Eastern Collection Services is the collection department of Pinecrest Bank.',
  ),
  unitLetter(
    `Servicios de Recuperación Nacional\n${ADDRESS}`,
    'Su cuenta ha sido asignada a Servicios de Recuperación Nacional por nuestro cliente Pinecrest Bank. Haga su cheque a nombre de Pinecrest Bank. Servicios de Recuperación Nacional es una división de Pinecrest Bank.',
  ),
];

describe(`${NAME}: a creditor's own unit under a third party's name`, () => {
  it.each(UNITS)('flags whether or not the sender was said to be the creditor: %s', (letter) => {
    for (const answers of [COLLECTOR, CREDITOR_SAID, UNANSWERED]) expect(ruleOutcome(NAME, letter, answers, TODAY), JSON.stringify(answers)).toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// 3. A credit bureau's name or role claimed (1692e(16)).

const BUREAU_CLAIMS = [
  later('This is a credit bureau notice. Please call us to resolve your account.'),
  later('This is an official credit bureau notice regarding your account.'),
  later('This notice comes from the Credit Bureau. Please call us.'),
  later('This letter is sent to you by your local credit bureau. Please call us.'),
  later('As a consumer credit reporting agency, we ask that you call us.'),
  later('Please call us.', 'Oficina Nacional de Informes de Crédito'),
  later('Este es un aviso de la oficina de informes de crédito. Llámenos hoy.'),
];

describe(`${BUREAU}: a bureau's role or name claimed in other words`, () => {
  it.each(BUREAU_CLAIMS)('flags: %s', (letter) => {
    expect(ruleOutcome(BUREAU, letter, COLLECTOR, TODAY)).toBe('flag');
  });
});

// ---------------------------------------------------------------------------------------------
// Near misses.

/**
 * A department over the creditor's own name: silent when the person says the creditor itself sent it. When they say it did not,
 * a collector wrote as the creditor's department, which decision 434 flags (Hartman v. Meridian Financial Services, W.D. Wis.
 * 2002; `paraphrase-families-a-collector-writing-as-the-creditors-own-department.test.ts`).
 */
const CREDITOR_OWN_DEPARTMENT = unitLetter(
  `Pinecrest Bank\nRecovery Department\n${ADDRESS}`,
  'Your Pinecrest Bank account is past due. Make checks payable to Pinecrest Bank.',
  'Recovery Department\nPinecrest Bank',
);

const NAME_NEAR_MISSES = [
  later('Apex Recovery Group is a d/b/a of Meridian Receivables LLC. Please call us.'),
  later('Please call us.', 'Apex Recovery Group\nAn Encore Capital Group company'),
  later('Payments are processed by PayNet Services LLC. Make your check payable to PayNet Services LLC and mail it to the address below.'),
  later('Please make your check payable to Apex Recovery Group and mail it to PO Box 100, Dallas, TX 75201.'),
  later('Please make your check payable to Pinecrest Bank and mail it to the address above.'),
  later('Please call me at 800-555-0100.').replace('Sincerely,\nApex Recovery Group', 'Sincerely,\nJohn Carter, Account Representative\nApex Recovery Group'),
  unitLetter(`Pinecrest Bank\n${ADDRESS}`, 'Your account with Pinecrest Bank is past due. Please make your payment payable to Pinecrest Bank today.'),
  unitLetter(
    `Card Services\n${ADDRESS}`,
    'Card Services is a division of Pinecrest Bank. Your card account is past due. If it is not paid, it may be referred to a collection agency. Make checks payable to Pinecrest Bank.',
  ),
  unitLetter(`Pinecrest Recovery\n${ADDRESS}`, 'Pinecrest Recovery is the collection department of Pinecrest Bank. Make checks payable to Pinecrest Bank.'),
  unitLetter(
    `Pinecrest Recovery Services\n${ADDRESS}`,
    'Pinecrest Recovery Services is a subsidiary of Pinecrest Bank and is a debt collector. We are collecting on behalf of our client Pinecrest Bank. Make checks payable to Pinecrest Recovery Services.',
  ),
  unitLetter(
    `Smith & Jones, P.C.\nAttorneys at Law\n100 Main St\nDallas, TX 75201`,
    'This firm represents our client, Pinecrest Bank. This communication is from a debt collector. Make checks payable to Pinecrest Bank.',
  ),
  unitLetter(
    `Smith & Jones, P.C.\nAttorneys at Law\n100 Main St\nDallas, TX 75201`,
    'This law firm represents Pinecrest Bank. This communication is from a debt collector. Make checks payable to Pinecrest Bank.',
  ),
];

describe(`${NAME}: near misses stay silent`, () => {
  it.each(NAME_NEAR_MISSES)('silent: %s', (letter) => {
    expect(ruleOutcome(NAME, letter, COLLECTOR, TODAY)).toBe('silent');
  });
  it('stays not applicable on the creditor collecting in its own name, a department over it, or a division it names as its own', () => {
    for (const letter of [CREDITOR_OWN_DEPARTMENT, ...NAME_NEAR_MISSES.slice(6, 9)]) expect(ruleOutcome(NAME, letter, CREDITOR_SAID, TODAY)).toBe('silent');
  });
});

const BUREAU_NEAR_MISSES = [
  later('We may report information about your account to credit bureaus. Please call us.'),
  later('We report to the credit bureaus. Please call us.'),
  later('We are not a credit bureau. Please call us.'),
  later('Apex Recovery Group is an affiliate of Equifax. We are not a credit bureau, and we are not acting on its behalf.'),
  later('The credit bureau may send you a notice if this account is reported. Please call us.'),
  later('As a consumer reporting agency, Equifax must investigate your dispute. Please call us.'),
  later('Please call us.', 'Credit Bureau of Travis County'),
  later('Le podemos informar a las agencias de informes de crédito. Llámenos.'),
];

describe(`${BUREAU}: near misses stay silent`, () => {
  it.each(BUREAU_NEAR_MISSES)('silent: %s', (letter) => {
    expect(ruleOutcome(BUREAU, letter, COLLECTOR, TODAY)).toBe('silent');
  });
});
