import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { fromTemplate, memoryTemplate, templateFile } from './memoryTemplate';
import { users } from './schema';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
const opened: Database[] = [];
afterAll(() => Promise.all(opened.map((d) => d.close())));

const user = (name: string) => ({ username: name, email: `${name}@example.com`, firstName: name, lastName: 'T', passwordHash: 'x' });

describe('in-memory databases from the migrated template', () => {
  it('start migrated and independent of each other, on this thread and on a worker', async () => {
    const file = await memoryTemplate(migrations);
    expect(file && fs.statSync(file).size).toBeGreaterThan(0);
    expect(await memoryTemplate(migrations)).toBe(file);
    const [a, b] = await Promise.all([openDatabase({ dataDir: 'memory://' }), openDatabase({ dataDir: 'memory://', pgliteThread: 'worker' })]);
    opened.push(a, b);
    await a.db.insert(users).values(user('only_in_a'));
    await b.db.insert(users).values(user('only_in_b'));
    expect((await a.db.select().from(users)).map((u) => u.username)).toEqual(['only_in_a']);
    expect((await b.db.select().from(users)).map((u) => u.username)).toEqual(['only_in_b']);
  });

  it('names one template per migrations folder content, and starts from nothing when the template is gone', async () => {
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-migrations-'));
    fs.cpSync(migrations, other, { recursive: true });
    expect(templateFile(other)).toBe(await memoryTemplate(migrations));
    fs.appendFileSync(path.join(other, fs.readdirSync(other).find((f) => f.endsWith('.sql'))!), '\n-- changed\n');
    const never = templateFile(other);
    expect(never).not.toBe(templateFile(migrations));
    fs.rmSync(other, { recursive: true, force: true });
    expect(fromTemplate(never)).toEqual({});
  });
});
