/**
 * Paraphrase family for decision 389 (issue 26), Task B, from the law's bounds of 15 U.S.C. 1692e(11): the disclosure is owed in
 * communications made to collect a debt. A letter that only asks the consumer for the details of a bankruptcy the sender was told
 * of (the case number, the chapter, the bankruptcy attorney, the date filed) and asks for no payment and states no balance is a
 * request for information, not an attempt to collect the debt (Buckley v. Bass & Associates, 249 F.3d 678 (7th Cir. 2001)); the
 * Act is not read to collide with the Bankruptcy Code's automatic stay. Near misses keep flagging: the same request beside a
 * balance demanded or a payment asked for (Gburek v. Litton Loan Servicing, 614 F.3d 380 (7th Cir. 2010): a letter need not
 * demand payment to be "in connection with" collection, and one that offers or asks for payment is), and a letter that asks for
 * no bankruptcy information at all. Tests, not the measure.
 */
import { describe, expect, it } from 'vitest';
import { ruleOutcome } from './test-letters';

const letter = (body: string): string =>
  [
    'BASS & ASSOCIATES, P.C.\n3936 E. Fort Lowell Rd., Suite 200\nTucson, AZ 85712\n(520) 577-1544',
    'December 28, 2023',
    'Wendy Buckley\n1420 W Addison St\nChicago, IL 60613',
    'Client: Beneficial National Bank USA\nAccount ending in 4410',
    'Dear Wendy Buckley:',
    body,
    'Sincerely,\nRonald Key\nBankruptcy Paralegal',
  ].join('\n\n');
const outcome = (body: string): string =>
  ruleOutcome('mini_miranda_missing_subsequent', letter(body), { state: 'IL', senderIsOriginalCreditor: false }, '2024-01-05');

describe("a request for the consumer's bankruptcy information that asks no payment", () => {
  it.each([
    "This office has been notified that a possible bankruptcy has been filed. We have not yet received the bankruptcy information. Please provide this information in the spaces below and return it as soon as possible.\n\nAttorney's Name: __________\nCase Number: __________\nChapter: __________\nDate Filed: __________",
    "We understand that you may have filed for bankruptcy. Please send us your bankruptcy case number, the chapter you filed under and your bankruptcy attorney's name so that we can update our records.",
    'Our client has been informed that you filed a petition in bankruptcy. Please complete the form below with your case number and the court where the case was filed, and return it to this office.\n\nCase No.: __________\nCourt: __________',
    'Se nos ha informado que usted pudo haberse declarado en bancarrota. Por favor envíenos el número de caso, el capítulo y el nombre de su abogado de bancarrota.',
  ])('passes "%s"', (body) => {
    expect(outcome(body)).not.toBe('flag');
  });
  it.each([
    "This office has been notified that a possible bankruptcy has been filed. Please provide your case number and your bankruptcy attorney's name. If no bankruptcy was filed, the balance of $1,245.60 remains due and payment should be sent to this office.",
    'We understand that you may have filed for bankruptcy. Please send us your case number. If you have not filed, please call us to arrange payment of your balance of $1,245.60.',
    'Please call this office about your account with our client at your earliest convenience.',
  ])('still flags "%s"', (body) => {
    expect(outcome(body)).toBe('flag');
  });
});
