import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { answered } from './answered';

const refusing = (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(409, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ code: 'SUB_WINDOWS_USED', message: 'Değişiklik hakkın bitti.' }));
};

describe('answered: a status check that names the answer', () => {
  it("fails with the answer's code and words when the status is another", async () => {
    await expect(answered(request(refusing).post('/decision')).expect(200)).rejects.toThrow('expected 200, got 409: {"code":"SUB_WINDOWS_USED","message":"Değişiklik hakkın bitti."}');
  });

  it('passes on the status wanted and leaves the other checks as supertest has them', async () => {
    expect((await answered(request(refusing).post('/decision')).expect(409)).body.code).toBe('SUB_WINDOWS_USED');
    await expect(answered(request(refusing).get('/')).expect('content-type', /json/).expect(409, { code: 'X' })).rejects.toThrow();
  });
});
