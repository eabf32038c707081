import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { resolveVapidKeys } from './vapidKeys';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-vapid-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('makes a key pair on first start, keeps it in DATA_DIR (0600) and reads the same one on the next start', () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, JWT_SECRET: 'x' });
  const first = resolveVapidKeys(config);
  expect(first.source).toBe('created');
  const file = path.join(dir, 'vapid-keys');
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const again = resolveVapidKeys(config);
  expect(again).toMatchObject({ source: 'file', publicKey: first.publicKey, privateKey: first.privateKey });
  // A browser's applicationServerKey: an uncompressed P-256 point, base64url.
  expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
  expect(first.subject).toBe('mailto:no-reply@onbir.local');
});

it('takes the pair from the environment, and refuses half of one', () => {
  const pair = resolveVapidKeys(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'x' }));
  const env = { NODE_ENV: 'test', DATA_DIR: dir, JWT_SECRET: 'x', APP_URL: 'https://onbir.example', VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey };
  expect(resolveVapidKeys(loadConfig(env))).toEqual({ publicKey: pair.publicKey, privateKey: pair.privateKey, subject: 'https://onbir.example', source: 'env' });
  expect(() => loadConfig({ ...env, VAPID_PRIVATE_KEY: undefined })).toThrow(/VAPID_PUBLIC_KEY ve VAPID_PRIVATE_KEY birlikte verilmeli/);
});
