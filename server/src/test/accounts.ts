import request from 'supertest';
import type { TestServer } from './testServer';

/** Registers an account through the API and logs it in; the helpers the users tests share. */
export function newAccount(tag: string) {
  return {
    username: `user_${tag}`,
    firstName: 'Ali',
    lastName: 'Yılmaz',
    email: `${tag}@example.com`,
    password: 'kale-direk-42',
    phoneNumber: '+90 555 000 00 00',
  };
}

export async function registerAndLogin(ts: TestServer, tag: string) {
  const account = newAccount(tag);
  await request(ts.url).post('/api/users/register').send(account).expect(201);
  const res = await request(ts.url).post('/api/users/login').send({ email: account.email, password: account.password }).expect(200);
  return { ...account, token: res.body.token as string, id: res.body._id as string };
}

/** The token at the end of a mailed link such as {APP_URL}/reset-password/<token>. */
export function linkToken(text: string, path: 'reset-password' | 'confirm-email'): string {
  const m = new RegExp(`https?://[^\\s"<]+/${path}/([0-9a-f]{64})`).exec(text);
  if (!m) throw new Error(`no ${path} link in mail:\n${text}`);
  return m[1];
}

/** The newest mail to `to` in a test server's outbox, waited for: reset mails leave after the answer. */
export async function mailTo(ts: TestServer, to: string, after = 0, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = ts.outbox.slice(after).reverse().find((m) => m.to === to);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    // eslint-disable-next-line no-restricted-syntax -- a poll's interval: the loop waits for the condition, up to its deadline
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
