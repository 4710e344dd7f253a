import { UserSchema, type User } from '@debtshield/contracts';
import { readStoredUserJson } from './session';

/** The stored user (spec 000 §3) when it matches the contract, else null. */
export const getStoredUser = (): User | null => {
  const parsed = UserSchema.safeParse(readStoredUserJson());
  return parsed.success ? parsed.data : null;
};
