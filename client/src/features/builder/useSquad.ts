import { useCallback, useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { commit, createHistory, redo, replace, undo, type History } from '@onbir/shared/board/history';
import { displayName, type LineupEntry } from '@onbir/shared/builder/lineup';
import { wording } from '@onbir/shared/messages/message';
import { placeNames } from '@onbir/shared/builder/placeNames';
import {
  changeSquadFormation,
  emptySquad,
  isBenchKey,
  moveInSquad,
  placeInSquad,
  playersLeft,
  removeFromSquad,
  setCaptain,
  setShirtNumber,
  type Squad,
  type SquadChange,
} from '@onbir/shared/builder/squad';
import type { BuilderPlayer } from '@onbir/shared/players/types';
import type { Locale } from '@onbir/shared/text/locale';
import { useLocale } from '../../lib/i18n/locale';
import { hasSharedCode, lookUpShared, readSharedHash, writeSharedHash } from './shareHash';
import type { Shown } from '../../lib/i18n/RefusalText';

/** What the live region says after a change (or a refusal, marked as an error). */
export interface Notice {
  text: Shown;
  error: boolean;
  /** A change that dropped players: the notice offers 'Geri al'. */
  undoable?: boolean;
  /** A new object for every notice: the same text twice is announced twice. */
  seq: number;
}

/** 'A', 'A ve B', 'A, B ve C' ('A, B, and C'). */
const namesOf = (entries: LineupEntry[], locale: Locale) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(entries.map((e) => displayName(e.player_name)));

/** Title and coach are typed, not lineup changes: undo and redo keep what is in their boxes now. */
const keepTyped = (from: Squad, to: Squad): Squad => ({ ...to, title: from.title, coach: from.coach });

/**
 * The builder's squad and every change to it, each through the shared rules, with undo and redo of every
 * lineup change; each change or refusal becomes a sentence for the live region (screen readers) and the
 * status line, and one that drops players names them with 'Geri al'.
 */
export function useSquad() {
  const { t } = useLingui();
  const locale = useLocale();
  const [history, setHistoryState] = useState<History<Squad>>(() => createHistory(emptySquad()));
  // The history as last written, ahead of the render: a key pressed twice before the page renders again
  // (Ctrl+Z, then Ctrl+Y) acts on the newest history, not on the one of the last render.
  const latest = useRef(history);
  const setHistory = useCallback((next: History<Squad> | ((h: History<Squad>) => History<Squad>)) => {
    latest.current = typeof next === 'function' ? next(latest.current) : next;
    setHistoryState(latest.current);
  }, []);
  const squad = history.present;
  /** False while a shared link is being read: the address must not be overwritten before. */
  // (No address on the server, where the build prerenders the page: no link to read there.)
  const [linkRead, setLinkRead] = useState(() => typeof location === 'undefined' || !hasSharedCode(location.hash));
  /** False when a link's players could not be named (offline): that squad is not kept for a reload. */
  const [named, setNamed] = useState(true);
  const [notice, setNotice] = useState<Notice | null>(null);
  const seq = useRef(0);
  const say = useCallback((text: Shown, error = false, undoable = false) => setNotice({ text, error, undoable, seq: ++seq.current }), []);

  useEffect(() => {
    if (linkRead) return;
    void (async () => {
      const read = await readSharedHash(location.hash);
      // Damaged, or past the decoder's caps.
      if (read && 'bad' in read) say(t`Bağlantı bozuk veya çok büyük.`, true);
      else if (read) {
        setHistory(createHistory(read.squad));
        if (read.pending) {
          try {
            const full = await lookUpShared(read.squad, read.pending);
            setHistory((h) => (h.present === read.squad ? createHistory(full) : h));
          } catch {
            setNamed(false);
          }
        }
      }
      setLinkRead(true);
    })();
  }, [linkRead, say, setHistory, t]);
  useEffect(() => {
    if (linkRead) void writeSharedHash(squad, named);
  }, [squad, linkRead, named]);

  const nameAt = (s: Squad, key: string) => {
    const entry = isBenchKey(key) ? s.bench[key] : s.lineup[key];
    return entry ? displayName(entry.player_name) : '';
  };
  const placeName = (key: string) => placeNames(squad.formation, locale)[key] ?? key;
  /**
   * A new squad as one undoable step, announced; players it dropped besides the one the text is about are
   * named, and any drop offers 'Geri al' (so does a change that moved players: `offerUndo`).
   */
  const step = (next: Squad, text: string, named = true, offerUndo = false) => {
    if (next === squad) return;
    const left = playersLeft(squad, next);
    setHistory((h) => commit(h, next));
    const names = namesOf(left, locale);
    say(named && left.length ? `${text} ${t`${names} kadrodan çıktı.`}` : text, false, offerUndo || left.length > 0);
  };
  const apply = (change: SquadChange, done: string): boolean => {
    if (!change.ok) {
      say(wording('builder', change.code), true);
      return false;
    }
    step(change.squad, done);
    return true;
  };

  // The handlers below read the squad of the last render: they run on clicks, one at a time.
  return {
    squad,
    /** The address's link (if any) has been read and its players named (or could not be): the squad is the one to use. */
    ready: linkRead,
    notice,
    say,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    undo: () => {
      if (!latest.current.past.length) return;
      setHistory((h) => {
        const back = undo(h);
        return replace(back, keepTyped(h.present, back.present));
      });
      say(t`Son değişiklik geri alındı.`);
    },
    redo: () => {
      if (!latest.current.future.length) return;
      setHistory((h) => {
        const forward = redo(h);
        return replace(forward, keepTyped(h.present, forward.present));
      });
      say(t`Değişiklik yinelendi.`);
    },
    /** Club, kit and orientation are steps; a title or coach keystroke changes the present only. */
    update: useCallback((patch: Partial<Squad>) => {
      const typed = Object.keys(patch).every((k) => k === 'title' || k === 'coach');
      setHistory((h) => (typed ? replace(h, { ...h.present, ...patch }) : commit(h, { ...h.present, ...patch })));
    }, [setHistory]),
    place: (key: string, player: BuilderPlayer) => {
      const [name, place] = [displayName(player.player_name), placeName(key)];
      return apply(placeInSquad(squad, key, player), t`${name}, ${place} yerine yerleştirildi.`);
    },
    remove: (key: string) => {
      const [name, place] = [nameAt(squad, key), placeName(key)];
      step(removeFromSquad(squad, key), t`${name} çıkarıldı; ${place} boş.`, false);
    },
    move: (from: string, to: string | null) => {
      const next = moveInSquad(squad, from, to);
      if (next === squad || !to) return;
      const moved = nameAt(squad, from);
      const other = nameAt(squad, to);
      const place = placeName(to);
      const swapped = other && (isBenchKey(from) || isBenchKey(to));
      step(next, swapped ? t`${moved} ile ${other} yer değiştirdi.` : t`${moved}, ${place} yerine taşındı.`);
    },
    captain: (playerId: string | null, name: string) => apply(setCaptain(squad, playerId), playerId ? t`${name} kaptan.` : t`${name} artık kaptan değil.`),
    number: (playerId: string, number: number | null, name: string) =>
      apply(setShirtNumber(squad, playerId, number), number ? t`${name}: forma numarası ${number}.` : t`${name}: forma numarası silindi.`),
    /** The eleven move to the new formation's places in one step: 'Geri al' puts them back. */
    formation: (name: string) => name !== squad.formation && step(changeSquadFormation(squad, name), t`Diziliş ${name}.`, true, Object.keys(squad.lineup).length > 0),
  };
}

export type SquadActions = ReturnType<typeof useSquad>;
