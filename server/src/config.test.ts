import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { limitsSchema } from './configLimits';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-config-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('config', () => {
  it('has working defaults for a fresh clone', () => {
    const c = loadConfig({ DATA_DIR: tempDir() });
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.CORS_ORIGIN).toBe('http://localhost:3000');
    expect(c.MATCH_SECONDS_PER_MINUTE).toBe(1);
    expect(c.TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: 'memory://' }).DATA_DIR).toBe('memory://');
  });

  it('fails fast with every bad variable named', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('reads TRUST_PROXY as off, a hop count or a list of proxy addresses', () => {
    const trust = (v: string) => loadConfig({ DATA_DIR: 'memory://', TRUST_PROXY: v }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
    expect(() => trust('everyone!')).toThrow(/TRUST_PROXY/);
  });
});

describe('the login token secret', () => {
  it.each(['onbir-development-secret-change-me', 'please-change-this-secret', 'change-me-to-a-long-random-string', 'x'.repeat(31)])(
    'refuses the placeholder or short secret %j outside tests',
    (secret) => {
      for (const NODE_ENV of [undefined, 'development', 'production']) {
        expect(() => loadConfig({ NODE_ENV, DATA_DIR: 'memory://', JWT_SECRET: secret })).toThrow(/JWT_SECRET/);
      }
    },
  );

  it('counts bytes, not characters, and accepts a long secret', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'ş'.repeat(16) }).JWT_SECRET).toBe('ş'.repeat(16));
    expect(() => loadConfig({ DATA_DIR: 'memory://', JWT_SECRET: 'ş'.repeat(15) })).toThrow(/JWT_SECRET/);
  });

  it('lets the tests keep short secrets', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'e2e-secret-e2e-secret' }).JWT_SECRET).toBe('e2e-secret-e2e-secret');
  });

  it('never signs with a secret written in the code when none is set', () => {
    const a = loadConfig({ DATA_DIR: 'memory://' });
    const b = loadConfig({ DATA_DIR: 'memory://' });
    expect(a.JWT_SECRET).not.toBe('onbir-development-secret-change-me');
    expect(Buffer.byteLength(a.JWT_SECRET)).toBeGreaterThanOrEqual(32);
    expect(a.JWT_SECRET).not.toBe(b.JWT_SECRET);
    expect(a.JWT_SECRET_SOURCE).toBe('memory');
  });

  it('creates a random secret in DATA_DIR on first start (mode 0600) and reuses it later', () => {
    const dir = path.join(tempDir(), 'nested');
    const first = loadConfig({ DATA_DIR: dir });
    expect(first.JWT_SECRET_SOURCE).toBe('created');
    expect(first.JWT_SECRET).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const second = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' });
    expect(second.JWT_SECRET_SOURCE).toBe('file');
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    // A set JWT_SECRET wins over the file.
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'y'.repeat(40) }).JWT_SECRET).toBe('y'.repeat(40));
  });

  it('refuses a secret file someone shortened', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'short\n', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/jwt-secret/);
  });

  it('requires JWT_SECRET when several processes share Redis (each must sign alike)', () => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', REDIS_URL: 'redis://localhost:6379' })).toThrow(/JWT_SECRET/);
  });

  it('has a default for every availability limit, takes each from its variable, and refuses a bad one', () => {
    const c = loadConfig({ DATA_DIR: 'memory://' });
    expect(c.MAX_CONNECTIONS_PER_ADDRESS).toBe(100);
    expect(c.SOCKET_MAX_MESSAGE_BYTES).toBe(8192);
    expect(c.SOCKETS_PER_USER).toBe(10);
    expect(c.HTTP_HEADERS_TIMEOUT_MS).toBe(5000);
    expect(loadConfig({ DATA_DIR: 'memory://', SOCKETS_PER_USER: '3' }).SOCKETS_PER_USER).toBe(3);
    expect(() => loadConfig({ DATA_DIR: 'memory://', SOCKETS_PER_USER: '0' })).toThrow(/SOCKETS_PER_USER/);
  });

  it('lists every limit in .env.example and docs/security.md', () => {
    const root = path.resolve(__dirname, '../..');
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const docs = fs.readFileSync(path.join(root, 'docs/security.md'), 'utf8');
    for (const name of Object.keys(limitsSchema)) {
      expect(example, name).toMatch(new RegExp(`^${name}=`, 'm'));
      expect(docs, name).toContain(`\`${name}\``);
    }
  });
});
