import { z } from 'zod';
import { resolveJwtSecret } from './modules/auth/jwtSecret';
import { limitsSchema } from './configLimits';

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

/** The browsers' push services (Chrome/Edge on FCM, Firefox, Safari, Windows): no other host is ever posted to. */
const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', 'web.push.apple.com', '*.notify.windows.com'].join(',');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: z.url().default('http://localhost:3000'),
    CORS_ORIGIN: z.string().optional(),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'DATABASE_URL postgres:// ile başlamalı').optional(),
    DATA_DIR: z.string().default('./data'),
    JWT_SECRET: z.string().optional(),
    JWT_EXPIRES_IN: z.string().default('7d'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('onbir <no-reply@onbir.local>'),
    CONTACT_TO: z.string().optional(),
    REDIS_URL: z.string().optional(),
    REDIS_STREAM_MAX_LEN: z.coerce.number().int().min(1000).default(10_000),
    MATCH_SECONDS_PER_MINUTE: z.coerce.number().positive().default(1),
    IMAGE_PROXY_HOSTS: z.string().default(DEFAULT_IMAGE_HOSTS),
    IMAGE_MAX_BYTES: z.coerce.number().int().positive().default(2_000_000),
    IMAGE_CACHE_MAX_BYTES: z.coerce.number().int().positive().default(200_000_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
    /**
     * Whether X-Forwarded-For is believed: off (the default: the client's own address counts), a number
     * of proxy hops ('true' is one), or the proxies' addresses/subnets (Express's `trust proxy`).
     */
    TRUST_PROXY: z
      .string()
      .default('false')
      .transform((v) => v.trim().toLocaleLowerCase('en'))
      .refine(
        (v) => /^(true|false|\d+)$/.test(v) || v.split(',').every((p) => /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d+)?)$/.test(p.trim())),
        'TRUST_PROXY false, true, bir sayı ya da virgülle ayrılmış adres/alt ağ listesi olmalı',
      )
      .transform((v): false | number | string[] => {
        if (v === 'false' || v === '0') return false;
        if (v === 'true') return 1;
        if (/^\d+$/.test(v)) return Number(v);
        return v.split(',').map((p) => p.trim());
      }),
    SEED_POOL: bool.default(true),
    /** The VAPID pair that signs pushes (`npx web-push generate-vapid-keys`); unset: made once and kept in DATA_DIR. */
    VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY base64url bir P-256 açık anahtarı olmalı').optional(),
    VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY base64url bir P-256 özel anahtarı olmalı').optional(),
    VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT mailto: ya da https:// ile başlamalı').optional(),
    PUSH_SERVICE_HOSTS: z.string().default(DEFAULT_PUSH_HOSTS),
    ...limitsSchema,
  })
  .refine((c) => !c.VAPID_PUBLIC_KEY === !c.VAPID_PRIVATE_KEY, { message: 'VAPID_PUBLIC_KEY ve VAPID_PRIVATE_KEY birlikte verilmeli', path: ['VAPID_PRIVATE_KEY'] })
  .transform((c) => ({
    ...c,
    CORS_ORIGIN: c.CORS_ORIGIN ?? c.APP_URL,
    IMAGE_PROXY_HOSTS: c.IMAGE_PROXY_HOSTS.split(',').map((h) => h.trim().toLocaleLowerCase('en')).filter(Boolean),
    PUSH_SERVICE_HOSTS: c.PUSH_SERVICE_HOSTS.split(',').map((h) => h.trim().toLocaleLowerCase('en')).filter(Boolean),
  }));

export type Config = z.output<typeof schema> & {
  JWT_SECRET: string;
  /** Where the signing secret came from: the environment, a file in DATA_DIR (made now or earlier), or memory. */
  JWT_SECRET_SOURCE: 'env' | 'created' | 'file' | 'memory';
  JWT_SECRET_FILE?: string;
};

/** Parses the environment once; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Geçersiz yapılandırma:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  try {
    return { ...c, ...resolveJwtSecret(c) };
  } catch (err) {
    throw new Error(`Geçersiz yapılandırma:\n  ${(err as Error).message}`);
  }
}
