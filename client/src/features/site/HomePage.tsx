import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../lib/navigation';
import { useSession } from '../../lib/useSession';
import './home.css';

interface Area {
  to: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  cta: MessageDescriptor;
  tag: MessageDescriptor;
  art: 'board' | 'eleven' | 'cup';
}

const AREAS: Area[] = [
  {
    to: '/taktik',
    title: msg`Taktik Tahtası`,
    text: msg`Oyuncuları ve topu sahaya diz, diziliş seç, çizim yap, hareketleri kaydet; PNG ya da video olarak indir.`,
    cta: msg`Tahtayı aç`,
    tag: msg`Giriş gerekmez`,
    art: 'board',
  },
  {
    to: '/ilk11kur',
    title: msg`İlk 11 Oluşturucu`,
    text: msg`Bir diziliş ve kulüp seç, her mevkiye oyuncu yerleştir ve kadronu görsel olarak paylaş.`,
    cta: msg`İlk 11 kur`,
    tag: msg`Giriş gerekmez`,
    art: 'eleven',
  },
  {
    to: '/besten-birini-sec',
    title: msg`Beşten birini seç`,
    text: msg`Her mevki için beş karttan birini seç, 4 turluk elemeyi kazan; günün meydan okumasında herkes aynı kartlarla oynar.`,
    cta: msg`Oyna`,
    tag: msg`Giriş gerekmez`,
    art: 'cup',
  },
  {
    to: '/rooms',
    title: msg`Turnuva`,
    text: msg`Arkadaşlarınla 2-8 kişilik bir oda kur, sırayla kadronu seç ve canlı simüle edilen maçları izle.`,
    cta: msg`Odalara git`,
    tag: msg`Üyelik ile`,
    art: 'cup',
  },
];

/** The front door: the areas of the product, one tap away. */
export function HomePage() {
  const { token } = useSession();
  const { t, i18n } = useLingui();
  return (
    <div className="home">
      <section className="hero">
        <div className="hero-inner">
          <p className="hero-kicker">
            <Trans>Futbol taktik ve turnuva platformu</Trans>
          </p>
          <h1>
            <Trans>
              Sahayı kur, <span>ilk 11'ini</span> seç, turnuvayı kazan.
            </Trans>
          </h1>
          <p className="hero-text">
            <Trans>
              onbir; antrenörler ve taraftarlar için taktik tahtası, ilk 11 oluşturucu ve arkadaşlarla oynanan çok oyunculu turnuva simülasyonu sunar.
            </Trans>
          </p>
          <div className="hero-actions">
            <Link to="/taktik" className="btn btn-accent">
              <Trans>Taktik tahtasına başla</Trans>
            </Link>
            {token ? (
              <Link to="/rooms" className="btn btn-ghost">
                <Trans>Simülasyon Odaları</Trans>
              </Link>
            ) : (
              <Link to="/register" className="btn btn-ghost">
                <Trans>Ücretsiz kayıt ol</Trans>
              </Link>
            )}
          </div>
        </div>
        <div className="hero-pitch" aria-hidden="true">
          <PitchArt />
        </div>
      </section>

      <section className="areas" aria-label={t`Bölümler`}>
        {AREAS.map((a) => (
          <Link key={a.to} to={a.to} className={`area-card area-${a.art}`}>
            <div className="area-art" aria-hidden="true">
              <AreaIcon art={a.art} />
            </div>
            <div className="area-body">
              <span className="area-tag">{i18n._(a.tag)}</span>
              <h2>{i18n._(a.title)}</h2>
              <p>{i18n._(a.text)}</p>
              <span className="area-cta">{i18n._(a.cta)} →</span>
            </div>
          </Link>
        ))}
      </section>

      <section className="steps" aria-label={t`Turnuva nasıl oynanır`}>
        <h2>
          <Trans>Turnuva nasıl oynanır?</Trans>
        </h2>
        <ol>
          <li>
            <strong>
              <Trans>Oda kur</Trans>
            </strong>
            <span>
              <Trans>Oda adını, oyuncu sayısını ve ligleri seç; istersen şifre koy.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Kadronu seç</Trans>
            </strong>
            <span>
              <Trans>Herkes hazır olunca sırayla, dizilişindeki mevkilere oyuncu seç.</Trans>
            </span>
          </li>
          <li>
            <strong>
              <Trans>Maçları izle</Trans>
            </strong>
            <span>
              <Trans>Fikstür oynanır; skor, istatistik ve anlatım canlı akar.</Trans>
            </span>
          </li>
        </ol>
      </section>
    </div>
  );
}

function PitchArt() {
  return (
    <svg viewBox="0 0 300 200" role="presentation">
      <rect x="4" y="4" width="292" height="192" rx="6" fill="none" stroke="rgba(255,255,255,.55)" strokeWidth="2" />
      <line x1="150" y1="4" x2="150" y2="196" stroke="rgba(255,255,255,.55)" strokeWidth="2" />
      <circle cx="150" cy="100" r="28" fill="none" stroke="rgba(255,255,255,.55)" strokeWidth="2" />
      <rect x="4" y="55" width="40" height="90" fill="none" stroke="rgba(255,255,255,.55)" strokeWidth="2" />
      <rect x="256" y="55" width="40" height="90" fill="none" stroke="rgba(255,255,255,.55)" strokeWidth="2" />
      {[
        [30, 100], [75, 40], [70, 85], [70, 120], [75, 165], [115, 60], [110, 100], [115, 140], [140, 35], [135, 100], [140, 165],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="7" fill="#e53935" stroke="#fff" strokeWidth="2" />
      ))}
      {[
        [270, 100], [225, 45], [230, 85], [230, 120], [225, 160], [195, 60], [190, 100], [195, 140], [165, 70], [170, 130], [162, 100],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="7" fill="#1e63d6" stroke="#fff" strokeWidth="2" />
      ))}
      <path d="M135 100 C 150 70, 175 75, 190 70" fill="none" stroke="#f5e663" strokeWidth="3" strokeDasharray="6 5" />
      <circle cx="152" cy="92" r="4.5" fill="#fff" />
    </svg>
  );
}

function AreaIcon({ art }: { art: Area['art'] }) {
  if (art === 'board') {
    return (
      <svg viewBox="0 0 48 48">
        <rect x="5" y="9" width="38" height="30" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
        <line x1="24" y1="9" x2="24" y2="39" stroke="currentColor" strokeWidth="2" />
        <path d="M12 30 L20 18 L30 24 L37 15" fill="none" stroke="currentColor" strokeWidth="2.5" strokeDasharray="3 3" />
        <circle cx="37" cy="15" r="3" fill="currentColor" />
      </svg>
    );
  }
  if (art === 'eleven') {
    return (
      <svg viewBox="0 0 48 48">
        <path d="M16 6 L10 10 L4 16 L9 21 L12 19 V42 H36 V19 L39 21 L44 16 L38 10 L32 6 C30 9 18 9 16 6Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
        <text x="24" y="34" textAnchor="middle" fontSize="13" fontWeight="800" fill="currentColor">11</text>
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 48 48">
      <path d="M15 7 H33 V18 C33 24 29 28 24 28 C19 28 15 24 15 18Z" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M15 11 H8 C8 17 11 20 15 20 M33 11 H40 C40 17 37 20 33 20" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M24 28 V35 M16 41 H32 L30 35 H18Z" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
    </svg>
  );
}
