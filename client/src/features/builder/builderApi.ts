import type { BuilderPlayer, BuilderTeam, Page } from '@onbir/shared/players/types';
import { api } from '../../lib/api';
import { takePrefetched, takePrefetchedNow } from '../../lib/prefetch';

// The builder asks the server only for what it shows (docs/builder.md, 'The screen', with a large pool): a page of clubs,
// one club's squad, one page of search results. It never downloads the whole pool.

export const POPULAR_CLUB_COUNT = 10;
const CLUB_SEARCH_LIMIT = 20;
const clubsUrl = (q: string) => `/api/players/clubs?${new URLSearchParams({ q, limit: String(q.trim() ? CLUB_SEARCH_LIMIT : POPULAR_CLUB_COUNT) })}`;
/** The popular clubs, preloaded from the HTML of /ilk11kur (client/src/app/pageTable.ts) and asked for by its route. */
export const POPULAR_CLUBS_URL = clubsUrl('');

/** Empty q: the popular clubs (the 10 lowest club ids); otherwise clubs whose name matches. */
export async function fetchClubs(q: string, signal?: AbortSignal): Promise<BuilderTeam[]> {
  const early = takePrefetched(clubsUrl(q)) as Promise<{ items: BuilderTeam[] }> | undefined;
  return itemsOf(early ? await early : await api<{ items: BuilderTeam[] }>(clubsUrl(q), { signal }));
}

/** The popular clubs if their prefetched answer is already in: the page's first render shows them. */
export function popularClubsNow(): BuilderTeam[] | undefined {
  const answer = takePrefetchedNow(POPULAR_CLUBS_URL) as { items: BuilderTeam[] } | undefined;
  return answer && itemsOf(answer);
}

const itemsOf = (data: { items: BuilderTeam[] }) => (Array.isArray(data.items) ? data.items : []);

export async function fetchSquad(clubId: number, signal?: AbortSignal): Promise<BuilderPlayer[]> {
  const data = await api<{ players: BuilderPlayer[] }>(`/api/players/clubs/${clubId}/squad`, { signal });
  return Array.isArray(data.players) ? data.players : [];
}

/**
 * One page (20) of the whole pool, matching player or club name, in a slot's order: players of `prefer`
 * first, the `later` ids (already in the squad) last.
 */
export function searchPlayers(q: string, page: number, order: { prefer: string | null; later: string }, signal?: AbortSignal): Promise<Page<BuilderPlayer>> {
  const params = new URLSearchParams({ q, page: String(page) });
  if (order.prefer) params.set('prefer', order.prefer);
  if (order.later) params.set('later', order.later);
  return api<Page<BuilderPlayer>>(`/api/players/search?${params}`, { signal });
}
