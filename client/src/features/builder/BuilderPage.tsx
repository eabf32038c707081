import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { builderSlots, LINEUP_SIZE } from '@onbir/shared/builder/formations';
import {
  assignPlayer,
  canChooseForSlot,
  changeFormation,
  displayName,
  type Lineup,
  lineupSize,
  movePlayer,
  removePlayer,
} from '@onbir/shared/builder/lineup';
import { tacticsBoardLink } from '@onbir/shared/builder/share';
import type { BuilderPlayer, BuilderTeam } from '@onbir/shared/players/types';
import { ClubPicker } from './ClubPicker';
import { downloadPitchPng, loadCapture } from './exportPitch';
import { FormationPicker } from './FormationPicker';
import { Pitch } from './Pitch';
import { PlayerModal } from './PlayerModal';
import { readSharedHash, writeSharedHash } from './shareHash';
import './builder.css';

/** /ilk11kur: the first-eleven builder (spec 2.4, 4.2, 5.2). */
export function BuilderPage() {
  const navigate = useNavigate();
  const [initial] = useState(() => readSharedHash(location.hash));
  const [formation, setFormation] = useState(initial.formation);
  const [club, setClub] = useState<BuilderTeam | null>(initial.club);
  const [lineup, setLineup] = useState<Lineup>(initial.lineup);
  /** The slot whose 'Oyuncu Seç' modal is open. */
  const [chooseFor, setChooseFor] = useState<string | null>(null);
  /** The card picked by a tap (or Enter) to be moved by tapping a slot: drag and drop without dragging. */
  const [picked, setPicked] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [copied, setCopied] = useState(false);
  const pitchRef = useRef<HTMLDivElement>(null);

  useEffect(() => writeSharedHash({ formation, club, lineup }), [formation, club, lineup]);
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

  const slots = builderSlots(formation);
  const count = lineupSize(lineup);

  const openSlot = useCallback(
    (key: string) => {
      if (picked) {
        setLineup((l) => movePlayer(l, picked, key));
        setPicked(null);
      } else if (canChooseForSlot(lineup, key)) {
        setChooseFor(key);
      }
    },
    [picked, lineup],
  );
  const pickCard = useCallback((key: string) => setPicked((p) => (p === key ? null : key)), []);
  const removeCard = useCallback((key: string) => {
    setLineup((l) => removePlayer(l, key));
    setPicked(null);
  }, []);
  const moveCard = useCallback((from: string, to: string | null) => {
    setLineup((l) => movePlayer(l, from, to));
    setPicked(null);
  }, []);
  const closeModal = useCallback(() => setChooseFor(null), []);
  const choose = (player: BuilderPlayer) => {
    if (chooseFor) setLineup((l) => assignPlayer(l, chooseFor, player));
    setChooseFor(null);
    setPicked(null);
  };
  const changeShape = (name: string) => {
    setFormation(name);
    setLineup((l) => changeFormation(l, name));
    setPicked(null);
  };
  const exportPng = async () => {
    setPicked(null);
    setExporting(true);
    await downloadPitchPng(pitchRef.current, formation, club?.club_name ?? null);
    setExporting(false);
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch (err) {
      console.error('Bağlantı kopyalanamadı:', err);
    }
  };

  const pickedEntry = picked ? lineup[picked] : undefined;
  const chooseSlot = slots.find((s) => s.key === chooseFor);

  return (
    <div className="b-page">
      <aside className="b-side">
        <h1 className="b-title">İlk 11 Oluşturucu</h1>
        <ClubPicker club={club} onChoose={setClub} />
        <FormationPicker formation={formation} onChange={changeShape} />
        <section className="b-panel b-actions" aria-label="Dışa aktar">
          <button type="button" className="b-btn b-btn-primary" onClick={exportPng} disabled={exporting}>
            {exporting ? 'Hazırlanıyor...' : 'PNG İndir'}
          </button>
          <button type="button" className="b-btn" onClick={() => navigate(tacticsBoardLink(formation, lineup))}>
            Taktik tahtasına aktar
          </button>
          <button type="button" className="b-btn" onClick={copyLink}>
            {copied ? 'Bağlantı kopyalandı' : 'Paylaşım bağlantısını kopyala'}
          </button>
        </section>
      </aside>
      <main className="b-main">
        <div className="b-status" aria-live="polite">
          {pickedEntry ? (
            <>
              <span>
                <strong>{displayName(pickedEntry.player_name)}</strong> seçildi: taşımak için bir slota dokunun.
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
              Kadro: <strong data-testid="lineup-count">{count}</strong> / {LINEUP_SIZE}
            </span>
          )}
        </div>
        <Pitch
          formation={formation}
          club={club}
          lineup={lineup}
          picked={picked}
          pitchRef={pitchRef}
          onSlot={openSlot}
          onCard={pickCard}
          onRemove={removeCard}
          onMove={moveCard}
        />
      </main>
      {chooseSlot && <PlayerModal slot={chooseSlot} club={club} lineup={lineup} onChoose={choose} onClose={closeModal} />}
    </div>
  );
}
