import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { confirmEmail } from './authApi';
import { AuthCard } from './AuthCard';

type State = { phase: 'loading' } | { phase: 'success' | 'error'; message: string };

// A confirmation link works once: React's double-run of effects in development must not spend it twice.
const pending = new Map<string, Promise<{ message: string }>>();
function confirmOnce(token: string) {
  if (!pending.has(token)) pending.set(token, confirmEmail(token));
  return pending.get(token)!;
}

export function ConfirmEmailPage() {
  const { token } = useParams();
  const [state, setState] = useState<State>(token ? { phase: 'loading' } : { phase: 'error', message: "Doğrulama tokeni URL'de bulunamadı." });

  useEffect(() => {
    if (!token) return;
    let live = true;
    confirmOnce(token).then(
      (res) => live && setState({ phase: 'success', message: res.message || 'E-posta adresiniz başarıyla güncellendi.' }),
      (err: Error) => live && setState({ phase: 'error', message: err.message }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthCard title="E-posta Doğrulama">
      <div className="confirm-state" aria-live="polite">
        {state.phase === 'loading' ? (
          <>
            <span className="spinner" aria-hidden="true" />
            <p>Yükleniyor...</p>
          </>
        ) : (
          <>
            <span className={`state-icon ${state.phase === 'success' ? 'ok' : 'bad'}`} aria-hidden="true">
              {state.phase === 'success' ? '✓' : '!'}
            </span>
            <h2>{state.phase === 'success' ? 'Başarılı' : 'Hata'}</h2>
            <p className={`notice notice-${state.phase}`}>{state.message}</p>
          </>
        )}
        <Link to="/profile" className="btn btn-outline">
          Profil Sayfasına Dön
        </Link>
      </div>
    </AuthCard>
  );
}
