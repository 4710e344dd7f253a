import { paymentOrders, purchases, users, type Database } from '@debtshield/db';
import { CATALOGUE, PRODUCT_IDS, planAfterRefund, planTypeAfterPurchase, type ProductId } from '@debtshield/plans';
import { and, eq, isNull } from 'drizzle-orm';

export type PaymentOrderRow = typeof paymentOrders.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Our order ids are UUIDs; anything else (a custom_id from elsewhere) matches no row. */
export const isOrderRowId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export const asProductId = (value: string): ProductId => {
  if (!(PRODUCT_IDS as readonly string[]).includes(value)) throw new Error(`payment order with unknown product ${value}`);
  return value as ProductId;
};

export const insertPaymentOrder = async (
  db: Database,
  values: {
    email: string;
    userId: string | null;
    product: ProductId;
    amountCents: number;
    currency: string;
    dfyLetterCount: number | null;
    dfyAuthorized: boolean | null;
    letterTemplate?: string | null;
    creditRightsAcknowledgedAt?: Date | null;
  },
): Promise<PaymentOrderRow> => {
  const [row] = await db
    .insert(paymentOrders)
    .values({ ...values, status: 'created' })
    .returning();
  if (!row) throw new Error('payment order not inserted');
  return row;
};

export const setPayPalOrderId = async (db: Database, id: string, paypalOrderId: string): Promise<void> => {
  await db.update(paymentOrders).set({ paypalOrderId }).where(eq(paymentOrders.id, id));
};

/** created → failed (never a completed or refunded order). */
export const markOrderFailed = async (db: Database, id: string): Promise<void> => {
  await db
    .update(paymentOrders)
    .set({ status: 'failed' })
    .where(and(eq(paymentOrders.id, id), eq(paymentOrders.status, 'created')));
};

export const findOrderByPayPalId = async (db: Database, paypalOrderId: string): Promise<PaymentOrderRow | undefined> => {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.paypalOrderId, paypalOrderId)).limit(1);
  return row;
};

export const findOrderById = async (db: Database, id: string): Promise<PaymentOrderRow | undefined> => {
  if (!isOrderRowId(id)) return undefined;
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, id)).limit(1);
  return row;
};

export const findOrderByCaptureId = async (db: Database, captureId: string): Promise<PaymentOrderRow | undefined> => {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.captureId, captureId)).limit(1);
  return row;
};

/** The plan type of the account with this email ('free' when there is none yet). */
export const planTypeOf = async (db: Database, email: string): Promise<string> => {
  const [user] = await db.select({ planType: users.planType }).from(users).where(eq(users.email, email)).limit(1);
  return user?.planType ?? 'free';
};

export type GrantResult =
  | { granted: true; order: PaymentOrderRow; userId: string; planType: string }
  /** Someone else (the other of verify and webhook, or a replay) completed it first, or it is not 'created'. */
  | { granted: false };

/**
 * Records a captured payment and grants what it bought, once. Used by verification and by the
 * webhook. In one transaction: the order moves created → completed only for the first caller
 * (a conditional UPDATE … RETURNING; a concurrent one waits on the row lock and then finds it
 * completed); the winner creates the user if the email is new, records the purchase (order_id is
 * unique) and sets the plan (packages/plans grant.ts, never a downgrade).
 */
export const completeOrder = async (db: Database, input: { orderId: string; captureId: string; now?: Date }): Promise<GrantResult> => {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(paymentOrders)
      .set({ status: 'completed', captureId: input.captureId, completedAt: now })
      .where(and(eq(paymentOrders.id, input.orderId), eq(paymentOrders.status, 'created')))
      .returning();
    if (!order) return { granted: false as const };
    const product = asProductId(order.product);

    await tx.insert(users).values({ email: order.email }).onConflictDoNothing({ target: users.email });
    const [user] = await tx.select().from(users).where(eq(users.email, order.email)).limit(1).for('update');
    if (!user) throw new Error('user not found after upsert');

    await tx.insert(purchases).values({
      userId: user.id,
      name: CATALOGUE[product].purchase,
      amountCents: order.amountCents,
      currency: order.currency,
      orderId: order.paypalOrderId ?? order.id,
      purchasedAt: now,
    });
    const plan = planTypeAfterPurchase({ planType: user.planType, planExpiresAt: user.planExpiresAt }, product, now);
    await tx.update(users).set({ planType: plan.planType, planExpiresAt: plan.planExpiresAt, updatedAt: now }).where(eq(users.id, user.id));
    // The order keeps who placed it when someone signed in did; otherwise it now names the buyer's account.
    if (!order.userId) await tx.update(paymentOrders).set({ userId: user.id }).where(eq(paymentOrders.id, order.id));
    return { granted: true as const, order: { ...order, userId: order.userId ?? user.id }, userId: user.id, planType: plan.planType };
  });
};

export type RefundResult = { refunded: true; userId: string | null; planType: string | null } | { refunded: false };

/**
 * A refund takes back what the order granted, once: completed → refunded, the purchase marked
 * refunded (access rules ignore it), and the plan worked out again from what remains.
 */
export const refundOrder = async (db: Database, input: { orderId: string; now?: Date }): Promise<RefundResult> => {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [order] = await tx
      .update(paymentOrders)
      .set({ status: 'refunded', refundedAt: now })
      .where(and(eq(paymentOrders.id, input.orderId), eq(paymentOrders.status, 'completed')))
      .returning();
    if (!order) return { refunded: false as const };
    const product = asProductId(order.product);
    const marked = await tx
      .update(purchases)
      .set({ refundedAt: now })
      .where(and(eq(purchases.orderId, order.paypalOrderId ?? order.id), isNull(purchases.refundedAt)))
      .returning({ userId: purchases.userId });
    const userId = marked[0]?.userId ?? order.userId;
    if (!userId) return { refunded: true as const, userId: null, planType: null };

    const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
    if (!user) return { refunded: true as const, userId: null, planType: null };
    const remaining = await tx
      .select({ name: purchases.name, purchasedAt: purchases.purchasedAt })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), isNull(purchases.refundedAt)));
    const plan = planAfterRefund({ planType: user.planType, planExpiresAt: user.planExpiresAt }, product, remaining, now);
    await tx.update(users).set({ planType: plan.planType, planExpiresAt: plan.planExpiresAt, updatedAt: now }).where(eq(users.id, userId));
    return { refunded: true as const, userId, planType: plan.planType };
  });
};
