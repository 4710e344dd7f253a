/**
 * Paraphrase families for decision 401 (issue 26): the sender read as a debt collector from the words that say so in
 * other ways than "debt collector": the sender in the first person said retained, hired, engaged or contracted by another
 * to collect, settle or recover ("we were hired by…", "this office has been contracted to represent… in the collection
 * of"); an account referred to another for the purpose of collecting or securing payment; the statute's validation notice addressed to
 * "this office" (15 U.S.C. 1692g(a)(3)-(5): a notice only a debt collector owes); a "Client:" line naming the party the
 * sender collects for. Written from 15 U.S.C. 1692a(6) and 1692g(a) in our own words, not from any letter of the court
 * corpus. Near misses: a creditor's own letter, a referral it only threatens or denies, a department of its own, a
 * client number, a request to tell "this office" of a new address. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { analyzeText, getRule, type UserAnswers } from '../index';
import { deriveGates } from '../engine/gates';
import { documentFromText } from '../engine/analyze';
import { extractFacts } from '../facts/extract-facts';

const gateOf = (text: string) => deriveGates(documentFromText(text), extractFacts(documentFromText(text)), {});

/** One family: each text's sender read as a debt collector (`true`) or left unknown (`null`). */
const family = (title: string, sender: true | null, texts: readonly string[]): void => {
  describe(title, () => {
    it.each(texts)('%s', (text) => {
      expect(gateOf(text).isDebtCollector).toBe(sender);
    });
  });
};

family('the sender in the first person said retained or hired by another to collect, settle or recover', true, [
  'This office has been retained by Lakeview Homeowners Association to collect the assessments you owe on your lot.',
  'We have been retained by Pinecrest Cardiology to settle this account. Please send payment in full.',
  'Our company was hired by Star Bank to recover the balance of your account.',
  'This office has been contracted to represent Star Bank in the collection of your account.',
  'Our company has now been engaged by Star Bank to pursue collection of the balance below.',
  'Esta agencia ha sido contratada por Banco Estrella para cobrar su cuenta.',
  'Fuimos contratados por Banco Estrella para cobrar esta deuda.',
]);

family('an account referred to another for the purpose of collecting', true, [
  'Your student loan account has been referred to Maximo Services by the United States Department of Education for the purpose of securing payment of this debt.',
  'The account you opened with Star Bank has been assigned to Northgate Services for collection.',
]);

family('the statute’s notice addressed to this office, and a client line', true, [
  'Unless you notify this office within 30 days after receiving this notice that you dispute the validity of this debt or any portion thereof, [...]',
  'If you notify this office within thirty days after receipt of this letter that you dispute this debt, we will send you verification.',
  'Client: Resurgent Holdings\nCurrent Owner: Lakeside Funding\nOriginal Creditor: Star Bank',
  'Our Client: Star Bank\nBalance: $412.00',
]);

family('near misses: a creditor’s own letter leaves the sender unknown', null, [
  'Your Star Bank account is past due. Please call our customer service office at 800-555-0100.',
  'If you do not pay by June 1, your account may be referred to Harbor Credit Services.',
  'Your account with Star Bank will be placed with an outside agency unless you pay by June 1.',
  'Your account has not been referred to any agency. Please pay Star Bank by June 1.',
  'Client ID: 4455321\nStatement date: May 1, 2025',
  'Client Number: 88213. Your Star Bank statement is enclosed. Please pay the minimum due by June 1.',
  'Please notify this office within 30 days of any change of address.',
  'You have been approved to settle this account for $500. Please pay Star Bank by June 1.',
  'Star Bank has retained the right to change your interest rate.',
  // A placement told in the third person, with no purpose of collecting named, may be the creditor telling of its collector (decision 110).
  'This notice will inform you that your overdue balance with Lakeside Hospital has been referred to Computer Credit, Inc.',
  'Your past due balance owed to Lakeside Hospital was placed with Harbor Credit Services.',
  // A business named in the third person said retained may be the creditor telling of its collector (the first-letter families).
  'Lakeview Association Services has been retained by Lakeview Homeowners Association to collect the assessments you owe.',
  'Harbor Financial, LP has been contracted to represent Star Bank in the collection of your account.',
]);

describe('a rule that waited on the sender flags from the words', () => {
  const letter = (sentence: string): string =>
    [
      'May 1, 2019',
      'John Smith\n12 Elm Street\nLas Vegas, NV 89101',
      'Re: Account 4521. Balance due: $380.00',
      sentence,
      'If you want to resolve this matter before a lien is recorded, you must pay the balance due within 10 days from the date of this letter.',
      'Unless you, within thirty days after receipt of this notice, dispute the validity of the debt or any portion thereof, the debt will be assumed to be valid.',
    ].join('\n\n');
  const answers: UserAnswers = { state: 'NV' };
  const flags = (text: string): boolean => {
    const result = analyzeText(text, { answers, today: '2019-05-10', rules: [getRule('overshadow_payment_deadline')!] });
    expect(result.errors).toEqual([]);
    return result.findings.some((f) => f.id === 'overshadow_payment_deadline');
  };
  it('a sender retained by the association to settle', () => {
    expect(flags(letter('We have been retained by Lakeview Homeowners Association to settle the assessments you owe.'))).toBe(true);
  });
  it('near miss: the association’s own letter asks', () => {
    expect(flags(letter('Lakeview Homeowners Association writes about the assessments you owe.'))).toBe(false);
  });
});
