/**
 * npm test's docs check (docs/testing.md, "The docs check"): every relative link and every backticked
 * repository path in README.md and docs/*.md names a file or folder that exists. Folders git ignores
 * (dependencies, builds, data) are not part of the repository and are not looked in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { docPagesNamed, hasSection, headingsOf, missingReferences, outsideCitations, sectionCitations } from './docsCheck/references';

const root = fileURLToPath(new URL('..', import.meta.url));
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

// In the code's comments and the docs: every docs page named exists, every section cited by name is a
// heading of its page, and nothing cites a file outside the repository.
const CODE = /\.(ts|tsx|mts|mjs|cjs|js|css)$/;
const headings = new Map<string, string[] | null>();
const headingsOfDoc = (doc: string) => {
  if (!headings.has(doc)) headings.set(doc, repo.has(doc) ? headingsOf(readFileSync(path.join(root, doc), 'utf8')) : null);
  return headings.get(doc);
};
// The check's own parser and its test hold examples of every kind of citation, right and wrong.
const citing = [...docs, ...[...repo].filter((p) => CODE.test(p) && !p.startsWith('docs/') && !p.startsWith('scripts/docsCheck/'))];
for (const file of citing) {
  const text = readFileSync(path.join(root, file), 'utf8');
  for (const o of outsideCitations(text)) problems.push(`${file}:${o.line}: cites "${o.cited}", outside the repository: cite the docs section that says the rule`);
  if (!file.endsWith('.md')) {
    for (const d of docPagesNamed(text)) if (!repo.has(d.doc)) problems.push(`${file}:${d.line}: names ${d.doc}, which is not in the repository`);
  }
  for (const c of sectionCitations(text)) {
    const found = headingsOfDoc(c.doc);
    // A code file's missing page is reported above, with every page it names.
    if (!found) {
      if (file.endsWith('.md')) problems.push(`${file}:${c.line}: cites ${c.doc}, which is not in the repository`);
    } else if (!hasSection(found, c.section)) problems.push(`${file}:${c.line}: cites the section "${c.section}" of ${c.doc}, which has no such heading`);
  }
}
for (const p of problems) console.error(p);
console.log(`docs check: ${docs.length} pages and ${citing.length - docs.length} code files read, ${problems.length} missing reference(s)`);
process.exit(problems.length ? 1 : 0);
