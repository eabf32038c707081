import type { Response, Test } from 'supertest';

/**
 * The request with a status check that says what the server answered: supertest's own says "expected 200, got
 * 409" and drops the refusal's code and words, which is what tells a rule's refusal from a race in a CI log.
 */
export function answered(req: Test): Test {
  const expectOriginal = req.expect.bind(req) as (...args: unknown[]) => Test;
  const expectStatus = (status: number) =>
    expectOriginal((res: Response) => {
      if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body ?? res.text).slice(0, 500)}`);
    });
  req.expect = ((...args: unknown[]) => (args.length === 1 && typeof args[0] === 'number' ? expectStatus(args[0]) : expectOriginal(...args))) as Test['expect'];
  return req;
}
