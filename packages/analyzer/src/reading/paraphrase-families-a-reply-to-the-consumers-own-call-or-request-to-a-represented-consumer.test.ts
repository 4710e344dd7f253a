/**
 * Paraphrase family for decision 377 (issue 26), from probes of the law: a collector that knows a lawyer represents the consumer
 * may still answer a contact the consumer began (15 U.S.C. 1692c(a), "the prior consent of the consumer given directly to the debt
 * collector"; 12 CFR 1006.6(b)(2) and comment 6(b)(2)-1). Decision 373 read "as you requested" and "in response to your request";
 * the probes found the reply said in the other ways letters say it not read: a reply to the consumer's call, conversation or
 * e-mail ("pursuant to your telephone call of March 1", "in response to your phone call"), the thing sent named as what the consumer
 * asked for ("here is the payoff amount you requested", "the statement you asked us for"), thanks for the consumer's call, and the
 * Spanish twins. Near misses stay flagged: the collector's own call, an invitation to call, a figure nobody asked for, a reply
 * to the lawyer's letter that demands payment of the consumer, thanks for a payment. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import type { UserAnswers } from '../index';
import { laterLetter, ruleOutcome } from './test-letters';

const KNOWS: UserAnswers = { collectorKnowsAttorney: true, isFirstContact: false, allPagesUploaded: true };
const represented = (body: string): string =>
  ruleOutcome(
    'contact_represented_consumer',
    laterLetter(`${body}\n\nThe balance is $1,250.00.`, {
      collector: 'Apex Recovery Group',
      address: 'PO Box 100\nDallas, TX 75201',
      consumerCity: 'Austin, TX 78701',
      date: 'June 2, 2025',
    }),
    KNOWS,
    '2025-06-12',
  );

describe("a reply to the consumer's own call or request", () => {
  it.each([
    'Pursuant to your telephone call of May 28, here is the payoff amount you requested.',
    'In response to your phone call of May 28, 2025, we are sending the itemization of your account.',
    'Following your call to our office on May 28, enclosed is a copy of the statement.',
    'Enclosed is the statement you asked us for.',
    'Here is the payoff figure that you requested.',
    'Thank you for your call on May 28. Enclosed are the documents you requested.',
    'Thank you for contacting our office. As discussed, the balance is stated below.',
    'En respuesta a su llamada del 28 de mayo, le enviamos el estado de cuenta.',
    'Adjunto encontrará la información que usted nos solicitó.',
    'Gracias por comunicarse con nuestra oficina. Le enviamos el saldo que pidió.',
  ])('passes "%s"', (body) => {
    expect(represented(body)).not.toBe('flag');
  });
});

describe('near misses: the collector reaching out, an invitation, a figure not asked for', () => {
  it.each([
    'We tried to reach you by telephone on May 28. Please call us to pay the balance.',
    'Please call our office to discuss payment of this account.',
    'Here is your payoff amount. Pay it by June 30.',
    "In response to your attorney's letter, we demand that you pay the balance in full.",
    'Thank you for your payment of $50.00. Please send the next payment by June 30.',
    'If you requested information, it is enclosed. Please pay the balance today.',
  ])('flags "%s"', (body) => {
    expect(represented(body)).toBe('flag');
  });
});
