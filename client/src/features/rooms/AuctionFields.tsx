import { Trans, useLingui } from '@lingui/react/macro';
import { AUCTION_BID_SECONDS, AUCTION_BUDGETS } from '@onbir/shared/room/constants';
import type { RoomAuctionOptions } from '@onbir/shared/room/schemas';

/** The create form's auction settings (docs/drafts.md, 'The auction room'): each manager's budget and the bid clock. */
export function AuctionFields({ value, onChange }: { value: RoomAuctionOptions; onChange: (next: RoomAuctionOptions) => void }) {
  const { t } = useLingui();
  return (
    <div className="rm-row">
      <label className="rm-field">
        <span>
          <Trans>Bütçe (her menajer)</Trans>
        </span>
        <select className="rm-input" value={value.budget} onChange={(e) => onChange({ ...value, budget: Number(e.target.value) })}>
          {AUCTION_BUDGETS.map((b) => (
            <option key={b} value={b}>
              {t`${b} M€`}
            </option>
          ))}
        </select>
      </label>
      <label className="rm-field">
        <span>
          <Trans>Teklif süresi</Trans>
        </span>
        <select className="rm-input" value={value.bidSeconds} onChange={(e) => onChange({ ...value, bidSeconds: Number(e.target.value) })}>
          {AUCTION_BID_SECONDS.map((s) => (
            <option key={s} value={s}>
              {t`${s} saniye`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
