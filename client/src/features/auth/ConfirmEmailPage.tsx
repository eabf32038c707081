import { useLingui } from '@lingui/react/macro';
import { confirmEmail } from './authApi';
import { TokenLinkPage } from './TokenLinkPage';

/** /confirm-email/:token, the link mailed to the new address (docs/accounts.md, 'Forms'). */
export function ConfirmEmailPage() {
  const { t } = useLingui();
  return (
    <TokenLinkPage
      title={t`E-posta Doğrulama`}
      missingToken={t`Doğrulama tokeni URL'de bulunamadı.`}
      successFallback={t`E-posta adresiniz başarıyla güncellendi.`}
      run={confirmEmail}
      back={{ to: '/profile', label: t`Profil Sayfasına Dön` }}
    />
  );
}
