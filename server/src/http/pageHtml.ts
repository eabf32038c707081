import path from 'node:path';
import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { LOCALES, SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';

/** The two widths the client build prerenders a page at (client/src/lib/viewport.ts). */
export type Viewport = 'phone' | 'wide';

type Markup = { phone: string; wide?: string; title?: string };

/**
 * One page as the client build lists it in dist/.vite/pages.json: its files beyond the entry, its first
 * GETs, the translations' files it needs in each language but Turkish (`texts`), and (a page the same
 * for every visitor) the markup of its first screen in each language at each width.
 */
type PageFiles = { path: string; js: string[]; css: string[]; fetch?: string[]; texts?: Partial<Record<Locale, string[]>>; html?: Partial<Record<Locale, Markup>> };

/** The build's server-side entry (client/src/prerender.tsx) as the server uses it. */
type Prerender = { render(url: string, viewport: Viewport, answers: Record<string, unknown>, locale: Locale): Promise<string> };

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

/**
 * The Content-Security-Policy sources of the scripts the prerendered pages carry in their markup (the
 * board's early drag: client/src/features/board/earlyDrag.ts), as `'sha256-…'`: they run, no other inline
 * script does. The answers' JSON (`type="application/json"`) is data, not script.
 */
export function inlineScriptHashes(dist: string): string[] {
  const hashes = new Set<string>();
  for (const page of readPages(dist)) {
    for (const markup of Object.values(page.html ?? {})) {
      for (const html of [markup.phone, markup.wide ?? '']) {
        for (const [, text] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      }
    }
  }
  return [...hashes];
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
  /** The visitor's language (the choice's cookie, else Accept-Language): the page's HTML is in it. */
  locale: Locale;
}

/** index.html in a language: `lang` on <html> (the client starts in it: client/src/main.tsx) and, when the build named it, the page's title. */
function inLanguage(html: string, locale: Locale, title?: string): string {
  const lang = html.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  return title ? lang.replace(/<title>[^<]*<\/title>/, () => `<title>${title.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`)}</title>`) : lang;
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
    // Per language: the translations the page's code needs download with it (Turkish needs none).
    const heads = new Map(
      LOCALES.map((locale) => {
        const texts = (p.texts?.[locale] ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
        return [locale, inLanguage(plain, locale, p.html?.[locale]?.title).replace('</head>', `    ${[...files, ...texts].join('\n    ')}\n  </head>`)] as const;
      }),
    );
    // Taken by the page's own fetch (client/src/app/prefetch.ts: same URL, cors, same-origin credentials).
    // Ahead of every script: the browser opens six connections to a host, and an answer the server must
    // work out should not wait behind files that only need sending.
    const requests = (p.fetch ?? []).map((href) => `<link rel="preload" as="fetch" crossorigin href="${href.replace(/&/g, '&amp;')}">\n    `);
    const withRequests = (locale: Locale) => heads.get(locale)!.replace(ENTRY_SCRIPT, `${requests.join('')}$&`);
    const markupIn = (locale: Locale) => p.html?.[locale] ?? p.html?.[SOURCE_LOCALE];
    const built = (viewport: Viewport, locale: Locale) => {
      const markup = markupIn(locale);
      if (!markup) return withRequests(locale);
      // Markup in another language than asked (a build from before the language): the client renders anew.
      const shown = p.html?.[locale] ? locale : SOURCE_LOCALE;
      return withMarkup(heads.get(shown)!, p.path, viewport, markup[viewport] ?? markup.phone);
    };

    const withAnswers = async (viewport: Viewport, locale: Locale, origin: string) => {
      const answers: Record<string, unknown> = {};
      for (const url of p.fetch!) {
        const res = await fetch(origin + url, { headers: { Accept: 'application/json', 'Accept-Language': locale }, signal: AbortSignal.timeout(2000) });
        if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
        answers[url] = await res.json();
      }
      // Loaded once the answers are in: a failed request leaves no import behind.
      entry ??= import(pathToFileURL(entryFile).href) as Promise<Prerender>;
      return withMarkup(heads.get(locale)!, p.path, viewport, await (await entry).render(`/${p.path}`, viewport, answers, locale), answers);
    };
    const rendered = new Map<string, { at: number; html: Promise<string> }>();
    const live = (viewport: Viewport, locale: Locale, origin: string) => {
      const key = `${viewport}:${locale}`;
      const cached = rendered.get(key);
      if (cached && Date.now() - cached.at <= ANSWERS_TTL_MS) return cached.html;
      const next = withAnswers(viewport, locale, origin).catch(() => built(viewport, locale));
      if (!cached) {
        rendered.set(key, { at: Date.now(), html: next });
        return next;
      }
      // Stale: served while the new one renders (one render at a time), replaced once it is done.
      cached.at = Date.now();
      void next.then((html) => rendered.set(key, { at: Date.now(), html: Promise.resolve(html) }));
      return cached.html;
    };
    const dynamic = p.html && p.fetch?.length && fs.existsSync(entryFile);
    return {
      pattern: pagePattern(p.path),
      html: (req: PageRequest) => (dynamic ? live(req.viewport, req.locale, req.origin) : Promise.resolve(built(req.viewport, req.locale))),
    };
  });
  return (req) => pages.find((p) => p.pattern.test(req.path))?.html(req) ?? Promise.resolve(inLanguage(plain, req.locale));
}
