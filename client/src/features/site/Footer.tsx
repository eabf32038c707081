import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../lib/navigation';
import { LanguageSwitch } from './LanguageSwitch';

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="footer-brand">
          <Trans>
            <strong>onbir</strong> · taktik tahtası, ilk 11 ve turnuva simülasyonu
          </Trans>
        </p>
        <nav aria-label={t`Alt menü`} className="footer-links">
          <Link to="/plan">
            <Trans>Antrenman Planları</Trans>
          </Link>
          <Link to="/canli">
            <Trans>Canlı Sunum İzle</Trans>
          </Link>
          <Link to="/contact">
            <Trans>İletişim</Trans>
          </Link>
          <Link to="/terms-of-service">
            <Trans>Kullanım Koşulları</Trans>
          </Link>
          <Link to="/hakkimizda">
            <Trans>Hakkımızda</Trans>
          </Link>
        </nav>
        <LanguageSwitch className="footer-language" />
        <p className="footer-note">
          <Trans>© {year} onbir. Maç sonuçları simülasyondur, gerçek değildir.</Trans>
        </p>
      </div>
    </footer>
  );
}
