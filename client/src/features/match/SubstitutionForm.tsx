import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerState, SideState } from '@onbir/shared/match/matchState';
import './matchControls.css';

/** A man as the lists show him: name, slot, stamina (and his current worth). */
const label = (p: PlayerState, stamina: string) => `${p.name} · ${p.slot} · ${stamina} %${p.stamina}`;

/**
 * "Oyuncu değişikliği": who goes off (the men on the pitch, the most tired first) and who comes on (the
 * substitutes not yet used), each with his stamina, and the men's stamina as bars.
 */
export function SubstitutionForm({ side, busy, onSubmit }: { side: SideState; busy: boolean; onSubmit: (off: string, on: string) => Promise<boolean> }) {
  const { t } = useLingui();
  const onPitch = [...side.players].sort((a, b) => a.stamina - b.stamina);
  const [off, setOff] = useState('');
  const [on, setOn] = useState('');
  const offId = onPitch.some((p) => p.id === off) ? off : (onPitch[0]?.id ?? '');
  const onId = side.substitutes.some((p) => p.id === on) ? on : (side.substitutes[0]?.id ?? '');
  const staminaWord = t`kondisyon`;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await onSubmit(offId, onId)) setOn('');
  };
  return (
    <form className="mc-block" onSubmit={(e) => void submit(e)} aria-label={t`Oyuncu değişikliği`}>
      <h3>
        <Trans>Oyuncu değişikliği</Trans>
      </h3>
      {side.substitutes.length === 0 ? (
        <p className="muted">
          <Trans>Yedek kulübende oyuncu kalmadı.</Trans>
        </p>
      ) : (
        <>
          <label className="mc-field">
            <span>
              <Trans>Çıkacak oyuncu</Trans>
            </span>
            <select value={offId} onChange={(e) => setOff(e.target.value)} data-testid="sub-off">
              {onPitch.map((p) => (
                <option key={p.id} value={p.id}>
                  {label(p, staminaWord)}
                </option>
              ))}
            </select>
          </label>
          <label className="mc-field">
            <span>
              <Trans>Girecek oyuncu</Trans>
            </span>
            <select value={onId} onChange={(e) => setOn(e.target.value)} data-testid="sub-on">
              {side.substitutes.map((p) => (
                <option key={p.id} value={p.id}>
                  {label(p, staminaWord)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="sub-submit">
            <Trans>Değişikliği yap</Trans>
          </button>
        </>
      )}
      <details className="mc-stamina">
        <summary>
          <Trans>Kondisyon</Trans>
        </summary>
        <ul>
          {onPitch.map((p) => {
            const name = p.name;
            return (
              <li key={p.id}>
                <span className="mc-stamina-name">{name}</span>
                <meter min={0} max={100} low={45} high={70} optimum={100} value={p.stamina} aria-label={t`${name} kondisyonu`} />
                <span className="mc-stamina-value">%{p.stamina}</span>
              </li>
            );
          })}
        </ul>
      </details>
    </form>
  );
}
