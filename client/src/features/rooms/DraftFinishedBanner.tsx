import { Trans, useLingui } from '@lingui/react/macro';

/** "Draft tamamlandı": the host's button to start the tournament, or who will start it (the snake and the auction drafts). */
export function DraftFinishedBanner({ isHost, hostName, busy, onStart }: { isHost: boolean; hostName: string; busy: boolean; onStart: () => void }) {
  const { t } = useLingui();
  return (
    <div className="rm-banner">
      <Trans>Draft tamamlandı.</Trans>{' '}
      {isHost ? (
        <button className="rm-btn rm-btn-accent rm-btn-small" disabled={busy} onClick={onStart}>
          <Trans>Turnuvayı Başlat</Trans>
        </button>
      ) : (
        t`${hostName} turnuvayı başlatacak.`
      )}
    </div>
  );
}
