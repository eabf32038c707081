import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../../config';

export interface AuthUser {
  id: string;
  username: string;
  /** The account's token version when the token was signed (absent in old tokens: 0). */
  ver?: number;
  /** Expiry, seconds since the epoch. */
  exp?: number;
}

// jsonwebtoken turns a string secret into a key on every call; every request verifies a token, so the
// key is made once for a configuration (parsed once at start-up) and goes with it.
const keys = new WeakMap<Config, KeyObject>();
function keyOf(config: Config): KeyObject {
  let key = keys.get(config);
  if (!key) {
    key = createSecretKey(Buffer.from(config.JWT_SECRET));
    keys.set(config, key);
  }
  return key;
}

export function signToken(config: Config, user: AuthUser): string {
  return jwt.sign({ sub: user.id, username: user.username, ver: user.ver ?? 0 }, keyOf(config), {
    algorithm: 'HS256',
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
  });
}

/** Returns the user the token names, or null when it is missing, forged or expired. */
export function verifyToken(config: Config, token: string | undefined | null): AuthUser | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, keyOf(config), { algorithms: ['HS256'] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
    const ver = typeof payload.ver === 'number' && Number.isInteger(payload.ver) ? payload.ver : 0;
    return { id: payload.sub, username: String(payload.username ?? ''), ver, exp: payload.exp };
  } catch {
    return null;
  }
}
