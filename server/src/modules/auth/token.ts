import jwt from 'jsonwebtoken';
import type { Config } from '../../config';

export interface AuthUser {
  id: string;
  username: string;
}

export function signToken(config: Config, user: AuthUser): string {
  return jwt.sign({ sub: user.id, username: user.username }, config.JWT_SECRET, {
    expiresIn: config.JWT_EXPIRES_IN as jwt.SignOptions['expiresIn'],
  });
}

/** Returns the user the token names, or null when it is missing, forged or expired. */
export function verifyToken(config: Config, token: string | undefined | null): AuthUser | null {
  if (!token) return null;
  try {
    const payload = jwt.verify(token, config.JWT_SECRET);
    if (typeof payload !== 'object' || typeof payload.sub !== 'string') return null;
    return { id: payload.sub, username: String(payload.username ?? '') };
  } catch {
    return null;
  }
}
