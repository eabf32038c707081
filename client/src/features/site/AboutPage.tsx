import { Trans } from '@lingui/react/macro';
import { Link } from '../../lib/navigation';
import './pages.css';

export function AboutPage() {
  return (
    <div className="page page-narrow">
      <article className="card prose">
        <h1>
          <Trans>Hakkımızda</Trans>
        </h1>
        <p>
          <Trans>
            onbir, futbolu seven antrenörler ve taraftarlar için hazırlanmış bir taktik ve oyun platformudur. Amacımız; bir maç planını çizmeyi,
            hayalinizdeki ilk 11&apos;i kurmayı ve arkadaşlarınızla rekabet etmeyi tek bir yerde, kolayca yapılabilir kılmak.
          </Trans>
        </p>
        <h2>
          <Trans>Neler sunuyoruz?</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              <Link to="/taktik">Taktik tahtası</Link>: oyuncuları ve topu sahaya dizin, çizin, hareketleri kaydedin ve indirin.
            </Trans>
          </li>
          <li>
            <Trans>
              <Link to="/ilk11kur">İlk 11 oluşturucu</Link>: diziliş ve kulüp seçip kadronuzu görsel olarak paylaşın.
            </Trans>
          </li>
          <li>
            <Trans>
              <Link to="/rooms">Turnuva</Link>: odalarda sırayla kadro seçin, simüle edilen maçları canlı izleyin.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Maç sonuçları bir simülasyondur; gerçek maçları yansıtmaz. Görüş ve önerileriniz için <Link to="/contact">iletişim sayfamızdan</Link> bize
            yazabilirsiniz.
          </Trans>
        </p>
      </article>
    </div>
  );
}
