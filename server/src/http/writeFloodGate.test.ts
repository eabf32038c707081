import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { signToken } from '../modules/auth/token';
import { trustProxyOf } from './clientAddress';
import { MAX_REMEMBERED, writeFloodGate } from './writeFloodGate';

const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'test-secret-test-secret', DATA_DIR: 'memory://' });
const token = signToken(config, { id: 'u1', username: 'ayse' });

function request(opts: { method?: string; url?: string; address?: string; auth?: string; lang?: string } = {}) {
  return {
    method: opts.method ?? 'POST',
    url: opts.url ?? '/api/rooms/create',
    headers: { ...(opts.auth ? { authorization: `Bearer ${opts.auth}` } : {}), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
    socket: { remoteAddress: opts.address ?? '10.0.0.1' },
    connection: { remoteAddress: opts.address ?? '10.0.0.1' },
  } as unknown as IncomingMessage & Request;
}
function response() {
  const out: { status?: number; headers?: Record<string, unknown>; body?: string } = {};
  const res = { writeHead: (status: number, headers: Record<string, unknown>) => Object.assign(out, { status, headers }), end: (body: string) => void (out.body = body) };
  return { res: res as unknown as ServerResponse, out };
}

describe('the write flood gate', () => {
  it('answers only writes of a refused key, until its window ends', () => {
    const gate = writeFloodGate(config, trustProxyOf(config));
    gate.noteRefusal(Object.assign(request({ auth: token, lang: 'en' }), { locale: 'en' as const }), true, 20_000);
    // Naming no language: the account's saved one is not known yet, so Express answers.
    expect(gate.answered(request({ auth: token }), response().res, 10_000)).toBe(false);
    gate.noteRefusal(Object.assign(request({ auth: token }), { locale: 'en' as const }), true, 20_000);
    const { res, out } = response();
    expect(gate.answered(request({ auth: token }), res, 10_000)).toBe(true);
    expect(out.status).toBe(429);
    expect(out.headers!['retry-after']).toBe('10');
    expect(JSON.parse(out.body!)).toEqual({ message: 'You are sending requests too fast; please wait a moment.', code: 'TOO_FAST' });
    expect(gate.answered(request({ auth: token, method: 'GET' }), response().res, 10_000)).toBe(false);
    expect(gate.answered(request({ auth: token, url: '/taktik' }), response().res, 10_000)).toBe(false);
    expect(gate.answered(request({ auth: signToken(config, { id: 'u2', username: 'can' }) }), response().res, 10_000)).toBe(false);
    expect(gate.answered(request({ auth: token }), response().res, 20_000)).toBe(false);
  });

  it('keys writes without a valid token by address, forged tokens included', () => {
    const gate = writeFloodGate(config, trustProxyOf(config));
    gate.noteRefusal(request({ auth: 'forged.1.token', address: '10.0.0.9' }), false, 5_000);
    const { res, out } = response();
    expect(gate.answered(request({ auth: 'forged.2.token', address: '10.0.0.9', lang: 'tr' }), res, 1_000)).toBe(true);
    expect(JSON.parse(out.body!).message).toBe('Çok hızlı istek gönderiyorsunuz; lütfen biraz bekleyin.');
    expect(gate.answered(request({ address: '10.0.0.9' }), response().res, 1_000)).toBe(true);
    expect(gate.answered(request({ address: '10.0.0.8' }), response().res, 1_000)).toBe(false);
    // A valid token from that address is its account's, not the address's.
    expect(gate.answered(request({ auth: token, address: '10.0.0.9' }), response().res, 1_000)).toBe(false);
  });

  it(`remembers at most ${MAX_REMEMBERED} refused keys, the least recently refused going first`, () => {
    const gate = writeFloodGate(config, trustProxyOf(config));
    const refuse = (key: string) => gate.noteRefusal(Object.assign(request({ auth: key }), { locale: 'tr' as const }), true, 20_000);
    refuse('k0');
    refuse('k1');
    refuse('k0');
    for (let i = 2; i <= MAX_REMEMBERED; i++) refuse(`k${i}`);
    const answered = (key: string) => gate.answered(request({ auth: key }), response().res, 10_000);
    expect([answered('k0'), answered('k1'), answered('k2'), answered(`k${MAX_REMEMBERED}`)]).toEqual([true, false, true, true]);
  });
});
