import { describe, expect, it } from 'vitest';
import { Random } from '../match/random';
import { AI_STYLES } from './aiManager';
import type { RoomStatus } from './rooms';
import { aiManagersForEmptySeats, checkFillWithAi, checkStartDraftWithAi, decideLeave, hasHuman, type Seat, type SeatsState } from './seats';

const human = (name: string, isReady = true): Seat => ({ userId: `id-${name}`, name, isReady, ai: null });
const bot = (name: string): Seat => ({ userId: `id-${name}`, name, isReady: false, ai: { name, style: 'dengeli' } });
const room = (members: Seat[], status: RoomStatus = 'waiting', maxPlayers = 4, creator = members[0].userId): SeatsState => ({
  status,
  maxPlayers,
  creatorId: creator,
  members,
});

describe('filling empty seats with AI managers', () => {
  it('lets only the creator, only in the lobby, only with a free seat', () => {
    const r = room([human('zeynep'), human('ali')]);
    expect(checkFillWithAi(r, 'id-zeynep')).toBeNull();
    expect(checkFillWithAi(r, 'id-ali')).toMatchObject({ code: 'FILL_NOT_CREATOR', kind: 'forbidden' });
    expect(checkFillWithAi(r, 'id-stranger')).toMatchObject({ code: 'NOT_MEMBER', kind: 'forbidden' });
    expect(checkFillWithAi({ ...r, status: 'drafting' }, 'id-zeynep')).toMatchObject({
      code: 'FILL_AFTER_START',
      kind: 'conflict',
      message: 'Yapay zekâ menajerleri yalnızca draft başlamadan eklenebilir.',
    });
    expect(checkFillWithAi({ ...r, maxPlayers: 2 }, 'id-zeynep')).toMatchObject({ code: 'FILL_NO_EMPTY_SEAT', message: 'Odada boş koltuk yok.' });
  });

  it('makes one AI manager per empty seat (or as many as asked, never more), names unique in the room, seeded', () => {
    const r = room([human('zeynep'), bot('Fatih Hoca')], 'waiting', 8);
    const ais = aiManagersForEmptySeats(r, new Random(4));
    expect(ais).toHaveLength(6);
    const names = [...r.members.map((m) => m.name), ...ais.map((a) => a.name)];
    expect(new Set(names).size).toBe(8);
    for (const a of ais) expect(AI_STYLES).toContain(a.style);
    expect(aiManagersForEmptySeats(r, new Random(4))).toEqual(ais);
    expect(aiManagersForEmptySeats(r, new Random(4), 2, 'hücumcu').map((a) => a.style)).toEqual(['hücumcu', 'hücumcu']);
    expect(aiManagersForEmptySeats(r, new Random(4), 99)).toHaveLength(6);
    expect(aiManagersForEmptySeats({ ...r, maxPlayers: 2 }, new Random(4))).toEqual([]);
  });
});

describe('starting the draft with any number of humans from one', () => {
  it('starts with one human and AI managers, without waiting for empty seats', () => {
    expect(checkStartDraftWithAi(room([human('zeynep'), bot('Fatih Hoca'), bot('Ayşe Usta')], 'waiting', 4), 'id-zeynep')).toBeNull();
    expect(checkStartDraftWithAi(room([human('zeynep'), human('ali')], 'waiting', 8), 'id-zeynep')).toBeNull();
  });

  it('refuses, in order: non-member, not the creator, already started, a human not ready, fewer than two seats', () => {
    const r = room([human('zeynep'), human('ali', false), bot('Fatih Hoca')]);
    expect(checkStartDraftWithAi(r, 'id-x')?.code).toBe('NOT_MEMBER');
    expect(checkStartDraftWithAi(r, 'id-ali')?.code).toBe('NOT_CREATOR');
    expect(checkStartDraftWithAi({ ...r, status: 'drafting' }, 'id-zeynep')?.code).toBe('DRAFT_ALREADY_STARTED');
    expect(checkStartDraftWithAi(r, 'id-zeynep')).toMatchObject({ code: 'NOT_ALL_READY', kind: 'conflict' });
    expect(checkStartDraftWithAi(room([human('zeynep')]), 'id-zeynep')).toMatchObject({
      code: 'START_TOO_FEW_SEATS',
      kind: 'conflict',
      message: 'Draft için en az 2 takım gerekir; boş koltukları yapay zekâ menajerleriyle doldurabilirsiniz.',
    });
  });

  it('never waits for an AI seat to be ready', () => {
    expect(checkStartDraftWithAi(room([human('zeynep'), bot('Fatih Hoca')]), 'id-zeynep')).toBeNull();
  });
});

describe('a human leaving', () => {
  const four = [human('zeynep'), human('ali'), bot('Fatih Hoca'), bot('Ayşe Usta')];

  for (const status of ['drafting', 'draft_finished', 'in_progress'] as const) {
    it(`mid-game (${status}): an AI manager takes his seat, with a Turkish notice`, () => {
      const d = decideLeave(room(four, status), 'id-ali', new Random(3));
      expect(d).toMatchObject({ action: 'replace', creatorId: 'id-zeynep' });
      if (!('action' in d) || d.action !== 'replace') throw new Error('expected a replacement');
      expect(['Fatih Hoca', 'Ayşe Usta', 'zeynep', 'ali']).not.toContain(d.ai.name);
      expect(d.notice).toBe(`ali ayrıldı; yerine ${d.ai.name} (yapay zekâ) geçti.`);
      expect(decideLeave(room(four, status), 'id-ali', new Random(3))).toEqual(d);
    });
  }

  it('a kicked player is replaced too, and the notice says he was removed', () => {
    const d = decideLeave(room(four, 'drafting'), 'id-ali', new Random(3), 'kicked');
    expect(d).toMatchObject({ action: 'replace' });
    expect('notice' in d && d.notice).toMatch(/^ali odadan çıkarıldı; yerine .+ \(yapay zekâ\) geçti\.$/);
  });

  it('the creator leaving mid-draft hands the room to the next human, and the notice says so', () => {
    const d = decideLeave(room([bot('Fatih Hoca'), human('zeynep'), human('ali')], 'drafting', 3, 'id-zeynep'), 'id-zeynep', new Random(1));
    expect(d).toMatchObject({ action: 'replace', creatorId: 'id-ali' });
    expect('notice' in d && d.notice).toMatch(/^zeynep ayrıldı; yerine .+ \(yapay zekâ\) geçti\. Oda kurucusu artık ali\.$/);
  });

  it('the last human leaving ends the room cleanly, mid-draft, mid-tournament or in the lobby', () => {
    for (const status of ['waiting', 'drafting', 'draft_finished', 'in_progress', 'finished'] as const) {
      expect(decideLeave(room([human('zeynep'), bot('Fatih Hoca')], status), 'id-zeynep', new Random(1))).toEqual({
        action: 'end',
        notice: 'zeynep ayrıldı; odada oyuncu kalmadığı için oda kapandı.',
      });
    }
    expect(hasHuman([bot('Fatih Hoca')])).toBe(false);
    expect(hasHuman(four)).toBe(true);
  });

  it('in the lobby or a finished room the seat is just freed; the creator passes to the next human', () => {
    expect(decideLeave(room(four), 'id-ali', new Random(1))).toEqual({ action: 'remove', creatorId: 'id-zeynep', notice: null });
    expect(decideLeave(room(four, 'finished'), 'id-zeynep', new Random(1))).toEqual({ action: 'remove', creatorId: 'id-ali', notice: 'Oda kurucusu artık ali.' });
  });

  it('an AI seat can be removed in the lobby (a kick) but never once the draft has begun; a stranger is refused', () => {
    expect(decideLeave(room(four), 'id-Fatih Hoca', new Random(1))).toEqual({ action: 'remove', creatorId: 'id-zeynep', notice: null });
    expect(decideLeave(room(four, 'drafting'), 'id-Fatih Hoca', new Random(1))).toMatchObject({
      code: 'AI_SEAT_AFTER_START',
      kind: 'conflict',
      message: 'Draft başladıktan sonra yapay zekâ menajeri odadan çıkarılamaz.',
    });
    expect(decideLeave(room(four, 'drafting'), 'id-x', new Random(1))).toMatchObject({ code: 'NOT_MEMBER' });
  });
});
