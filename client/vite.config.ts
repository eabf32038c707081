import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { pageTable } from './src/app/pageTable';
import { catalogueOf, i18n } from './i18nPlugin';
import { prerender } from './prerenderPlugin';

const API = process.env.ONBIR_API_URL ?? 'http://localhost:3000';
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Writes dist/.vite/pages.json: for every page of pageTable, the script and style files its route loads
 * beyond the entry, and its first request. The server puts them in that page's HTML, so on a first visit
 * they download alongside the entry chunk instead of after it has run (server/src/http/clientShell.ts).
 * The entry and those files also get V8's compile hint at their top: every function of theirs runs on
 * load, so they are compiled while they stream in rather than one by one on the main thread.
 * Then brotli at its best level, once, beside every script and style (.br): ~14% fewer bytes than gzip
 * on the entry chunk, which a slow phone network pays for on every first visit.
 */
function firstLoad(): Plugin {
  const onLoad = new Set<string>();
  return {
    name: 'onbir-first-load',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const visit = (file: string) => {
          if (seen.has(file)) return;
          seen.add(file);
          byFile.get(file)?.imports.forEach(visit);
        };
        roots.forEach(visit);
        return seen;
      };
      const inHtml = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      // The translations' chunks (lib/i18n/catalogues.ts), by language and catalogue name.
      const catalogueFiles = new Map<string, string>();
      for (const c of chunks) {
        const po = c.facadeModuleId && /[\\/]locales[\\/]([^/\\]+)\.po$/.exec(c.facadeModuleId);
        if (po) catalogueFiles.set(`${po[1]}:${catalogueOf(c.facadeModuleId!)}`, c.fileName);
      }
      // A page's catalogues in a language: those of the folders its code (and the entry's) comes from.
      const cataloguesOf = (files: Iterable<string>, locale: string) => {
        const names = new Set([...files].flatMap((f) => byFile.get(f)?.moduleIds ?? []).filter((id) => id.startsWith(path.join(import.meta.dirname, 'src'))).map(catalogueOf));
        return [...names].map((n) => catalogueFiles.get(`${locale}:${n}`)).filter((f): f is string => Boolean(f));
      };
      const pages = pageTable.map(({ path: route, module, firstRequest }) => {
        const id = path.resolve(import.meta.dirname, 'src', module);
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (!chunk) throw new Error(`pageTable: no chunk for ${module}`);
        const files = [...closure([chunk.fileName])].filter((f) => !inHtml.has(f));
        const css = [...new Set(files.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))];
        // A chunk of styles only is not written (Vite moves its imports onto the chunks that import it).
        const js = files.filter((f) => !byFile.get(f)?.moduleIds.every((id) => /\.css($|\?)/.test(id)));
        js.forEach((f) => onLoad.add(f));
        const en = cataloguesOf([...inHtml, ...files, chunk.fileName], 'en').map((f) => `/${f}`);
        return { path: route, js: js.map((f) => `/${f}`), css: css.map((f) => `/${f}`), fetch: firstRequest ? [firstRequest] : [], texts: { en } };
      });
      inHtml.forEach((f) => onLoad.add(f));
      this.emitFile({ type: 'asset', fileName: '.vite/pages.json', source: JSON.stringify(pages) });
    },
    // Here, not above: Vite puts its preload map at the top of the chunks after every plugin's generateBundle.
    writeBundle(options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|svg)$/.test(file.fileName)) continue;
        let source = file.type === 'chunk' ? file.code : file.source;
        const out = path.join(options.dir!, file.fileName);
        if (onLoad.has(file.fileName)) writeFileSync(out, (source = COMPILE_HINT + source));
        const br = brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
        writeFileSync(`${out}.br`, br);
      }
    },
  };
}

export default defineConfig(({ command }) => ({
  // React Fast Refresh in `npm run dev`; JSX for React's automatic runtime. The i18n plugins first: Lingui's
  // macros and the catalogues (a build fails on an English text missing, the dev server shows the Turkish).
  plugins: [...i18n({ failOnMissing: command === 'build' }), react(), firstLoad(), prerender()],
  server: {
    port: 5173,
    // The API server of `npm run dev` (a test starts the dev server against its own server on a random port).
    proxy: {
      '/api': API,
      '/socket.io': { target: API, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Every browser the app supports preloads modules itself (Chrome 66, Firefox 115, Safari 17): the
    // polyfill was 0.3 kB of every first visit. Older ones load the same modules, only not ahead.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React, React DOM and the router in one chunk of their own: it changes only when they are upgraded,
        // so a returning visitor keeps it (cached a year) across deploys of the app's own code.
        codeSplitting: { groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/ }] },
      },
    },
  },
}));
