import { Trans, useLingui } from '@lingui/react/macro';
import { offerOf, teamOf, type PickFiveRun } from '@onbir/shared/pickFive/run';
import { teamChemistry, teamStrength } from '@onbir/shared/pickFive/team';
import { RUN_BENCH } from '@onbir/shared/pickFive/draw';
import type { GamePlayer } from '@onbir/shared/players/types';
import { positionCode } from '@onbir/shared/text/positions';
import { useLocale } from '../../lib/i18n/locale';

/** The choices of a whole run: the formation, the captain, ten places and the bench. */
export const RUN_STEPS = 2 + 10 + RUN_BENCH;

function CardFace({ p }: { p: GamePlayer }) {
  const locale = useLocale();
  const pos = p.player_positions.split(',').map((s) => positionCode(s.trim(), locale)).join(', ');
  return (
    <>
      <span className="pf-ovr">{p.overall}</span>
      <span className="pf-name">{p.short_name}</span>
      <span className="pf-meta">
        {pos} · {p.club_name}
        {p.nationality ? ` · ${p.nationality}` : ''}
      </span>
    </>
  );
}

/** One step of the draft: the five cards on offer, the team's strength and chemistry, the squad so far. */
export function DraftBoard({ run, pool, onChoose }: { run: PickFiveRun; pool: readonly GamePlayer[]; onChoose: (index: number) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const offer = offerOf(run, pool);
  const { formation, squad } = teamOf(run, pool);
  const [strength, chemistry] = [teamStrength(squad), teamChemistry(squad)];
  const step = run.choices.length + 1;
  const chosen = squad.length;
  if (offer.kind === 'done') return null;
  const subNumber = offer.kind === 'place' && offer.slot.line === 'SUB' ? Number(offer.slot.key.split('-')[1]) : 0;
  const place = offer.kind === 'place' ? positionCode(offer.slot.position, locale) : '';
  const heading =
    offer.kind === 'formation' ? t`Dizilişini seç` : offer.kind === 'captain' ? t`Kaptanını seç` : subNumber ? t`${subNumber}. yedeğini seç` : t`${place} mevkisi için oyuncu seç`;
  return (
    <section className="pf-draft" aria-labelledby="pf-step">
      <p className="pf-progress">
        <Trans>
          Adım {step}/{RUN_STEPS}
        </Trans>
      </p>
      <h2 id="pf-step" tabIndex={-1}>
        {heading}
      </h2>
      <p className="pf-status" aria-live="polite">
        {formation ? `${formation} · ` : ''}
        <Trans>Güç {strength}</Trans> · <Trans>Kimya {chemistry}/33</Trans>
      </p>
      <ul className="pf-cards">
        {offer.kind === 'formation'
          ? offer.options.map((f, i) => (
              <li key={f}>
                <button type="button" className="pf-card" onClick={() => onChoose(i)}>
                  <span className="pf-name">{f}</span>
                </button>
              </li>
            ))
          : offer.options.map((p, i) => (
              <li key={p.id}>
                <button type="button" className="pf-card" onClick={() => onChoose(i)}>
                  <CardFace p={p} />
                </button>
              </li>
            ))}
      </ul>
      {squad.length > 0 && (
        <details className="pf-squad">
          <summary>
            <Trans>Kadron ({chosen}/16)</Trans>
          </summary>
          <ul>
            {squad.map((c) => (
              <li key={c.slot}>
                {c.slot.startsWith('SUB') ? t`Yedek` : positionCode(c.player.player_positions.split(',')[0].trim(), locale)} · {c.player.short_name} ({c.player.overall})
                {c.captain ? ` · ${t`Kaptan`}` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
