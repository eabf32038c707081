import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '../../lib/navigation';
import { resetPassword } from './authApi';
import { AuthCard, Notice } from './AuthCard';
import { useDelayedRedirect } from './useDelayedRedirect';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const toLogin = useDelayedRedirect('/login', 2000);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      setResult({ ok: true, text: (await resetPassword(token, password)).message });
      toLogin();
    } catch (err) {
      setResult({ ok: false, text: (err as Error).message });
      setBusy(false);
    }
  }

  return (
    <AuthCard title={t`Yeni Şifre Belirle`} subtitle={t`Hesabınız için yeni bir şifre girin.`} footer={<Link to="/forgot-password"><Trans>Yeni bağlantı iste</Trans></Link>}>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span><Trans>Yeni Şifre</Trans></span>
          <input
            name="password"
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
            minLength={6}
            maxLength={128}
            autoComplete="new-password"
          />
        </label>
        {result && <Notice kind={result.ok ? 'success' : 'error'}>{result.text}</Notice>}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          <Trans>Şifreyi Güncelle</Trans>
        </button>
      </form>
    </AuthCard>
  );
}
