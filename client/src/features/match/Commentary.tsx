import { Trans, useLingui } from '@lingui/react/macro';
import { eventText } from '@onbir/shared/match/wording';
import { Isolated } from '../../ui/Isolated';
import { useLocale } from '../../lib/i18n/locale';
import type { CommentaryLine } from './liveMatch';

/**
 * The live commentary, newest first, each line with its minute, in the reader's language. `names`: the match's
 * clubs and players, so that a name written right to left is isolated and leaves the score beside it in order.
 */
export function Commentary({ lines, names = [] }: { lines: CommentaryLine[]; names?: readonly string[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section className="commentary card" aria-label={t`Anlatım`}>
      <h2>
        <Trans>Anlatım</Trans>
      </h2>
      {lines.length === 0 ? (
        <p className="muted">
          <Trans>Maç başlayınca anlatım burada akacak.</Trans>
        </p>
      ) : (
        // Scrolls on its own: focusable so a keyboard can scroll it.
        <ol data-testid="commentary" tabIndex={0} aria-label={t`Anlatım satırları`}>
          {lines.map((l) => (
            <li key={l.seq} className={`line line-${l.type}`}>
              <span className="line-minute">{l.minute}'</span>{' '}
              <Isolated text={eventText(l, locale)} names={names} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
