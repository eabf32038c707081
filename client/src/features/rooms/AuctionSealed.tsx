import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { managerOf, maxBid } from '@onbir/shared/auction/state';
import type { AuctionState, Lot } from '@onbir/shared/auction/types';
import type { RoomDto } from '@onbir/shared/room/dto';

type NameOf = (id: string) => string;

/**
 * The blind mode's bidding (docs/drafts.md, 'The auction room'): one sealed bid each, at least the opening
 * bid. The page shows who has bid, never how much (the room update leaves it out), and your own bid once made.
 */
export function SealedBid({ auction, lot, userId, mine, busy, nameOf, onBid }: { auction: AuctionState; lot: Lot; userId: string; mine: number | null; busy: boolean; nameOf: NameOf; onBid: (amount: number) => void }) {
  const { t } = useLingui();
  const opening = lot.bids[0];
  const [amount, setAmount] = useState(opening.amount);
  const me = managerOf(auction, userId);
  // The nominator's opening bid is his sealed bid.
  const own = opening.managerId === userId ? opening.amount : mine;
  // Sealed from another device before this screen read it back: the amount comes with the next reading.
  const sealedElsewhere = own === null && lot.bids.some((b) => b.managerId === userId);
  // The shared check answers an amount out of range in words (the form does not validate it itself).
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onBid(amount);
  };
  return (
    <>
      <p className="rm-auction-price" data-testid="auction-price">
        <Trans>
          Kapalı zarf · açılış teklifi: <strong>{opening.amount} M€</strong> · <bdi>{nameOf(opening.managerId)}</bdi>
        </Trans>
      </p>
      {me && own !== null && (
        <p className="rm-auction-mine" role="status" data-testid="my-sealed-bid">
          {t`Teklifiniz: ${own} M€ (kapalı)`}
        </p>
      )}
      {me && sealedElsewhere && (
        <p className="rm-auction-mine" role="status" data-testid="my-sealed-bid">
          <Trans>Teklifinizi verdiniz (kapalı).</Trans>
        </p>
      )}
      {me && own === null && !sealedElsewhere && (
        <form className="rm-auction-bids" onSubmit={submit} noValidate aria-label={t`Kapalı teklif`}>
          <label className="rm-inline">
            <span>
              <Trans>Teklifiniz (M€)</Trans>
            </span>
            <input className="rm-input rm-auction-opening" type="number" name="sealedBid" min={opening.amount} step={1} value={amount} onChange={(e) => setAmount(Math.trunc(Number(e.target.value)))} />
          </label>
          <button type="submit" className="rm-btn rm-btn-primary" aria-disabled={busy || undefined}>
            <Trans>Teklif ver</Trans>
          </button>
          <span className="rm-muted">{t`En fazla ${Math.max(0, maxBid(auction, me))} M€`}</span>
        </form>
      )}
      <h3>
        <Trans>Zarf verenler</Trans>
      </h3>
      <ol className="rm-auction-history" data-testid="bid-history">
        {lot.bids.map((b) => (
          <li key={b.managerId}>
            <bdi>{nameOf(b.managerId)}</bdi>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The last sale of a blind auction, its sealed bids revealed: the winner, the price, every bid highest first (a tie to the earlier). */
export function LastSale({ room, auction, nameOf }: { room: RoomDto; auction: AuctionState; nameOf: NameOf }) {
  const { t } = useLingui();
  const sale = auction.sales.at(-1);
  if (!sale?.bids) return null;
  const player = room.players.flatMap((p) => p.team.squad).find((p) => p.id === sale.playerId);
  const bids = sale.bids.map((b, i) => ({ ...b, i })).sort((x, y) => y.amount - x.amount || x.i - y.i);
  const name = player?.short_name ?? sale.playerId;
  const winner = nameOf(sale.managerId);
  return (
    <section className="rm-card rm-auction-sale" aria-label={t`Son satış`} data-testid="last-sale">
      <h2>{t`Lot #${sale.lot} satıldı: ${name} → ${winner}, ${sale.price} M€`}</h2>
      <ol className="rm-auction-history">
        {bids.map((b) => (
          <li key={b.managerId}>
            <bdi>{nameOf(b.managerId)}</bdi>: {t`${b.amount} M€`}
          </li>
        ))}
      </ol>
    </section>
  );
}
