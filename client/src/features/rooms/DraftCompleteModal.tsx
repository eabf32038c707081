import { Trans, useLingui } from '@lingui/react/macro';
import { TrophyIcon } from './icons';

/** Shown to everyone once the status is draft_finished (docs/rooms.md, 'Room updates on screen'); the host starts the tournament from here. */
export function DraftCompleteModal({ isHost, hostName, busy, onStart, onClose }: { isHost: boolean; hostName: string; busy: boolean; onStart: () => void; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <div className="rm-backdrop" role="dialog" aria-modal="true" aria-labelledby="rm-done-title">
      <div className="rm-card rm-modal rm-done">
        <div className="rm-done-icon">
          <TrophyIcon />
        </div>
        <h2 id="rm-done-title">
          <Trans>Draft tamamlandı!</Trans>
        </h2>
        <p className="rm-muted">
          {isHost ? t`Tüm kadrolar hazır. Turnuvayı başlatabilirsiniz.` : t`Tüm kadrolar hazır. ${hostName} turnuvayı başlatınca maç ekranına geçeceksiniz.`}
        </p>
        <div className="rm-actions">
          <button type="button" className="rm-btn rm-btn-outline" onClick={onClose}>
            <Trans>Kadroları İncele</Trans>
          </button>
          {isHost && (
            <button type="button" className="rm-btn rm-btn-accent" disabled={busy} onClick={onStart}>
              <Trans>Turnuvayı Başlat</Trans>
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
