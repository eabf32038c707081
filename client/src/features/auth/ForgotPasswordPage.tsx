import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../lib/navigation';
import { forgotPassword } from './authApi';
import { AuthCard, Notice } from './AuthCard';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      setResult({ ok: true, text: (await forgotPassword(email)).message });
    } catch (err) {
      setResult({ ok: false, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t`Şifremi Unuttum`}
      subtitle={t`Hesabınızın e-posta adresini girin; size bir şifre sıfırlama bağlantısı gönderelim.`}
      footer={<Link to="/login"><Trans>Giriş sayfasına dön</Trans></Link>}
    >
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span><Trans>E-posta</Trans></span>
          <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
        </label>
        {result && <Notice kind={result.ok ? 'success' : 'error'}>{result.text}</Notice>}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? t`Gönderiliyor...` : t`Sıfırlama Bağlantısı Gönder`}
        </button>
      </form>
    </AuthCard>
  );
}
