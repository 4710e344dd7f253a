import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One schema for PGlite and PostgreSQL. Keep to SQL both speak (PGlite is PG 18, Debian's server
 * is PG 15): no PG16+-only features.
 */

/** A person who signed in. Plans, purchases and sessions reference it (see the accounts issue). */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  /** Lower-cased and trimmed before it is stored. */
  email: text('email').notNull().unique(),
  name: text('name'),
  planType: text('plan_type').notNull().default('free'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
