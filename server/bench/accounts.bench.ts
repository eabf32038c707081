// Accounts under attack, at the real bcrypt cost (NODE_ENV=development, as `npm start` runs):
//  1. forgot-password answer time for a known and an unknown address, with mail going over real SMTP to an
//     in-process server: the two must not differ (an attacker could tell which addresses have accounts);
//  2. a real login alone, then while 150 reset-password requests with random links arrive at once (before
//     the links were checked first, they queued 150 bcrypt hashes in front of the login).
// Prints medians and the machine's load; exits 0.
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { startTestServer } from '../src/test/testServer';
import { startSmtpInbox } from '../src/test/smtpInbox';

const ROUNDS = 40;
const FLOOD = 150;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)];
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

async function timed(fn: () => Promise<Response>): Promise<{ ms: number; status: number }> {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function main() {
  const inbox = await startSmtpInbox();
  const ts = await startTestServer({ NODE_ENV: 'development', JWT_SECRET: '', SMTP_URL: inbox.url, RATE_LIMIT_MAX: '1000000' });
  const post = (path: string, body: unknown, method = 'POST') =>
    fetch(`${ts.url}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  try {
    const account = { username: 'bench_user', firstName: 'Bench', lastName: 'User', email: 'bench@example.com', password: 'kale-direk-42' };
    if ((await post('/api/users/register', account)).status !== 201) throw new Error('register failed');

    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      known.push((await timed(() => post('/api/users/forgot-password', { email: account.email }))).ms);
      unknown.push((await timed(() => post('/api/users/forgot-password', { email: `nobody${i}@example.com` }))).ms);
    }
    await inbox.waitFor(account.email);
    console.log(`forgot-password, ${ROUNDS} each (SMTP in process): known address median ${fmt(median(known))} p95 ${fmt(p95(known))}; unknown median ${fmt(median(unknown))} p95 ${fmt(p95(unknown))}; reset mails delivered so far ${inbox.mails.length} (they leave after the answer)`);

    const login = () => timed(() => post('/api/users/login', { email: account.email, password: account.password }));
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) alone.push((await login()).ms);
    const flood = Array.from({ length: FLOOD }, () => timed(() => post(`/api/users/reset-password/${randomBytes(32).toString('hex')}`, { password: 'whatever12' }, 'PUT')));
    const during = await login();
    const answers = await Promise.all(flood);
    const statuses = new Map<number, number>();
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
    console.log(
      `login alone median ${fmt(median(alone))}; login during ${FLOOD} parallel reset-password requests with random links ${fmt(during.ms)} (status ${during.status}); ` +
        `the flood's answers ${[...statuses].map(([s, n]) => `${n}x${s}`).join(', ')}, slowest ${fmt(Math.max(...answers.map((a) => a.ms)))}`,
    );
    console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.availableParallelism()} cores`);
  } finally {
    await ts.close();
    await inbox.close();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
