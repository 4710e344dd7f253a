import type { User } from '@debtshield/contracts';

/** A signed-in user as the API presents it (lifetime plan unless overridden). */
export const userFixture = (overrides: Partial<User> = {}): User => ({
  id: '7b0f4c1e-2d7e-4a5b-9a59-1f4c1d8f2b10',
  email: 'maria@example.com',
  name: 'Maria',
  plan_type: 'lifetime',
  plan_expires_at: null,
  purchases: ['debt_lifetime'],
  subscription_status: 'none',
  debt_scans_used: 0,
  credit_scans_used: 0,
  analyses_limit: 999,
  ...overrides,
});

/** A free account with nothing bought, as stored after signing in. */
export const freeUserFixture = (overrides: Partial<User> = {}): User =>
  userFixture({ id: 'u1', name: null, plan_type: 'free', purchases: [], analyses_limit: 0, ...overrides });
