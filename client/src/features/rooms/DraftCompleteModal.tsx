import { TrophyIcon } from './icons';

/** Shown to everyone once the status is draft_finished (spec 4.4); the host starts the tournament from here. */
export function DraftCompleteModal({ isHost, hostName, busy, onStart, onClose }: { isHost: boolean; hostName: string; busy: boolean; onStart: () => void; onClose: () => void }) {
  return (
    <div className="rm-backdrop" role="dialog" aria-modal="true" aria-labelledby="rm-done-title">
      <div className="rm-card rm-modal rm-done">
        <div className="rm-done-icon">
          <TrophyIcon />
        </div>
        <h2 id="rm-done-title">Draft tamamlandı!</h2>
        <p className="rm-muted">
          {isHost ? 'Tüm kadrolar hazır. Turnuvayı başlatabilirsiniz.' : `Tüm kadrolar hazır. ${hostName} turnuvayı başlatınca maç ekranına geçeceksiniz.`}
        </p>
        <div className="rm-actions">
          <button type="button" className="rm-btn rm-btn-outline" onClick={onClose}>
            Kadroları İncele
          </button>
          {isHost && (
            <button type="button" className="rm-btn rm-btn-accent" disabled={busy} onClick={onStart}>
              Turnuvayı Başlat
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
