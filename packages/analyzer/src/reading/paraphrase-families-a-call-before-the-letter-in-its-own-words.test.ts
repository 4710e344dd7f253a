/**
 * Paraphrase family for decision 534 (issue 26): a letter that says the collector already spoke with the consumer ("as
 * discussed in our telephone conversation", "per our conversation of May 3", "thank you for speaking with us today", "as
 * you and I discussed by phone", "según nuestra conversación telefónica", "como hablamos por teléfono") shows an oral
 * communication before it. Then the short "this communication is from a debt collector" is enough in its notice (12 CFR
 * 1006.18(e)(2), comment 34(c)(1)-1; 15 U.S.C. 1692e(11): the full disclosure is owed in the initial communication), and a
 * collector that has spoken with the consumer may report the debt (12 CFR 1006.30(a)(1)(i)). Not an attempt to reach the
 * consumer ("we have tried to call you", "we were unable to reach you by phone"), an invitation ("please call us to discuss"),
 * a condition ("if you spoke with our office"), the letter's own words ("as discussed above"), nor a conversation with someone
 * else ("our conversation with your creditor"). Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { checkNotice, check } from '../testing';
import { priorCallIn } from './first-contact';
import { rule as disclosure } from '../rules/vn_collector_communication_disclosure/rule';
import { rule as reportedBeforeContact } from '../rules/reported_before_contact/rule';

const CALLS = [
  'As discussed in our telephone conversation, the balance is $812.40.',
  'As discussed during our recent phone call, the balance is $812.40.',
  'Per our conversation of May 3, 2025, the balance is $812.40.',
  'Pursuant to our telephone conversation today, we confirm the balance of $812.40.',
  'Following up on our phone call, the balance is $812.40.',
  'Further to your telephone call to our office, the balance is $812.40.',
  'Thank you for speaking with us today about your account.',
  'Thank you for talking with me on the phone yesterday.',
  'Thank you for your recent telephone call.',
  'As you and I discussed by phone, the balance is $812.40.',
  'As we discussed on the telephone, the balance is $812.40.',
  'As we told you on the phone, the balance is $812.40.',
  'When we spoke on May 3, you agreed to pay $100 a month.',
  'Según nuestra conversación telefónica, el saldo es de $812.40.',
  'Como hablamos por teléfono, el saldo es de $812.40.',
  'De acuerdo con nuestra llamada del 3 de mayo, el saldo es de $812.40.',
  'Gracias por hablar con nosotros hoy sobre su cuenta.',
];

const NO_CALL = [
  'We have tried to call you several times.',
  'We were unable to reach you by phone.',
  'Please call us to discuss this account.',
  'If you spoke with our office, please disregard this letter.',
  'As discussed above, the balance is $812.40.',
  'As discussed in our telephone conversation with your creditor, the balance is $812.40.',
  'You may call us to discuss a payment plan.',
  'Thank you for your payment.',
  'Le hemos llamado varias veces sin respuesta.',
  'Llámenos para hablar de su cuenta.',
];

const RIGHTS = `If you write to us by April 14, 2025 to dispute all or part of the debt, we must stop collection until we send you verification of the debt. If you do not dispute it by April 14, 2025, we will assume that our information is correct.`;
const notice = (opening: string): string =>
  `ABC Recovery, Inc.\nP.O. Box 12\nAustin, TX 78701\n\nDear Ms. Lee:\n\n${opening}\n\nThis communication is from a debt collector.\n\n${RIGHTS}\n\nSincerely,\nABC Recovery, Inc.`;
const reported = (opening: string): string =>
  `Apex Recovery Group\n100 Main St\nDallas, TX 75201\n\nDear Ms. Lee:\n\n${opening}\n\nThis account has already been reported to the credit bureaus.\n\nThis communication is from a debt collector.\n\nSincerely,\nApex Recovery Group\n`;

describe('a call before the letter, in its own words', () => {
  it.each(CALLS)('reads the earlier call in "%s"', (sentence) => {
    expect(priorCallIn(`Re: account ending 3391\n\n${sentence}`)).toBeDefined();
  });
  it.each(NO_CALL)('reads none in "%s"', (sentence) => {
    expect(priorCallIn(`Re: account ending 3391\n\n${sentence}`)).toBeUndefined();
  });

  it.each(CALLS)('a notice with the short disclosure after "%s" is not asked about a first contact', (sentence) => {
    const r = checkNotice(disclosure, notice(sentence));
    expect(r.status).toBe('pass');
  });
  it.each(NO_CALL)('a notice with the short disclosure after "%s" still asks', (sentence) => {
    expect(checkNotice(disclosure, notice(sentence)).status).toBe('needs_input');
  });

  it.each(CALLS)('a debt said already reported after "%s" is no early report', (sentence) => {
    expect(check(reportedBeforeContact, reported(sentence)).status).toBe('pass');
  });
  it.each(NO_CALL.slice(0, 4))('a debt said already reported after "%s" still asks', (sentence) => {
    expect(check(reportedBeforeContact, reported(sentence)).status).toBe('needs_input');
  });
});
