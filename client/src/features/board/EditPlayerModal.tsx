import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { clampGoals, setCard, type PlayerEdit } from '@onbir/shared/board/board';
import type { BoardPlayer } from '@onbir/shared/board/model';
import { Modal } from '../boardCore';

/** The player's goals: − and + beside the number (never below 0). */
function GoalStepper({ goals, setGoals }: { goals: number; setGoals(goals: number): void }) {
  const { t } = useLingui();
  return (
    <div className="board-form__field">
      <span id="goals-label">
        <Trans>Gol</Trans>
      </span>
      <div className="goal-stepper">
        <button type="button" aria-label={t`Golü azalt`} disabled={goals <= 0} onClick={() => setGoals(clampGoals(goals - 1))}>
          −
        </button>
        <input
          type="number"
          min={0}
          aria-labelledby="goals-label"
          value={goals}
          onChange={(e) => setGoals(clampGoals(e.target.valueAsNumber))}
        />
        <button type="button" aria-label={t`Golü artır`} onClick={() => setGoals(goals + 1)}>
          +
        </button>
      </div>
    </div>
  );
}

/**
 * Name, cards, goals and goalkeeper of one player; nothing changes on the board until Kaydet (docs/board.md, 'Controls').
 * "Oyuncuyu Çıkar" takes him off the board (a numbers-down drill), when his team can spare him.
 */
export function EditPlayerModal({
  player,
  onSave,
  onCancel,
  onRemove,
}: {
  player: BoardPlayer;
  onSave(edit: PlayerEdit): void;
  onCancel(): void;
  /** Absent when the player is the last of his team. */
  onRemove?(): void;
}) {
  const { t } = useLingui();
  const [name, setName] = useState(player.name);
  const [gk, setGk] = useState(player.gk);
  const [cards, setCards] = useState(player.cards);
  const [goals, setGoals] = useState(player.goals);
  // A phone sends a click after the double tap that opened this modal; landing on a card toggle, it
  // would flip it. The form takes no pointer input until that click has passed.
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setArmed(true), 400);
    return () => clearTimeout(t);
  }, []);
  return (
    <Modal title={t`Oyuncuyu Düzenle`} onClose={onCancel}>
      <form
        className="board-form"
        style={armed ? undefined : { pointerEvents: 'none' }}
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ name, cards, goals, gk });
        }}
      >
        <label className="board-form__field">
          <span>
            <Trans>İsim</Trans>
          </span>
          <input value={name} maxLength={40} data-autofocus onChange={(e) => setName(e.target.value)} />
        </label>
        <fieldset className="board-form__cards">
          <legend>
            <Trans>Kart</Trans>
          </legend>
          <label className="card-toggle card-toggle--yellow">
            <input type="checkbox" checked={cards.yellow} onChange={(e) => setCards(setCard(cards, 'yellow', e.target.checked))} />
            <Trans>Sarı Kart</Trans>
          </label>
          <label className="card-toggle card-toggle--red">
            <input type="checkbox" checked={cards.red} onChange={(e) => setCards(setCard(cards, 'red', e.target.checked))} />
            <Trans>Kırmızı Kart</Trans>
          </label>
        </fieldset>
        {cards.red && (
          <p className="board-form__note">
            <Trans>Kırmızı kart: oyuncu oyundan atıldı olarak işaretlenir.</Trans>
          </p>
        )}
        <label className="card-toggle card-toggle--keeper">
          <input type="checkbox" checked={gk} onChange={(e) => setGk(e.target.checked)} />
          <Trans>Kaleci (kaleci rengini giyer)</Trans>
        </label>
        <GoalStepper goals={goals} setGoals={setGoals} />
        <div className="board-form__actions">
          {onRemove && (
            <button type="button" className="btn btn--ghost board-form__remove" onClick={onRemove}>
              <Trans>Oyuncuyu Çıkar</Trans>
            </button>
          )}
          <button type="button" className="btn" onClick={onCancel}>
            <Trans>İptal</Trans>
          </button>
          <button type="submit" className="btn btn--primary">
            <Trans>Kaydet</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
