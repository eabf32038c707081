import path from 'node:path';
import fs from 'node:fs';
import express, { type Router } from 'express';

/** One page's files beyond the entry and its first GETs, as the client build lists them in dist/.vite/pages.json. */
type PageFiles = { path: string; js: string[]; css: string[]; fetch?: string[] };

/** A page's path pattern ('' is the home page, ':x' a segment, ':x?' an optional one) as a regexp. */
export function pagePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  // Case-insensitive and an optional trailing slash, as the client's router matches (client/src/app/navigation.tsx).
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/** Where a page's first requests go: before the entry script, or at the end of the head in a build without one. */
const ENTRY_SCRIPT = /<script type="module"|<\/head>/;

function readPages(dist: string): PageFiles[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'pages.json'), 'utf8')) as PageFiles[];
  } catch {
    // A build without the list (or a damaged one): every page gets the plain index.html.
    return [];
  }
}

/**
 * index.html for a path: with the page's own scripts (modulepreload) and styles in its head, so a first
 * visit downloads them alongside the entry chunk instead of after the entry has run and routed. Built
 * once per page at start-up; a path no page claims gets the plain index.html.
 */
export function pageHtml(dist: string): (urlPath: string) => string {
  const plain = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const pages = readPages(dist).map((p) => {
    const files = [
      ...p.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...p.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    // Taken by the page's own fetch (client/src/app/prefetch.ts: same URL, cors, same-origin credentials).
    // Ahead of every script: the browser opens six connections to a host, and an answer the server must
    // work out should not wait behind files that only need sending.
    const requests = (p.fetch ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin href="${href.replace(/&/g, '&amp;')}">\n    `);
    const html = plain.replace(ENTRY_SCRIPT, `${requests.join('')}$&`).replace('</head>', `    ${files.join('\n    ')}\n  </head>`);
    return { pattern: pagePattern(p.path), html };
  });
  return (urlPath) => pages.find((p) => p.pattern.test(urlPath))?.html ?? plain;
}

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
  router.get('/{*path}', (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(htmlFor(req.path));
  });
  return router;
}
