import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from './navigation';
import { useSession } from './useSession';

/**
 * Guards a game screen: with no stored token it shows a 'please log in' text (docs/accounts.md, 'The session') and a link
 * to /login instead of the screen.
 */
export function RequireLogin({ children, message }: { children: ReactNode; message?: string }) {
  const { token } = useSession();
  const { t } = useLingui();
  if (!token) {
    return (
      <div className="require-login" role="alert" style={{ maxWidth: 480, margin: '48px auto', padding: 24, textAlign: 'center' }}>
        <p>{message ?? t`Bu içeriği görmek için lütfen giriş yapın.`}</p>
        <Link to="/login">
          <Trans>Giriş Yap</Trans>
        </Link>
      </div>
    );
  }
  return <>{children}</>;
}
