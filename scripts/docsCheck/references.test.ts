import { describe, expect, it } from 'vitest';
import { docPagesNamed, expandBraces, hasSection, headingsOf, looksLikePath, markdownReferences, missingReferences, outsideCitations, sectionCitations } from './references';

const repo = new Set(['README.md', 'docs', 'docs/rooms.md', 'docs/match.md', 'client', 'client/src', 'client/src/lib', 'client/src/lib/socket.ts', 'shared', 'shared/src', 'shared/src/room', 'shared/src/room/dto.ts', 'shared/src/room/routes.ts']);

describe('markdownReferences', () => {
  it('takes relative links without their anchors, and leaves web and mail links', () => {
    const refs = markdownReferences('See [rooms](rooms.md#the-draft), [web](https://example.com/a.md) and [mail](mailto:a@b.c).\n[same page](#x)');
    expect(refs).toEqual([{ kind: 'link', target: 'rooms.md', line: 1 }]);
  });

  it('takes backticked paths with an extension or a closing slash, word by word', () => {
    const refs = markdownReferences('Code: `shared/src/room/` and `server/src/http/pageHtml.ts inlineScriptHashes`, (`lib/socket.ts`).');
    expect(refs.map((r) => r.target)).toEqual(['shared/src/room/', 'server/src/http/pageHtml.ts', 'lib/socket.ts']);
  });

  it('leaves routes, URLs, variables, placeholders, globs, MIME types and numbers', () => {
    const text = '`/api/users` `https://cdn.x/a.png` `$TMPDIR/shots/a.png` `${APP_URL}/reset-password/<token>` `e2e/**/*.e2e.ts` `video/webm` `3.5/4.0` `x.ts`';
    expect(markdownReferences(text)).toEqual([]);
  });

  it('skips fenced code blocks and counts lines', () => {
    const refs = markdownReferences('one\n```sh\ncat `missing/file.ts`\n```\nthen `docs/match.md`');
    expect(refs).toEqual([{ kind: 'path', target: 'docs/match.md', line: 5 }]);
  });

  it('does not read a link written inside backticks as a link', () => {
    expect(markdownReferences('scans `[x](path)` links')).toEqual([]);
  });

  it('expands one brace group of sibling names', () => {
    expect(expandBraces('shared/src/room/{dto,routes}.ts')).toEqual(['shared/src/room/dto.ts', 'shared/src/room/routes.ts']);
    expect(markdownReferences('`shared/src/room/{dto,routes}.ts`').map((r) => r.target)).toEqual(['shared/src/room/dto.ts', 'shared/src/room/routes.ts']);
    expect(looksLikePath("'{lineGroup}-{slotIndex}'")).toBe(false);
  });
});

describe('missingReferences', () => {
  it('passes links from the page folder and paths from the root, the page folder or a longer path', () => {
    const page = '[rooms](rooms.md), [back](../README.md), `docs/match.md`, `lib/socket.ts`, `shared/src/room/{dto,routes}.ts`, `client/src/`';
    expect(missingReferences('docs/architecture.md', page, repo)).toEqual([]);
  });

  it('names each missing file with its page and line', () => {
    const page = 'ok `docs/rooms.md`\n[gone](gone.md) and `server/src/nothing.ts`\n[root-relative](docs/rooms.md)';
    expect(missingReferences('docs/x.md', page, repo)).toEqual([
      'docs/x.md:2: link to gone.md, which is not in the repository',
      'docs/x.md:2: names server/src/nothing.ts, which is not in the repository',
      'docs/x.md:3: link to docs/rooms.md, which is not in the repository',
    ]);
  });

  it('refuses a link or a path that leaves the repository', () => {
    expect(missingReferences('docs/x.md', '[decisions](../../shared/architecture.md) `../../outside/spec.md`', repo)).toHaveLength(2);
  });

  it('leaves the paths the caller says a run makes', () => {
    const generated = (target: string) => target.startsWith('client/dist/');
    expect(missingReferences('README.md', '`client/dist/.vite/pages.json`', repo, generated)).toEqual([]);
    expect(missingReferences('README.md', '`client/dist/.vite/pages.json`', repo)).toHaveLength(1);
  });
});

describe('section citations', () => {
  it("reads a cited doc and section in either quotes, an apostrophe inside the name included", () => {
    const code = "/** Squad size (docs/rooms.md, 'Fixed values'). */\n// docs/builder.md, 'The lineup's base rules': the page\n// see docs/board.md \"Layout\" and docs/i18n.md";
    expect(sectionCitations(code)).toEqual([
      { doc: 'docs/rooms.md', section: 'Fixed values', line: 1 },
      { doc: 'docs/builder.md', section: "The lineup's base rules", line: 2 },
      { doc: 'docs/board.md', section: 'Layout', line: 3 },
    ]);
  });

  it('finds headings and bold run-in headings, and a section by its name before what the heading adds', () => {
    const page = '# Rooms\n## API (`/api/rooms`, a bearer token)\n### Fixed values\n**The first screen is in the HTML.** Every page\n- **Limits** (the budgets): x';
    const headings = headingsOf(page);
    expect(headings).toEqual(['Rooms', 'API (/api/rooms, a bearer token)', 'Fixed values', 'The first screen is in the HTML', 'Limits']);
    expect(hasSection(headings, 'API')).toBe(true);
    expect(hasSection(headings, 'Fixed values')).toBe(true);
    expect(hasSection(headings, 'The first screen is in the HTML')).toBe(true);
    expect(hasSection(headings, 'Fixed')).toBe(false);
    expect(hasSection(headings, 'Settings')).toBe(false);
  });
});

describe('outsideCitations', () => {
  it('finds sections of the outside specification and paths outside the repository, and nothing else', () => {
    const text = '/** Empty means no password (spec 5.3). */\n// Spec 9: 15 frames\nDecisions: `/work/shared/architecture.md`.\n// the spectators of spec-compliant rooms; a respec 2 of this';
    expect(outsideCitations(text)).toEqual([
      { cited: 'spec 5.3', line: 1 },
      { cited: 'Spec 9', line: 2 },
      { cited: '/work/shared', line: 3 },
    ]);
  });
});

describe('docPagesNamed', () => {
  it('finds every docs page a comment names', () => {
    expect(docPagesNamed('// see docs/rooms.md and docs/match.md\n/** docs/testing.md, "The docs check" */')).toEqual([
      { doc: 'docs/rooms.md', line: 1 },
      { doc: 'docs/match.md', line: 1 },
      { doc: 'docs/testing.md', line: 2 },
    ]);
  });
});
