import { useState, type FormEvent } from 'react';
import { Link, useParams } from '../../app/navigation';
import { resetPassword } from './authApi';
import { AuthCard, Notice } from './AuthCard';
import { useDelayedRedirect } from './useDelayedRedirect';

export function ResetPasswordPage() {
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
    <AuthCard title="Yeni Şifre Belirle" subtitle="Hesabınız için yeni bir şifre girin." footer={<Link to="/forgot-password">Yeni bağlantı iste</Link>}>
      <form className="form" onSubmit={submit}>
        <label className="field">
          <span>Yeni Şifre</span>
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
          Şifreyi Güncelle
        </button>
      </form>
    </AuthCard>
  );
}
