import { Trans, useLingui } from '@lingui/react/macro';
import type { Annotation } from '@onbir/shared/video/model';
import { clipTime } from './VideoControls';

/** The annotations in the order drawn: each one's kind and time, a jump to it and its removal. */
export function AnnotationList({ annotations, seek, remove }: { annotations: readonly Annotation[]; seek(t: number): void; remove(id: number): void }) {
  const { t } = useLingui();
  if (!annotations.length)
    return (
      <p className="video-hint">
        <Trans>Videonun üzerinde sürükleyin: bir ok o andan başlayarak seçilen süre kadar görünür. Bir oyuncuya dokunun, kareyi ilerletip yine dokunun: halka onu izler.</Trans>
      </p>
    );
  const kinds = { shape: t`Çizim`, spotlight: t`Oyuncu halkası`, magnifier: t`Büyüteç`, freeze: t`Dondurma` };
  return (
    <ol className="video-list" aria-label={t`Çizimler`}>
      {annotations.map((a) => {
        const from = clipTime(a.kind === 'freeze' ? a.at : a.start);
        const hold = a.kind === 'freeze' ? a.hold : 0;
        const to = a.kind === 'freeze' ? t`${hold} sn durur` : clipTime(a.start + a.duration);
        return (
          <li key={a.id}>
            <button type="button" className="video-list__go" onClick={() => seek(a.kind === 'freeze' ? a.at : a.start)}>
              {kinds[a.kind]} · {from} – {to}
            </button>
            <button type="button" className="tool-btn tool-btn--small" onClick={() => remove(a.id)} aria-label={t`Sil: ${from}`}>
              <Trans>Sil</Trans>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
