import { confirmEmail } from './authApi';
import { TokenLinkPage } from './TokenLinkPage';

/** /confirm-email/:token, the link mailed to the new address (spec 5.3). */
export function ConfirmEmailPage() {
  return (
    <TokenLinkPage
      title="E-posta Doğrulama"
      missingToken="Doğrulama tokeni URL'de bulunamadı."
      successFallback="E-posta adresiniz başarıyla güncellendi."
      run={confirmEmail}
      back={{ to: '/profile', label: 'Profil Sayfasına Dön' }}
    />
  );
}
