import { Trans } from '@lingui/react/macro';

/**
 * Shown while the room's connection is down (the socket dropped, or the browser went offline): the screen
 * is not live, and says so instead of freezing on a clock and a turn that may be long gone. The region
 * stays in the page so a screen reader announces the banner when it comes.
 */
export function ConnectionBanner({ online }: { online: boolean }) {
  return (
    <div role="status" className="rm-connection">
      {!online && (
        <p className="rm-offline" data-testid="offline-banner">
          <Trans>Bağlantı koptu, yeniden bağlanılıyor…</Trans>
        </p>
      )}
    </div>
  );
}
