import { and, asc, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import { draftRefusal, DRAFT_REFUSAL_KIND } from '@onbir/shared/auction/refusal';
import type { DraftRefusalCode } from '@onbir/shared/messages/drafts';
import type { RefusalParams } from '@onbir/shared/messages/refusal';
import { REFUSAL_STATUS } from '@onbir/shared/refusal/kind';
import { dailyDate, dailySeed } from '@onbir/shared/pickFive/daily';
import { knockoutTotals, playKnockout } from '@onbir/shared/pickFive/knockout';
import { checkKnockoutDecisions, knockoutRefusalKind } from '@onbir/shared/pickFive/knockoutDecisions';
import { checkRun, offerOf, type PickFiveRun } from '@onbir/shared/pickFive/run';
import { RUN_BENCH } from '@onbir/shared/pickFive/draw';
import { encodePool, type DailyRunSaved, type DailyTable, type DailyView } from '@onbir/shared/pickFive/wire';
import type { AppContext } from '../../context';
import { pickFiveDailyRuns, users } from '../../db/schema';
import { refusedWith } from '../../errors';
import type { AuthUser } from '../auth/token';
import { getPoolVersion } from '../players/players.repo';

/** How many rows the day's table shows (the viewer's own is added when further down). */
export const TABLE_SIZE = 50;

const runs = pickFiveDailyRuns;

const refuse = (code: DraftRefusalCode, params?: RefusalParams) => refusedWith(REFUSAL_STATUS[DRAFT_REFUSAL_KIND[code]], draftRefusal(code, params));

let cached: { version: number; etag: string; body: string } | undefined;
/** The pool as the draws read it, one JSON string per pool version (its ETag). */
export async function poolBody(ctx: AppContext): Promise<{ etag: string; body: string }> {
  const version = await getPoolVersion(ctx.db);
  if (cached?.version !== version) {
    const pool = await ctx.pool.atVersion(ctx.db, version);
    cached = { version, etag: `"pool-${version}-pick-five"`, body: JSON.stringify(encodePool(version, pool.players())) };
  }
  return cached;
}

export async function dailyView(ctx: AppContext, viewer: string | null, now: number): Promise<DailyView> {
  const date = dailyDate(now);
  const played = viewer ? (await ctx.db.select({ d: runs.date }).from(pickFiveDailyRuns).where(and(eq(runs.date, date), eq(runs.userId, viewer)))).length > 0 : false;
  return { date, seed: dailySeed(date), played };
}

/**
 * Saves today's run of an account: only today's, replayed card by card on the pool (a card not offered is
 * refused), complete, its decisions in the ties each allowed at its minute, and its knockout played here
 * from the seed, the choices and the decisions: the client's results are never read. The key (date, account) makes a second run of the day, even at the same instant, a 409.
 */
export async function saveDailyRun(ctx: AppContext, user: AuthUser, date: string, sent: Pick<PickFiveRun, 'choices' | 'decisions'>, now: number): Promise<DailyRunSaved> {
  const today = dailyDate(now);
  if (date !== today) throw refuse('PICK_FIVE_NOT_TODAY', { date: today });
  const version = await getPoolVersion(ctx.db);
  const pool = (await ctx.pool.atVersion(ctx.db, version)).players();
  const run: PickFiveRun = { seed: dailySeed(date), ...sent };
  const refused = checkRun(run, pool);
  if (refused) throw refusedWith(REFUSAL_STATUS[DRAFT_REFUSAL_KIND[refused.code]], refused);
  if (offerOf(run, pool).kind !== 'done') throw refuse('PICK_FIVE_INCOMPLETE', { left: 2 + 10 + RUN_BENCH - run.choices.length });
  const decided = checkKnockoutDecisions(run, pool);
  if (decided) throw refusedWith(REFUSAL_STATUS[knockoutRefusalKind(decided)], decided);
  const results = playKnockout(run, pool, user.username).map((m) => m.result);
  const totals = knockoutTotals(results);
  const inserted = await ctx.db
    .insert(runs)
    .values({ date, userId: user.id, choices: [...run.choices], decisions: run.decisions ?? [], results, poolVersion: version, ...totals })
    .onConflictDoNothing()
    .returning({ createdAt: runs.createdAt });
  if (inserted.length === 0) throw refuse('PICK_FIVE_ALREADY_PLAYED');
  const rank = await rankOf(ctx, date, { ...totals, at: inserted[0].createdAt });
  return { date, results, wins: totals.wins, rank };
}

const tableOrder = [desc(runs.wins), desc(runs.goalsFor), asc(runs.createdAt)];

/** A run's place on its day's table: one more than the runs ahead of it (more wins, more goals, or earlier). */
async function rankOf(ctx: AppContext, date: string, run: { wins: number; goalsFor: number; at: Date }): Promise<number> {
  const ahead = or(gt(runs.wins, run.wins), and(eq(runs.wins, run.wins), gt(runs.goalsFor, run.goalsFor)), and(eq(runs.wins, run.wins), eq(runs.goalsFor, run.goalsFor), lt(runs.createdAt, run.at)));
  const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(runs).where(and(eq(runs.date, date), ahead));
  return n + 1;
}

const tableColumns = { userId: runs.userId, username: users.username, wins: runs.wins, goalsFor: runs.goalsFor, goalsAgainst: runs.goalsAgainst, at: runs.createdAt };

/**
 * The day's table: most wins, then most goals, then the earlier run; the top TABLE_SIZE, and the viewer's
 * own row marked (added below when he is further down). The project has no friends list: his row is the
 * one marked.
 */
export async function dailyTable(ctx: AppContext, date: string | undefined, viewer: string | null, now: number): Promise<DailyTable> {
  const day = date ?? dailyDate(now);
  const top = await ctx.db.select(tableColumns).from(runs).innerJoin(users, eq(users.id, runs.userId)).where(eq(runs.date, day)).orderBy(...tableOrder).limit(TABLE_SIZE);
  const rows = top.map((r, i) => ({ ...r, rank: i + 1 }));
  if (viewer && !top.some((r) => r.userId === viewer)) {
    const [own] = await ctx.db.select(tableColumns).from(runs).innerJoin(users, eq(users.id, runs.userId)).where(and(eq(runs.date, day), eq(runs.userId, viewer)));
    if (own) rows.push({ ...own, rank: await rankOf(ctx, day, own) });
  }
  return {
    date: day,
    rows: rows.map((r) => ({ rank: r.rank, username: r.username, wins: r.wins, goalsFor: r.goalsFor, goalsAgainst: r.goalsAgainst, at: r.at.toISOString(), mine: r.userId === viewer })),
  };
}
