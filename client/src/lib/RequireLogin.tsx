import type { ReactNode } from 'react';
import { Link } from '../app/navigation';
import { useSession } from './useSession';

/**
 * Guards a game screen: with no stored token it shows the spec's 'please log in' text (8.3) and a link
 * to /login instead of the screen.
 */
export function RequireLogin({ children, message = 'Bu içeriği görmek için lütfen giriş yapın.' }: { children: ReactNode; message?: string }) {
  const { token } = useSession();
  if (!token) {
    return (
      <div className="require-login" role="alert" style={{ maxWidth: 480, margin: '48px auto', padding: 24, textAlign: 'center' }}>
        <p>{message}</p>
        <Link to="/login">Giriş Yap</Link>
      </div>
    );
  }
  return <>{children}</>;
}
