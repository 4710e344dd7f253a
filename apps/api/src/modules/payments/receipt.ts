import { FALLBACK_TIME_ZONE, formatLongDate, isValidTimeZone, wallTime } from '@debtshield/clocks';
import { croaCancellationNotice, croaDisclosureText } from '@debtshield/contracts';
import { sellsCreditHelp, type ProductId } from '@debtshield/plans';
import { productLabel } from './payment-product';

export type ReceiptInput = {
  product: ProductId;
  amountCents: number;
  currency: string;
  /** PayPal's order id: what the buyer sees in PayPal and quotes to support. */
  paypalOrderId: string;
  paidAt: Date;
  /** The buyer's time zone (the one stored on the user), for the date printed; unknown: the clocks' Eastern fallback. */
  timeZone?: string | null;
  dfyLetterCount: number | null;
  /** Where the buyer signs in: <PUBLIC_URL or http://localhost:PORT>/login */
  loginUrl: string;
  /** A purchase that includes credit help: the last day to cancel (15 U.S.C. 1679e) and the business's postal address. */
  creditCancellation?: { lastDay: string; business: string; address: string } | null;
};

/**
 * The day of the purchase where the buyer is: paid at 8 pm in California, it is that day, not UTC's next one. Written
 * the way people write dates ("November 26, 2026"), as the contract's last day to cancel is (decision 255).
 */
const dateOf = (date: Date, timeZone: string | null | undefined): string =>
  formatLongDate(wallTime(date, timeZone && isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE).date);

/** The receipt mailed after a payment is recorded (plain text; no secrets). */
export const buildReceipt = (input: ReceiptInput): { subject: string; text: string } => {
  const name = productLabel(input.product, input.dfyLetterCount);
  const amount = `$${(input.amountCents / 100).toFixed(2)} ${input.currency}`;
  const lines = [
    'Thank you for your purchase.',
    '',
    `Product: ${name}`,
    `Amount: ${amount}`,
    `Order: ${input.paypalOrderId}`,
    `Date: ${dateOf(input.paidAt, input.timeZone)}`,
    '',
  ];
  if (input.product === 'dfy_service') {
    lines.push(
      `Done-for-you service: ${input.dfyLetterCount ?? 1} ${input.dfyLetterCount === 1 ? 'letter' : 'letters'}.`,
      'You authorized us to prepare and send debt validation letters on your behalf.',
      'We prepare your letters within 24-48 hours, send them by certified mail within 3 business days with tracking the same day, and monitor responses for 30 days.',
      '',
    );
  }
  const sold = sellsCreditHelp(input.product) ? input.creditCancellation : null;
  // The API's `last_day` stays ISO; the contract and its notice of cancellation say it in words.
  const credit = sold ? { ...sold, lastDay: formatLongDate(sold.lastDay) } : null;
  if (credit) {
    // The written contract of 15 U.S.C. 1679d, with the notice of cancellation of 1679e(b).
    lines.push(
      'Your contract for help with credit report disputes (Credit Repair Organizations Act, 15 U.S.C. 1679d):',
      `- Total amount paid: ${amount}. Nothing more is charged for it.`,
      '- What you get: dispute letters to the credit bureaus (Equifax, Experian, TransUnion) and to the businesses that report to them, written from what you tell us about your credit report, ready for you to print, sign and mail; the letters you need after a bureau answers; and the timeline of what the law requires next. We do not contact the bureaus for you and cannot promise that any item will be removed or that any score will change.',
      '- When: the letters are ready as soon as you enter the items you dispute (on the site, at any time while your access lasts).',
      `- Who: ${credit.business}, ${credit.address}.`,
      `- You may cancel for any reason before midnight (Hawaii time) of ${credit.lastDay}: sign in and choose "Cancel and refund" on your payment page, or send the notice below. You get every cent back.`,
      '',
      croaCancellationNotice({ business: credit.business, address: credit.address, lastDay: credit.lastDay }),
      '',
      croaDisclosureText(),
      '',
    );
  }
  if (input.product === 'monthly') {
    lines.push('Monthly access lasts 30 days from today (added to any time you have left).', '');
  }
  lines.push(
    '30-day money-back guarantee: if you are not satisfied, reply to this email within 30 days of your purchase for a full refund.',
    '',
    `Sign in with this email at ${input.loginUrl} to use it.`,
    '',
    'DebtShield provides educational information, not legal advice.',
  );
  return { subject: `Your DebtShield receipt: ${name}`, text: lines.join('\n') };
};
