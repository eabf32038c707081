import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formationSlots, GAME_FORMATIONS } from '@onbir/shared/formations/gameFormations';
import { lineOf } from '@onbir/shared/match/positions';
import { canPlay } from '@onbir/shared/players/positions';
import { FACE_KEYS } from '@onbir/shared/players/ratings';
import type { League } from '@onbir/shared/players/types';
import { loadConfig } from '../../config';
import { parsePoolFile, POOL_DIR, POOL_FILES, type PoolLeague } from './poolFiles';
import type { PlayerRecord } from './poolWriter';

/** Clubs per league in 2024-25 (../shared/data/leagues-2024-25.md). */
const CLUB_COUNT: Record<League, number> = {
  'Premier League': 20,
  'La Liga': 20,
  'Serie A': 20,
  Bundesliga: 18,
  'Ligue 1': 18,
  'Süper Lig': 19,
  Eredivisie: 18,
  '1A Pro League': 16,
};
const POPULAR: Record<number, string> = {
  1: 'Galatasaray',
  2: 'Fenerbahçe',
  3: 'Beşiktaş',
  4: 'Trabzonspor',
  5: 'Real Madrid',
  6: 'Barcelona',
  7: 'Manchester City',
  8: 'Liverpool',
  9: 'Bayern München',
  10: 'Paris Saint-Germain',
};
const BLOCK: Record<League, number> = {
  'Premier League': 100,
  'La Liga': 200,
  'Serie A': 300,
  Bundesliga: 400,
  'Ligue 1': 500,
  'Süper Lig': 600,
  Eredivisie: 700,
  '1A Pro League': 800,
};
const DRAFTERS = 8;

/** Maximum bipartite matching (augmenting paths): can every slot get its own eligible player? */
function unfilledSlots(slots: string[], pool: PlayerRecord[]): string[] {
  const owner = new Map<number, number>();
  const candidates = slots.map((pos) => pool.flatMap((p, i) => (canPlay(p.positions, pos) ? [i] : [])));
  const tryAssign = (slot: number, seen: Set<number>): boolean => {
    for (const player of candidates[slot]) {
      if (seen.has(player)) continue;
      seen.add(player);
      const holder = owner.get(player);
      if (holder === undefined || tryAssign(holder, seen)) {
        owner.set(player, slot);
        return true;
      }
    }
    return false;
  };
  return slots.filter((_, slot) => !tryAssign(slot, new Set()));
}

const loaded = new Map<string, PoolLeague>();
const present = Object.keys(POOL_FILES).filter((slug) => fs.existsSync(path.join(POOL_DIR, `${slug}.json`)));

for (const [slug, league] of Object.entries(POOL_FILES)) {
  const file = path.join(POOL_DIR, `${slug}.json`);
  describe.skipIf(!fs.existsSync(file))(`default pool ${slug}.json${fs.existsSync(file) ? '' : ' (file not written yet: skipped)'}`, () => {
    const data = () => {
      if (!loaded.has(slug)) loaded.set(slug, parsePoolFile(file));
      return loaded.get(slug)!;
    };

    it('parses, is the right league and has every club of the season', () => {
      expect(data().league.name).toBe(league);
      expect(data().league.season).toBe('2024-25');
      expect(data().clubs).toHaveLength(CLUB_COUNT[league]);
    });

    it('uses the agreed club ids', () => {
      for (const club of data().clubs) {
        if (club.id <= 10) expect(club.name).toBe(POPULAR[club.id]);
        else expect(Math.floor((club.id - 1) / 100) * 100, club.name).toBe(BLOCK[league]);
        expect(Object.values(POPULAR).includes(club.name), `${club.name} must use its popular id`).toBe(club.id <= 10);
      }
    });

    it('gives every club at least 22 players, 2 goalkeepers and every line', () => {
      for (const club of data().clubs) {
        const squad = data().players.filter((p) => p.clubId === club.id);
        const lines = squad.map((p) => lineOf(p.positions[0]));
        expect(squad.length, club.name).toBeGreaterThanOrEqual(22);
        const keepers = lines.filter((l) => l === 'GK').length;
        expect(keepers, `${club.name} goalkeepers`).toBeGreaterThanOrEqual(2);
        expect(lines.filter((l) => l === 'DEF').length, `${club.name} defenders`).toBeGreaterThanOrEqual(4);
        expect(lines.filter((l) => l === 'MID').length, `${club.name} midfielders`).toBeGreaterThanOrEqual(3);
        expect(lines.filter((l) => l === 'FWD').length, `${club.name} forwards`).toBeGreaterThanOrEqual(2);
      }
    });

    it("carries every club's crest and the portraits found on Transfermarkt, on the image proxy's hosts", () => {
      const hosts = loadConfig({ NODE_ENV: 'test' }).IMAGE_PROXY_HOSTS;
      for (const club of data().clubs) {
        expect(club.crestUrl, club.name).toMatch(/^https:\/\/tmssl\.akamaized\.net\/images\/wappen\/head\/\d+\.png$/);
      }
      const faces = data().players.map((p) => p.faceUrl).filter((u): u is string => u !== null);
      // ../shared/data/README.md measures 98.7% with a real portrait over the pool; no league below 95%.
      expect(faces.length / data().players.length).toBeGreaterThan(0.95);
      for (const url of faces) {
        expect(url).not.toMatch(/default\.jpe?g/);
        expect(hosts).toContain(new URL(url).hostname);
      }
    });

    it('keeps every rating on the 1-99 scale', () => {
      for (const p of data().players) {
        for (const key of ['overall', ...FACE_KEYS, 'goalkeeping'] as const) {
          expect(p[key], `${p.id} ${key}`).toBeGreaterThanOrEqual(1);
          expect(p[key], `${p.id} ${key}`).toBeLessThanOrEqual(99);
        }
      }
    });

    it('fills every slot of every game formation for eight drafters', () => {
      // Every formation at once, so a failure lists every short position of the league.
      const unfilled: Record<string, string[]> = {};
      for (const formation of GAME_FORMATIONS) {
        const slots = Array.from({ length: DRAFTERS }, () => formationSlots(formation).map((s) => s.position)).flat();
        const missing = unfilledSlots(slots, data().players);
        if (missing.length) unfilled[formation] = missing;
      }
      expect(unfilled).toEqual({});
    });
  });
}

describe.skipIf(present.length === 0)('default pool across leagues', () => {
  it('has unique player and club ids', () => {
    const leagues = present.map((slug) => loaded.get(slug) ?? parsePoolFile(path.join(POOL_DIR, `${slug}.json`)));
    const playerIds = leagues.flatMap((l) => l.players.map((p) => p.id));
    const clubIds = leagues.flatMap((l) => l.clubs.map((c) => c.id));
    expect(playerIds.filter((id, i) => playerIds.indexOf(id) !== i)).toEqual([]);
    expect(clubIds.filter((id, i) => clubIds.indexOf(id) !== i)).toEqual([]);
  });
});
