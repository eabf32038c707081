import { DEFAULT_BUILDER_FORMATION } from '@onbir/shared/builder/formations';
import { encodeSharedSquad, SHARE_PARAM } from '@onbir/shared/builder/share';
import { emptySquad, type Squad } from '@onbir/shared/builder/squad';
import type { BuilderPlayer, BuilderTeam } from '@onbir/shared/players/types';
import { api } from '../../lib/api';

/** The last squad this browser wrote to the address, with its code: a reload needs no server (or network). */
const LAST_KEY = 'ilk11:last';

const params = (hash: string) => new URLSearchParams(hash.replace(/^#/, ''));
/** True when the address carries a squad link of any version ('#s=' now, '#k=' before). */
export const hasSharedCode = (hash: string) => params(hash).has(SHARE_PARAM) || params(hash).has('k');

export type HashRead = { squad: Squad; pending: { ids: string[]; clubId: number | null } | null } | { bad: true } | null;

function remembered(code: string): Squad | null {
  try {
    const last = JSON.parse(localStorage.getItem(LAST_KEY) ?? 'null') as { code: string; squad: Squad } | null;
    return last?.code === code ? last.squad : null;
  } catch {
    return null;
  }
}

/**
 * The squad an '/ilk11kur#s=…' (or an older '#k=…') link carries, with the pool ids still to name; `bad`
 * for a damaged or oversized link. The readers and their validation library load only for a page opened
 * with a link (most first visits have none).
 */
export async function readSharedHash(hash: string): Promise<HashRead> {
  const p = params(hash);
  const code = p.get(SHARE_PARAM);
  if (code !== null) {
    const known = remembered(code);
    if (known) return { squad: known, pending: null };
    const { readSquadLink } = await import('@onbir/shared/builder/shareLink');
    const read = await readSquadLink(code);
    if (!read.ok) return { bad: true };
    const { squad, ids, clubId } = read.link;
    return { squad, pending: ids.length || clubId !== null ? { ids, clubId } : null };
  }
  const legacy = p.get('k');
  if (legacy === null) return null;
  const { decodeSharedSquad } = await import('@onbir/shared/builder/shareDecode');
  const squad = decodeSharedSquad(legacy);
  return squad ? { squad, pending: null } : { bad: true };
}

/** Names, faces and the club's crest of a link's pool ids, from the server; the squad with them filled in. */
export async function lookUpShared(squad: Squad, pending: { ids: string[]; clubId: number | null }): Promise<Squad> {
  const query = new URLSearchParams({ ids: pending.ids.join(',') });
  if (pending.clubId !== null) query.set('club', String(pending.clubId));
  const [answer, { withLookedUp }] = await Promise.all([
    api<{ players: BuilderPlayer[]; club: BuilderTeam | null }>(`/api/players/lookup?${query}`),
    import('@onbir/shared/builder/shareLink'),
  ]);
  return withLookedUp(squad, answer.players, answer.club);
}

let writing = 0;
/**
 * Keeps the address bar's hash equal to the squad, so the address itself is the share link (and a
 * reload keeps the work). replaceState: no history entry per click; the router's own state is kept.
 * The code is compressed (async): a later call wins over an earlier one still compressing. `remember`:
 * keep it for a reload without the server (false while a link's players could not be named).
 */
export async function writeSharedHash(squad: Squad, remember: boolean): Promise<void> {
  const mine = ++writing;
  const untouched = JSON.stringify(squad) === JSON.stringify(emptySquad(DEFAULT_BUILDER_FORMATION));
  const code = untouched ? '' : await encodeSharedSquad(squad);
  if (mine !== writing) return;
  // The quick match's own parameters (quickMatchHash.ts) stay beside the squad's code.
  const p = params(location.hash);
  p.delete('k');
  if (code) p.set(SHARE_PARAM, code);
  else p.delete(SHARE_PARAM);
  const hash = p.size ? `#${p.toString()}` : '';
  try {
    if (code && remember) localStorage.setItem(LAST_KEY, JSON.stringify({ code, squad }));
  } catch {
    // Storage full or refused: a reload then asks the server, as a shared link does.
  }
  if (location.hash === hash || (!hash && !location.hash)) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}
