import type { RoomActionName } from './machine';

/**
 * Where people reach each action over HTTP (the first API's calls and the draft room's and match day's: docs/rooms.md, 'API').
 * The server registers exactly these; the client calls through this table, so a call and its route never
 * drift apart. `room`: where the room id travels ('param' is `:roomId` in the path, 'body' is `roomId` in
 * the body, 'none' for create). The clock's tick and the final whistle have no route: only the server runs them.
 */
export interface ActionRoute {
  method: 'post' | 'put';
  path: string;
  room: 'param' | 'body' | 'none';
  /** 201 for what creates something (a room, a message); a rematch already made answers 200. */
  status?: 201;
}

export const ROOM_ROUTES: Partial<Record<RoomActionName, ActionRoute>> = {
  create: { method: 'post', path: '/api/rooms/create', room: 'none', status: 201 },
  join: { method: 'post', path: '/api/rooms/join', room: 'body' },
  kick: { method: 'post', path: '/api/rooms/kick-player', room: 'body' },
  ready: { method: 'post', path: '/api/rooms/ready', room: 'body' },
  leave: { method: 'post', path: '/api/rooms/leave', room: 'body' },
  fillAi: { method: 'post', path: '/api/rooms/:roomId/fill-ai', room: 'param' },
  unban: { method: 'post', path: '/api/rooms/:roomId/unban', room: 'param' },
  startDraft: { method: 'post', path: '/api/rooms/:roomId/start-draft', room: 'param' },
  pick: { method: 'post', path: '/api/rooms/:roomId/pick-player', room: 'param' },
  nominate: { method: 'post', path: '/api/rooms/:roomId/nominate', room: 'param' },
  bid: { method: 'post', path: '/api/rooms/:roomId/bid', room: 'param' },
  setFormation: { method: 'post', path: '/api/rooms/:roomId/set-formation', room: 'param' },
  setClub: { method: 'post', path: '/api/rooms/:roomId/club', room: 'param' },
  setQueue: { method: 'put', path: '/api/rooms/:roomId/queue', room: 'param' },
  setAutodraft: { method: 'post', path: '/api/rooms/:roomId/autodraft', room: 'param' },
  pauseDraft: { method: 'post', path: '/api/rooms/:roomId/pause-draft', room: 'param' },
  forcePick: { method: 'post', path: '/api/rooms/:roomId/force-pick', room: 'param' },
  undoPick: { method: 'post', path: '/api/rooms/:roomId/undo-pick', room: 'param' },
  replaceWithAi: { method: 'post', path: '/api/rooms/:roomId/replace-with-ai', room: 'param' },
  reschedule: { method: 'post', path: '/api/match/:roomId/reschedule', room: 'param' },
  endSeason: { method: 'post', path: '/api/match/:roomId/end-season', room: 'param' },
  chat: { method: 'post', path: '/api/rooms/:roomId/chat', room: 'param', status: 201 },
  react: { method: 'post', path: '/api/rooms/:roomId/react', room: 'param', status: 201 },
  startTournament: { method: 'post', path: '/api/match/:roomId/start-tournament', room: 'param' },
  kickOff: { method: 'post', path: '/api/match/:roomId/start-next-match', room: 'param' },
  setAutoPaused: { method: 'post', path: '/api/match/:roomId/auto-continue', room: 'param' },
  rematch: { method: 'post', path: '/api/match/:roomId/rematch', room: 'param', status: 201 },
  decide: { method: 'post', path: '/api/match/:roomId/decision', room: 'param' },
  setPlan: { method: 'put', path: '/api/match/:roomId/plan', room: 'param' },
  watch: { method: 'post', path: '/api/rooms/:roomId/watch', room: 'param' },
};
