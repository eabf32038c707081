import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createMailer } from './mailer';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-mail-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('without SMTP_URL keeps the link in the outbox file only and logs the file path', async () => {
  const lines: string[] = [];
  const log = pino({ level: 'trace' }, new Writable({ write: (chunk, _enc, done) => void (lines.push(String(chunk)), done()) }));
  const mailer = createMailer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }), log);
  const link = `http://localhost:3000/reset-password/${'ab'.repeat(32)}`;
  await mailer.send({ to: 'ali@example.com', subject: 'onbir: şifre sıfırlama', text: `Merhaba\n\n${link}\n` });

  const files = fs.readdirSync(path.join(dir, 'outbox'));
  expect(files).toHaveLength(1);
  const file = path.join(dir, 'outbox', files[0]);
  expect(fs.readFileSync(file, 'utf8')).toContain(link);
  const logged = lines.join('');
  expect(logged).not.toContain('ab'.repeat(32));
  expect(logged).toContain(JSON.stringify(file).slice(1, -1));
});
