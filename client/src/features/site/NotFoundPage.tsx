import { Link } from '../../app/navigation';
import './pages.css';

export function NotFoundPage() {
  return (
    <div className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>Sayfa bulunamadı</h1>
      <p className="lead">Aradığınız sayfa taşınmış, silinmiş ya da hiç var olmamış olabilir. Top taçta!</p>
      <Link to="/" className="btn btn-primary">
        Ana Sayfaya Dön
      </Link>
    </div>
  );
}
