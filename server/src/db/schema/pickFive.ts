import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import type { KnockoutDecisions } from '@onbir/shared/pickFive/run';

/**
 * The daily challenge's runs ("Beşten birini seç", docs/drafts.md): one per account and day (the key),
 * stored as the run itself (the day's seed follows from the date, the choices and decisions as sent) and the knockout's
 * results the server computed from them, with the totals the day's table sorts by.
 */
export const pickFiveDailyRuns = pgTable(
  'pick_five_daily_runs',
  {
    date: text('date').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choices: jsonb('choices').$type<number[]>().notNull(),
    /** The manager's decisions in the ties (shared/src/pickFive/knockoutDecisions.ts), one list a tie. */
    decisions: jsonb('decisions').$type<KnockoutDecisions>().notNull().default([]),
    results: jsonb('results').$type<Array<{ for: number; against: number; shootout?: { for: number; against: number } }>>().notNull(),
    poolVersion: integer('pool_version').notNull(),
    wins: integer('wins').notNull(),
    goalsFor: integer('goals_for').notNull(),
    goalsAgainst: integer('goals_against').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.date, t.userId] }), index('pick_five_daily_runs_table_idx').on(t.date, t.wins, t.goalsFor, t.createdAt)],
);
