import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../../ui/Icon';
import { sendContactMessage, type ContactMessage } from './contactApi';
import './pages.css';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
/** The success or error flag resets after 5 seconds (docs/accounts.md, 'Forms'). */
export const CONTACT_FEEDBACK_MS = 5000;
const CONTACT_ADDRESS = 'iletisim@onbir.app';

export function ContactPage() {
  const { t } = useLingui();
  const [form, setForm] = useState(EMPTY);
  const [status, setStatus] = useState<'idle' | 'sending' | 'success' | 'error'>('idle');
  const [error, setError] = useState('');

  useEffect(() => {
    if (status !== 'success' && status !== 'error') return;
    const t = setTimeout(() => setStatus('idle'), CONTACT_FEEDBACK_MS);
    return () => clearTimeout(t);
  }, [status]);

  const set = (k: keyof ContactMessage) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setStatus('sending');
    try {
      const res = await sendContactMessage(form);
      console.info(res.message);
      setForm(EMPTY);
      setStatus('success');
    } catch (err) {
      console.error('contact form failed:', err);
      setError((err as Error).message);
      setStatus('error');
    }
  }

  return (
    <div className="page">
      <h1>
        <Trans>İletişim</Trans>
      </h1>
      <p className="lead">
        <Trans>Soru, öneri ya da hata bildirimi için bize yazın; en kısa sürede dönüş yapacağız.</Trans>
      </p>
      <div className="contact-grid">
        <section className="card contact-form-card">
          {status === 'success' ? (
            <div className="contact-success" role="status">
              <span className="success-mark" aria-hidden="true">
                <Icon name="check" size={28} />
              </span>
              <h2>
                <Trans>Mesajınız gönderildi!</Trans>
              </h2>
              <p>
                <Trans>Teşekkür ederiz. Mesajınızı aldık, en kısa sürede size dönüş yapacağız.</Trans>
              </p>
            </div>
          ) : (
            <form className="form" onSubmit={submit}>
              <div className="form-row">
                <label className="field">
                  <span>
                    <Trans>Ad Soyad</Trans>
                  </span>
                  <input name="name" value={form.name} onChange={set('name')} required maxLength={100} autoComplete="name" />
                </label>
                <label className="field">
                  <span>
                    <Trans>E-posta</Trans>
                  </span>
                  <input name="email" type="email" value={form.email} onChange={set('email')} required maxLength={254} autoComplete="email" />
                </label>
              </div>
              <label className="field">
                <span>
                  <Trans>Konu</Trans>
                </span>
                <input name="subject" value={form.subject} onChange={set('subject')} required maxLength={200} />
              </label>
              <label className="field">
                <span>
                  <Trans>Mesaj</Trans>
                </span>
                <textarea name="message" rows={5} value={form.message} onChange={set('message')} required maxLength={5000} />
              </label>
              {status === 'error' && (
                <p className="notice notice-error" role="alert">
                  <Trans>Mesajınız gönderilemedi: {error}</Trans>
                </p>
              )}
              <button type="submit" className="btn btn-primary" disabled={status === 'sending'}>
                {status === 'sending' ? t`Gönderiliyor...` : t`Gönder`}
              </button>
            </form>
          )}
        </section>
        <aside className="card contact-details" aria-label={t`İletişim bilgileri`}>
          <h2>
            <Trans>İletişim Bilgileri</Trans>
          </h2>
          <dl>
            <dt>
              <Trans>E-posta</Trans>
            </dt>
            <dd>
              <a href={`mailto:${CONTACT_ADDRESS}`}>{CONTACT_ADDRESS}</a>
            </dd>
            <dt>
              <Trans>Telefon</Trans>
            </dt>
            <dd>+90 (212) 000 00 00</dd>
            <dt>
              <Trans>Adres</Trans>
            </dt>
            <dd>
              <Trans>İstanbul, Türkiye</Trans>
            </dd>
          </dl>
        </aside>
      </div>
    </div>
  );
}
