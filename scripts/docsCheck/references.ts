/**
 * What the docs check (scripts/docs-check.ts, docs/testing.md "The docs check") reads in a markdown page:
 * its relative links and the repository paths it names in backticks, and whether each one exists. Pure:
 * the caller passes the repository's paths.
 */
import path from 'node:path';

/** A file or folder a page names: a link's target or a backticked path. */
export interface Reference {
  kind: 'link' | 'path';
  target: string;
  line: number;
}

const FENCE = /^\s*(```|~~~)/;
const LINK = /\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const CODE = /`([^`\n]+)`/g;
// Words that are not repository paths: URLs, routes and absolute paths, variables, placeholders, globs.
const NOT_A_PATH = /:\/\/|^[/$~]|[<>*?=|\\%]|\{[^}]*\}|\.{3}|…/;
const EXTENSION = /\.[A-Za-z][A-Za-z0-9]*$/;

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (one group: how the docs name sibling files). */
export function expandBraces(word: string): string[] {
  const m = /^([^{}]*)\{([^{}]*,[^{}]*)\}([^{}]*)$/.exec(word);
  return m ? m[2].split(',').map((part) => `${m[1]}${part.trim()}${m[3]}`) : [word];
}

/** Whether a backticked word names a repository file or folder: it has a `/` and ends in an extension or `/`. */
export function looksLikePath(word: string): boolean {
  if (!word.includes('/') || NOT_A_PATH.test(word)) return false;
  return word.endsWith('/') || EXTENSION.test(word);
}

/** The relative links and backticked paths of a markdown page, fenced code blocks left out. */
export function markdownReferences(markdown: string): Reference[] {
  const refs: Reference[] = [];
  let fenced = false;
  markdown.split('\n').forEach((text, i) => {
    if (FENCE.test(text)) fenced = !fenced;
    if (fenced || FENCE.test(text)) return;
    const line = i + 1;
    for (const m of text.replace(CODE, '').matchAll(LINK)) {
      const target = m[1].split('#')[0];
      if (target && !/^[a-z][a-z0-9+.-]*:/i.test(target)) refs.push({ kind: 'link', target, line });
    }
    for (const m of text.matchAll(CODE)) {
      for (const raw of m[1].split(/\s+/)) {
        const word = raw.replace(/^[('"[]+|[)'",;:.\]]+$/g, '');
        for (const target of expandBraces(word)) if (looksLikePath(target)) refs.push({ kind: 'path', target, line });
      }
    }
  });
  return refs;
}

/** The repository's files and folders, as paths from its root with `/` separators. */
export type RepoPaths = ReadonlySet<string>;

/**
 * Where a reference of the page `doc` points, or null when nothing of the repository is there. A link
 * resolves from the page's folder, as a markdown viewer follows it; a backticked path from the root, the
 * page's folder, or as the end of a longer path (docs name `lib/socket.ts` inside `client/src/`).
 */
export function resolveReference(ref: Reference, doc: string, repo: RepoPaths): string | null {
  const clean = (p: string) => path.posix.normalize(p).replace(/\/$/, '');
  const fromDoc = clean(path.posix.join(path.posix.dirname(doc), ref.target));
  if (fromDoc.startsWith('../') || fromDoc === '..') return null;
  if (repo.has(fromDoc)) return fromDoc;
  if (ref.kind === 'link') return null;
  const fromRoot = clean(ref.target);
  if (repo.has(fromRoot)) return fromRoot;
  if (fromRoot.startsWith('..')) return null;
  for (const p of repo) if (p.endsWith(`/${fromRoot}`)) return p;
  return null;
}

/**
 * Every reference of a page that resolves to nothing, as `doc:line: target`. `generated` tells the paths
 * the repository does not hold but running it makes (a build's output), which are not checked.
 */
export function missingReferences(doc: string, markdown: string, repo: RepoPaths, generated: (target: string) => boolean = () => false): string[] {
  return markdownReferences(markdown)
    .filter((ref) => !generated(ref.target) && resolveReference(ref, doc, repo) === null)
    .map((ref) => `${doc}:${ref.line}: ${ref.kind === 'link' ? 'link to' : 'names'} ${ref.target}, which is not in the repository`);
}

/** A doc section cited by name: `docs/rooms.md, 'Creating a room'` (either quotes, the comma optional). */
export interface SectionCitation {
  doc: string;
  section: string;
  line: number;
}

const CITATION = /(docs\/[\w-]+\.md),? (?:'(.+?)'(?=[\s),.;:]|$)|"([^"\n]+)")/g;

/** Every section a text (code or markdown) cites by its doc and its heading. */
export function sectionCitations(text: string): SectionCitation[] {
  const out: SectionCitation[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(CITATION)) out.push({ doc: m[1], section: m[2] ?? m[3], line: i + 1 });
  });
  return out;
}

/**
 * A page's headings as read (without the hashes and the backticks), and its run-in headings: a paragraph
 * or list item that opens with a bold sentence (`**The first screen is in the HTML.**`).
 */
export function headingsOf(markdown: string): string[] {
  const out: string[] = [];
  for (const line of markdown.split('\n')) {
    if (/^#{1,6} /.test(line)) out.push(line.replace(/^#+ /, '').replaceAll('`', '').trim());
    const bold = /^(?:[-*] )?\*\*([^*]+?)\.?\*\*/.exec(line);
    if (bold) out.push(bold[1].replaceAll('`', '').trim());
  }
  return out;
}

/**
 * Whether a cited section is one of the page's headings: the heading is the name, or the name followed by
 * what the heading adds in brackets or after a colon ('API' cites "API (`/api/users`)").
 */
export function hasSection(headings: readonly string[], section: string): boolean {
  return headings.some((h) => h === section || h.startsWith(`${section} (`) || h.startsWith(`${section}:`));
}

// Sections of the product's first specification, which lives outside the repository: its rules are
// written in docs/ and cited there.
const OUTSIDE = /\bspec(?:ification)? (?:section )?\d+(?:\.\d+)?\b|\/work\/shared\b/gi;

/** Every place a text cites a file outside the repository instead of the docs: `spec 4.4`, `/work/shared/…`. */
export function outsideCitations(text: string): Array<{ cited: string; line: number }> {
  const out: Array<{ cited: string; line: number }> = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(OUTSIDE)) out.push({ cited: m[0], line: i + 1 });
  });
  return out;
}

/** Every docs page a source file names (`docs/rooms.md`), with its line. */
export function docPagesNamed(text: string): Array<{ doc: string; line: number }> {
  const out: Array<{ doc: string; line: number }> = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/\bdocs\/[\w-]+\.md\b/g)) out.push({ doc: m[0], line: i + 1 });
  });
  return out;
}
