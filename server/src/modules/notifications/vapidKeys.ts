import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';
import { createFileOnce } from '../../dataFile';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this server's pushes (RFC 8292: a mailto: or https: address). */
  subject: string;
  source: 'env' | 'created' | 'file' | 'memory';
  file?: string;
}

type VapidInput = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'DATA_DIR' | 'APP_URL' | 'MAIL_FROM'>;

/** APP_URL when public (https), else the sender address of the mails. */
function subjectOf(c: VapidInput): string {
  if (c.VAPID_SUBJECT) return c.VAPID_SUBJECT;
  if (c.APP_URL.startsWith('https://')) return c.APP_URL;
  const address = /<([^>]+)>/.exec(c.MAIL_FROM)?.[1] ?? c.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

function readKeys(file: string): { publicKey: string; privateKey: string } {
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') throw new Error(`${file}: publicKey and privateKey expected`);
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}

/**
 * The server's VAPID key pair, which signs every push (a browser subscribes with its public half). The
 * environment's pair when set; otherwise a pair made on first start and kept in DATA_DIR/vapid-keys
 * (mode 0600), as the JWT secret is (modules/auth/jwtSecret.ts): a new pair on every start would orphan
 * every subscription. DATA_DIR=memory:// (tests) keeps it in memory.
 */
export function resolveVapidKeys(c: VapidInput): VapidKeys {
  const subject = subjectOf(c);
  if (c.VAPID_PUBLIC_KEY && c.VAPID_PRIVATE_KEY) return { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY, subject, source: 'env' };
  const fresh = webpush.generateVAPIDKeys();
  if (c.DATA_DIR === 'memory://') return { ...fresh, subject, source: 'memory' };
  const file = path.resolve(c.DATA_DIR, 'vapid-keys');
  // Of two processes starting at once on one DATA_DIR only one writes; the other reads its pair.
  if (createFileOnce(file, `${JSON.stringify(fresh)}\n`)) return { ...fresh, subject, source: 'created', file };
  fs.chmodSync(file, 0o600);
  return { ...readKeys(file), subject, source: 'file', file };
}
