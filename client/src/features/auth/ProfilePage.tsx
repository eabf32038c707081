import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '../../lib/navigation';
import { RequireLogin } from '../../lib/RequireLogin';
import { clearSession, getToken, getUser, saveSession } from '../../lib/session';
import { fetchProfile, logoutEverywhere, updateProfile, type Profile } from './authApi';
import { AuthCard, Notice } from './AuthCard';
import { ShownText, type Shown } from '../../lib/i18n/RefusalText';
import { NameFields } from './NameFields';
import { EmailChange } from './EmailChange';
import { NotificationSettings } from './NotificationSettings';
import { checkPasswordChange, wantsPasswordChange, type PasswordChange } from './profileChecks';

const NO_PASSWORD: PasswordChange = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ProfilePage() {
  return (
    <RequireLogin>
      <ProfileEditor />
    </RequireLogin>
  );
}

function ProfileEditor() {
  const { t } = useLingui();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [loadError, setLoadError] = useState('');
  const [form, setForm] = useState({ username: '', firstName: '', lastName: '', phoneNumber: '' });
  const [pw, setPw] = useState(NO_PASSWORD);
  const [message, setMessage] = useState<{ ok: boolean; text: Shown } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    fetchProfile().then(
      (p) => {
        if (ctrl.signal.aborted) return;
        setProfile(p);
        setForm({ username: p.username, firstName: p.firstName, lastName: p.lastName, phoneNumber: p.phoneNumber });
      },
      (err: Error) => !ctrl.signal.aborted && setLoadError(err.message),
    );
    return () => ctrl.abort();
  }, []);

  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const setPwField = (k: keyof PasswordChange) => (e: { target: { value: string } }) => setPw((p) => ({ ...p, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const changingPassword = wantsPasswordChange(pw);
    const problem = changingPassword ? checkPasswordChange(pw) : null;
    if (problem) return setMessage({ ok: false, text: problem });
    setBusy(true);
    try {
      const res = await updateProfile({ ...form, ...(changingPassword ? { currentPassword: pw.currentPassword, password: pw.newPassword } : {}) });
      const { message: text, token: newToken, ...updated } = res;
      setProfile(updated);
      setPw(NO_PASSWORD);
      // An answer that came is a success, in either language (the first client looked for 'başarılı'/'gönderildi').
      setMessage({ ok: true, text });
      // The navbar shows the stored username: keep it in step with a renamed account. A password change
      // ended every session, this one included: the answer's token keeps this device logged in.
      const user = getUser();
      const token = newToken ?? getToken();
      if (user && token && (user.username !== updated.username || newToken)) saveSession({ ...user, username: updated.username }, token);
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  if (loadError) {
    return (
      <AuthCard title={t`Profil Bilgileri`}>
        <Notice kind="error">{loadError}</Notice>
      </AuthCard>
    );
  }
  if (!profile) {
    return (
      <AuthCard title={t`Profil Bilgileri`}>
        <div className="confirm-state">
          <span className="spinner" aria-hidden="true" />
          <p><Trans>Yükleniyor...</Trans></p>
        </div>
      </AuthCard>
    );
  }

  return (
    <div className="auth-page">
      <section className="card auth-card auth-card-wide">
        <h1><Trans>Profil Bilgileri</Trans></h1>
        <p className="auth-subtitle"><Trans>Hesap bilgilerinizi güncelleyin.</Trans></p>
        <form className="form" onSubmit={submit}>
          <NameFields value={form} onChange={set} lastNameRequired={false} />
          <label className="field">
            <span><Trans>Telefon</Trans></span>
            <input name="phoneNumber" type="tel" value={form.phoneNumber} onChange={set('phoneNumber')} maxLength={20} autoComplete="tel" />
          </label>
          <EmailChange currentEmail={profile.email} />

          <section className="profile-section" aria-labelledby="pw-title">
            <h2 id="pw-title"><Trans>Şifre Değiştir</Trans></h2>
            <p className="hint"><Trans>Şifrenizi değiştirmek istemiyorsanız bu alanları boş bırakın.</Trans></p>
            <label className="field">
              <span><Trans>Mevcut Şifre</Trans></span>
              <input name="currentPassword" type="password" value={pw.currentPassword} onChange={setPwField('currentPassword')} autoComplete="current-password" />
            </label>
            <div className="form-row">
              <label className="field">
                <span><Trans>Yeni Şifre</Trans></span>
                <input name="newPassword" type="password" value={pw.newPassword} onChange={setPwField('newPassword')} autoComplete="new-password" />
              </label>
              <label className="field">
                <span><Trans>Yeni Şifre (Tekrar)</Trans></span>
                <input name="confirmPassword" type="password" value={pw.confirmPassword} onChange={setPwField('confirmPassword')} autoComplete="new-password" />
              </label>
            </div>
          </section>

          {message && (
            <Notice kind={message.ok ? 'success' : 'error'}>
              <ShownText text={message.text} />
            </Notice>
          )}
          <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
            {busy ? t`Kaydediliyor...` : t`Bilgileri Güncelle`}
          </button>
        </form>
        <NotificationSettings initial={profile.notifications} />
        <LogoutEverywhere />
      </section>
    </div>
  );
}

/** "Tüm oturumlardan çık": ends the account's sessions on every device (this one too), then the login page. */
function LogoutEverywhere() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    setError('');
    try {
      const res = await logoutEverywhere();
      navigate('/login', { state: { notice: res.message } });
      clearSession();
    } catch (err) {
      setError((err as Error).message);
      setBusy(false);
    }
  }

  return (
    <section className="profile-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title"><Trans>Oturumlar</Trans></h2>
      <p className="hint"><Trans>Hesabınızın açık olduğu tüm cihazlardan, bu cihaz dahil, çıkış yapar. Ortak bir bilgisayarda açık kalmış bir oturumunuz varsa kullanın.</Trans></p>
      <div>
        <button type="button" className="btn btn-outline" onClick={() => void run()} disabled={busy}>
          {busy ? t`Çıkış yapılıyor...` : t`Tüm oturumlardan çık`}
        </button>
      </div>
      {error && <Notice kind="error">{error}</Notice>}
    </section>
  );
}
