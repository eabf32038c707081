import { useState, type KeyboardEvent } from 'react';
import { Trans } from '@lingui/react/macro';
import { requestEmailChange } from './authApi';
import { Notice } from './AuthCard';
import { ShownText, type Shown } from '../../lib/i18n/RefusalText';
import { checkEmailChange } from './profileChecks';

/**
 * The e-mail part of the profile (docs/accounts.md, 'Forms'): idle, then input (new address and the current
 * password), then sent. The old address is told and can cancel the change (docs/security.md).
 */
export function EmailChange({ currentEmail }: { currentEmail: string }) {
  const [phase, setPhase] = useState<'idle' | 'input' | 'sent'>('idle');
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: Shown } | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    const problem = checkEmailChange(newEmail, currentEmail, password);
    if (problem) return setMessage({ ok: false, text: problem });
    setBusy(true);
    try {
      const res = await requestEmailChange(newEmail.trim(), password);
      setMessage({ ok: true, text: res.message });
      setPassword('');
      setPhase('sent');
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  // Enter in these fields sends the link; it must not submit the surrounding profile form.
  const sendOnEnter = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void send();
    }
  };

  return (
    <section className="profile-section" aria-labelledby="email-title">
      <h2 id="email-title"><Trans>E-posta Adresi</Trans></h2>
      <label className="field">
        <span><Trans>Mevcut E-posta</Trans></span>
        <input value={currentEmail} readOnly />
      </label>
      {phase === 'idle' && (
        <div>
          <button type="button" className="btn btn-outline" onClick={() => setPhase('input')}>
            <Trans>E-postayı Değiştir</Trans>
          </button>
        </div>
      )}
      {phase === 'input' && (
        <div className="email-row">
          <label className="field">
            <span><Trans>Yeni E-posta</Trans></span>
            <input
              name="newEmail"
              type="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
              onKeyDown={sendOnEnter}
              autoComplete="email"
            />
          </label>
          <label className="field">
            <span><Trans>Mevcut Şifre</Trans></span>
            <input
              name="emailChangePassword"
              type="password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onKeyDown={sendOnEnter}
              autoComplete="current-password"
            />
          </label>
          <div className="email-actions">
            <button type="button" className="btn btn-primary" onClick={() => void send()} disabled={busy}>
              <Trans>Onay Linki Gönder</Trans>
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setPhase('idle');
                setNewEmail('');
                setPassword('');
                setMessage(null);
              }}
            >
              <Trans>İptal</Trans>
            </button>
          </div>
        </div>
      )}
      {message && (
        <Notice kind={message.ok ? 'success' : 'error'}>
          <ShownText text={message.text} />
        </Notice>
      )}
    </section>
  );
}
