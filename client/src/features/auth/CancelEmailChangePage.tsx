import { useLingui } from '@lingui/react/macro';
import { wording } from '@onbir/shared/messages/message';
import { clearSession } from '../../lib/session';
import { cancelEmailChange } from './authApi';
import { TokenLinkPage } from './TokenLinkPage';

// The server ended every session: this browser's too, so it stops showing a logged-in frame.
const cancelAndLogOut = (token: string) =>
  cancelEmailChange(token).then((res) => {
    clearSession();
    return res;
  });

const CANCELLED = wording('accounts', 'EMAIL_CHANGE_CANCELLED');

/**
 * /cancel-email-change/:token, the link mailed to the old address when someone asks to move the account:
 * it cancels (or undoes) the change and ends every session, so the next step is to log in.
 */
export function CancelEmailChangePage() {
  const { t } = useLingui();
  return (
    <TokenLinkPage
      title={t`E-posta Değişikliğini İptal Et`}
      missingToken={t`İptal bağlantısı eksik. Lütfen e-postadaki bağlantıyı açın.`}
      successFallback={CANCELLED}
      run={cancelAndLogOut}
      back={{ to: '/login', label: t`Giriş Sayfasına Git` }}
    />
  );
}
