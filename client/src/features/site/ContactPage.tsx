import { useEffect, useState, type FormEvent } from 'react';
import { Icon } from '../../ui/Icon';
import { sendContactMessage, type ContactMessage } from './contactApi';
import './pages.css';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
/** Spec 4.3 / 9: the success or error flag resets after 5 seconds. */
export const CONTACT_FEEDBACK_MS = 5000;

export function ContactPage() {
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
      console.error('İletişim formu gönderilemedi:', err);
      setError((err as Error).message);
      setStatus('error');
    }
  }

  return (
    <div className="page">
      <h1>İletişim</h1>
      <p className="lead">Soru, öneri ya da hata bildirimi için bize yazın; en kısa sürede dönüş yapacağız.</p>
      <div className="contact-grid">
        <section className="card contact-form-card">
          {status === 'success' ? (
            <div className="contact-success" role="status">
              <span className="success-mark" aria-hidden="true">
                <Icon name="check" size={28} />
              </span>
              <h2>Mesajınız gönderildi!</h2>
              <p>Teşekkür ederiz. Mesajınızı aldık, en kısa sürede size dönüş yapacağız.</p>
            </div>
          ) : (
            <form className="form" onSubmit={submit}>
              <div className="form-row">
                <label className="field">
                  <span>Ad Soyad</span>
                  <input name="name" value={form.name} onChange={set('name')} required maxLength={100} autoComplete="name" />
                </label>
                <label className="field">
                  <span>E-posta</span>
                  <input name="email" type="email" value={form.email} onChange={set('email')} required maxLength={254} autoComplete="email" />
                </label>
              </div>
              <label className="field">
                <span>Konu</span>
                <input name="subject" value={form.subject} onChange={set('subject')} required maxLength={200} />
              </label>
              <label className="field">
                <span>Mesaj</span>
                <textarea name="message" rows={5} value={form.message} onChange={set('message')} required maxLength={5000} />
              </label>
              {status === 'error' && (
                <p className="notice notice-error" role="alert">
                  Mesajınız gönderilemedi: {error}
                </p>
              )}
              <button type="submit" className="btn btn-primary" disabled={status === 'sending'}>
                {status === 'sending' ? 'Gönderiliyor...' : 'Gönder'}
              </button>
            </form>
          )}
        </section>
        <aside className="card contact-details" aria-label="İletişim bilgileri">
          <h2>İletişim Bilgileri</h2>
          <dl>
            <dt>E-posta</dt>
            <dd>
              <a href="mailto:iletisim@onbir.app">iletisim@onbir.app</a>
            </dd>
            <dt>Telefon</dt>
            <dd>+90 (212) 000 00 00</dd>
            <dt>Adres</dt>
            <dd>İstanbul, Türkiye</dd>
          </dl>
        </aside>
      </div>
    </div>
  );
}
