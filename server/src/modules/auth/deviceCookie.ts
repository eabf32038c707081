import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { parse, serialize } from 'cookie';
import type { Config } from '../../config';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has
 * signed in to an account gets a signed cookie naming the account, the account's session version and
 * a random nonce. A login that brings a valid cookie for the account it signs in to is throttled on its
 * own (per nonce) instead of by the account's lock, so a stranger who keeps an e-mail locked does not
 * keep its owner out. Ending every session (password change or reset, "Tüm oturumlardan çık", e-mail
 * change) raises the version, which retires every device cookie of the account with the sessions.
 * The cookie is HttpOnly, SameSite=Strict, scoped to the login call, and only ever read there.
 */
export const DEVICE_COOKIE = 'onbir_device';
const PATH = '/api/users/login';

export interface Device {
  userId: string;
  version: number;
  nonce: string;
}

const keyOf = (config: Pick<Config, 'JWT_SECRET'>) => createHmac('sha256', config.JWT_SECRET).update('onbir device cookie v1').digest();
const sign = (config: Pick<Config, 'JWT_SECRET'>, body: string) => createHmac('sha256', keyOf(config)).update(body).digest('base64url');

/** The device the request's cookie names, when its signature is ours; anything else is no device. */
export function readDevice(config: Pick<Config, 'JWT_SECRET'>, req: Request): Device | null {
  const raw = req.headers.cookie ? parse(req.headers.cookie)[DEVICE_COOKIE] : undefined;
  const parts = raw?.split('.');
  if (!parts || parts.length !== 4) return null;
  const [userId, version, nonce, mac] = parts;
  const expected = Buffer.from(sign(config, `${userId}.${version}.${nonce}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(version)) return null;
  return { userId, version: Number(version), nonce };
}

/** A fresh device cookie for the account, set on every successful login (a new nonce each time). */
export function setDevice(config: Pick<Config, 'JWT_SECRET' | 'APP_URL' | 'DEVICE_COOKIE_DAYS'>, req: Request, res: Response, userId: string, version: number) {
  const nonce = randomBytes(16).toString('base64url');
  const body = `${userId}.${version}.${nonce}`;
  res.append(
    'Set-Cookie',
    serialize(DEVICE_COOKIE, `${body}.${sign(config, body)}`, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure || config.APP_URL.startsWith('https:'),
      path: PATH,
      maxAge: config.DEVICE_COOKIE_DAYS * 24 * 3600,
    }),
  );
}
