import path from 'node:path';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The two widths the client build prerenders a page at (client/src/lib/viewport.ts). */
export type Viewport = 'phone' | 'wide';

/**
 * One page as the client build lists it in dist/.vite/pages.json: its files beyond the entry, its first
 * GETs, and (a page the same for every visitor) the markup of its first screen at each width.
 */
type PageFiles = { path: string; js: string[]; css: string[]; fetch?: string[]; html?: { phone: string; wide?: string } };

/** The build's server-side entry (client/src/prerender.tsx) as the server uses it. */
type Prerender = { render(url: string, viewport: Viewport, answers: Record<string, unknown>): Promise<string> };

/** A page's path pattern ('' is the home page, ':x' a segment, ':x?' an optional one) as a regexp. */
export function pagePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? (s.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+') : `/${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  // Case-insensitive and an optional trailing slash, as the client's router (react-router) matches.
  return new RegExp(`^${segments.join('')}/?$`, 'i');
}

/** The width a browser most likely has, from its user agent: a phone's markup for phones, a laptop's otherwise. */
export function viewportOf(userAgent: string | undefined): Viewport {
  return /Mobi|Android|iPhone|iPod|Opera Mini/i.test(userAgent ?? '') ? 'phone' : 'wide';
}

/** Where a page's first requests go: before the entry script, or at the end of the head in a build without one. */
const ENTRY_SCRIPT = /<script type="module"|<\/head>/;
const ROOT = '<div id="root"></div>';
/** How long a page rendered with its first requests' answers is served before it is rendered again. */
const ANSWERS_TTL_MS = 60_000;

function readPages(dist: string): PageFiles[] {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'pages.json'), 'utf8')) as PageFiles[];
  } catch {
    // A build without the list (or a damaged one): every page gets the plain index.html.
    return [];
  }
}

/** JSON inside a <script> element: nothing in it can close the element or start markup. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The prerendered markup in #root, named for the client (main.tsx hydrates it), with the answers it was drawn with. */
function withMarkup(html: string, route: string, viewport: Viewport, markup: string, answers?: Record<string, unknown>): string {
  const data = answers ? `<script type="application/json" id="first-answers">${scriptJson(answers)}</script>` : '';
  return html.replace(ROOT, () => `<div id="root" data-route="/${route}" data-viewport="${viewport}">${markup}</div>${data}`);
}

export interface PageRequest {
  path: string;
  viewport: Viewport;
  /** Where this server answers its own API (the address and port the request came in on). */
  origin: string;
}

/**
 * index.html for a path: with the page's own scripts (modulepreload) and styles in its head, so a first
 * visit downloads them alongside the entry chunk instead of after the entry has run and routed, and the
 * page's first screen in #root when the build prerendered it, at the visitor's likely width. A page with a
 * first request is rendered again here with that request's answer (once a minute at most, through the
 * build's server-side entry), so its HTML shows the data too and carries it for the hydration; if that
 * fails, the build's markup without it. A path no page claims gets the plain index.html.
 */
export function pageHtml(dist: string): (req: PageRequest) => Promise<string> {
  const plain = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryFile = path.join(dist, '.vite', 'ssr', 'prerender.js');
  let entry: Promise<Prerender> | undefined;

  const pages = readPages(dist).map((p) => {
    const files = [
      ...p.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...p.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    const head = plain.replace('</head>', `    ${files.join('\n    ')}\n  </head>`);
    // Taken by the page's own fetch (client/src/app/prefetch.ts: same URL, cors, same-origin credentials).
    // Ahead of every script: the browser opens six connections to a host, and an answer the server must
    // work out should not wait behind files that only need sending.
    const requests = (p.fetch ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin href="${href.replace(/&/g, '&amp;')}">\n    `);
    const withRequests = head.replace(ENTRY_SCRIPT, `${requests.join('')}$&`);
    const markup = p.html;
    const built = (viewport: Viewport) => (markup ? withMarkup(head, p.path, viewport, markup[viewport] ?? markup.phone) : withRequests);

    const withAnswers = async (viewport: Viewport, origin: string) => {
      entry ??= import(pathToFileURL(entryFile).href) as Promise<Prerender>;
      const answers: Record<string, unknown> = {};
      for (const url of p.fetch!) {
        const res = await fetch(origin + url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(2000) });
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        answers[url] = await res.json();
      }
      return withMarkup(head, p.path, viewport, await (await entry).render(`/${p.path}`, viewport, answers), answers);
    };
    const rendered = new Map<Viewport, { at: number; html: Promise<string> }>();
    const live = (viewport: Viewport, origin: string) => {
      const cached = rendered.get(viewport);
      if (cached && Date.now() - cached.at <= ANSWERS_TTL_MS) return cached.html;
      const next = withAnswers(viewport, origin).catch(() => built(viewport));
      if (!cached) {
        rendered.set(viewport, { at: Date.now(), html: next });
        return next;
      }
      // Stale: served while the new one renders (one render at a time), replaced once it is done.
      cached.at = Date.now();
      void next.then((html) => rendered.set(viewport, { at: Date.now(), html: Promise.resolve(html) }));
      return cached.html;
    };
    const dynamic = markup && p.fetch?.length && fs.existsSync(entryFile);
    return { pattern: pagePattern(p.path), html: (req: PageRequest) => (dynamic ? live(req.viewport, req.origin) : Promise.resolve(built(req.viewport))) };
  });
  return (req) => pages.find((p) => p.pattern.test(req.path))?.html(req) ?? Promise.resolve(plain);
}
