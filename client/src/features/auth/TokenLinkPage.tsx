import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ShownText, type Shown } from '../../lib/i18n/RefusalText';
import { Link, useParams } from '../../lib/navigation';
import { AuthCard } from './AuthCard';

type State = { phase: 'loading' } | { phase: 'success' | 'error'; message: Shown };

// A mailed link works once: React's double-run of effects in development must not spend it twice.
const pending = new Map<string, Promise<{ message: string }>>();
function once(key: string, run: () => Promise<{ message: string }>) {
  if (!pending.has(key)) pending.set(key, run());
  return pending.get(key)!;
}

/**
 * The page a mailed link opens (/confirm-email/:token, /cancel-email-change/:token): it calls the API
 * once with the token and shows Yükleniyor..., then the server's message, success or error.
 */
export function TokenLinkPage(props: {
  title: string;
  missingToken: string;
  /** Shown when the answer has no message; a message as data is a constant (an effect depends on it). */
  successFallback: Shown;
  run: (token: string) => Promise<{ message: string }>;
  back: { to: string; label: string };
}) {
  const { token } = useParams();
  const { t } = useLingui();
  const { run, successFallback, title } = props;
  const [state, setState] = useState<State>(token ? { phase: 'loading' } : { phase: 'error', message: props.missingToken });

  useEffect(() => {
    if (!token) return;
    let live = true;
    once(`${title}:${token}`, () => run(token)).then(
      (res) => live && setState({ phase: 'success', message: res.message || successFallback }),
      (err: Error) => live && setState({ phase: 'error', message: err.message }),
    );
    return () => {
      live = false;
    };
  }, [token, run, successFallback, title]);

  return (
    <AuthCard title={title}>
      <div className="confirm-state" aria-live="polite">
        {state.phase === 'loading' ? (
          <>
            <span className="spinner" aria-hidden="true" />
            <p><Trans>Yükleniyor...</Trans></p>
          </>
        ) : (
          <>
            <span className={`state-icon ${state.phase === 'success' ? 'ok' : 'bad'}`} aria-hidden="true">
              {state.phase === 'success' ? '✓' : '!'}
            </span>
            <h2>{state.phase === 'success' ? t`Başarılı` : t`Hata`}</h2>
            <p className={`notice notice-${state.phase}`}>
              <ShownText text={state.message} />
            </p>
          </>
        )}
        <Link to={props.back.to} className="btn btn-outline">
          {props.back.label}
        </Link>
      </div>
    </AuthCard>
  );
}
