import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardStore } from '../boardCore';
import { useNavigate } from '../../lib/navigation';
import { clearDrillEditing, drillEditing, type DrillEditing } from './drillEditing';
import { useRefusalWords } from '../../lib/i18n/refusals';

/**
 * On the board page when a plan's drill is opened there ("Tahtada düzenle"): the way back, with the
 * board as it now is saved into the drill (its counts follow the board unless the coach set them).
 */
export function PlanReturn({ store }: { store: BoardStore }) {
  const { t } = useLingui();
  const words = useRefusalWords();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<DrillEditing | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read after the first render: the page is prerendered without it.
  useEffect(() => setEditing(drillEditing()), []);
  if (!editing) return null;
  const drill = editing.name;

  const save = async () => {
    const [{ saveDrillBoard }, { isRefusal }] = await Promise.all([import('./saveDrillBoard'), import('@onbir/shared/messages/refusal')]);
    const res = saveDrillBoard(editing, store.board, store.view);
    if (isRefusal(res)) return setError(words(res));
    clearDrillEditing();
    navigate(`/plan/${editing.planId}`);
  };
  const leave = () => {
    clearDrillEditing();
    navigate(`/plan/${editing.planId}`);
  };
  return (
    <div className="plan-return" role="region" aria-label={t`Antrenman planı`}>
      <span>
        {editing.name ? (
          <Trans>
            Antrenman planındaki <strong>{drill}</strong> tahtasını düzenliyorsunuz.
          </Trans>
        ) : (
          <Trans>
            Antrenman planındaki <strong>alıştırmanın</strong> tahtasını düzenliyorsunuz.
          </Trans>
        )}
      </span>
      <button type="button" className="btn btn--primary btn--small" onClick={() => void save()}>
        <Trans>Plana kaydet ve dön</Trans>
      </button>
      <button type="button" className="btn btn--small" onClick={leave}>
        <Trans>Kaydetmeden dön</Trans>
      </button>
      {error && (
        <span className="plan-return__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
