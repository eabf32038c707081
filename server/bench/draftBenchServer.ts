// The server side of draft.bench.ts and auction.bench.ts, in its own process so client work does not share its event loop:
// a real server on PGlite with a test pool and N users, announced as one JSON line on stdout.
import { startTestServer } from '../src/test/testServer';
import { createTestUser } from '../src/test/fixtures';
import { insertTestPool } from '../src/test/roomsPool';

const userCount = Number(process.argv[2] ?? 400);
const s = await startTestServer({}, {});
await insertTestPool(s.ctx, { perPosition: 12 });
const users = [];
for (let i = 0; i < userCount; i++) users.push(await createTestUser(s.ctx, `bench${i}`));
process.stdout.write(`${JSON.stringify({ url: s.url, users: users.map((u) => ({ id: u.id, token: u.token })) })}\n`);
process.on('SIGTERM', () => void s.close().then(() => process.exit(0)));
