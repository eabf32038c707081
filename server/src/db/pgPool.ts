import pg from 'pg';

/** Statement names by text; past the cap new texts run unnamed, so memory stays bounded. */
const names = new Map<string, string>();
const MAX_NAMED = 1000;
const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/** The name a data statement is prepared under (the same text, the same name), or undefined. */
export function statementName(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED || !DATA_STATEMENT.test(text)) return known;
  const name = `onbir_${names.size + 1}`;
  names.set(text, name);
  return name;
}

/**
 * A node-postgres client that prepares every data statement once per connection: it names each by its
 * text, so the server parses and plans it the first time only and then just binds and runs it (postgres.js
 * does the same by default). On the embedded database this is most of a statement's cost: a room read
 * takes ~0.45 ms prepared against ~1.5 ms parsed and planned each time, and every request shares its one
 * connection.
 */
export class PreparingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- node-postgres's overloads, passed through as they are
  override query(config: any, values?: any, callback?: any): any {
    const named = config && typeof config === 'object' && typeof config.text === 'string' && !config.name && typeof config.submit !== 'function';
    const name = named ? statementName(config.text) : undefined;
    return super.query(name ? { ...config, name } : config, values, callback);
  }
}

/**
 * The pool the app's queries go through: a query the database refused (a unique violation, a bad value)
 * leaves its connection in the pool. node-postgres drops it, which costs PostgreSQL a new connection and
 * breaks the embedded database: PGlite's socket takes one connection, and the next query's new one came
 * before the old one was gone (EPIPE). A broken connection is still dropped.
 */
export class AppPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super({ ...config, Client: PreparingClient });
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- node-postgres's overloads, passed through as they are
  override query(config: any, values?: any, callback?: any): any {
    if (typeof values === 'function' || typeof callback === 'function') return super.query(config, values, callback);
    return this.connect().then(async (client) => {
      try {
        const result = await client.query(config, values);
        client.release();
        return result;
      } catch (err) {
        client.release(err instanceof pg.DatabaseError ? undefined : (err as Error));
        throw err;
      }
    });
  }
}
