import { computeAccess, type AccessFlags, type AccountState } from '@debtshield/plans';
import { z } from 'zod';
import { LOCAL_KEYS } from '../../../lib/storage-keys';
import { getToken } from '../../../lib/session';
import { readStored } from './upload-storage';

/**
 * The user object kept in local storage `user` (spec 000 §3: email, name, plan_type, purchases).
 * Lenient: a field of the wrong shape is dropped rather than failing the whole object.
 */
const StoredUserSchema = z.object({
  email: z.string().nullish().catch(null),
  plan_type: z.string().nullish().catch(null),
  purchases: z
    .array(z.union([z.string(), z.object({ name: z.string(), purchased_at: z.string().nullish() })]))
    .nullish()
    .catch(null),
  plan_expires_at: z.string().nullish().catch(null),
});

export type StoredAccount = {
  /** A token is stored (spec 001 §6: logged-in status is judged by it). */
  isLoggedIn: boolean;
  email: string | null;
  /** Display-only access flags; the server decides what an analysis shows. */
  access: AccessFlags;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const parseUser = (): z.infer<typeof StoredUserSchema> | null => {
  const raw = readStored('local', LOCAL_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = StoredUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Reads the stored token and user into access flags with `computeAccess`. Without a stored user
 * the visitor counts as anonymous. The stored plan type is the server's current answer, so a
 * monthly or yearly plan without an end date is taken as current.
 */
export const readStoredAccount = (now: Date = new Date()): StoredAccount => {
  const isLoggedIn = getToken() !== null;
  const user = isLoggedIn ? parseUser() : null;
  if (!user) return { isLoggedIn, email: null, access: computeAccess(null, now) };
  const planType = user.plan_type ?? 'free';
  const recurring = ['monthly', 'yearly'].includes(planType.trim().toLowerCase());
  const account: AccountState = {
    planType,
    purchases: (user.purchases ?? []).map((p) => (typeof p === 'string' ? p : { name: p.name, purchasedAt: p.purchased_at ?? undefined })),
    planExpiresAt: user.plan_expires_at ?? (recurring ? new Date(now.getTime() + DAY_MS) : null),
  };
  const email = user.email?.trim() ? user.email.trim() : null;
  return { isLoggedIn, email, access: computeAccess(account, now) };
};
