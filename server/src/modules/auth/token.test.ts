import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { loadConfig } from '../../config';
import { signToken, verifyToken } from './token';

const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'a-test-secret-of-some-length', JWT_EXPIRES_IN: '1h' });
const other = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'memory://', JWT_SECRET: 'another-secret-of-some-length' });

describe('login tokens', () => {
  it('round-trips the user and the token version (0 when none is given), with the expiry', () => {
    const now = Math.floor(Date.now() / 1000);
    const user = verifyToken(config, signToken(config, { id: 'u1', username: 'ali' }));
    expect(user).toMatchObject({ id: 'u1', username: 'ali', ver: 0 });
    expect(user!.exp! - now).toBeGreaterThanOrEqual(3599);
    expect(verifyToken(config, signToken(config, { id: 'u1', username: 'ali', ver: 7 }))).toMatchObject({ ver: 7 });
  });

  it('reads a token without a version (signed before versions existed) as version 0', () => {
    const old = jwt.sign({ sub: 'u1', username: 'ali' }, 'a-test-secret-of-some-length', { expiresIn: '1h' });
    expect(verifyToken(config, old)).toMatchObject({ id: 'u1', ver: 0 });
  });

  it('refuses a token signed with another secret, an expired one, one with alg none, and garbage', () => {
    expect(verifyToken(other, signToken(config, { id: 'u1', username: 'ali' }))).toBeNull();
    const expired = jwt.sign({ sub: 'u1', username: 'ali', exp: Math.floor(Date.now() / 1000) - 10 }, 'a-test-secret-of-some-length');
    expect(verifyToken(config, expired)).toBeNull();
    const none = jwt.sign({ sub: 'u1' }, '', { algorithm: 'none' });
    expect(verifyToken(config, none)).toBeNull();
    expect(verifyToken(config, 'not.a.token')).toBeNull();
    expect(verifyToken(config, undefined)).toBeNull();
  });
});
