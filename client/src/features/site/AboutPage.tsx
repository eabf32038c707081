import { Link } from '../../app/navigation';
import './pages.css';

export function AboutPage() {
  return (
    <div className="page page-narrow">
      <article className="card prose">
        <h1>Hakkımızda</h1>
        <p>
          onbir, futbolu seven antrenörler ve taraftarlar için hazırlanmış bir taktik ve oyun platformudur. Amacımız; bir maç planını çizmeyi,
          hayalinizdeki ilk 11&apos;i kurmayı ve arkadaşlarınızla rekabet etmeyi tek bir yerde, kolayca yapılabilir kılmak.
        </p>
        <h2>Neler sunuyoruz?</h2>
        <ul>
          <li>
            <Link to="/taktik">Taktik tahtası</Link>: oyuncuları ve topu sahaya dizin, çizin, hareketleri kaydedin ve indirin.
          </li>
          <li>
            <Link to="/ilk11kur">İlk 11 oluşturucu</Link>: diziliş ve kulüp seçip kadronuzu görsel olarak paylaşın.
          </li>
          <li>
            <Link to="/rooms">Turnuva</Link>: odalarda sırayla kadro seçin, simüle edilen maçları canlı izleyin.
          </li>
        </ul>
        <p>
          Maç sonuçları bir simülasyondur; gerçek maçları yansıtmaz. Görüş ve önerileriniz için <Link to="/contact">iletişim sayfamızdan</Link> bize
          yazabilirsiniz.
        </p>
      </article>
    </div>
  );
}
