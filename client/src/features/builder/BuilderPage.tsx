import { useCallback, useEffect, useRef, useState } from 'react';
import { builderSlots, LINEUP_SIZE } from '@onbir/shared/builder/formations';
import { kitPaint } from '@onbir/shared/builder/kit';
import { displayName, lineupSize } from '@onbir/shared/builder/lineup';
import { placeNames } from '@onbir/shared/builder/placeNames';
import { isBenchKey } from '@onbir/shared/builder/squad';
import type { BuilderPlayer } from '@onbir/shared/players/types';
import { ClubPicker } from './ClubPicker';
import { ExportPanel } from './ExportPanel';
import { loadCapture } from './exportPitch';
import { FormationPicker } from './FormationPicker';
import { Pitch } from './Pitch';
import { PlayerModal } from './PlayerModal';
import { SquadOptions } from './SquadOptions';
import { useSquad } from './useSquad';
import { useAfterFirstFrame } from '../../lib/useAfterFirstFrame';
import { OfflineNote } from '../../ui/OfflineNote';
import './builder.css';

/** /ilk11kur: the first-eleven builder (spec 2.4, 4.2, 5.2) with the matchday squad around it. */
export function BuilderPage() {
  const s = useSquad();
  const { squad, notice } = s;
  /** The place whose 'Oyuncu Seç' picker is open. */
  const [chooseFor, setChooseFor] = useState<string | null>(null);
  /** The card being moved ('Taşı', or a tap on touch screens): the next place chosen receives it. */
  const [picked, setPicked] = useState<string | null>(null);
  const pitchRef = useRef<HTMLDivElement>(null);
  // The pitch, the clubs and the formations come first; the squad options and the exports (below the
  // fold on a phone) render right after the first frame.
  const rest = useAfterFirstFrame();

  useEffect(() => {
    const id = requestIdleCallback(() => void loadCapture().catch(() => undefined), { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }, []);
  useEffect(() => {
    if (!picked) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setPicked(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [picked]);

  const slots = builderSlots(squad.formation);
  const names = placeNames(squad.formation);
  const paint = kitPaint(squad.kit, squad.club);
  const count = lineupSize(squad.lineup);
  const entryAt = (key: string) => (isBenchKey(key) ? squad.bench[key] : squad.lineup[key]);

  const open = (key: string) => {
    if (picked) {
      if (key !== picked) s.move(picked, key);
      setPicked(null);
      return;
    }
    // Spec 5.2: an empty slot opens only while fewer than 11 are on the pitch.
    if (!isBenchKey(key) && !entryAt(key) && count >= LINEUP_SIZE) return s.say('İlk 11 dolu: önce bir oyuncuyu çıkarın.', true);
    setChooseFor(key);
  };
  const closeModal = useCallback(() => setChooseFor(null), []);
  const choose = (player: BuilderPlayer) => {
    if (chooseFor && s.place(chooseFor, player)) setChooseFor(null);
  };
  const startMove = (key: string) => {
    setChooseFor(null);
    setPicked(key);
    s.say(`${displayName(entryAt(key)?.player_name)} taşınıyor: hedef yeri seçin (Escape: vazgeç).`);
  };

  const chosenEntry = chooseFor ? entryAt(chooseFor) : undefined;
  const pickedEntry = picked ? entryAt(picked) : undefined;
  const slotOf = slots.find((x) => x.key === chooseFor);

  return (
    <div className="b-page">
      <h1 className="b-title">İlk 11 Oluşturucu</h1>
      <div className="b-main">
        <div className="b-status">
          {pickedEntry ? (
            <>
              <span>
                <strong>{displayName(pickedEntry.player_name)}</strong> taşınıyor: bir yere dokunun.
              </span>
              <span className="b-status-actions">
                <button type="button" className="b-btn b-btn-small" onClick={() => setChooseFor(picked)}>
                  Oyuncuyu Değiştir
                </button>
                <button type="button" className="b-btn b-btn-small b-btn-ghost" onClick={() => setPicked(null)}>
                  Vazgeç
                </button>
              </span>
            </>
          ) : (
            <span>
              Kadro: <strong data-testid="lineup-count">{count}</strong> / {LINEUP_SIZE} · Yedek: <strong data-testid="bench-count">{Object.keys(squad.bench).length}</strong>
            </span>
          )}
          <span className={`b-notice${notice?.error ? ' is-error' : ''}`} role="status" aria-live="polite" data-testid="builder-notice">
            {notice?.text}
          </span>
        </div>
        <Pitch squad={squad} paint={paint} picked={picked} pitchRef={pitchRef} onOpen={open} onRemove={s.remove} onMove={s.move} />
      </div>
      <aside className="b-side">
        <OfflineNote>
          Çevrimdışısınız: daha önce açtığınız takımlar, kadrolar ve elle yazdığınız isimler kullanılabilir; oyuncu listesinin geri kalanı için
          internet bağlantısı gerekiyor.
        </OfflineNote>
        <ClubPicker club={squad.club} onChoose={(club) => s.update({ club })} />
        <FormationPicker formation={squad.formation} onChange={s.formation} />
        {rest && <SquadOptions squad={squad} paint={paint} onChange={s.update} />}
        {rest && <ExportPanel squad={squad} paint={paint} pitch={() => pitchRef.current} />}
      </aside>
      {chooseFor && (
        <PlayerModal
          key={chooseFor}
          place={{ key: chooseFor, name: names[chooseFor], position: slotOf?.position ?? chosenEntry?.position ?? '' }}
          squad={squad}
          occupant={
            chosenEntry
              ? {
                  entry: chosenEntry,
                  onPitch: !isBenchKey(chooseFor),
                  captain: squad.captain === chosenEntry.player_id,
                  number: squad.numbers[chosenEntry.player_id],
                  refusal: notice?.error ? notice.text : null,
                  onMove: () => startMove(chooseFor),
                  onRemove: () => {
                    s.remove(chooseFor);
                    setChooseFor(null);
                  },
                  onCaptain: () => s.captain(squad.captain === chosenEntry.player_id ? null : chosenEntry.player_id, displayName(chosenEntry.player_name)),
                  onNumber: (n) => s.number(chosenEntry.player_id, n, displayName(chosenEntry.player_name)),
                }
              : null
          }
          onChoose={choose}
          onClose={closeModal}
        />
      )}
    </div>
  );
}
