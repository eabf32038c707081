import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** A Playwright JSON report with one spec in a nested describe, its last result as given. */
function report(status: string, message?: string) {
  const result = { status, duration: 12_345, errors: message ? [{ message }] : [], attachments: [{ name: 'trace', path: 'test-results/browser/presenter-abc/trace.zip' }] };
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

  it('says nothing when every test passed, and copes with no report', () => {
    expect(run(report('passed'))).toBe('');
    expect(execFileSync('node', ['.ci/browser-failures.mjs', '/nonexistent/report.json'], { encoding: 'utf8' })).toContain('no browser report');
  });
});
