import { Trans, useLingui } from '@lingui/react/macro';
import { AUCTION_BID_SECONDS, AUCTION_BUDGETS, AUCTION_ROOM_MODES } from '@onbir/shared/room/constants';
import type { RoomAuctionOptions } from '@onbir/shared/room/schemas';

/** The create form's auction settings (docs/drafts.md, 'The auction room'): the mode (open or sealed bids), each manager's budget and the bid clock. */
export function AuctionFields({ value, onChange }: { value: RoomAuctionOptions; onChange: (next: RoomAuctionOptions) => void }) {
  const { t } = useLingui();
  const modeLabel = { open: t`Açık (herkes teklifleri görür)`, blind: t`Kapalı zarf (tek gizli teklif)` } as const;
  return (
    <div className="rm-row">
      <label className="rm-field">
        <span>
          <Trans>Artırma türü</Trans>
        </span>
        <select className="rm-input" name="auctionMode" value={value.mode} onChange={(e) => onChange({ ...value, mode: e.target.value as RoomAuctionOptions['mode'] })}>
          {AUCTION_ROOM_MODES.map((m) => (
            <option key={m} value={m}>
              {modeLabel[m]}
            </option>
          ))}
        </select>
      </label>
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
