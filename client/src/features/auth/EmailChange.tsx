import { useState } from 'react';
import { requestEmailChange } from './authApi';
import { Notice } from './AuthCard';
import { checkNewEmail } from './profileChecks';

/** The e-mail part of the profile (spec 2.5, 4.3): idle, then input, then sent. */
export function EmailChange({ currentEmail }: { currentEmail: string }) {
  const [phase, setPhase] = useState<'idle' | 'input' | 'sent'>('idle');
  const [newEmail, setNewEmail] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    const problem = checkNewEmail(newEmail, currentEmail);
    if (problem) return setMessage({ ok: false, text: problem });
    setBusy(true);
    try {
      const res = await requestEmailChange(newEmail.trim());
      setMessage({ ok: true, text: res.message });
      setPhase('sent');
    } catch (err) {
      setMessage({ ok: false, text: (err as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="profile-section" aria-labelledby="email-title">
      <h2 id="email-title">E-posta Adresi</h2>
      <label className="field">
        <span>Mevcut E-posta</span>
        <input value={currentEmail} readOnly />
      </label>
      {phase === 'idle' && (
        <div>
          <button type="button" className="btn btn-outline" onClick={() => setPhase('input')}>
            E-postayı Değiştir
          </button>
        </div>
      )}
      {phase === 'input' && (
        <div className="email-row">
          <label className="field">
            <span>Yeni E-posta</span>
            <input
              name="newEmail"
              type="email"
              value={newEmail}
              onChange={(e) => setNewEmail(e.target.value)}
              onKeyDown={(e) => {
                // Enter here must not submit the surrounding profile form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void send();
                }
              }}
              autoComplete="email"
            />
          </label>
          <div className="email-actions">
            <button type="button" className="btn btn-primary" onClick={() => void send()} disabled={busy}>
              Onay Linki Gönder
            </button>
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setPhase('idle');
                setNewEmail('');
                setMessage(null);
              }}
            >
              İptal
            </button>
          </div>
        </div>
      )}
      {message && <Notice kind={message.ok ? 'success' : 'error'}>{message.text}</Notice>}
    </section>
  );
}
