import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../lib/navigation';
import { registerUser, type RegisterInput } from './authApi';
import { AuthCard, Notice } from './AuthCard';
import { NameFields } from './NameFields';
import { useDelayedRedirect } from './useDelayedRedirect';

const EMPTY: RegisterInput = { username: '', firstName: '', lastName: '', email: '', password: '', phoneNumber: '' };

export function RegisterPage() {
  const { t } = useLingui();
  const [form, setForm] = useState(EMPTY);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const toLogin = useDelayedRedirect('/login', 2000);
  const set = (k: keyof RegisterInput) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await registerUser(form);
      setResult({ ok: true, text: res.message });
      toLogin();
    } catch (err) {
      setResult({ ok: false, text: (err as Error).message });
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t`Kayıt Ol`}
      subtitle={t`Turnuvalara katılmak ve oda kurmak için ücretsiz hesap oluşturun.`}
      footer={
        <span>
          <Trans>
            Zaten hesabınız var mı? <Link to="/login">Giriş Yap</Link>
          </Trans>
        </span>
      }
    >
      <form className="form" onSubmit={submit}>
        <NameFields value={form} onChange={set} lastNameRequired={true} />
        <label className="field">
          <span><Trans>E-posta</Trans></span>
          <input name="email" type="email" value={form.email} onChange={set('email')} required maxLength={254} autoComplete="email" />
        </label>
        <label className="field">
          <span><Trans>Şifre</Trans></span>
          <input name="password" type="password" value={form.password} onChange={set('password')} required minLength={6} maxLength={128} autoComplete="new-password" />
        </label>
        <label className="field">
          <span>
            <Trans>
              Telefon <small>(isteğe bağlı)</small>
            </Trans>
          </span>
          <input name="phoneNumber" type="tel" value={form.phoneNumber} onChange={set('phoneNumber')} maxLength={20} autoComplete="tel" />
        </label>
        {result && <Notice kind={result.ok ? 'success' : 'error'}>{result.text}</Notice>}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy && !result ? t`Kaydediliyor...` : t`Kayıt Ol`}
        </button>
      </form>
    </AuthCard>
  );
}
