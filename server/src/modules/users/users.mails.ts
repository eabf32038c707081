import type { Mail } from '../../mail/mailer';

/** The Turkish mails of the account flows; links point at the public APP_URL. */

const link = (appUrl: string, path: string) => `${appUrl.replace(/\/+$/, '')}${path}`;

export function resetPasswordMail(appUrl: string, to: string, username: string, token: string): Mail {
  const url = link(appUrl, `/reset-password/${token}`);
  return {
    to,
    subject: 'onbir: şifre sıfırlama',
    text: [
      `Merhaba ${username},`,
      '',
      'Şifrenizi sıfırlamak için aşağıdaki bağlantıyı açın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.',
      '',
      url,
      '',
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; şifreniz değişmez.',
    ].join('\n'),
    html: `<p>Merhaba ${escapeHtml(username)},</p><p>Şifrenizi sıfırlamak için <a href="${url}">bu bağlantıyı</a> açın. Bağlantı 1 saat geçerlidir ve yalnızca bir kez kullanılabilir.</p><p>${url}</p><p>Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.</p>`,
  };
}

export function confirmEmailMail(appUrl: string, to: string, username: string, token: string): Mail {
  const url = link(appUrl, `/confirm-email/${token}`);
  return {
    to,
    subject: 'onbir: yeni e-posta adresinizi onaylayın',
    text: [
      `Merhaba ${username},`,
      '',
      'Hesabınızın e-posta adresini bu adresle değiştirmek için aşağıdaki bağlantıyı açın. Bağlantı 24 saat geçerlidir.',
      '',
      url,
      '',
      'Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz.',
    ].join('\n'),
    html: `<p>Merhaba ${escapeHtml(username)},</p><p>E-posta adresinizi değiştirmek için <a href="${url}">bu bağlantıyı</a> açın. Bağlantı 24 saat geçerlidir.</p><p>${url}</p>`,
  };
}

/** To the old address when someone asks to move the account elsewhere: the owner can stop it. */
export function emailChangeNoticeMail(appUrl: string, to: string, username: string, newEmail: string, token: string): Mail {
  const url = link(appUrl, `/cancel-email-change/${token}`);
  return {
    to,
    subject: 'onbir: e-posta adresinizi değiştirme isteği',
    text: [
      `Merhaba ${username},`,
      '',
      `Hesabınızın e-posta adresinin ${newEmail} olarak değiştirilmesi istendi.`,
      '',
      'Bu isteği siz yapmadıysanız aşağıdaki bağlantıyı açın: değişiklik iptal edilir (yapılmışsa geri alınır), tüm oturumlar kapatılır. Ardından şifrenizi değiştirmenizi öneririz. Bağlantı 7 gün geçerlidir.',
      '',
      url,
      '',
      'İsteği siz yaptıysanız bir şey yapmanıza gerek yok.',
    ].join('\n'),
    html: `<p>Merhaba ${escapeHtml(username)},</p><p>Hesabınızın e-posta adresinin <b>${escapeHtml(newEmail)}</b> olarak değiştirilmesi istendi.</p><p>Bu isteği siz yapmadıysanız <a href="${url}">bu bağlantıyı</a> açın: değişiklik iptal edilir (yapılmışsa geri alınır), tüm oturumlar kapatılır. Bağlantı 7 gün geçerlidir.</p><p>${url}</p>`,
  };
}

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
