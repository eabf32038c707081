import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// Accounts: users, their mailed tokens, contact messages.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** Bumped to end every session: a login token carries the version it was signed with. */
    tokenVersion: integer('token_version').notNull().default(0),
    /**
     * The username case-folded and reduced to its confusable skeleton (shared/src/text/lookalike.ts): two
     * names that look alike share a key, and the unique index refuses the second. Null only for rows
     * written around the service (test fixtures) until the next start fills it in.
     */
    usernameKey: text('username_key'),
    /** An AI manager's seat-holder: never logs in (its password hash is no bcrypt hash) and is never listed. */
    bot: boolean('bot').notNull().default(false),
    /** The interface language the user chose ('tr' or 'en'; null: never chose): their mails and refusals speak it. */
    language: text('language'),
    /** The notification switches the user changed (shared/src/notifications/settings.ts); null: all on. */
    notifications: jsonb('notifications').$type<Partial<Record<string, boolean>>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_username_key_uq').on(t.usernameKey),
  ],
);

/** Single-use secrets mailed to users: password reset and e-mail change. Only a hash is stored. */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reset', 'email', 'email_cancel'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_tokens_hash_uq').on(t.tokenHash)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});
