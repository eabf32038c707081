import { afterAll, beforeAll, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { linkToken, registerAndLogin } from '../../test/accounts';
import { startSmtpInbox } from '../../test/smtpInbox';

// The mails travel over real SMTP (nodemailer -> smtp-server); the test follows the links they carry.
let ts: TestServer;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  ts = await startTestServer({ SMTP_URL: inbox.url, APP_URL: 'http://onbir.test' });
});
afterAll(async () => {
  await ts.close();
  await inbox.close();
});

it('a reset mail arrives over SMTP; its link resets the password and the new one logs in', async () => {
  const u = await registerAndLogin(ts, 'smtp1');
  await request(ts.url).post('/api/users/forgot-password').send({ email: u.email }).expect(200);
  const mail = await inbox.waitFor(u.email);
  expect(mail.body).toContain('Subject: =?UTF-8?');
  expect(mail.body).toContain('http://onbir.test/reset-password/');
  const token = linkToken(mail.body, 'reset-password');
  await request(ts.url).put(`/api/users/reset-password/${token}`).send({ password: 'viaSmtp99' }).expect(200);
  await request(ts.url).post('/api/users/login').send({ email: u.email, password: 'viaSmtp99' }).expect(200);
  await request(ts.url).post('/api/users/login').send({ email: u.email, password: u.password }).expect(401);
});

it('an e-mail change link arrives at the new address over SMTP and confirms the change', async () => {
  const u = await registerAndLogin(ts, 'smtp2');
  await request(ts.url).post('/api/users/request-email-change').set('Authorization', `Bearer ${u.token}`).send({ newEmail: 'smtp2.new@example.com', currentPassword: u.password }).expect(200);
  const mail = await inbox.waitFor('smtp2.new@example.com');
  const token = linkToken(mail.body, 'confirm-email');
  await request(ts.url).get(`/api/users/confirm-email/${token}`).expect(200);
  await request(ts.url).post('/api/users/login').send({ email: 'smtp2.new@example.com', password: u.password }).expect(200);
});
