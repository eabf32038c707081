import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_SUBS } from '@onbir/shared/match/decisionRules';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { LiveMatchState } from './liveMatch';
import { PlanEditor } from './PlanEditor';
import { SubstitutionForm } from './SubstitutionForm';
import { TacticsForm } from './TacticsForm';
import { useMatchControls } from './useMatchControls';
import './matchControls.css';

/** Events after which the controls reload at once: a change took effect, a man was sent off, or the half-time break began. */
const CHANGE_EVENTS = new Set(['substitution', 'tactic', 'red', 'half_time', 'start', 'extra_time']);

/**
 * A manager's controls on the match screen (issue 27): during his live match, substitutions (with each
 * man's stamina), formation, mentality, pressing and tempo; before a kick-off, his plan. Beside the pitch
 * on a laptop; on a phone behind a button, in a bottom sheet. Only the manager himself sees them: the
 * server answers a spectator nothing and each manager his own side only.
 */
export function MatchControls({ room, userId, match }: { room: RoomDto; userId: string; match: LiveMatchState }) {
  const { t } = useLingui();
  const changes = match.events.filter((e) => CHANGE_EVENTS.has(e.type)).length;
  const controls = useMatchControls(room, userId, match.minute, changes);
  const { view, message, clearMessage } = controls;
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const live = match.live && !match.ended && view?.mine != null && view.fixtureId === match.fixtureId;
  const planning = !match.live && room.status === 'in_progress' && view !== null;
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    // Escape closes the sheet wherever the focus is (a button that went disabled leaves it on the page).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!live && !planning) return null;
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const title = live ? t`Takım Yönetimi` : t`Maç Planı`;
  const minute = view?.minute ?? '0';
  const left = view?.mine ? Math.max(0, MAX_SUBS - view.mine.subsUsed) : 0;
  return (
    <>
      <button ref={toggle} type="button" className="btn btn-primary mc-toggle" aria-expanded={open} aria-controls="match-controls" onClick={() => setOpen(!open)} data-testid="controls-toggle">
        {title}
      </button>
      <section
        id="match-controls"
        ref={panel}
        tabIndex={-1}
        className={`card mc-panel${open ? ' mc-open' : ''}`}
        aria-label={title}
        data-testid="match-controls"
      >
        <div className="mc-head">
          <h2>{title}</h2>
          <button type="button" className="btn mc-close" onClick={close}>
            <Trans>Kapat</Trans>
          </button>
        </div>
        <div role="alert" className="mc-live">
          {message?.error && (
            <p className="mc-msg mc-error" data-testid="controls-error">
              {message.text}{' '}
              <button type="button" className="mc-dismiss" onClick={clearMessage} aria-label={t({ message: 'Bildirimi kapat', context: 'match notice' })}>
                ×
              </button>
            </p>
          )}
        </div>
        <div role="status" className="mc-live">
          {message && !message.error && (
            <p className="mc-msg" data-testid="controls-status">
              {message.text}
            </p>
          )}
        </div>
        {live && view?.mine ? (
          <>
            <p className="mc-note">
              <Trans>
                Dakika {minute}: değişiklikler bir sonraki dakikadan itibaren uygulanır. Kalan oyuncu değişikliği: {left}
              </Trans>
            </p>
            <SubstitutionForm side={view.mine} busy={controls.busy} onSubmit={(off, on) => controls.decide({ type: 'substitution', off, on }, t`Oyuncu değişikliği yapılamadı.`)} />
            <TacticsForm side={view.mine} busy={controls.busy} onDecide={(d) => controls.decide(d, t`Taktik değiştirilemedi.`)} />
          </>
        ) : (
          view && <PlanEditor room={room} userId={userId} saved={view.plan} busy={controls.busy} onSave={(rules) => controls.savePlan(rules, t`Plan kaydedilemedi.`)} />
        )}
      </section>
    </>
  );
}
