// The i18n code's own share of a Turkish first visit (issue 31's fair measure): the scripts a page loads
// before it is usable, as the build writes them, with and without the bytes the source maps attribute to
// the i18n code, each compressed as the server sends it (brotli, best level). The difference is what
// English beside Turkish costs that visit, whatever else the tree has gained since the foundation.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

/** Sources that exist for the second language: Lingui, the client's i18n runtime, the language's choice and switch. */
const I18N_SOURCES = [/node_modules\/@lingui\//, /client\/src\/lib\/i18n\//, /shared\/src\/text\/locale\.ts$/, /features\/site\/LanguageSwitch\.tsx$/, /features\/auth\/languageSync\.ts$/];
// The V8 compile hint vite.config.ts puts at the top of a first-load chunk after its map was made.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type PageFiles = { path: string; js: string[] };
type SourceMap = { sources: string[]; sourceRoot?: string; mappings: string };

const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;

/**
 * This tree's client built again with hidden source maps, inside the repository (the prerender step resolves
 * the app's packages from there); the same code as `npm run build` writes, plus a .map beside each chunk.
 */
export function buildWithMaps(): string {
  const outDir = path.resolve('node_modules/.cache/onbir-i18n-maps');
  rmSync(outDir, { recursive: true, force: true });
  const built = spawnSync('npx', ['vite', 'build', '--sourcemap', 'hidden', '--outDir', outDir, '--emptyOutDir'], { cwd: 'client', encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the source-mapped build failed:\n${built.stderr}`);
  return outDir;
}

/** The chunk's code with every stretch the map attributes to an i18n source cut out. */
function withoutI18n(code: string, map: SourceMap, mapDir: string): { code: string; cut: number } {
  const own = map.sources.map((s) => I18N_SOURCES.some((re) => re.test(path.resolve(mapDir, map.sourceRoot ?? '', s).replaceAll('\\', '/'))));
  const lines = code.split('\n');
  let cut = 0;
  const kept = decode(map.mappings).map((segments, i) => {
    const line = lines[i] ?? '';
    let out = '';
    let from = 0;
    let dropping = false;
    for (const [column, source] of segments) {
      if (!dropping) out += line.slice(from, column);
      else cut += column - from;
      from = column;
      dropping = source !== undefined && own[source];
    }
    if (dropping) cut += line.length - from;
    else out += line.slice(from);
    return out;
  });
  return { code: [...kept, ...lines.slice(kept.length)].join('\n'), cut };
}

/** The scripts a first visit of each page loads (the HTML's entry and its imports, the page's own files), in kB brotli, with the i18n code's share. */
export function i18nShare(dist: string, pages: string[]): Array<{ page: string; total: number; i18n: number }> {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const table = JSON.parse(readFileSync(path.join(dist, '.vite/pages.json'), 'utf8')) as PageFiles[];
  const measured = new Map<string, { whole: number; without: number }>();
  const measure = (file: string) => {
    let m = measured.get(file);
    if (!m) {
      const full = path.join(dist, file);
      const code = readFileSync(full, 'utf8');
      const body = code.startsWith(COMPILE_HINT) ? code.slice(COMPILE_HINT.length) : code;
      // The bundler's own runtime has no map: none of it is i18n.
      const map = existsSync(`${full}.map`) ? (JSON.parse(readFileSync(`${full}.map`, 'utf8')) as SourceMap) : { sources: [], mappings: '' };
      const stripped = withoutI18n(body, map, path.dirname(full));
      m = { whole: brotli(code), without: stripped.cut ? brotli(code.slice(0, code.length - body.length) + stripped.code) : brotli(code) };
      measured.set(file, m);
    }
    return m;
  };
  return pages.map((page) => {
    const own = table.find((p) => `/${p.path}` === page);
    if (!own) throw new Error(`${page}: not in pages.json`);
    const files = [...new Set([...entry, ...own.js])].map(measure);
    const total = files.reduce((s, f) => s + f.whole, 0);
    return { page, total, i18n: total - files.reduce((s, f) => s + f.without, 0) };
  });
}
