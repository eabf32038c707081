import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('has working defaults for a fresh clone', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.CORS_ORIGIN).toBe('http://localhost:3000');
    expect(c.MATCH_SECONDS_PER_MINUTE).toBe(1);
  });

  it('fails fast with every bad variable named', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('requires a JWT secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });
});
