import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { sql } from 'drizzle-orm';
import { simulateMatch } from '@onbir/shared/match/engine';
import type { Decision, MatchInput } from '@onbir/shared/match/types';
import { matchEventPayload, type ControlsView, type FixtureResult, type MatchEventPayload, type MatchReplay } from '@onbir/shared/match/wire';
import { collectMatch, insertDraftedRoom, matchTestSession, type ClientSocket } from '../../test/matchRooms';
import { createLiveMatches } from './liveMatches';

// About ten seconds a match: time to decide mid-match on a loaded machine.
// A minute of 0.2 s: the half-time break (5 minutes) lasts 1 s, which four decisions sent one after another
// must fit in on a loaded machine (at 0.1 s a minute a CI run's fourth landed after it, in a new window).
const session = matchTestSession({ MATCH_SECONDS_PER_MINUTE: '0.2' });
const { users, join, fixtureRows } = session;

/** Resolves once a socket shows this minute (the match is that far). */
const reach = (socket: ClientSocket, minute: number) =>
  new Promise<void>((resolve) => {
    const on = (p: MatchEventPayload) => {
      if (p.event.minute >= minute) {
        socket.off('matchEvent', on);
        resolve();
      }
    };
    socket.on('matchEvent', on);
  });

/** Resolves at the half-time whistle. */
const reachHalfTime = (socket: ClientSocket) =>
  new Promise<void>((resolve) => {
    const on = (p: MatchEventPayload) => {
      if (p.event.type === 'half_time') {
        socket.off('matchEvent', on);
        resolve();
      }
    };
    socket.on('matchEvent', on);
  });

/** A live match of two managers with `bench` substitutes each, both on the match screen, and a spectator (a member of another room). */
async function liveMatch(bench = 3) {
  const [a, b, viewer] = await users(3);
  const roomId = await insertDraftedRoom(session.s.ctx.db, [a, b], { bench });
  await session.api.startTournament(a, roomId).expect(200);
  const sockets = [await join(a, roomId), await join(b, roomId), await join(viewer, roomId)];
  const matches = sockets.map((s) => collectMatch(s, 40_000));
  const { fixtureId } = (await session.api.startNext(a, roomId).expect(200)).body;
  const [row] = await fixtureRows(roomId);
  const home = row.teamA === a.id ? a : b;
  const away = home === a ? b : a;
  return { roomId, fixtureId, home, away, viewer, sockets, matches, input: row.input as MatchInput };
}

const decide = (user: Parameters<typeof session.api.call>[0], roomId: string, body: object) => session.api.call(user, 'post', `/${roomId}/decision`, body);
const controls = async (user: Parameters<typeof session.api.call>[0], roomId: string): Promise<ControlsView> => (await session.api.call(user, 'get', `/${roomId}/controls`).expect(200)).body;
const storedDecisions = async (fixtureId: string): Promise<Decision[]> => {
  const rows = await session.s.ctx.db.execute(sql`select input->'decisions' as d from fixtures where id = ${fixtureId}::uuid`);
  return ((rows as unknown as { rows: Array<{ d: Decision[] | null }> }).rows[0].d ?? []) as Decision[];
};

describe('decisions during the live match (issue 27)', () => {
  it('a substitution and a tactic change by REST reach every screen and change the rest of the match', async () => {
    const m = await liveMatch();
    await reach(m.sockets[0], 20);
    const mine = await controls(m.home, m.roomId);
    expect(mine.side).toBe('A');
    expect(mine.mine!.substitutes).toHaveLength(3);
    expect(mine.mine!.players.every((p) => p.stamina <= 100 && p.stamina > 50)).toBe(true);
    // The opponent's controls are his own side; a spectator has none.
    expect((await controls(m.away, m.roomId)).side).toBe('B');
    expect((await session.api.call(m.viewer, 'get', `/${m.roomId}/controls`).expect(403)).body.code).toBe('NOT_MEMBER');

    const off = mine.mine!.players.find((p) => p.slot === 'ST')!;
    const on = mine.mine!.substitutes[0];
    const rest = await decide(m.home, m.roomId, { type: 'substitution', off: off.id, on: on.id }).expect(200);
    expect(rest.body.message).toMatch(/dakikadan sonra uygulanacak/);
    await decide(m.away, m.roomId, { type: 'mentality', value: 'all_out_attack' }).expect(200);

    const [home, away, viewer] = await Promise.all(m.matches);
    const stored = await storedDecisions(m.fixtureId);
    expect(stored.map((d) => [d.side, d.type])).toEqual([
      ['A', 'substitution'],
      ['B', 'mentality'],
    ]);
    // The match broadcast is the engine's for the input with the decisions: a restart or a replay plays it again.
    const timeline = simulateMatch({ ...m.input, decisions: stored });
    for (const got of [home, away, viewer]) {
      expect(got.map((p) => p.seq)).toEqual(timeline.events.map((e) => e.seq));
      for (const p of got) expect(p).toEqual(matchEventPayload(m.roomId, m.fixtureId, timeline.events[p.seq]));
      const sub = got.find((p) => p.event.type === 'substitution' && p.event.team === 'A')!;
      expect(sub.event).toMatchObject({ playerId: on.id, otherId: off.id, message: `Değişiklik: ${off.name} çıktı, ${on.name} girdi (${m.input.teams[0].name}).` });
      expect(sub.event.minute).toBeGreaterThan(stored[0].minute);
      expect(got.some((p) => p.event.type === 'tactic' && p.event.team === 'B' && p.event.change?.value === 'all_out_attack')).toBe(true);
    }
    // Without the decisions the match would have gone otherwise after them, never before.
    const plain = simulateMatch(m.input);
    const firstKey = stored[0].minute;
    expect(plain.events.filter((e) => e.minute <= firstKey && e.type !== 'end')).toEqual(timeline.events.filter((e) => e.minute <= firstKey && e.type !== 'end'));
    expect(JSON.stringify(plain.events)).not.toEqual(JSON.stringify(timeline.events));
    // History and replays keep the decisions, stamped with the engine.
    const [row] = await fixtureRows(m.roomId);
    const result = row.result as FixtureResult;
    expect(result.decisions!.filter((d) => d.source === 'manager')).toHaveLength(2);
    expect(result.engineVersion).toBeGreaterThan(0);
    const replay: MatchReplay = (await session.api.call(m.home, 'get', `/fixture/${m.fixtureId}/replay`).expect(200)).body;
    expect(replay.events).toEqual(timeline.events);
  }, 60_000);

  it('refuses another team, a player already off, a sixth substitution and after full time, in Turkish, changing nothing', async () => {
    const m = await liveMatch(5);
    await reach(m.sockets[0], 10);
    const mine = (await controls(m.home, m.roomId)).mine!;
    const notYours = await decide(m.away, m.roomId, { type: 'mentality', value: 'defensive', side: 'A' }).expect(403);
    expect(notYours.body).toMatchObject({ code: 'DECISION_NOT_YOUR_TEAM', message: 'Yalnızca kendi takımın için değişiklik yapabilirsin.' });
    expect((await decide(m.viewer, m.roomId, { type: 'mentality', value: 'defensive' }).expect(403)).body.code).toBe('NOT_MEMBER');
    await decide(m.home, m.roomId, { type: 'tempo', value: 'warp' }).expect(400);
    const outfield = mine.players.filter((p) => p.slot !== 'GK');
    await decide(m.home, m.roomId, { type: 'substitution', off: outfield[0].id, on: mine.substitutes[0].id }).expect(200);
    // The man who went off never comes back.
    const back = await decide(m.home, m.roomId, { type: 'substitution', off: outfield[1].id, on: outfield[0].id }).expect(409);
    expect(back.body).toMatchObject({ code: 'PLAYER_ALREADY_OFF', message: 'Bu oyuncu oyundan çıktı: oyundan çıkan bir oyuncu yeniden oyuna giremez.' });
    // Four more at half time (a break uses none of the three windows), then a sixth is one too many.
    await reachHalfTime(m.sockets[0]);
    for (let i = 1; i < 5; i++) await decide(m.home, m.roomId, { type: 'substitution', off: outfield[i].id, on: mine.substitutes[i].id }).expect(200);
    const sixth = await decide(m.home, m.roomId, { type: 'substitution', off: outfield[6].id, on: mine.substitutes[0].id }).expect(409);
    expect(sixth.body).toMatchObject({ code: 'SUB_LIMIT', message: 'Oyuncu değişikliği hakkın doldu: bir maçta en fazla 5 değişiklik yapılabilir (uzatmalarda 1 hak daha).' });
    const before = await storedDecisions(m.fixtureId);
    expect(before).toHaveLength(5);
    await Promise.all(m.matches);
    const late = await decide(m.home, m.roomId, { type: 'tempo', value: 'fast' }).expect(409);
    expect(late.body).toMatchObject({ code: 'DECISION_MATCH_OVER', message: 'Maç bitti; artık değişiklik yapılamaz.' });
    expect(await storedDecisions(m.fixtureId)).toEqual(before);
  }, 60_000);

  it('a server restarted mid-match after a decision resumes the same match (same seed, stored decisions)', async () => {
    const m = await liveMatch();
    await reach(m.sockets[0], 15);
    await decide(m.away, m.roomId, { type: 'pressing', value: 'high' }).expect(200);
    const paced = session.s.ctx.matches.timelines.peek(m.fixtureId)!.timeline;
    // The process "dies": its pacer and cache are gone; a fresh one resumes from the database alone.
    session.s.ctx.matches.pacer.abandon(m.fixtureId);
    const fresh = createLiveMatches(session.s.ctx);
    await fresh.resume();
    expect(fresh.pacer.isRunning(m.fixtureId)).toBe(true);
    expect(fresh.timelines.peek(m.fixtureId)!.timeline).toEqual(paced);
    const [got] = await Promise.all(m.matches);
    expect(got.at(-1)!.event.type).toBe('end');
    const [row] = await fixtureRows(m.roomId);
    expect((row.result as FixtureResult).score).toEqual(paced.score);
    fresh.pacer.stop();
  }, 60_000);

  it('AI managers and an absent manager are played by their plans', async () => {
    const [a, b] = await users(2);
    const roomId = await insertDraftedRoom(session.s.ctx.db, [a, b], { bench: 3 });
    await session.s.ctx.db.execute(sql`update room_players set ai_name = 'Fatih Hoca', ai_style = 'hücumcu' where room_id = ${roomId}::uuid and user_id = ${b.id}::uuid`);
    await session.api.startTournament(a, roomId).expect(200);
    // Nobody is on the match screen: a's side plays the balanced default, b's its style.
    await session.api.startNext(a, roomId).expect(200);
    const [row] = await fixtureRows(roomId);
    const input = row.input as MatchInput;
    const aiSide = row.teamA === b.id ? 0 : 1;
    expect(input.teams[aiSide].tactics).toMatchObject({ mentality: 'attacking', pressing: 'high' });
    expect(input.plans!.A!.length).toBeGreaterThan(0);
    expect(input.plans!.B!.length).toBeGreaterThan(0);
    const timeline = simulateMatch(input);
    expect(timeline.decisions.filter((d) => d.source === 'plan' && d.type === 'substitution').map((d) => d.side).sort()).toEqual(expect.arrayContaining(['A', 'B']));
  }, 60_000);

  it("a manager's plan: saved before kick-off, his own only, frozen into the next match's input", async () => {
    const [a, b] = await users(2);
    const roomId = await insertDraftedRoom(session.s.ctx.db, [a, b], { bench: 3 });
    await session.api.startTournament(a, roomId).expect(200);
    const put = (user: typeof a, body: object) => request(session.s.url).put(`/api/match/${roomId}/plan`).set('Authorization', `Bearer ${user.token}`).send(body);
    const rule = { from: 70, score: 'behind', changes: [{ type: 'mentality', value: 'all_out_attack' }, { type: 'substitution', on: { line: 'FWD' } }] };
    expect((await put(a, { rules: [rule] }).expect(200)).body).toMatchObject({ message: 'Maç planın kaydedildi; sıradaki maçlarda uygulanacak.', rules: [rule] });
    expect((await put(a, { rules: [{ ...rule, from: 0 }] }).expect(400)).body.code).toBe('PLAN_MINUTE_INVALID');
    expect((await put(a, { rules: [{ ...rule, changes: [{ type: 'substitution', on: { id: 'nobody' } }] }] }).expect(400)).body.code).toBe('PLAN_PLAYER_UNKNOWN');
    expect((await controls(a, roomId)).plan).toEqual([rule]);
    expect((await controls(b, roomId)).plan).toEqual([]);
    const room = await session.api.room(b, roomId);
    expect(JSON.stringify(room)).not.toContain('all_out_attack');
    const socket = await join(b, roomId);
    await session.api.startNext(a, roomId).expect(200);
    const [row] = await fixtureRows(roomId);
    const input = row.input as MatchInput;
    const side = row.teamA === a.id ? 'A' : 'B';
    expect(input.plans![side]).toEqual([rule]);
    // b is on the match screen and set no plan: he manages by hand.
    expect(input.plans![side === 'A' ? 'B' : 'A']).toBeUndefined();
    expect(input.engineVersion).toBeGreaterThan(0);
    socket.disconnect();
  }, 60_000);
});
