import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

const DEFAULT_IMAGE_HOSTS = [
  'cdn.sofifa.net',
  'cdn.futbin.com',
  'img.a.transfermarkt.technology',
  'img.transfermarkt.technology',
  'tmssl.akamaized.net',
  'upload.wikimedia.org',
].join(',');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.url().default('http://localhost:3000'),
    CORS_ORIGIN: z.string().optional(),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL postgres:// ile başlamalı').optional(),
    DATA_DIR: z.string().default('./data'),
    JWT_SECRET: z.string().min(16, 'JWT_SECRET en az 16 karakter olmalı').optional(),
    JWT_EXPIRES_IN: z.string().default('7d'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('onbir <no-reply@onbir.local>'),
    CONTACT_TO: z.string().optional(),
    REDIS_URL: z.string().optional(),
    MATCH_SECONDS_PER_MINUTE: z.coerce.number().positive().default(1),
    IMAGE_PROXY_HOSTS: z.string().default(DEFAULT_IMAGE_HOSTS),
    IMAGE_MAX_BYTES: z.coerce.number().int().positive().default(2_000_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    SEED_POOL: bool.default(true),
  })
  .transform((c) => ({
    ...c,
    CORS_ORIGIN: c.CORS_ORIGIN ?? c.APP_URL,
    IMAGE_PROXY_HOSTS: c.IMAGE_PROXY_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
  }));

export type Config = z.output<typeof schema> & { JWT_SECRET: string };

const DEV_SECRET = 'onbir-development-secret-change-me';

/** Parses the environment once; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Geçersiz yapılandırma:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (!c.JWT_SECRET && c.NODE_ENV === 'production') {
    throw new Error('Geçersiz yapılandırma:\n  JWT_SECRET: production ortamında zorunludur');
  }
  return { ...c, JWT_SECRET: c.JWT_SECRET ?? DEV_SECRET };
}
