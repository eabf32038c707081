import { useEffect, useState } from 'react';
import type { BoardStore } from '../board/boardStore';
import { useNavigate } from '../../app/navigation';
import { clearDrillEditing, drillEditing, type DrillEditing } from './drillEditing';

/**
 * On the board page when a plan's drill is opened there ("Tahtada düzenle"): the way back, with the
 * board as it now is saved into the drill (its counts follow the board unless the coach set them).
 */
export function PlanReturn({ store }: { store: BoardStore }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState<DrillEditing | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Read after the first render: the page is prerendered without it.
  useEffect(() => setEditing(drillEditing()), []);
  if (!editing) return null;

  const save = async () => {
    const [{ saveDrillBoard }, { isPlanRefusal }] = await Promise.all([import('./saveDrillBoard'), import('@onbir/shared/plans/model')]);
    const res = saveDrillBoard(editing, store.board);
    if (isPlanRefusal(res)) return setError(res.message);
    clearDrillEditing();
    navigate(`/plan/${editing.planId}`);
  };
  const leave = () => {
    clearDrillEditing();
    navigate(`/plan/${editing.planId}`);
  };
  return (
    <div className="plan-return" role="region" aria-label="Antrenman planı">
      <span>
        Antrenman planındaki <strong>{editing.name || 'alıştırmanın'}</strong> tahtasını düzenliyorsunuz.
      </span>
      <button type="button" className="btn btn--primary btn--small" onClick={() => void save()}>
        Plana kaydet ve dön
      </button>
      <button type="button" className="btn btn--small" onClick={leave}>
        Kaydetmeden dön
      </button>
      {error && (
        <span className="plan-return__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
