import type { TestUser } from './fixtures';
import type { roomsKit } from './rooms';

/** A league's settings as the create form sends them (docs/league.md, 'Settings'), changed by `over`. */
export const leagueSettings = (over: object = {}) => ({
  timeZone: 'Europe/Istanbul',
  draftMode: 'slow',
  pickClockHours: 4,
  quietWindow: { from: '00:00', to: '08:00' },
  matchdays: { days: 'every day', time: '21:00' },
  ...over,
});

/**
 * A league room of the given humans (users[0] creates it) and `ai` AI managers, every human ready, the
 * draft started by the creator (`start: false` leaves it in the lobby).
 */
export async function leagueRoom(kit: ReturnType<typeof roomsKit>, users: TestUser[], ai: number, body: object = {}, start = true): Promise<string> {
  const roomId = await kit.createRoom(users[0], { maxPlayers: users.length + ai, kind: 'league', league: leagueSettings(), ...body });
  for (const u of users.slice(1)) await kit.call(u, 'post', '/join', { roomId }).expect(200);
  for (const u of users) await kit.call(u, 'post', '/ready', { roomId }).expect(200);
  if (ai > 0) await kit.call(users[0], 'post', `/${roomId}/fill-ai`, { count: ai }).expect(200);
  if (start) await kit.call(users[0], 'post', `/${roomId}/start-draft`).expect(200);
  return roomId;
}
