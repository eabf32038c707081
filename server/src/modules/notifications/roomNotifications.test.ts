import { describe, expect, it } from 'vitest';
import { bot, human, room } from '@onbir/shared/test/rooms';
import type { RoomState } from '@onbir/shared/room/state';
import { roomNotifications } from './roomNotifications';

/** A drafting room of three seats in snake order at the given pick (0-based). */
const drafting = (currentPick: number, over: Partial<RoomState> = {}): RoomState =>
  room({ status: 'drafting', seats: [human('zeynep'), human('ali'), bot('robot')], draft: { currentPick, deadline: null, paused: false }, ...over });
const kinds = (before: RoomState | null, after: RoomState) => roomNotifications(before, after).map((n) => [n.userId, n.type, n.title]);

describe('"your pick"', () => {
  it('goes to the person the turn passed to, with the pick number and the draft screen', () => {
    const [note] = roomNotifications(drafting(0), drafting(1));
    expect(note).toMatchObject({ userId: 'id-ali', type: 'yourPick', params: { room: 'Oda', pick: 2 }, path: `/room/${drafting(1).id}/squad-selection` });
  });

  it('goes to the first picker when the draft starts', () => {
    expect(kinds(room({ status: 'waiting' }), drafting(0))).toEqual([['id-zeynep', 'yourPick', 'YOUR_PICK_TITLE']]);
  });

  it("is not sent for a snake's second turn in a row, to an AI seat, to a member on autodraft, or while paused", () => {
    // Snake order of three (0-based picks): zeynep ali robot, robot ali zeynep, zeynep ali robot.
    expect(kinds(drafting(4), drafting(5))).toEqual([['id-zeynep', 'yourPick', 'YOUR_PICK_TITLE']]);
    expect(kinds(drafting(5), drafting(6))).toEqual([]);
    expect(kinds(drafting(1), drafting(2))).toEqual([]);
    const auto = { seats: [human('zeynep'), human('ali', { autodraft: true }), bot('robot')] };
    expect(kinds(drafting(0, auto), drafting(1, auto))).toEqual([]);
    expect(kinds(drafting(0), drafting(1, { draft: { currentPick: 1, deadline: null, paused: true } }))).toEqual([]);
  });
});

describe('kicked or paused', () => {
  it('tells the kicked member, and on a pause every person but the creator who paused', () => {
    const kicked = room({ effects: [{ type: 'kicked', userId: 'id-ali', text: { key: 'NOTICE_KICKED', values: { room: 'Oda' } } }] });
    expect(kinds(room(), kicked)).toEqual([['id-ali', 'kickedOrPaused', 'KICKED_TITLE']]);
    const paused = drafting(1, { draft: { currentPick: 1, deadline: null, paused: true }, effects: [{ type: 'notice', code: 'DRAFT_PAUSED', text: { key: 'NOTICE_DRAFT_PAUSED', values: { host: 'zeynep' } } }] });
    expect(roomNotifications(drafting(1), paused)).toEqual([expect.objectContaining({ userId: 'id-ali', title: 'DRAFT_PAUSED_TITLE', params: { room: 'Oda', host: 'zeynep' } })]);
  });
});
