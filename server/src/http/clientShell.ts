import path from 'node:path';
import fs from 'node:fs';
import express, { type Request, type Router } from 'express';
import { pageHtml, viewportOf } from './pageHtml';
import { browserLocale } from './localizeAnswers';
import { SOURCE_LOCALE } from '@onbir/shared/text/locale';

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built client: hashed /assets/* files cached for a year (a new build has new names), as brotli
 * when the browser takes it and the build wrote a .br beside the file; other files for an hour; every
 * other path the SPA's index.html for that page, never cached without asking (a deploy shows at once).
 */
export function clientShell(dist: string): Router {
  const router = express.Router();
  const assets = path.join(dist, 'assets');
  const brotli = new Set(fs.existsSync(assets) ? fs.readdirSync(assets).filter((f) => f.endsWith('.br')) : []);
  router.get('/assets/:file', (req, res, next) => {
    const type = TYPES[path.extname(req.params.file)];
    if (!type || !brotli.has(`${req.params.file}.br`)) return next();
    res.vary('Accept-Encoding');
    if (req.acceptsEncodings('br') !== 'br') return next();
    res.set({ 'Content-Type': type, 'Content-Encoding': 'br', 'Cache-Control': IMMUTABLE });
    res.sendFile(path.join(assets, `${req.params.file}.br`), { cacheControl: false }, (err) => err && next(err));
  });
  router.use(
    express.static(dist, {
      index: false,
      maxAge: '1h',
      setHeaders: (res, file) => {
        if (path.dirname(file) === assets) res.setHeader('Cache-Control', IMMUTABLE);
      },
    }),
  );
  // A hashed file a new build no longer has: a 404, never the HTML (a stale tab would run it as a script).
  router.use('/assets', (_req, res) => {
    res.sendStatus(404);
  });
  const htmlFor = pageHtml(dist);
  // The SPA owns every other path: deep links like /room/{id} load index.html.
  router.get('/{*path}', async (req, res) => {
    // In the visitor's language: their choice (its cookie), else their browser's (Accept-Language): a
    // shared link opens in the reader's language, at the same path.
    const locale = browserLocale(req) ?? SOURCE_LOCALE;
    const html = await htmlFor({ path: req.path, viewport: viewportOf(req.get('user-agent')), origin: ownOrigin(req), locale });
    res.set({ 'Cache-Control': 'no-cache', Vary: 'User-Agent, Cookie, Accept-Language' });
    res.type('html').send(html);
  });
  return router;
}

/** This server as the request reached it (its own address and port): where a page's first requests are answered. */
function ownOrigin(req: Request): string {
  const host = req.socket.localAddress ?? '127.0.0.1';
  return `http://${host.includes(':') && !host.startsWith('::ffff:') ? `[${host}]` : host.replace(/^::ffff:/, '')}:${req.socket.localPort}`;
}
