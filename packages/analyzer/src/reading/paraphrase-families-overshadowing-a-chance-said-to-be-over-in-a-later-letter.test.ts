/**
 * Paraphrase family (decision 234, issue 26): a later letter, sent while the first notice's thirty days still run, that
 * tells the consumer the chance to resolve the debt has already been given or has passed ("We have now given you an
 * opportunity to resolve this matter", "You have been given every opportunity to pay", "your time to settle this has run
 * out", "ya le hemos dado la oportunidad de resolver este asunto"), beside a step of suit or its means, even one that only
 * may come. Read v. Messerli & Kramer (D. Minn. 2012, 8th Cir.): such words imply that the opportunity has expired and that
 * legal action is imminent, and can lead the unsophisticated consumer to believe he is out of time to dispute the debt
 * (15 U.S.C. 1692g(b)); a collector may urge contact, but not in words that contradict the validation period. Judged as
 * decision 178's later letters are: asked when the first letter came (`firstNoticeReceivedDate`), flagged (low) inside that
 * period, silent once it had run. Lawful: a chance still open or offered now, an offer with its own date, a thanks, the
 * chance said past with no step of suit, a "may report" (reporting is lawful during the period), a step put after the period, and
 * the same words in a first letter beside its notice (decision 136). No letter of any corpus is quoted but the first
 * variant's frame, from L807's kind.
 */
import { describe, expect, it } from 'vitest';
import { bareLetter, firstLetter, overshadowingOutcome } from './test-letters';

const LATER_INSIDE = { state: 'MN', isFirstContact: false, firstNoticeReceivedDate: '2025-05-28' };
const LATER_RUN_OUT = { state: 'MN', isFirstContact: false, firstNoticeReceivedDate: '2025-03-01' };
const LATER_UNDATED = { state: 'MN', isFirstContact: false };

const CHANCE_SAID_OVER = [
  "We have now given you an opportunity to resolve this matter. Your failure to respond may result in our client's decision to commence suit.",
  'You have been given every opportunity to pay this balance. Our client may now file a lawsuit against you.',
  'You have had more than enough time to resolve this account. Legal action may be taken against you.',
  'Your time to settle this debt has run out. This account may be referred to an attorney for suit.',
  'Your opportunity to resolve this matter without litigation has passed, and our client may sue you.',
  'We have already afforded you ample opportunity to take care of this debt. The creditor could pursue its remedies in court.',
  'Ample time to pay this balance has already been given to you. A suit may be filed.',
  'You have exhausted every chance to resolve this account. Garnishment of your wages may follow a judgment.',
  'Ya le hemos dado la oportunidad de resolver este asunto. Su falta de respuesta puede resultar en una demanda judicial.',
  'Usted ha tenido tiempo suficiente para pagar esta cuenta. Nuestro cliente podría presentar una demanda en su contra.',
  'Su plazo para resolver esta deuda ya se ha vencido; nuestro cliente podría presentar una demanda.',
];

describe('a later letter inside the first period that says the chance to resolve the debt is over, beside a step of suit', () => {
  it.each(CHANCE_SAID_OVER)('flags inside the first period, asks undated, silent after it: %s', (body) => {
    const text = bareLetter(body);
    expect(overshadowingOutcome(text, LATER_INSIDE), body).toBe('flag');
    expect(overshadowingOutcome(text, LATER_UNDATED), body).toBe('ask');
    expect(overshadowingOutcome(text, LATER_RUN_OUT), body).toBe('silent');
  });

  it.each([
    // The chance still open, or offered now.
    'You still have the opportunity to resolve this account. Our client may consider legal action.',
    'We are giving you an opportunity to resolve this account before our client considers legal action.',
    'This is an opportunity to resolve this account. Please call us. Our client may consider legal action.',
    // An offer with its own date.
    'We have given you the opportunity to settle this account for $600.00 until July 31, 2025. Our client may consider legal action.',
    // A thanks; the chance past with no step of suit; a report that may come (lawful during the period, 12 CFR 1006.30(a)).
    'Thank you for the opportunity to resolve this matter. Our client may consider legal action.',
    'We have given you every opportunity to resolve this matter. Please call us to discuss payment options.',
    'You have been given every opportunity to pay this balance. We may report this account to the credit bureaus.',
    // The step put after the validation period.
    'You have been given every opportunity to pay this balance. Our client may file suit, but not until after the validation period.',
    'Todavía tiene la oportunidad de resolver esta cuenta. Nuestro cliente podría considerar una demanda.',
  ])('not flagged in a later letter inside the first period: %s', (body) => {
    expect(overshadowingOutcome(bareLetter(body), LATER_INSIDE), body).not.toBe('flag');
  });

  it.each(CHANCE_SAID_OVER.slice(1, 4))('not flagged in a first letter beside its notice (decision 136): %s', (body) => {
    expect(overshadowingOutcome(firstLetter(body), { state: 'MN', isFirstContact: true, senderIsOriginalCreditor: false }), body).not.toBe('flag');
  });
});
