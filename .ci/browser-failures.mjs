// Prints each failed browser test of test-results/browser.json (Playwright's JSON report) in a few lines: where it
// is, what it waited for or compared, and its folder of traces and screenshots. .ci/run prints this last, so the
// end of a failed run's log says why each test failed even when the log is read from its tail.
import { readFileSync } from 'node:fs';

const [reportPath = 'test-results/browser.json', againPath] = process.argv.slice(2);
// Colour codes in a terminal's error text (ESC [ … m).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const LINES_PER_ERROR = 12;

function* specsOf(suite) {
  for (const spec of suite.specs ?? []) yield spec;
  for (const child of suite.suites ?? []) yield* specsOf(child);
}

function failuresOf(report) {
  const failed = [];
  for (const suite of report.suites ?? []) {
    for (const spec of specsOf(suite)) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (!last || last.status === 'passed' || last.status === 'skipped') continue;
        failed.push({ spec, test, result: last });
      }
    }
  }
  return failed;
}

function readReport(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/** How the same test did when run again alone (the second report), by its title and place. */
function againOf(again, spec) {
  if (!again) return '';
  for (const suite of again.suites ?? []) {
    for (const s of specsOf(suite)) {
      if (s.file !== spec.file || s.line !== spec.line || s.title !== spec.title) continue;
      const status = s.tests?.[0]?.results?.at(-1)?.status;
      return status === 'passed' ? '; alone again: passed (it raced something in the suite)' : `; alone again: ${status}`;
    }
  }
  return '';
}

/** The last lines of what a test attached as text (its pages' consoles, a service worker's log): what the page saw. */
function textAttachments(result) {
  return (result.attachments ?? [])
    .filter((a) => a.body && a.contentType?.startsWith('text/'))
    .flatMap((a) => {
      const lines = Buffer.from(a.body, 'base64').toString('utf8').replace(ANSI, '').split('\n').filter((l) => l.trim() !== '');
      return [`   ${a.name}${lines.length > LINES_PER_ERROR ? ` (last ${LINES_PER_ERROR} of ${lines.length} lines)` : ''}:`, ...lines.slice(-LINES_PER_ERROR).map((l) => `     ${l}`)];
    });
}

function describe({ spec, test, result }, again) {
  // A timeout's first error only says so; the next one says what the test was waiting for, and where.
  const errors = result.errors?.length ? result.errors : result.error ? [result.error] : [];
  const message = (errors.map((e) => e.message).join('\n') || `status ${result.status}`).replace(ANSI, '');
  const lines = message.split('\n').filter((l) => l.trim() !== '');
  const folder = result.attachments?.find((a) => a.path)?.path?.replace(/\/[^/]+$/, '');
  return [
    `-- ${spec.file}:${spec.line} › ${test.projectName ? `${test.projectName} › ` : ''}${spec.title} (${result.status} after ${(result.duration / 1000).toFixed(1)} s${againOf(again, spec)})`,
    ...lines.slice(0, LINES_PER_ERROR).map((l) => `   ${l}`),
    ...(lines.length > LINES_PER_ERROR ? [`   … ${lines.length - LINES_PER_ERROR} more lines in the report`] : []),
    ...textAttachments(result),
    ...(folder ? [`   artifacts: ${folder}`] : []),
  ].join('\n');
}

const report = readReport(reportPath);
if (!report) {
  console.log(`(no browser report at ${reportPath})`);
  process.exit(0);
}
const again = againPath ? readReport(againPath) : null;
const failures = failuresOf(report);
if (failures.length > 0) {
  console.log(`== why each failed browser test failed (${failures.length}), from ${reportPath}`);
  for (const f of failures) console.log(describe(f, again));
}
