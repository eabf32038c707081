import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@onbir/shared/text/format';
import { wording } from '@onbir/shared/messages/message';
import { RefusalText } from '../../../lib/i18n/RefusalText';
import { useLocale } from '../../../lib/i18n/locale';
import { Section } from './controls';
import type { SavedBoard } from '../../boardCore';

/** A saved board's name, at most this many characters (the list cuts longer ones with "…" anyway). */
const BOARD_NAME_MAX = 40;

interface Props {
  saved: SavedBoard[];
  onSave(name: string): void;
  onLoad(saved: SavedBoard): void;
  onDelete(name: string): void;
  onShare(): void;
  /** The last share link, and whether it reached the clipboard. */
  share: { url: string; copied: boolean } | null;
}

/** The name's length against its limit, beside the field: a longer paste is cut, and says so. */
function NameLimit({ length }: { length: number }) {
  const { t } = useLingui();
  const max = BOARD_NAME_MAX;
  const full = length >= max;
  return (
    <p id="board-name-limit" className={`board-note board-panel__limit${full ? ' board-note--warn' : ''}`}>
      {full ? t`${length}/${max} karakter: daha uzun ad kesilir.` : t`${length}/${max} karakter`}
    </p>
  );
}

/** Save and load named boards in this browser, and the share link. */
export function SavedBoardsPanel({ saved, onSave, onLoad, onDelete, onShare, share }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [name, setName] = useState('');
  return (
    <Section title={t`Kayıtlı tahtalar`} className="board-panel">
      <form
        className="board-panel__row"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) onSave(name.trim());
        }}
      >
        <input
          className="board-panel__input"
          value={name}
          maxLength={BOARD_NAME_MAX}
          placeholder={t`Tahta adı`}
          aria-label={t`Tahta adı`}
          aria-describedby="board-name-limit"
          onChange={(e) => setName(e.target.value)}
        />
        <NameLimit length={name.length} />
        <button type="submit" className="btn btn--primary" disabled={!name.trim()}>
          <Trans>Tahtayı Kaydet</Trans>
        </button>
        <button type="button" className="btn" onClick={onShare}>
          <Trans>Paylaşım Bağlantısı</Trans>
        </button>
      </form>
      {share && (
        <div className="board-panel__share">
          <p role="status" className={share.copied ? 'board-note' : 'board-note board-note--warn'}>
            <RefusalText message={wording('board', share.copied ? 'LINK_COPIED' : 'LINK_NOT_COPIED')} />
          </p>
          <input readOnly value={share.url} aria-label={t`Paylaşım bağlantısı`} onFocus={(e) => e.target.select()} />
        </div>
      )}
      {saved.length > 0 && (
        <ul className="board-panel__list">
          {saved.map((s) => {
            const board = s.name;
            return (
              <li key={s.name} className="board-panel__item">
                <span className="board-panel__name" title={s.name}>
                  {s.name}
                </span>
                <time className="board-panel__time">{formatDate(s.savedAt, locale, { dateStyle: 'short', timeStyle: 'short' })}</time>
                <button type="button" className="btn btn--small" onClick={() => onLoad(s)} aria-label={t`${board} tahtasını yükle`}>
                  <Trans>Yükle</Trans>
                </button>
                <button type="button" className="btn btn--small btn--ghost" onClick={() => onDelete(s.name)} aria-label={t`${board} tahtasını sil`}>
                  <Trans>Sil</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
