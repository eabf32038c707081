import http from 'node:http';

export interface JsonAnswer {
  status: number;
  body: unknown;
  ms: number;
}

/**
 * One HTTP request with JSON in and out, on a fresh connection (as a browser's first request is) from a
 * chosen loopback address. Errors and timeouts answer status 0 with the error's text.
 */
export function jsonRequest(
  port: number,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string; localAddress?: string; timeoutMs?: number } = {},
): Promise<JsonAnswer> {
  const started = performance.now();
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        localAddress: opts.localAddress,
        timeout: opts.timeoutMs ?? 10_000,
        headers: {
          accept: 'application/json',
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let body: unknown = null;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString());
          } catch {
            body = Buffer.concat(chunks).toString();
          }
          resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - started });
        });
        res.on('error', (err) => resolve({ status: 0, body: err.message, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) => resolve({ status: 0, body: err.message, ms: performance.now() - started }));
    req.end(payload);
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
