/**
 * Paraphrase families for decision 519 (issue 26), from the law: a debt collector may not engage in conduct whose natural
 * consequence is to harass, oppress or abuse, including causing a telephone to ring or engaging a person in conversation
 * repeatedly or continuously with intent to annoy (15 U.S.C. 1692d, 1692d(5); 12 CFR 1006.14(b)), nor press the consumer by
 * telling the people around him about the debt (1692c(b), 1692d(3); Rutyna v. Collection Accounts Terminal, N.D. Ill. 1979: a
 * threatened investigation among the neighbours and a visit to the employer), nor advertise the debt for sale to coerce payment
 * (1692d(4); 12 CFR 1006.14(f)). The analyzer read none of these when a letter, e-mail or text said them as a plan:
 * - a plan to call or message without let-up ("we will keep calling, every day, morning and night"), read by `threat_violence`
 *   with the 1692d intimidation it already reads (decision 362);
 * - the consumer's employer, family or neighbours to be called, visited or questioned unless or until he pays, read by
 *   `debtor_list_publication` with the circle told of the debt (decisions 316, 349);
 * - the account "scheduled to be listed for public auction", read by `coercive_debt_sale_advertisement`.
 * Near misses the law approves: a lawful schedule of contacts, one follow-up call, the consumer's own calls, contacts with the
 * consumer's attorney or spouse (a "consumer", 1692c(d)), contacts the consumer consents to, a court's garnishment order after
 * judgment (1692c(b)), a denial, a sale of the debt to a buyer. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { firstLetter, ruleOutcome } from './test-letters';

const outcome = (rule: string, sentence: string) => ruleOutcome(rule, firstLetter(sentence), { state: 'TX' }, '2025-06-12');

describe('a plan to call or message without let-up (threat_violence)', () => {
  it.each([
    'We will keep calling you every day, morning and night, until this balance is paid.',
    'You will be called every single day until the account is settled.',
    'Our collectors are going to phone you day and night until we get our money.',
    'We will not stop calling you until this debt is paid in full.',
    'Expect it: we will text and call your cell phone several times a day until this is resolved.',
    'Our calls will keep coming around the clock until you pay.',
    'We are going to keep on texting, day and night, until the balance is cleared.',
    'Le llamaremos todos los días, mañana y noche, hasta que pague.',
    'Seguiremos llamándole a diario hasta que liquide su cuenta.',
    'No dejaremos de llamarle hasta que pague.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('threat_violence', sentence)).toBe('flag');
  });
  it.each([
    'We may call you at 214-555-0100 between 8 a.m. and 9 p.m. to discuss this account.',
    'A representative will call you once next week to follow up on this letter.',
    'We will continue to contact you about this account until it is resolved.',
    'You may call us any day, Monday through Saturday, from 8 a.m. to 8 p.m.',
    'Our office is open every day from 8 a.m. to 8 p.m. to take your call.',
    'Puede llamarnos todos los días de 8 a.m. a 8 p.m.',
    'A representative will call you every day this week between 9 a.m. and 5 p.m. to discuss a payment plan.',
    'Le llamaremos cada día de esta semana, entre las 9 y las 5, para hablar de un plan de pagos.',
    'If you have questions, keep calling us every day between 9 and 5 until you reach an agent.',
  ])('does not flag "%s"', (sentence) => {
    expect(outcome('threat_violence', sentence)).toBe('silent');
  });
});

describe("the consumer's employer, family or neighbours pressed until he pays (debtor_list_publication)", () => {
  it.each([
    'If this is not settled, our agents will make inquiries among your neighbours.',
    'We will phone your boss and your parents until this balance is paid.',
    'Unless payment arrives by Friday, a representative will call on your employer in person.',
    'Your relatives and co-workers will be contacted by our office if you ignore this notice.',
    'Should you fail to pay, we intend to speak with your family and your landlord.',
    'We are going to ask your neighbors about you unless you call today.',
    'Si no paga, llamaremos a su jefe y a su familia.',
    'Haremos una investigación entre sus vecinos hasta que pague.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('debtor_list_publication', sentence)).toBe('flag');
  });
  it.each([
    'We will not contact your employer or your family about this account.',
    'With your written permission, we will speak with your family about a payment plan.',
    'If you are represented by an attorney, we will contact your attorney instead of you.',
    'If you cannot pay in full, we can call your spouse to discuss a plan.',
    'If the court enters a judgment and issues a garnishment order, we will contact your employer as the order requires.',
    'No hablaremos con su empleador ni con sus vecinos sobre esta cuenta.',
    'If you do not enter a repayment agreement, we will ask your employer to deduct a portion of your wages after you have had a chance for a hearing.',
  ])('does not flag "%s"', (sentence) => {
    expect(outcome('debtor_list_publication', sentence)).toBe('silent');
  });
});

describe('the account listed for public auction (coercive_debt_sale_advertisement)', () => {
  it.each([
    'Your unpaid Pinecrest Bank acct ending 4411 ($1,250.00) is scheduled to be listed for PUBLIC AUCTION on DebtMart on June 30.',
    'This account will be listed for public auction next week unless you pay today.',
    'Your past-due balance is about to be put up for public auction online.',
    'Su cuenta será puesta en subasta pública el 30 de junio si no paga hoy.',
  ])('flags "%s"', (sentence) => {
    expect(outcome('coercive_debt_sale_advertisement', sentence)).toBe('flag');
  });
  it.each([
    'Your account may be sold to another company, which would then own the debt.',
    'Your vehicle is scheduled to be sold at public auction on June 30.',
    'We will never list your account for public auction.',
  ])('does not flag "%s"', (sentence) => {
    expect(outcome('coercive_debt_sale_advertisement', sentence)).toBe('silent');
  });
});
