import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KnockoutMatch } from '@onbir/shared/pickFive/knockout';
import { eventText } from '@onbir/shared/match/wording';
import type { Decision, MatchEvent } from '@onbir/shared/match/types';
import { useLocale } from '../../lib/i18n/locale';
import { TieControls } from './TieControls';

/** The lines worth a fast replay: goals, saves, cards, the periods, the changes and the shoot-out. */
const KEY_EVENTS = new Set<MatchEvent['type']>(['start', 'goal', 'save', 'red', 'half_time', 'extra_time', 'substitution', 'tactic', 'shootout', 'shootout_kick', 'end']);
/** A key line every this many milliseconds: a match in a few seconds. */
export const LINE_MS = 260;
/** Lines kept on screen. */
const SHOWN = 6;

export const keyEvents = (m: KnockoutMatch) => m.timeline.events.filter((e) => KEY_EVENTS.has(e.type));

/** How a round is called: the first of four is the round of 16 … the fourth the final. */
export function useRoundName() {
  const { t } = useLingui();
  return (round: number) => [t`Son 16`, t`Çeyrek final`, t`Yarı final`, t`Final`][round - 1] ?? String(round);
}

/** A decision of the manager's, made at the last line shown: the refusal's words, or null once the tie is played again with it. */
export type OnDecide = (match: KnockoutMatch, decision: Decision) => string | null;

/**
 * The knockout at a fast pace: each tie's key lines one after another with the score, then the next tie;
 * "Müdahale et" pauses at the last line and opens the manager's controls (a substitution, formation,
 * mentality, pressing, tempo), the tie played again with each change from the next minute; "Sonuca geç"
 * jumps to the result card.
 */
export function KnockoutView({ matches, onDecide, onDone }: { matches: readonly KnockoutMatch[]; onDecide: OnDecide; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const roundName = useRoundName();
  const [at, setAt] = useState({ match: 0, line: 0 });
  const [paused, setPaused] = useState(false);
  const match = matches[at.match];
  const lines = match ? keyEvents(match) : [];
  useEffect(() => {
    if (paused) return;
    if (!match) return onDone();
    const timer = setTimeout(() => {
      if (at.line < lines.length) setAt({ ...at, line: at.line + 1 });
      else setAt({ match: at.match + 1, line: 0 });
    }, at.line < lines.length ? LINE_MS : LINE_MS * 5);
    return () => clearTimeout(timer);
  }, [at, match, lines.length, onDone, paused]);
  if (!match) return null;
  const seen = lines.slice(0, at.line);
  const last = seen.at(-1);
  const score = last ? `${last.score.A} - ${last.score.B}` : '0 - 0';
  const [us, them] = match.input.teams.map((team) => team.name);
  return (
    <section className="pf-knockout" aria-labelledby="pf-round">
      <h2 id="pf-round">{roundName(match.round)}</h2>
      <p className="pf-score">
        <span>{us}</span> <strong aria-label={t`Skor ${score}`}>{score}</strong> <span>{them}</span>
      </p>
      <ol className="pf-lines" aria-live="polite">
        {seen.slice(-SHOWN).map((e) => (
          <li key={e.seq}>
            <span className="pf-minute">{e.display}'</span> {eventText(e, locale)}
          </li>
        ))}
      </ol>
      {paused ? (
        <TieControls match={match} at={last ? { minute: last.minute, added: last.added } : { minute: 0, added: 0 }} onDecide={(d) => onDecide(match, d)} onResume={() => setPaused(false)} />
      ) : (
        <div className="pf-actions">
          <button type="button" className="btn btn-accent" onClick={() => setPaused(true)} data-testid="pf-manage">
            <Trans>Müdahale et</Trans>
          </button>
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            <Trans>Sonuca geç</Trans>
          </button>
        </div>
      )}
    </section>
  );
}
