import type { ProductId } from '@debtshield/plans';
import { productLabel } from './payment-product';

export type ReceiptInput = {
  product: ProductId;
  amountCents: number;
  currency: string;
  /** PayPal's order id: what the buyer sees in PayPal and quotes to support. */
  paypalOrderId: string;
  paidAt: Date;
  dfyLetterCount: number | null;
  /** Where the buyer signs in: <PUBLIC_URL or http://localhost:PORT>/login */
  loginUrl: string;
};

const dateOf = (date: Date): string => date.toISOString().slice(0, 10);

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
    `Date: ${dateOf(input.paidAt)}`,
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
