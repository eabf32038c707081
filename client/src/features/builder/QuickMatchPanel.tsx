import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LINEUP_SIZE } from '@onbir/shared/builder/formations';
import { QUICK_PACES, type QuickPace } from '@onbir/shared/builder/quickPace';
import type { BuilderTeam } from '@onbir/shared/players/types';
import { Icon } from '../../ui/Icon';
import { ClubPicker } from './ClubPicker';
import { PACE_LABELS } from './paceLabels';

/**
 * 'Bu 11'i oynat': once the eleven is complete, the fan picks any club of the pool and a pace, and the
 * match starts at once (no sign-in). The club list opens only when asked for: the page already has one.
 */
export function QuickMatchPanel({ count, onPlay }: { count: number; onPlay(club: BuilderTeam, pace: QuickPace): void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [club, setClub] = useState<BuilderTeam | null>(null);
  const [pace, setPace] = useState<QuickPace>('normal');
  const ready = count === LINEUP_SIZE;
  return (
    <section className="b-panel b-quick" aria-labelledby={`${id}-h`}>
      <h2 className="b-panel-title" id={`${id}-h`}>
        <Trans>Bu 11&apos;i oynat</Trans>
      </h2>
      {!ready ? (
        <p className="b-hint">
          <Trans>
            İlk 11 tamamlanınca ({count}/{LINEUP_SIZE}) bu kadroyu istediğin kulübe karşı oynatabilirsin.
          </Trans>
        </p>
      ) : !open ? (
        <button type="button" className="b-btn b-btn-primary" onClick={() => setOpen(true)}>
          <Icon name="play" /> <Trans>Rakip seç ve oynat</Trans>
        </button>
      ) : (
        <>
          <ClubPicker club={club} onChoose={setClub} texts={{ search: t`Rakip takım ara`, chosen: t`Rakip`, change: t`Rakibi Değiştir`, hint: null }} />
          <fieldset className="b-kit">
            <legend>
              <Trans>Maç hızı</Trans>
            </legend>
            {QUICK_PACES.map((p) => (
              <label key={p} className="b-radio">
                <input type="radio" name={`${id}-pace`} checked={pace === p} onChange={() => setPace(p)} /> {i18n._(PACE_LABELS[p])}
              </label>
            ))}
          </fieldset>
          <button type="button" className="b-btn b-btn-primary" disabled={!club} onClick={() => club && onPlay(club, pace)}>
            <Icon name="play" /> {club ? t`Maçı başlat` : t`Önce rakibi seçin`}
          </button>
        </>
      )}
    </section>
  );
}
