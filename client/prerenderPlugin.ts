import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { PrerenderViewport } from './src/lib/viewport';
import { LOCALES, type Locale } from '../shared/src/text/locale';

/** Where the build puts the server-side entry (src/prerender.tsx); the server renders pages with first requests through it. */
export const SSR_ENTRY = '.vite/ssr/prerender.js';

type Entry = {
  render(url: string, viewport: PrerenderViewport, answers: object, locale: Locale): Promise<string>;
  title(url: string, locale: Locale): Promise<string>;
  prerenderedPaths: string[];
};
type Markup = { phone: string; wide?: string; title: string };

/**
 * After the browser build: builds src/prerender.tsx for Node (react-dom/server, the same components),
 * renders every page marked `prerender` in every language at the phone and the laptop width, and adds the
 * markup to dist/.vite/pages.json (`html` per language: per width, `wide` left out when it is the phone's, and the
 * document title), where the server
 * takes it from. Nothing here is written by hand: a page's first screen is whatever its components draw.
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'onbir-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const entryFile = path.join(outDir, SSR_ENTRY);
      await build({
        root,
        configFile: path.join(root, 'vite.config.ts'),
        logLevel: 'warn',
        build: { ssr: 'src/prerender.tsx', outDir: path.dirname(entryFile), emptyOutDir: true, copyPublicDir: false },
      });
      const entry = (await import(pathToFileURL(entryFile).href)) as Entry;
      const pagesFile = path.join(outDir, '.vite', 'pages.json');
      const pages = JSON.parse(readFileSync(pagesFile, 'utf8')) as Array<{ path: string; html?: Partial<Record<Locale, Markup>> }>;
      for (const page of pages) {
        const url = `/${page.path}`;
        if (!entry.prerenderedPaths.includes(url)) continue;
        page.html = {};
        for (const locale of LOCALES) {
          const [phone, wide] = [await entry.render(url, 'phone', {}, locale), await entry.render(url, 'wide', {}, locale)];
          const title = await entry.title(url, locale);
          page.html[locale] = wide === phone ? { phone, title } : { phone, wide, title };
        }
      }
      writeFileSync(pagesFile, JSON.stringify(pages));
    },
  };
}
