import { useEffect, useRef, useState } from 'react';
import { revealCodec } from './revealCodec';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigation';
import type { KitPaint } from '@onbir/shared/builder/kit';
import { tacticsBoardLink } from '@onbir/shared/builder/share';
import type { Squad } from '@onbir/shared/builder/squad';
import { squadText } from '@onbir/shared/builder/squadText';
import { useLocale } from '../../lib/i18n/locale';
import { Icon } from '../../ui/Icon';
import { downloadPitchPng } from './exportPitch';

const loadExports = () => import('./exportImages');
type Job = 'png' | 'post' | 'story' | 'video' | 'webm';
const LABELS: Record<Exclude<Job, 'video' | 'webm'>, MessageDescriptor> = {
  png: msg`PNG İndir`,
  post: msg`Gönderi (1080x1350)`,
  story: msg`Hikâye / durum (1080x1920)`,
};
/** What each video format is called on its button and in the message once made. */
const VIDEO_NAMES = { mp4: 'MP4', webm: 'WebM' } as const;

/** Every way out of the builder: images, the reveal video, the WhatsApp text, the link, the board. */
export function ExportPanel({ squad, paint, pitch }: { squad: Squad; paint: KitPaint; pitch: () => HTMLElement | null }) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [busy, setBusy] = useState<Job | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  /** The text to copy by hand when the clipboard is refused. */
  const [manual, setManual] = useState<string | null>(null);
  /**
   * Whether this browser encodes H.264 (null: not asked yet). The reveal video is an MP4 where it does:
   * Instagram and WhatsApp refuse WebM. WebCodecs' answer holds a phone's main thread for ~0.1 s (0.45 s
   * on the slow-phone profile), so it is asked once the buttons come near the screen (below the pitch on a
   * phone) or 5 s after the page is in, whichever is first, when the page is idle; a click before asks then.
   */
  const [mp4, setMp4] = useState<boolean | null>(null);
  const probe = () => revealCodec('mp4').then((codec) => codec !== null);
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    let live = true;
    let idle: number | undefined;
    const ask = () => {
      if (idle !== undefined || !live) return;
      seen?.disconnect();
      clearTimeout(later);
      idle = requestIdleCallback(
        () =>
          void probe()
            .then((yes) => live && setMp4(yes), () => live && setMp4(false))
            // Then the export code itself, so the first export starts at once, offline too.
            .then(() => live && void loadExports().catch(() => undefined)),
        { timeout: 2000 },
      );
    };
    const seen = typeof IntersectionObserver === 'undefined' ? undefined : new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && ask(), { rootMargin: '200px' });
    if (panelRef.current) seen?.observe(panelRef.current);
    const later = setTimeout(ask, 5000);
    return () => {
      live = false;
      seen?.disconnect();
      clearTimeout(later);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, []);

  const run = async (job: Job) => {
    setBusy(job);
    setMessage(null);
    try {
      if (job === 'png') await downloadPitchPng(pitch(), squad.formation, squad.club?.club_name ?? null, locale);
      else {
        const m = await loadExports();
        if (job === 'post' || job === 'story') {
          await m.downloadPoster(squad, paint, job, locale);
          const label = i18n._(LABELS[job]);
          setMessage({ text: t`${label} indirildi.` });
        } else {
          // A click before the idle probe answered asks now.
          const format = job === 'webm' ? 'webm' : (mp4 ?? (await probe())) ? 'mp4' : 'webm';
          const name = await m.downloadRevealVideo(squad, paint, format, locale);
          const codec = VIDEO_NAMES[format];
          setMessage({ text: t`Video (${codec}, 9:16) indirildi: ${name}` });
        }
      }
    } catch (err) {
      console.error('Export failed:', err);
      setMessage({ text: t`Dosya oluşturulamadı. Lütfen tekrar deneyin.`, error: true });
    } finally {
      setBusy(null);
    }
  };
  const copy = async (text: string, done: string) => {
    setManual(null);
    try {
      await navigator.clipboard.writeText(text);
      setMessage({ text: done });
    } catch {
      setManual(text);
      setMessage({ text: t`Pano kullanılamadı: metni aşağıdan seçip kopyalayın.`, error: true });
    }
  };
  const images = ['png', 'post', 'story'] as const;
  const codec = VIDEO_NAMES[mp4 ? 'mp4' : 'webm'];
  const video = mp4 === null ? t`Video (9:16)` : t`Video (${codec}, 9:16)`;
  return (
    <section ref={panelRef} className="b-panel b-actions" aria-label={t`Dışa aktar`}>
      {images.map((job) => (
        <button key={job} type="button" className={`b-btn${job === 'png' ? ' b-btn-primary' : ''}`} onClick={() => run(job)} disabled={busy !== null}>
          <Icon name="download" /> {busy === job ? t`Hazırlanıyor...` : i18n._(LABELS[job])}
        </button>
      ))}
      <button type="button" className="b-btn" onClick={() => run('video')} disabled={busy !== null}>
        <Icon name="video" /> {busy === 'video' ? t`Video hazırlanıyor...` : video}
      </button>
      {/* Its place is kept (unseen) until the browser has answered: a button appearing above the panels
          below would move them under a finger about to tap one. */}
      {mp4 !== false && (
        <button type="button" className={`b-btn b-btn-ghost b-btn-small${mp4 ? '' : ' is-unknown'}`} onClick={() => run('webm')} disabled={busy !== null}>
          {busy === 'webm' ? t`Video hazırlanıyor...` : t`WebM olarak indir`}
        </button>
      )}
      <button type="button" className="b-btn" onClick={() => copy(squadText(squad, locale), t`Metin kopyalandı.`)}>
        <Icon name="copy" /> <Trans>Metin olarak kopyala</Trans>
      </button>
      <button type="button" className="b-btn" onClick={() => copy(location.href, t`Bağlantı kopyalandı.`)}>
        <Icon name="link" /> <Trans>Paylaşım bağlantısını kopyala</Trans>
      </button>
      <button type="button" className="b-btn" onClick={() => navigate(tacticsBoardLink(squad))}>
        <Icon name="board" /> <Trans>Taktik tahtasına aktar</Trans>
      </button>
      <p className={`b-export-msg${message?.error ? ' is-error' : ''}`} role="status" data-testid="export-message">
        {message?.text}
      </p>
      {manual !== null && (
        <textarea className="b-input b-manual-copy" readOnly value={manual} rows={5} aria-label={t`Kopyalanacak metin`} onFocus={(e) => e.currentTarget.select()} />
      )}
    </section>
  );
}
