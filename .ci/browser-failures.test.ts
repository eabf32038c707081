import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A Playwright JSON report with one spec in a nested describe, its last result as given. */
function report(status: string, message?: string, log: string[] = []) {
  const attachments = [
    { name: 'trace', contentType: 'application/zip', path: 'test-results/browser/presenter-abc/trace.zip' },
    { name: 'page-1-console', contentType: 'text/plain', body: Buffer.from(log.join('\n')).toString('base64') },
  ];
  const result = { status, duration: 12_345, errors: message ? [{ message }] : [], attachments };
  const spec = { title: 'closing the tab ends the session', file: 'presenter.e2e.ts', line: 219, tests: [{ projectName: '', results: [result] }] };
  return { suites: [{ title: 'presenter.e2e.ts', specs: [], suites: [{ title: 'live presenter mode', specs: [spec] }] }] };
}

function run(first: object, again?: object): string {
  const dir = mkdtempSync(join(tmpdir(), 'browser-failures-'));
  writeFileSync(join(dir, 'first.json'), JSON.stringify(first));
  const args = ['.ci/browser-failures.mjs', join(dir, 'first.json')];
  if (again) {
    writeFileSync(join(dir, 'again.json'), JSON.stringify(again));
    args.push(join(dir, 'again.json'));
  }
  return execFileSync('node', args, { encoding: 'utf8' });
}

describe('.ci/run explaining its failed browser tests', () => {
  const waited = '\u001b[31mTimeoutError: locator.waitFor: Timeout 10000ms exceeded.\u001b[39m\nCall log:\n  - waiting for heading "Sunum sona erdi"';

  it('names each failed test with its place, its error without colour codes, its folder and how it did alone', () => {
    const out = run(report('timedOut', waited), report('passed'));
    expect(out).toContain('presenter.e2e.ts:219 › closing the tab ends the session (timedOut after 12.3 s; alone again: passed');
    expect(out).toContain('   TimeoutError: locator.waitFor: Timeout 10000ms exceeded.');
    expect(out).toContain('waiting for heading "Sunum sona erdi"');
    expect(out).not.toContain('\u001b[');
    expect(out).toContain('artifacts: test-results/browser/presenter-abc');
  });

  it("prints the last lines of each text the test attached (a page's console), colour codes removed", () => {
    const log = ['http://127.0.0.1:4000/present/abc', ...Array.from({ length: 20 }, (_, i) => `log: line ${i + 1}`), '\u001b[31merror: socket closed\u001b[39m'];
    const out = run(report('failed', 'Error: expected true', log));
    expect(out).toContain('   page-1-console (last 12 of 22 lines):');
    expect(out).toContain('     log: line 10');
    expect(out).not.toContain('log: line 9\n');
    expect(out).toContain('     error: socket closed');
    expect(out).not.toContain('\u001b[');
  });

  it('says nothing when every test passed, and copes with no report', () => {
    expect(run(report('passed'))).toBe('');
    expect(execFileSync('node', ['.ci/browser-failures.mjs', '/nonexistent/report.json'], { encoding: 'utf8' })).toContain('no browser report');
  });
});
