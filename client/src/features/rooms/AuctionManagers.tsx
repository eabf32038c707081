import { Trans, useLingui } from '@lingui/react/macro';
import { budgetLeft, maxBid, placesLeft } from '@onbir/shared/auction/state';
import type { AuctionState } from '@onbir/shared/auction/types';
import type { RoomDto } from '@onbir/shared/room/dto';

/** Every manager's money in the auction: his budget left, the most he may bid now (the reserve kept), the places he still has to fill. */
export function AuctionManagers({ room, auction }: { room: RoomDto; auction: AuctionState }) {
  const { t } = useLingui();
  const nameOf = (id: string) => room.players.find((p) => p.user._id === id)?.name ?? '?';
  return (
    <section className="rm-card rm-auction-managers" aria-label={t`Menajerlerin bütçeleri`}>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Menajer</Trans>
            </th>
            <th scope="col">
              <Trans>Bütçe</Trans>
            </th>
            <th scope="col">
              <Trans>En fazla</Trans>
            </th>
            <th scope="col">
              <Trans>Boş yer</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {auction.managers.map((m) => (
            <tr key={m.id} data-testid="auction-manager">
              <th scope="row">
                <bdi>{nameOf(m.id)}</bdi>
              </th>
              <td>{t`${budgetLeft(auction, m)} M€`}</td>
              <td>{t`${Math.max(0, maxBid(auction, m))} M€`}</td>
              <td>{placesLeft(auction, m)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
