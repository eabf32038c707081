import { useEffect, useState } from 'react';
import { clampGoals, setCard, type BoardPlayer, type PlayerEdit } from '@onbir/shared/board/board';
import { Modal } from './Modal';

/** Name, cards and goals of one player; nothing changes on the board until Kaydet (4.1). */
export function EditPlayerModal({ player, onSave, onCancel }: { player: BoardPlayer; onSave(edit: PlayerEdit): void; onCancel(): void }) {
  const [name, setName] = useState(player.name);
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
    <Modal title="Oyuncuyu Düzenle" onClose={onCancel}>
      <form
        className="board-form"
        style={armed ? undefined : { pointerEvents: 'none' }}
        onSubmit={(e) => {
          e.preventDefault();
          onSave({ name, cards, goals });
        }}
      >
        <label className="board-form__field">
          <span>İsim</span>
          <input value={name} maxLength={40} autoFocus onChange={(e) => setName(e.target.value)} />
        </label>
        <fieldset className="board-form__cards">
          <legend>Kart</legend>
          <label className="card-toggle card-toggle--yellow">
            <input type="checkbox" checked={cards.yellow} onChange={(e) => setCards(setCard(cards, 'yellow', e.target.checked))} />
            Sarı Kart
          </label>
          <label className="card-toggle card-toggle--red">
            <input type="checkbox" checked={cards.red} onChange={(e) => setCards(setCard(cards, 'red', e.target.checked))} />
            Kırmızı Kart
          </label>
        </fieldset>
        {cards.red && <p className="board-form__note">Kırmızı kart: oyuncu oyundan atıldı olarak işaretlenir.</p>}
        <div className="board-form__field">
          <span id="goals-label">Gol</span>
          <div className="goal-stepper">
            <button type="button" aria-label="Golü azalt" disabled={goals <= 0} onClick={() => setGoals(clampGoals(goals - 1))}>
              −
            </button>
            <input
              type="number"
              min={0}
              aria-labelledby="goals-label"
              value={goals}
              onChange={(e) => setGoals(clampGoals(e.target.valueAsNumber))}
            />
            <button type="button" aria-label="Golü artır" onClick={() => setGoals(goals + 1)}>
              +
            </button>
          </div>
        </div>
        <div className="board-form__actions">
          <button type="button" className="btn" onClick={onCancel}>
            İptal
          </button>
          <button type="submit" className="btn btn--primary">
            Kaydet
          </button>
        </div>
      </form>
    </Modal>
  );
}
