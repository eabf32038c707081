import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomDto } from '@onbir/shared/room/dto';

/** A datetime-local input's value ("2026-12-05T21:00") for an instant, on this device's wall clock. */
const localInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/**
 * The commissioner's season buttons on the match screen (issue 41, docs/league.md "Commissioner controls"),
 * a league's creator's only: "Maçı ertele" moves the next kick-off to the instant chosen on this device's
 * clock, and "Sezonu bitir" ends the league after a confirmation in the page (no browser confirm, which a
 * phone may block). The page checks the shared rule before each call and shows its refusal.
 */
export function SeasonControls(props: { room: RoomDto; isHost: boolean; busy: boolean; onReschedule: (at: string) => void; onEnd: () => void }) {
  const { room, isHost, busy, onReschedule, onEnd } = props;
  const { t } = useLingui();
  const [at, setAt] = useState(() => localInput(Date.now() + 3_600_000));
  const [asking, setAsking] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) cancel.current?.focus();
  }, [asking]);
  if (!isHost || room.options.kind !== 'league' || room.status === 'finished') return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const ms = new Date(at).getTime();
    if (Number.isFinite(ms)) onReschedule(new Date(ms).toISOString());
  };
  return (
    <section className="card season-controls" aria-label={t`Sezon kontrolleri`} data-testid="season-controls">
      <form className="season-reschedule" onSubmit={submit}>
        <label>
          <span>
            <Trans>Sıradaki maçın yeni zamanı</Trans>
          </span>{' '}
          <input type="datetime-local" required value={at} onChange={(e) => setAt(e.target.value)} />
        </label>{' '}
        <button type="submit" className="btn btn-outline" disabled={busy}>
          <Trans>Maçı ertele</Trans>
        </button>
      </form>
      {asking ? (
        <div role="group" aria-labelledby="season-end-question" onKeyDown={(e) => e.key === 'Escape' && setAsking(false)}>
          <p id="season-end-question">
            <Trans>Sezon şimdi bitsin mi? Oynanmamış maçlar oynanmaz, saatler durur.</Trans>
          </p>
          <button ref={cancel} type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
            <Trans>Vazgeç</Trans>
          </button>{' '}
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy}
            onClick={() => {
              setAsking(false);
              onEnd();
            }}
          >
            <Trans>Evet, sezonu bitir</Trans>
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setAsking(true)}>
          <Trans>Sezonu bitir</Trans>
        </button>
      )}
    </section>
  );
}
