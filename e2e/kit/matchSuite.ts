import type { Page } from 'playwright-core';
import { simulateMatch } from '@onbir/shared/match/engine';
import type { MatchEvent } from '@onbir/shared/match/types';
import { engineInputOf } from '@onbir/shared/room/rules/engineInput';
import { readStoredRoom } from '../../server/src/modules/rooms/roomRead';
import { startApp, type Browser, type E2eApp } from './harness';
import { test } from './test';

/** A match browser test file's app (started in beforeAll with `env`, closed in afterAll) and the worker's browser. */
export function matchSuite(env: Record<string, string>) {
  const suite = {
    app: null as unknown as E2eApp,
    browser: null as unknown as Browser,
    /** The host starts a drafted room's tournament from the draft screen's dialog and lands on the match screen; the others open it. */
    async startTournament(roomId: string, host: Page, others: Page[] = []) {
      await host.goto(`${suite.app.url}/room/${roomId}/squad-selection`);
      await host.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' }).click();
      await host.waitForURL(`**/match/${roomId}`);
      for (const page of others) await page.goto(`${suite.app.url}/match/${roomId}`);
    },
  };
  test.beforeAll(async ({ browser }) => {
    suite.app = await startApp(env);
    suite.browser = browser;
  });
  test.afterAll(async () => {
    await suite.app?.close();
  });
  return suite;
}

/**
 * Makes the room's next kick-off a match decided on penalties: the engine is pure and seeded, so the seed
 * that ends this fixture level after extra time is found by running it, and the server's seed source
 * hands it out next (a service on the context, as tests set the clock's speed; never through the API).
 */
export async function nextMatchGoesToPenalties(server: E2eApp['server'], roomId: string): Promise<void> {
  const stored = (await readStoredRoom(server.ctx.db, roomId))!;
  const fixture = stored.state.fixtures.find((f) => !f.played)!;
  const pool = await server.ctx.pool.atVersion(server.ctx.db, stored.poolVersion);
  const players = pool.byIds(stored.state.picks.map((p) => p.playerId));
  for (let seed = 1; seed < 5000; seed++) {
    const input = engineInputOf(stored.state, players, fixture, seed)!;
    if (simulateMatch(input).shootout) {
      server.ctx.seeds.next = () => seed;
      return;
    }
  }
  throw new Error('no seed gives a shoot-out');
}

/**
 * Makes the room's next kick-off a match in which `userId`'s side has a man sent off between the minutes given
 * (found by running the seeded engine, as above); answers the red card's event.
 */
export async function nextMatchSendsOff(server: E2eApp['server'], roomId: string, userId: string, minutes: { from: number; to: number }): Promise<MatchEvent> {
  const stored = (await readStoredRoom(server.ctx.db, roomId))!;
  const fixture = stored.state.fixtures.find((f) => !f.played)!;
  const side = fixture.teamA === userId ? 'A' : 'B';
  const pool = await server.ctx.pool.atVersion(server.ctx.db, stored.poolVersion);
  const players = pool.byIds(stored.state.picks.map((p) => p.playerId));
  for (let seed = 1; seed < 5000; seed++) {
    const input = engineInputOf(stored.state, players, fixture, seed)!;
    const red = simulateMatch(input).events.find((e) => e.type === 'red' && e.team === side && e.minute >= minutes.from && e.minute < minutes.to);
    if (red) {
      server.ctx.seeds.next = () => seed;
      return red;
    }
  }
  throw new Error('no seed sends a man off early');
}
