import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { signToken } from '../modules/auth/token';

export interface TestUser {
  id: string;
  username: string;
  email: string;
  password: string;
  token: string;
}

/** Inserts a user straight into the database and signs a token for it (for tests of other modules). */
export async function createTestUser(ctx: AppContext, name = `u${randomUUID().slice(0, 8)}`): Promise<TestUser> {
  const password = 'kale-direk-42';
  const email = `${name}@example.com`;
  const [row] = await ctx.db
    .insert(users)
    .values({ username: name, email, firstName: name, lastName: 'Test', passwordHash: bcrypt.hashSync(password, 4) })
    .returning({ id: users.id });
  return { id: row.id, username: name, email, password, token: signToken(ctx.config, { id: row.id, username: name }) };
}
