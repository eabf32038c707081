import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createFileOnce } from '../../dataFile';

/**
 * Secrets that were ever written down where anyone can read them (the code's old development value,
 * docker-compose.yml's old default, .env.example's example): a token signed with one of them is a
 * token anyone can forge, so they are refused even when long enough.
 */
const PUBLISHED_SECRETS = new Set([
  'onbir-development-secret-change-me',
  'please-change-this-secret',
  'change-me-to-a-long-random-string',
]);
/** HS256 wants a key of at least its hash size (256 bits). */
export const MIN_SECRET_BYTES = 32;

interface SecretInput {
  JWT_SECRET?: string;
  NODE_ENV: 'development' | 'production' | 'test';
  DATA_DIR: string;
  REDIS_URL?: string;
}

function checkSecret(secret: string, nodeEnv: SecretInput['NODE_ENV'], where: string) {
  // Tests and their throwaway servers keep short fixed secrets; nothing they sign outlives the run.
  if (nodeEnv === 'test') return;
  if (PUBLISHED_SECRETS.has(secret)) throw new Error(`${where}: herkesin bildiği örnek bir değer; rastgele uzun bir gizli anahtar kullanın (örn. openssl rand -hex 32)`);
  if (Buffer.byteLength(secret) < MIN_SECRET_BYTES) throw new Error(`${where}: en az ${MIN_SECRET_BYTES} bayt olmalı (örn. openssl rand -hex 32)`);
}

/**
 * The secret that signs login tokens. JWT_SECRET when set; otherwise a random 256-bit secret made on
 * first start and kept in DATA_DIR/jwt-secret (mode 0600), so `npm start` never signs with a value
 * written in the code and sessions survive a restart. DATA_DIR=memory:// (tests) keeps it in memory.
 */
export function resolveJwtSecret(c: SecretInput): { JWT_SECRET: string; JWT_SECRET_SOURCE: 'env' | 'created' | 'file' | 'memory'; JWT_SECRET_FILE?: string } {
  if (c.JWT_SECRET) {
    checkSecret(c.JWT_SECRET, c.NODE_ENV, 'JWT_SECRET');
    return { JWT_SECRET: c.JWT_SECRET, JWT_SECRET_SOURCE: 'env' };
  }
  // Every process behind one Redis must verify the others' tokens: one secret, given to all.
  if (c.REDIS_URL) throw new Error('JWT_SECRET: REDIS_URL ile birden çok süreç çalışırken zorunludur (hepsine aynı değer verilmeli)');
  const fresh = randomBytes(32).toString('hex');
  if (c.DATA_DIR === 'memory://') return { JWT_SECRET: fresh, JWT_SECRET_SOURCE: 'memory' };
  const file = path.resolve(c.DATA_DIR, 'jwt-secret');
  // Two processes starting at once on one DATA_DIR cannot both write; the loser reads the winner's.
  if (createFileOnce(file, `${fresh}\n`)) return { JWT_SECRET: fresh, JWT_SECRET_SOURCE: 'created', JWT_SECRET_FILE: file };
  const stored = fs.readFileSync(file, 'utf8').trim();
  checkSecret(stored, 'production', file);
  fs.chmodSync(file, 0o600);
  return { JWT_SECRET: stored, JWT_SECRET_SOURCE: 'file', JWT_SECRET_FILE: file };
}

/** One line at start-up saying where the signing secret came from (never the secret itself). */
export function secretNotice(c: { JWT_SECRET_SOURCE: string; JWT_SECRET_FILE?: string }): string | null {
  if (c.JWT_SECRET_SOURCE === 'created') return `JWT_SECRET verilmedi: rastgele bir gizli anahtar üretildi ve ${c.JWT_SECRET_FILE} dosyasına kaydedildi (0600)`;
  if (c.JWT_SECRET_SOURCE === 'file') return `JWT_SECRET verilmedi: ${c.JWT_SECRET_FILE} dosyasındaki gizli anahtar kullanılıyor`;
  if (c.JWT_SECRET_SOURCE === 'memory') return 'JWT_SECRET verilmedi: yalnızca bu süreç için bellekte rastgele bir gizli anahtar üretildi';
  return null;
}
