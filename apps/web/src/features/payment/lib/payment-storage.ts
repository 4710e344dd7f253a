import { DFY_MAX_LETTERS, DFY_MIN_LETTERS, PRODUCT_IDS, type ProductId } from '@debtshield/plans';
import { SESSION_KEYS } from '../../../lib/storage-keys';

const session = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
};

const read = (key: string): string | null => {
  try {
    return session()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

const write = (key: string, value: string | null): void => {
  try {
    const storage = session();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the flags are a convenience for the next page only.
  }
};

const isProductId = (value: unknown): value is ProductId => PRODUCT_IDS.some((id) => id === value);

/** The checkout email of this visit (session storage `userEmail`, spec 000 §5). */
export const getCheckoutEmail = (): string => read(SESSION_KEYS.userEmail)?.trim() ?? '';
export const setCheckoutEmail = (email: string): void => write(SESSION_KEYS.userEmail, email.trim() === '' ? null : email.trim());

export type PaymentRecord = {
  productId: ProductId;
  orderId: string;
  email: string;
  /** Done-for-you only. */
  dfyLetterCount?: number;
  /** Monthly only: the note shown with the plan ('30 days, billed monthly, cancel anytime'). */
  monthlyNote?: string;
};

/**
 * After a verified payment (spec 000 §3/§4): paymentSuccess, planType, orderId and userEmail; for
 * monthly isMonthlyPlan and monthlyNote; for done-for-you dfyLetterCount and dfyAuthorized. Flags
 * of an earlier purchase in this session are removed first.
 */
export const storePaymentSuccess = (record: PaymentRecord): void => {
  for (const key of [SESSION_KEYS.isMonthlyPlan, SESSION_KEYS.monthlyNote, SESSION_KEYS.dfyLetterCount, SESSION_KEYS.dfyAuthorized]) write(key, null);
  write(SESSION_KEYS.paymentSuccess, 'true');
  write(SESSION_KEYS.planType, record.productId);
  write(SESSION_KEYS.orderId, record.orderId);
  setCheckoutEmail(record.email);
  if (record.productId === 'monthly') {
    write(SESSION_KEYS.isMonthlyPlan, 'true');
    write(SESSION_KEYS.monthlyNote, record.monthlyNote ?? null);
  }
  if (record.productId === 'dfy_service' && record.dfyLetterCount !== undefined) {
    write(SESSION_KEYS.dfyLetterCount, String(record.dfyLetterCount));
    write(SESSION_KEYS.dfyAuthorized, 'true');
  }
};

export type PaymentSuccessFlags = {
  /** The product bought, when the stored plan type is one of the catalogue's. */
  productId: ProductId | null;
  orderId: string | null;
  email: string | null;
  isMonthly: boolean;
  dfyLetterCount: number | null;
};

/** The flags the success page reads; null without paymentSuccess (no purchase in this session). */
export const readPaymentSuccess = (): PaymentSuccessFlags | null => {
  if (read(SESSION_KEYS.paymentSuccess) !== 'true') return null;
  const planType = read(SESSION_KEYS.planType);
  const productId = isProductId(planType) ? planType : null;
  const orderId = read(SESSION_KEYS.orderId)?.trim().slice(0, 64) || null;
  const count = Number(read(SESSION_KEYS.dfyLetterCount));
  const validCount = Number.isInteger(count) && count >= DFY_MIN_LETTERS && count <= DFY_MAX_LETTERS;
  return {
    productId,
    orderId,
    email: getCheckoutEmail() || null,
    isMonthly: productId === 'monthly' || read(SESSION_KEYS.isMonthlyPlan) === 'true',
    dfyLetterCount: productId === 'dfy_service' && validCount && read(SESSION_KEYS.dfyAuthorized) === 'true' ? count : null,
  };
};
