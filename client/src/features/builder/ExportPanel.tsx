import { useState } from 'react';
import { useNavigate } from '../../app/navigation';
import type { KitPaint } from '@onbir/shared/builder/kit';
import { tacticsBoardLink } from '@onbir/shared/builder/share';
import type { Squad } from '@onbir/shared/builder/squad';
import { squadText } from '@onbir/shared/builder/squadText';
import { Icon } from '../../ui/Icon';
import { downloadPitchPng } from './exportPitch';

const loadExports = () => import('./exportImages');
type Job = 'png' | 'post' | 'story' | 'webm' | 'mp4';
const LABELS: Record<Job, string> = {
  png: 'PNG İndir',
  post: 'Gönderi (1080x1350)',
  story: 'Hikâye / durum (1080x1920)',
  webm: 'Video (WebM, 9:16)',
  mp4: 'Video (MP4, 9:16)',
};

/** Every way out of the builder: images, the reveal video, the WhatsApp text, the link, the board. */
export function ExportPanel({ squad, paint, pitch }: { squad: Squad; paint: KitPaint; pitch: () => HTMLElement | null }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Job | null>(null);
  const [message, setMessage] = useState<{ text: string; error?: boolean } | null>(null);
  /** The text to copy by hand when the clipboard is refused. */
  const [manual, setManual] = useState<string | null>(null);
  const [mp4, setMp4] = useState(false);

  const run = async (job: Job) => {
    setBusy(job);
    setMessage(null);
    try {
      if (job === 'png') await downloadPitchPng(pitch(), squad.formation, squad.club?.club_name ?? null);
      else {
        const m = await loadExports();
        if (job === 'post' || job === 'story') await m.downloadPoster(squad, paint, job);
        else await m.downloadRevealVideo(squad, paint, job);
        setMessage({ text: `${LABELS[job]} indirildi.` });
      }
    } catch (err) {
      console.error('Dışa aktarma başarısız:', err);
      setMessage({ text: 'Dosya oluşturulamadı. Lütfen tekrar deneyin.', error: true });
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
      setMessage({ text: 'Pano kullanılamadı: metni aşağıdan seçip kopyalayın.', error: true });
    }
  };
  // The MP4 button shows only where the browser can encode H.264 (asked once the panel is used).
  const probe = () => void loadExports().then(async (m) => setMp4((await m.revealCodec('mp4')) !== null));

  const jobs: Job[] = ['png', 'post', 'story', 'webm', ...(mp4 ? ['mp4' as const] : [])];
  return (
    <section className="b-panel b-actions" aria-label="Dışa aktar" onPointerEnter={probe} onFocus={probe}>
      {jobs.map((job) => (
        <button key={job} type="button" className={`b-btn${job === 'png' ? ' b-btn-primary' : ''}`} onClick={() => run(job)} disabled={busy !== null}>
          <Icon name={job === 'webm' || job === 'mp4' ? 'video' : 'download'} /> {busy === job ? 'Hazırlanıyor...' : LABELS[job]}
        </button>
      ))}
      <button type="button" className="b-btn" onClick={() => copy(squadText(squad), 'Metin kopyalandı.')}>
        <Icon name="copy" /> Metin olarak kopyala
      </button>
      <button type="button" className="b-btn" onClick={() => copy(location.href, 'Bağlantı kopyalandı.')}>
        <Icon name="link" /> Paylaşım bağlantısını kopyala
      </button>
      <button type="button" className="b-btn" onClick={() => navigate(tacticsBoardLink(squad))}>
        <Icon name="board" /> Taktik tahtasına aktar
      </button>
      <p className={`b-export-msg${message?.error ? ' is-error' : ''}`} role="status" data-testid="export-message">
        {message?.text}
      </p>
      {manual !== null && (
        <textarea className="b-input b-manual-copy" readOnly value={manual} rows={5} aria-label="Kopyalanacak metin" onFocus={(e) => e.currentTarget.select()} />
      )}
    </section>
  );
}
