import { Link } from '../../app/navigation';

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="footer-brand">
          <strong>onbir</strong> · taktik tahtası, ilk 11 ve turnuva simülasyonu
        </p>
        <nav aria-label="Alt menü" className="footer-links">
          <Link to="/plan">Antrenman Planları</Link>
          <Link to="/canli">Canlı Sunum İzle</Link>
          <Link to="/contact">İletişim</Link>
          <Link to="/terms-of-service">Kullanım Koşulları</Link>
          <Link to="/hakkimizda">Hakkımızda</Link>
        </nav>
        <p className="footer-note">© {new Date().getFullYear()} onbir. Maç sonuçları simülasyondur, gerçek değildir.</p>
      </div>
    </footer>
  );
}
