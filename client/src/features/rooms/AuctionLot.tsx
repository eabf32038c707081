import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { managerOf, maxBid, priceOf } from '@onbir/shared/auction/state';
import type { AuctionState, Lot } from '@onbir/shared/auction/types';
import type { RoomDto } from '@onbir/shared/room/dto';
import { useLocale } from '../../lib/i18n/locale';
import { positionsText } from './positions';
import { SealedBid } from './AuctionSealed';

/** The bid buttons: so much over the price now (a step too small is refused in words, by the shared rule). */
const RAISES = [1, 2, 5] as const;

/** Seconds left until an epoch-ms time, ticking four times a second; null without one. */
function useSecondsLeft(until: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [until]);
  return until === null ? null : Math.max(0, Math.ceil((until - now) / 1000));
}

interface AuctionLotProps {
  room: RoomDto;
  auction: AuctionState;
  userId: string;
  /** Your sealed bid on the open lot (blind mode), kept by the screen: the room update leaves it out. */
  mine: number | null;
  busy: boolean;
  onBid: (amount: number) => void;
  nominatorName: string;
}

/**
 * The lot on sale (docs/drafts.md, 'The auction room'): the player, the price and who leads, the clock
 * (kept in sight: sticky), "+1/+2/+5 M€" and the bid history; between lots, whose nomination it is and his
 * clock. A late bid restarts the clock: the seconds shown follow the lot's end as every update carries it.
 * In the blind mode the bidding is one sealed bid (AuctionSealed.tsx).
 */
export function AuctionLot({ room, auction, userId, mine, busy, onBid, nominatorName }: AuctionLotProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const lot = auction.lot;
  const left = useSecondsLeft(lot ? lot.endsAt : auction.nominateBy);
  const nameOf = (id: string) => room.players.find((p) => p.user._id === id)?.name ?? '?';
  if (!lot)
    return (
      <div className="rm-clock rm-auction-clock" role="status" data-testid="auction-clock">
        <strong>{t`Aday gösterme sırası: ${nominatorName}`}</strong>
        {left !== null && <span className="rm-clock-seconds">{t`${left} sn`}</span>}
      </div>
    );
  const player = lot.player as typeof lot.player & { short_name?: string };
  return (
    <section className="rm-card rm-auction-lot" aria-label={t`Açık artırmadaki oyuncu`}>
      <div className={`rm-clock rm-auction-clock${left !== null && left <= 3 ? ' rm-clock-low' : ''}`} role="timer" data-testid="auction-clock">
        <span>{t`Lot #${lot.number}`}</span>
        <strong className="rm-clock-seconds" aria-label={t`${left ?? 0} saniye kaldı`}>
          {t`${left ?? 0} sn`}
        </strong>
      </div>
      <h2 className="rm-auction-player">
        <span className="rm-ovr">{lot.player.overall}</span> {player.short_name ?? lot.player.id}{' '}
        <small>{positionsText(lot.player.player_positions, locale)}</small>
      </h2>
      {auction.settings.mode === 'blind' ? (
        <SealedBid key={lot.number} auction={auction} lot={lot} userId={userId} mine={mine} busy={busy} nameOf={nameOf} onBid={onBid} />
      ) : (
        <OpenBids auction={auction} lot={lot} userId={userId} busy={busy} nameOf={nameOf} onBid={onBid} />
      )}
    </section>
  );
}

/** The open mode's bidding: the price and who leads, "+1/+2/+5 M€" over it, every bid newest first. */
function OpenBids({ auction, lot, userId, busy, nameOf, onBid }: { auction: AuctionState; lot: Lot; userId: string; busy: boolean; nameOf: (id: string) => string; onBid: (amount: number) => void }) {
  const { t } = useLingui();
  const price = priceOf(lot);
  const leader = lot.bids.at(-1)!.managerId;
  const me = managerOf(auction, userId);
  return (
    <>
      <p className="rm-auction-price" aria-live="polite" data-testid="auction-price">
        <Trans>
          En yüksek teklif: <strong>{price} M€</strong> · <bdi>{nameOf(leader)}</bdi>
        </Trans>
      </p>
      {me && (
        <div className="rm-auction-bids" role="group" aria-label={t`Teklif ver`}>
          {RAISES.map((raise) => (
            <button key={raise} type="button" className="rm-btn rm-btn-primary" aria-disabled={busy || undefined} onClick={() => !busy && onBid(price + raise)} aria-label={t`+${raise} M€: ${price + raise} M€ teklif ver`}>
              {t`+${raise} M€`}
            </button>
          ))}
          <span className="rm-muted">{t`En fazla ${maxBid(auction, me)} M€`}</span>
        </div>
      )}
      <h3>
        <Trans>Teklifler</Trans>
      </h3>
      <ol className="rm-auction-history" data-testid="bid-history">
        {[...lot.bids].reverse().map((b) => (
          <li key={`${b.managerId}-${b.amount}`}>
            <bdi>{nameOf(b.managerId)}</bdi>: {t`${b.amount} M€`}
          </li>
        ))}
      </ol>
    </>
  );
}
