import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '../../lib/navigation';
import { saveSession } from '../../lib/session';
import { adoptLocale } from '../../lib/i18n/locale';
import { loginUser } from './authApi';
import { AuthCard, Notice } from './AuthCard';
import { useDelayedRedirect } from './useDelayedRedirect';

export function LoginPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const toRooms = useDelayedRedirect('/rooms', 1000);
  // A page that ended the session ("Tüm oturumlardan çık") says so here.
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await loginUser({ email, password });
      saveSession({ _id: res._id, username: res.username }, res.token);
      // The language chosen on the profile follows the user to this browser.
      if (res.language) void adoptLocale(res.language);
      setResult({ ok: true, text: t`Giriş başarılı! Yönlendiriliyorsunuz...` });
      toRooms();
    } catch (err) {
      setResult({ ok: false, text: (err as Error).message });
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t`Giriş Yap`}
      subtitle={t`Hesabınıza giriş yapın ve odalara katılın.`}
      footer={
        <>
          <Link to="/register"><Trans>Hesabınız yok mu? Kayıt Ol</Trans></Link>
          <Link to="/forgot-password"><Trans>Şifremi Unuttum</Trans></Link>
        </>
      }
    >
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span><Trans>E-posta</Trans></span>
          <input name="email" type="email" value={email} onChange={(e) => setEmail(e.target.value)} required autoComplete="email" />
        </label>
        <label className="field">
          <span><Trans>Şifre</Trans></span>
          <input name="password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} required autoComplete="current-password" />
        </label>
        {!result && notice && <Notice kind="success">{notice}</Notice>}
        {result && <Notice kind={result.ok ? 'success' : 'error'}>{result.text}</Notice>}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          <Trans>Giriş Yap</Trans>
        </button>
      </form>
    </AuthCard>
  );
}
