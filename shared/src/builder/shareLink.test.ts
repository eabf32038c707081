import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { BuilderPlayer } from '../players/types';
import { BUILDER_FORMATION_NAMES, builderSlots } from './formations';
import { toBase64Url } from '../codec/deflate';
import { MAX_CODE_CHARS, MAX_INFLATED_BYTES } from './linkCodec';
import { encodeSharedSquad } from './share';
import { decodeSharedSquad } from './shareDecode';
import { V2_FULL } from './shareFixtures';
import { nameFromId, readSquadLink, withLookedUp } from './shareLink';
import { BENCH_KEYS, emptySquad, placeInSquad, setCaptain, setShirtNumber, squadEntries, type Squad, type SquadChange } from './squad';

const must = (change: SquadChange): Squad => {
  if (!change.ok) throw new Error(change.code);
  return change.squad;
};
const club = { club_id: 1, club_name: 'Galatasaray', logo_url: '/api/images/proxy?url=x', colors: ['#a90432', '#fdb912'] as [string, string] };
const poolPlayer = (slug: string, name: string, position = 'ST'): BuilderPlayer => ({
  player_id: `pool-1-${slug}`,
  player_name: name,
  player_image_url: `/api/images/proxy?url=${encodeURIComponent(`https://img.a.transfermarkt.technology/portrait/header/${slug}.jpg?lm=1`)}&fallback=%2Fapi%2Fimages%2Fbadge%2Fcircle%2Fa90432%2Ffdb912%2FX.svg`,
  position,
  current_club_id: 1,
  club_name: 'Galatasaray',
});
const bomb = (bytes: number) => toBase64Url(deflateRawSync(Buffer.alloc(bytes, 32)));
const code = (payload: unknown) => toBase64Url(deflateRawSync(Buffer.from(JSON.stringify(payload))));

/** A full matchday squad of twenty: eleven, nine substitutes, captain, numbers, a manual player. */
function fullSquad(): Squad {
  let squad: Squad = { ...emptySquad('4-2-3-1'), club, title: "Derbi 11'i", coach: 'Okan Buruk', kit: { primary: '#ffcc00', secondary: '#002060' } };
  const slots = builderSlots('4-2-3-1');
  for (const [i, slot] of slots.entries()) {
    const player = i === 10 ? { ...poolPlayer('x', 'Çağlar Şöyüncü'), player_id: 'manual-1732400000000', player_image_url: '' } : poolPlayer(`oyuncu-${i}-uzun-soyadi`, `O. Soyadı ${i}`, slot.position);
    squad = must(placeInSquad(squad, slot.key, player));
  }
  for (const [i, key] of BENCH_KEYS.entries()) squad = must(placeInSquad(squad, key, poolPlayer(`yedek-${i}-uzun-soyadi`, `Y. Soyadı ${i}`)));
  squad = must(setCaptain(squad, 'pool-1-oyuncu-3-uzun-soyadi'));
  for (const [i, e] of squadEntries(squad).entries()) squad = must(setShirtNumber(squad, e.player_id, i + 1));
  return squad;
}

describe('share links of version 3', () => {
  it('carries the whole squad by ids, a few hundred characters where version 2 took thousands', async () => {
    const squad = fullSquad();
    const text = await encodeSharedSquad(squad);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(text.length).toBeLessThan(700);
    const read = await readSquadLink(text);
    if (!read.ok) throw new Error(read.reason);
    const { link } = read;
    expect(link.clubId).toBe(1);
    expect(link.ids).toHaveLength(19);
    expect(link.ids).not.toContain('manual-1732400000000');
    // Before the server answers: stand-ins named from the ids; the manual player is whole already.
    expect(link.squad.lineup['GK-0'].player_name).toBe('Oyuncu 0 Uzun Soyadi');
    expect(link.squad.lineup['FWD-0']).toMatchObject({ player_id: 'manual-1732400000000', player_name: 'Çağlar Şöyüncü' });
    // With the server's answer the squad is the one that was shared.
    const answer = squadEntries(squad).filter((e) => !e.player_id.startsWith('manual-'));
    const players = answer.map(({ assignedPosition: _, ...p }) => p);
    expect(withLookedUp(link.squad, players, club)).toEqual(squad);
  });

  it('opens every formation with the same players in the same places, part-filled too (reading is a formation change to itself)', async () => {
    for (const name of BUILDER_FORMATION_NAMES) {
      let squad = emptySquad(name);
      for (const [i, slot] of builderSlots(name).entries()) if (i % 4 !== 2) squad = must(placeInSquad(squad, slot.key, poolPlayer(`oyuncu-${i}`, `Oyuncu ${i}`)));
      const read = await readSquadLink(await encodeSharedSquad(squad));
      if (!read.ok) throw new Error(read.reason);
      const where = (s: Squad) => Object.fromEntries(Object.entries(s.lineup).map(([k, e]) => [k, e.player_id]));
      expect(where(read.link.squad)).toEqual(where(squad));
    }
  });

  it('names a stand-in from a pool id, else "Bilinmiyor"', () => {
    expect(nameFromId('pool-1-fernando-muslera')).toBe('Fernando Muslera');
    expect(nameFromId('tm-123')).toBe('Bilinmiyor');
  });

  it('refuses a damaged or forged link', async () => {
    const good = { v: 3, f: '4-4-2', c: null, p: [], b: [], k: null, n: [], t: '', h: '', o: 'gk-bottom', x: null };
    expect(await readSquadLink(code(good))).toMatchObject({ ok: true });
    expect(await readSquadLink('!!!')).toEqual({ ok: false, reason: 'damaged' });
    expect(await readSquadLink(toBase64Url(new TextEncoder().encode('not deflate')))).toEqual({ ok: false, reason: 'damaged' });
    expect(await readSquadLink(code({ ...good, f: '9-0-1' }))).toEqual({ ok: false, reason: 'damaged' });
    expect(await readSquadLink(code({ ...good, p: Array(12).fill(['GK-0', 'pool-1-a']) }))).toEqual({ ok: false, reason: 'damaged' });
    expect(await readSquadLink(code({ ...good, b: [['GK-0', 'pool-1-a']] }))).toEqual({ ok: false, reason: 'damaged' });
    expect(await readSquadLink(code({ ...good, n: [[0, 100]] }))).toEqual({ ok: false, reason: 'damaged' });
    // One player named twice keeps his first place; a captain or number pointing nowhere is dropped.
    const twice = await readSquadLink(code({ ...good, p: [['GK-0', 'pool-1-a'], ['FWD-0', 'pool-1-a']], k: 5, n: [[0, 1], [7, 2]] }));
    if (!twice.ok) throw new Error('refused');
    expect(Object.keys(twice.link.squad.lineup)).toEqual(['GK-0']);
    expect(twice.link.squad).toMatchObject({ captain: null, numbers: { 'pool-1-a': 1 } });
  });

  it('stops reading at its caps: a long code, and a small code that inflates past the cap (a zip bomb)', async () => {
    expect(await readSquadLink('A'.repeat(MAX_CODE_CHARS + 1))).toEqual({ ok: false, reason: 'too_big' });
    // 64 MB of spaces deflate to ~64 kB: too long already. 4 MB deflate to ~4 kB: read, and stopped at the cap.
    const small = bomb(4_000_000);
    expect(small.length).toBeLessThan(MAX_CODE_CHARS);
    expect(await readSquadLink(small)).toEqual({ ok: false, reason: 'too_big' });
    expect(await readSquadLink(bomb(MAX_INFLATED_BYTES - 10))).toEqual({ ok: false, reason: 'damaged' });
  });

  it('leaves version 2 links to their reader', () => {
    expect(decodeSharedSquad(V2_FULL)?.lineup['GK-0'].player_name).toBe('F. Muslera');
  });
});
