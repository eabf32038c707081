import path from 'node:path';
import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { AppContext } from './context';
import { clientShell } from './http/clientShell';
import { inlineScriptHashes } from './http/pageHtml';
import { errorHandler, notFoundHandler } from './http/errorHandler';
import { modules } from './modules';
import { secretNotice } from './modules/auth/jwtSecret';
import { apiWriteBudget } from './http/rateLimits';
import { localizeAnswers } from './http/localizeAnswers';
import type { WriteFloodGate } from './http/writeFloodGate';
import { answerWith, wording } from '@onbir/shared/messages/wording';

/** The Express app, without listening: tests drive it with supertest, main.ts serves it. */
export function createApp(ctx: AppContext, opts: { clientDist?: string; writeGate?: WriteFloodGate } = {}): Express {
  const app = express();
  const notice = secretNotice(ctx.config);
  if (notice) ctx.log.info({ file: ctx.config.JWT_SECRET_FILE }, notice);
  app.disable('x-powered-by');
  // Off unless TRUST_PROXY says a proxy stands in front: otherwise anyone could pick their own address
  // in X-Forwarded-For and get a fresh rate-limit counter on every request.
  app.set('trust proxy', ctx.config.TRUST_PROXY);
  app.use('/api', cors({ origin: ctx.config.CORS_ORIGIN }));
  // Every answer's message in the request's language, refusals of the budget below included.
  app.use('/api', localizeAnswers(ctx));
  // Before the body is read, and before the request log, security headers and compression: a write over
  // budget costs as little as it can (the flood bench's 520 simultaneous creates are refused in one go
  // while other users wait: a third less CPU each than behind them), and once a key is refused the rest of
  // its window is refused before Express (http/writeFloodGate.ts). Its refusals are logged in summary.
  app.use('/api', apiWriteBudget(ctx, opts.writeGate));
  app.use(
    pinoHttp({
      logger: ctx.log,
      genReqId: (req, res) => {
        const id = (req.headers['x-request-id'] as string | undefined) ?? randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
      // One short line per request: headers stay out of the log (they carry tokens and cookies).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  const dist = opts.clientDist && fs.existsSync(path.join(opts.clientDist, 'index.html')) ? opts.clientDist : undefined;
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", ...(dist ? inlineScriptHashes(dist) : [])],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'blob:'],
          // 'self' covers the site's own ws: and wss: (CSP Level 3): sockets and fetches go nowhere else.
          'connect-src': ["'self'"],
          // Helmet's default also allows any https: origin; the app's styles are its own (and React's inline ones).
          'style-src': ["'self'", "'unsafe-inline'"],
          // The app is also served over plain http (a laptop on a club's network): never rewrite to https.
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(compression());
  app.use(express.json({ limit: '100kb' }));

  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/api/ready', async (_req, res) => {
    try {
      await ctx.database.ping();
    } catch {
      res.status(503).json({ status: 'unavailable', ...answerWith(wording('server', 'DB_UNAVAILABLE')) });
      return;
    }
    try {
      await ctx.redis?.ping();
    } catch {
      res.status(503).json({ status: 'unavailable', ...answerWith(wording('server', 'REDIS_UNAVAILABLE')) });
      return;
    }
    res.json({ status: 'ready', database: ctx.database.kind, redis: ctx.redis ? 'up' : 'unused' });
  });

  for (const m of modules) {
    if (m.router) app.use(`/api/${m.mount}`, m.router(ctx));
  }
  app.use('/api', notFoundHandler);

  if (dist) app.use(clientShell(dist));
  app.use(errorHandler);
  return app;
}
