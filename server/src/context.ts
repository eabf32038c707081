import type { BaseContext } from './baseContext';
import type { Background } from './mail/background';
import type { LoginThrottle } from './modules/auth/loginThrottle';
import type { Sessions } from './modules/auth/sessions';
import type { GamePool } from './modules/players/gamePool';
import type { RoomTimers } from './modules/rooms/roomTimers';
import type { RoomLimits } from './modules/rooms/roomLimits';
import type { LiveMatches } from './modules/match/pacer';
import type { LiveHub } from './modules/presenter/liveHub';
import type { SavedLocales } from './http/savedLocales';
import type { Notifier } from './modules/notifications/notifier';

export type { Io } from './baseContext';

/** Where each match's seed comes from: a generator seeded once at start (tests may set the next seeds). */
export interface SeedSource {
  next(): number;
}

/**
 * Everything a module needs, built once at start-up and passed down: no module keeps a singleton of its
 * own. The long-lived services below are made together and started in one place (services.ts).
 */
export interface AppContext extends BaseContext {
  /** Sessions that end: the token version of each account, cached (modules/auth/sessions.ts). */
  sessions: Sessions;
  /** The per-account login lock, in Redis when the server has it. */
  loginThrottle: LoginThrottle;
  /** Account work that mails after the answer is sent; shutdown waits for it. */
  background: Background;
  /** The game's player pool in memory: the draft and the builder's search read the same snapshot. */
  pool: GamePool;
  /** The one room clock: every pick's deadline and every countdown to a kick-off. */
  timers: RoomTimers;
  /** Live matches: their timelines, the pacer and (several processes) the leases. */
  matches: LiveMatches;
  /** Each signed-in user's saved language, cached: for requests that name none (http/localizeAnswers.ts). */
  locales: SavedLocales;
  /** The rooms' rate limits (password guesses, chat). */
  limits: RoomLimits;
  seeds: SeedSource;
  /** Tells members what happened in their rooms: Web Push, or a mail without it (modules/notifications). */
  notifier: Notifier;
  /** The board's live sessions (modules/presenter): made with the sockets, since it is their namespace's hub. */
  live?: LiveHub;
}
