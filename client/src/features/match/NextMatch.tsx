import { useEffect, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomDto } from '@onbir/shared/room/dto';
import { useRoomText } from '../rooms';
import { roundName } from './roundName';
import { Isolated } from '../../ui/Isolated';

/** Seconds left until an ISO time, ticking. */
function useSecondsTo(at: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [at]);
  return at ? Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000)) : null;
}

/** Beyond this many seconds a kick-off is told as a day and time (a league's matchday), not counted down. */
const COUNTDOWN_MAX_SECONDS = 3600;

/**
 * Before kick-off and between matches: who plays next ("Sıradaki maç: zeynep – mehmet"), the round, and
 * who starts it: the host's button, or the automatic countdown, which the host may pause and resume.
 */
export function NextMatch(props: {
  room: RoomDto;
  names: Map<string, string>;
  isHost: boolean;
  busy: boolean;
  /** Why the host cannot start the next match (a league's are on schedule: the shared rule's refusal, worded); null when he can. */
  onSchedule: string | null;
  onStart: () => void;
  onPause: (paused: boolean) => void;
}) {
  const { room, names, isHost, busy, onSchedule, onStart, onPause } = props;
  const reasonId = useId();
  const { t, i18n } = useLingui();
  const roomText = useRoomText();
  const next = room.nextMatch;
  const seconds = useSecondsTo(next?.startsBy === 'auto' ? next.at : null);
  if (!next) return null;
  const host = room.creator.username;
  const auto = room.autoContinue;
  const [teamA, teamB] = [names.get(next.teamA) ?? '?', names.get(next.teamB) ?? '?'];
  const people = [teamA, teamB, host];
  const when = next.at ? new Intl.DateTimeFormat(i18n.locale, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' }).format(new Date(next.at)) : '';
  const starter =
    next.startsBy === 'auto'
      ? seconds && seconds > COUNTDOWN_MAX_SECONDS
        ? t`Maç ${when} tarihinde kendiliğinden başlayacak.`
        : seconds
          ? roomText('STARTS_AUTOMATICALLY', { seconds })
          : t`Maç başlıyor…`
      : auto.enabled && auto.paused
        ? `${roomText('AUTO_PAUSED')} ${roomText('STARTS_BY_HOST', { host })}`
        : roomText('STARTS_BY_HOST', { host });
  return (
    <section className="next-match card" aria-label={t`Sıradaki maç`} data-testid="next-match">
      <p className="next-match-title">
        <Isolated text={roomText('NEXT_MATCH', { teamA, teamB })} names={people} />
        <span className="muted"> · {roundName(room.format, next.round, room.players.length, i18n)}</span>
      </p>
      <p className="next-match-starter" data-testid="next-match-starter">
        <Isolated text={starter} names={people} />
      </p>
      {isHost && (
        <div className="next-match-actions">
          <button type="button" className="btn btn-primary" disabled={busy || onSchedule !== null} onClick={onStart} aria-describedby={onSchedule ? reasonId : undefined}>
            <Trans>Sonraki Maçı Başlat</Trans>
          </button>
          {onSchedule && (
            <p className="next-match-reason muted" id={reasonId} data-testid="next-match-on-schedule">
              {onSchedule}
            </p>
          )}
          {auto.enabled && !onSchedule && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => onPause(!auto.paused)}>
              {auto.paused ? t`Otomatik Devamı Sürdür` : t`Otomatik Devamı Duraklat`}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
