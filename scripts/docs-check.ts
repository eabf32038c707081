/**
 * npm test's docs check (docs/testing.md, "The docs check"): every relative link and every backticked
 * repository path in README.md and docs/*.md names a file or folder that exists. Folders git ignores
 * (dependencies, builds, data) are not part of the repository and are not looked in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { missingReferences } from './docsCheck/references';

const root = path.resolve(import.meta.dirname, '..');
// What git ignores: dependencies, builds and data made by running the app. A doc may name a file in them
// (the build writes `client/dist/.vite/pages.json`), but a clean clone has none, so they are not checked.
const IGNORED = ['node_modules', 'client/dist', 'data', 'coverage', 'test-results', 'e2e/artifacts', 'bench-results'];
const ignored = (rel: string) => rel === '.git' || rel.split('/').includes('node_modules') || IGNORED.includes(rel);

function repoPaths(dir = '', into = new Set<string>()): Set<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${entry.name}` : entry.name;
    if (ignored(rel)) continue;
    into.add(rel);
    if (entry.isDirectory()) repoPaths(rel, into);
  }
  return into;
}

const repo = repoPaths();
const docs = ['README.md', ...readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const generated = (target: string) => IGNORED.some((dir) => target === dir || target.startsWith(`${dir}/`));
const problems = docs.flatMap((doc) => missingReferences(doc, readFileSync(path.join(root, doc), 'utf8'), repo, generated));
for (const p of problems) console.error(p);
console.log(`docs check: ${docs.length} pages, ${problems.length} missing reference(s)`);
process.exit(problems.length ? 1 : 0);
