import { useCallback, useEffect, useRef, useState } from 'react';
import { displayName } from '@onbir/shared/builder/lineup';
import { builderMessages } from '@onbir/shared/messages/builder';
import { placeNames } from '@onbir/shared/builder/placeNames';
import {
  changeSquadFormation,
  emptySquad,
  isBenchKey,
  moveInSquad,
  placeInSquad,
  removeFromSquad,
  setCaptain,
  setShirtNumber,
  type Squad,
  type SquadChange,
} from '@onbir/shared/builder/squad';
import type { BuilderPlayer } from '@onbir/shared/players/types';
import { readSharedHash, sharedCode, writeSharedHash } from './shareHash';

/** What the live region says after a change (or a refusal, marked as an error). */
export interface Notice {
  text: string;
  error: boolean;
  /** A new object for every notice: the same text twice is announced twice. */
  seq: number;
}

/**
 * The builder's squad and every change to it, each through the shared rules; each change or refusal
 * becomes a sentence for the live region (screen readers) and the status line.
 */
export function useSquad() {
  const [squad, setSquad] = useState<Squad>(() => emptySquad());
  /** False while a shared link is being read: the address must not be overwritten before. */
  // (No address on the server, where the build prerenders the page: no link to read there.)
  const [linkRead, setLinkRead] = useState(() => typeof location === 'undefined' || !sharedCode(location.hash));
  const [notice, setNotice] = useState<Notice | null>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (linkRead) return;
    void readSharedHash(location.hash).then((shared) => {
      if (shared) setSquad(shared);
      setLinkRead(true);
    });
  }, [linkRead]);
  useEffect(() => {
    if (linkRead) writeSharedHash(squad);
  }, [squad, linkRead]);

  const say = useCallback((text: string, error = false) => setNotice({ text, error, seq: ++seq.current }), []);
  const apply = useCallback(
    (change: SquadChange, done: string): boolean => {
      if (!change.ok) {
        say(builderMessages[change.code], true);
        return false;
      }
      setSquad(change.squad);
      say(done);
      return true;
    },
    [say],
  );
  const nameAt = (s: Squad, key: string) => {
    const entry = isBenchKey(key) ? s.bench[key] : s.lineup[key];
    return entry ? displayName(entry.player_name) : '';
  };
  const placeName = (key: string) => placeNames(squad.formation)[key] ?? key;

  // The handlers below read the squad of the last render: they run on clicks, one at a time.
  return {
    squad,
    notice,
    say,
    update: useCallback((patch: Partial<Squad>) => setSquad((s) => ({ ...s, ...patch })), []),
    place: (key: string, player: BuilderPlayer) =>
      apply(placeInSquad(squad, key, player), `${displayName(player.player_name)}, ${placeName(key)} yerine yerleştirildi.`),
    remove: (key: string) => {
      const name = nameAt(squad, key);
      setSquad(removeFromSquad(squad, key));
      say(`${name} çıkarıldı; ${placeName(key)} boş.`);
    },
    move: (from: string, to: string | null) => {
      const s = squad;
      const next = moveInSquad(s, from, to);
      if (next === s || !to) return;
      const moved = nameAt(s, from);
      const other = nameAt(s, to);
      setSquad(next);
      const swapped = other && (isBenchKey(from) || isBenchKey(to));
      say(swapped ? `${moved} ile ${other} yer değiştirdi.` : `${moved}, ${placeName(to)} yerine taşındı.${other ? ` ${other} kadrodan çıktı.` : ''}`);
    },
    captain: (playerId: string | null, name: string) => apply(setCaptain(squad, playerId), playerId ? `${name} kaptan.` : `${name} artık kaptan değil.`),
    number: (playerId: string, number: number | null, name: string) =>
      apply(setShirtNumber(squad, playerId, number), number ? `${name}: forma numarası ${number}.` : `${name}: forma numarası silindi.`),
    formation: (name: string) => {
      setSquad(changeSquadFormation(squad, name));
      say(`Diziliş ${name}.`);
    },
  };
}

export type SquadActions = ReturnType<typeof useSquad>;
