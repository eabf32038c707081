import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { dailyDate, dailySeed } from '@onbir/shared/pickFive/daily';
import { playKnockout } from '@onbir/shared/pickFive/knockout';
import { tieStateAt } from '@onbir/shared/pickFive/knockoutDecisions';
import type { Decision } from '@onbir/shared/match/types';
import { eq } from 'drizzle-orm';
import { pickFiveDailyRuns } from '../../db/schema';
import { choose, newRun, offerOf, type PickFiveRun } from '@onbir/shared/pickFive/run';
import { decodePool, type PoolWire } from '@onbir/shared/pickFive/wire';
import type { GamePlayer } from '@onbir/shared/players/types';
import { startTestServer, type TestServer } from '../../test/testServer';
import { registerAndLogin } from '../../test/accounts';
import { writePickFivePool } from '../../test/pickFivePool';

describe('pick one of five API', () => {
  let server: TestServer;
  let pool: GamePlayer[];
  const today = () => dailyDate(Date.now());

  /** Today's run choosing card `pick(step)` at every step. */
  function run(pick: (step: number) => number): PickFiveRun {
    let r = newRun(dailySeed(today()));
    for (let step = 0; offerOf(r, pool).kind !== 'done'; step++) r = choose(r, pick(step));
    return r;
  }
  const post = (token: string | null, body: unknown) => {
    const req = request(server.url).post('/api/pick-five/daily/runs');
    return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body as object);
  };

  beforeAll(async () => {
    server = await startTestServer();
    await writePickFivePool(server.ctx.db);
    const res = await request(server.url).get('/api/pick-five/pool').expect(200);
    pool = decodePool(res.body as PoolWire);
  });
  afterAll(() => server.close());

  it('serves the pool to anyone, small, with an ETag and 304', async () => {
    const res = await request(server.url).get('/api/pick-five/pool').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(pool).toHaveLength(360);
    expect(res.body.fields).toContain('goalkeeping');
    // Rows, not objects: about 100 bytes a player before compression (names and ids are most of it).
    expect(res.text.length / pool.length).toBeLessThan(110);
    await request(server.url).get('/api/pick-five/pool').set('If-None-Match', res.headers.etag).expect(304);
  });

  it("gives today's date and seed by Istanbul's calendar", async () => {
    const res = await request(server.url).get('/api/pick-five/daily').expect(200);
    expect(res.body).toEqual({ date: today(), seed: dailySeed(today()), played: false });
  });

  it('saves a run once a day, with the knockout computed on the server; a second run is refused in words', async () => {
    const ali = await registerAndLogin(server, 'pf-ali');
    const mine = run((s) => s % 5);
    const saved = await post(ali.token, { date: today(), choices: mine.choices }).expect(201);
    const expected = playKnockout(mine, pool, ali.username).map((m) => m.result);
    expect(saved.body).toMatchObject({ date: today(), results: expected, rank: 1 });
    const again = await post(ali.token, { date: today(), choices: run(() => 0).choices }).expect(409);
    expect(again.body.code).toBe('PICK_FIVE_ALREADY_PLAYED');
    expect(again.body.message).toMatch(/zaten oynadınız/);
    const daily = await request(server.url).get('/api/pick-five/daily').set('Authorization', `Bearer ${ali.token}`).expect(200);
    expect(daily.body.played).toBe(true);

    const veli = await registerAndLogin(server, 'pf-veli');
    await post(veli.token, { date: today(), choices: run(() => 4).choices }).expect(201);
    const table = await request(server.url).get(`/api/pick-five/daily/table?date=${today()}`).set('Authorization', `Bearer ${veli.token}`).expect(200);
    expect(table.body.rows).toHaveLength(2);
    expect(table.body.rows.filter((r: { mine: boolean }) => r.mine).map((r: { username: string }) => r.username)).toEqual([veli.username]);
    const [a, b] = table.body.rows;
    expect(a.wins * 1000 + a.goalsFor).toBeGreaterThanOrEqual(b.wins * 1000 + b.goalsFor);
    expect(a.rank).toBe(1);
    const anonymous = await request(server.url).get('/api/pick-five/daily/table').expect(200);
    expect(anonymous.body.rows.every((r: { mine: boolean }) => !r.mine)).toBe(true);
  });

  it('refuses forged runs: a card never offered, an unfinished squad, too many cards, another day, results sent', async () => {
    const eve = await registerAndLogin(server, 'pf-eve');
    const whole = run((s) => (s * 3) % 5).choices;
    const tooMany = await post(eve.token, { date: today(), choices: [...whole, 0] }).expect(409);
    expect(tooMany.body.code).toBe('PICK_FIVE_FINISHED');
    const short = await post(eve.token, { date: today(), choices: whole.slice(0, -2) }).expect(400);
    expect(short.body.code).toBe('PICK_FIVE_INCOMPLETE');
    expect(short.body.message).toMatch(/2 kart daha/);
    const yesterday = dailyDate(Date.now() - 86_400_000);
    expect((await post(eve.token, { date: yesterday, choices: whole }).expect(409)).body.code).toBe('PICK_FIVE_NOT_TODAY');
    await post(eve.token, { date: today(), choices: whole, results: [{ for: 9, against: 0 }] }).expect(400);
    await post(eve.token, { date: today(), choices: [...whole.slice(0, 3), 5, ...whole.slice(4)] }).expect(400);
    // None of these used the day's run: the real one is still accepted.
    await post(eve.token, { date: today(), choices: whole }).expect(201);
  });

  it("plays a run's decisions in its ties on the server as the screen did, keeps them, and refuses one the match would not allow, in words", async () => {
    const can = await registerAndLogin(server, 'pf-can');
    const mine = run((s) => (s * 2) % 5);
    const side = tieStateAt(playKnockout(mine, pool, can.username)[0], { minute: 55 }).sides.A;
    const sub: Decision = { type: 'substitution', side: 'A', minute: 55, off: side.players[10].id, on: side.substitutes[0].id };
    const decisions = [[sub, { type: 'mentality', side: 'A', minute: 70, value: 'all_out_attack' } as Decision]];
    // Forged first: a man off the bench who is not on it, decisions out of order, one in a tie never played, the other side's.
    const forged = await post(can.token, { date: today(), choices: mine.choices, decisions: [[{ ...sub, on: side.players[0].id }]] }).expect(400);
    expect(forged.body.code).toBe('PLAYER_NOT_ON_BENCH');
    expect(forged.body.message).toBeTruthy();
    expect((await post(can.token, { date: today(), choices: mine.choices, decisions: [[decisions[0][1], sub]] }).expect(400)).body.code).toBe('PICK_FIVE_DECISION_ORDER');
    const played = playKnockout(mine, pool, can.username).length;
    if (played < 4) {
      const late = Array.from({ length: played + 1 }, (_, i) => (i === played ? [decisions[0][1]] : []));
      expect((await post(can.token, { date: today(), choices: mine.choices, decisions: late }).expect(400)).body.code).toBe('PICK_FIVE_DECISION_NO_TIE');
    }
    const theirs = await post(can.token, { date: today(), choices: mine.choices, decisions: [[{ ...sub, side: 'B' }]] }).expect(400);
    expect(theirs.body.message).toMatch(/Kararlar geçersiz/);
    const saved = await post(can.token, { date: today(), choices: mine.choices, decisions }).expect(201);
    const expected = playKnockout({ ...mine, decisions }, pool, can.username).map((m) => m.result);
    expect(saved.body.results).toEqual(expected);
    const [row] = await server.ctx.db.select({ decisions: pickFiveDailyRuns.decisions }).from(pickFiveDailyRuns).where(eq(pickFiveDailyRuns.userId, can.id));
    expect(row.decisions).toEqual(decisions);
  });

  it('keeps one of two runs sent at the same instant by one account and refuses the other 409', async () => {
    const zeynep = await registerAndLogin(server, 'pf-zeynep');
    const both = await Promise.all([post(zeynep.token, { date: today(), choices: run(() => 1).choices }), post(zeynep.token, { date: today(), choices: run(() => 2).choices })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses hostile input without a 500', async () => {
    const mallory = await registerAndLogin(server, 'pf-mallory');
    await post(null, { date: today(), choices: [0] }).expect(401);
    for (const body of [
      {},
      { date: today() },
      { date: "2026-12-05'; drop table users;--", choices: [0] },
      { date: today(), choices: 'ab' },
      { date: today(), choices: [-1] },
      { date: today(), choices: [1.5] },
      { date: today(), choices: ['0'] },
      { date: today(), choices: Array(10_000).fill(0) },
      { date: 20261205, choices: [0] },
      { date: today(), choices: [0], decisions: 'x' },
      { date: today(), choices: [0], decisions: [[{ type: 'tempo', value: 'fast', side: 'A', minute: 1e9 }]] },
      { date: today(), choices: [0], decisions: Array(1000).fill([]) },
    ]) {
      const res = await post(mallory.token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    await request(server.url).get('/api/pick-five/daily/table?date=yesterday').expect(400);
    await request(server.url).get('/api/pick-five/daily/table').set('Authorization', 'Bearer forged.token.here').expect(200);
  });
});
