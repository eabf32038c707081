import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Config } from '../../config';

export interface AuthUser {
  id: string;
  username: string;
}

// jsonwebtoken turns a string secret into a key on every call; every request verifies a token, so the
// key is made once per secret.
const keys = new Map<string, KeyObject>();
function keyOf(config: Config): KeyObject {
  let key = keys.get(config.JWT_SECRET);
  if (!key) {
    key = createSecretKey(Buffer.from(config.JWT_SECRET));
    keys.set(config.JWT_SECRET, key);
  }
  return key;
}

export function signToken(config: Config, user: AuthUser): string {
  return jwt.sign({ sub: user.id, username: user.username }, keyOf(config), {
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
    return { id: payload.sub, username: String(payload.username ?? '') };
  } catch {
    return null;
  }
}
