import type { Locale } from '@onbir/shared/text/locale';
import type { Mail } from '../../mail/mailer';

/**
 * The mails of the account flows, in the account holder's language (their saved choice, else the
 * language of the request that caused the mail); links point at the public APP_URL and open in the
 * language the reader's browser is set to (routes are the same in both).
 */

const link = (appUrl: string, path: string) => `${appUrl.replace(/\/+$/, '')}${path}`;

type Texts = { subject: string; lines: (v: Record<string, string>) => string[]; html: (v: Record<string, string>) => string };

const MAILS: Record<'reset' | 'confirm' | 'notice', Record<Locale, Texts>> = {
  reset: {
    tr: {
      subject: 'onbir: şifre sıfırlama',
      lines: (v) => [
        `Merhaba ${v.username},`,
        '',
        'Şifrenizi sıfırlamak için aşağıdaki bağlantıyı açın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
        '',
        v.url,
        '',
        'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
      ],
      html: (v) => `<p>Merhaba ${v.username},</p><p>Şifrenizi sıfırlamak için <a href="${v.url}">bu bağlantıyı</a> açın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.</p><p>${v.url}</p><p>Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.</p>`,
    },
    en: {
      subject: 'onbir: reset your password',
      lines: (v) => [
        `Hello ${v.username},`,
        '',
        'Open the link below to reset your password. The link is valid for 1 hour and can be used once.',
        '',
        v.url,
        '',
        'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
      ],
      html: (v) => `<p>Hello ${v.username},</p><p>Open <a href="${v.url}">this link</a> to reset your password. The link is valid for 1 hour and can be used once.</p><p>${v.url}</p><p>If you did not ask for this, you can ignore this e-mail.</p>`,
    },
  },
  confirm: {
    tr: {
      subject: 'onbir: yeni e-posta adresinizi onaylayın',
      lines: (v) => [
        `Merhaba ${v.username},`,
        '',
        'Hesabınızın e-posta adresini bu adresle değiştirmek için aşağıdaki bağlantıyı açın. Bağlantı 24 saat geçerlidir.',
        '',
        v.url,
        '',
        'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.',
      ],
      html: (v) => `<p>Merhaba ${v.username},</p><p>E-posta adresinizi değiştirmek için <a href="${v.url}">bu bağlantıyı</a> açın. Bağlantı 24 saat geçerlidir.</p><p>${v.url}</p>`,
    },
    en: {
      subject: 'onbir: confirm your new e-mail address',
      lines: (v) => [
        `Hello ${v.username},`,
        '',
        "Open the link below to change your account's e-mail address to this one. The link is valid for 24 hours.",
        '',
        v.url,
        '',
        'If you did not ask for this, you can ignore this e-mail.',
      ],
      html: (v) => `<p>Hello ${v.username},</p><p>Open <a href="${v.url}">this link</a> to change your e-mail address. The link is valid for 24 hours.</p><p>${v.url}</p>`,
    },
  },
  notice: {
    tr: {
      subject: 'onbir: e-posta adresinizi değiştirme isteği',
      lines: (v) => [
        `Merhaba ${v.username},`,
        '',
        `Hesabınızın e-posta adresinin ${v.newEmail} olarak değiştirilmesi istendi.`,
        '',
        'Bu isteği siz yapmadıysanız aşağıdaki bağlantıyı açın: değişiklik iptal edilir (yapılmışsa geri alınır), tüm oturumlar kapatılır. Ardından şifrenizi değiştirmenizi öneririz. Bağlantı 7 gün geçerlidir.',
        '',
        v.url,
        '',
        'İsteği siz yaptıysanız bir şey yapmanıza gerek yok.',
      ],
      html: (v) => `<p>Merhaba ${v.username},</p><p>Hesabınızın e-posta adresinin <b>${v.newEmail}</b> olarak değiştirilmesi istendi.</p><p>Bu isteği siz yapmadıysanız <a href="${v.url}">bu bağlantıyı</a> açın: değişiklik iptal edilir (yapılmışsa geri alınır), tüm oturumlar kapatılır. Bağlantı 7 gün geçerlidir.</p><p>${v.url}</p>`,
    },
    en: {
      subject: 'onbir: a request to change your e-mail address',
      lines: (v) => [
        `Hello ${v.username},`,
        '',
        `Someone asked to change your account's e-mail address to ${v.newEmail}.`,
        '',
        'If it was not you, open the link below: the change is cancelled (or undone if it already happened) and every session is ended. We then recommend changing your password. The link is valid for 7 days.',
        '',
        v.url,
        '',
        'If it was you, there is nothing to do.',
      ],
      html: (v) => `<p>Hello ${v.username},</p><p>Someone asked to change your account's e-mail address to <b>${v.newEmail}</b>.</p><p>If it was not you, open <a href="${v.url}">this link</a>: the change is cancelled (or undone if it already happened) and every session is ended. The link is valid for 7 days.</p><p>${v.url}</p>`,
    },
  },
};

function mail(kind: keyof typeof MAILS, locale: Locale, to: string, values: Record<string, string>): Mail {
  const texts = MAILS[kind][locale];
  const escaped = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, escapeHtml(v)]));
  return { to, subject: texts.subject, text: texts.lines(values).join('\n'), html: texts.html(escaped) };
}

export function resetPasswordMail(appUrl: string, to: string, username: string, token: string, locale: Locale): Mail {
  return mail('reset', locale, to, { username, url: link(appUrl, `/reset-password/${token}`) });
}

export function confirmEmailMail(appUrl: string, to: string, username: string, token: string, locale: Locale): Mail {
  return mail('confirm', locale, to, { username, url: link(appUrl, `/confirm-email/${token}`) });
}

/** To the old address when someone asks to move the account elsewhere: the owner can stop it. */
export function emailChangeNoticeMail(appUrl: string, to: string, username: string, newEmail: string, token: string, locale: Locale): Mail {
  return mail('notice', locale, to, { username, newEmail, url: link(appUrl, `/cancel-email-change/${token}`) });
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
