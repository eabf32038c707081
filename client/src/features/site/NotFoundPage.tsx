import { Trans } from '@lingui/react/macro';
import { Link } from '../../lib/navigation';
import './pages.css';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>
        <Trans>Sayfa bulunamadı</Trans>
      </h1>
      <p className="lead">
        <Trans>Aradığınız sayfa taşınmış, silinmiş ya da hiç var olmamış olabilir. Top taçta!</Trans>
      </p>
      <Link to="/" className="btn btn-primary">
        <Trans>Ana Sayfaya Dön</Trans>
      </Link>
    </div>
  );
}
