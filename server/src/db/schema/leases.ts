import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who runs a timed job (a match's pacer, a draft clock) when several server processes share the work. */
export const leases = pgTable('leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
