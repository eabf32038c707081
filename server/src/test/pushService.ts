import http from 'node:http';
import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import type { PushPayload } from '@onbir/shared/notifications/schemas';

/** http_ece (web-push's own encryption, RFC 8188) ships no types: the one call made here. */
const ece = createRequire(import.meta.url)('http_ece') as { decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer };

/** The real push service host a test subscription names; the test server posts to the stand-in instead. */
export const PUSH_HOST = 'https://fcm.googleapis.com';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: the P-256 key pair and auth secret a browser makes (RFC 8291). */
export interface Subscriber {
  ecdh: ECDH;
  auth: Buffer;
  json: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export function newSubscriber(path = `/fcm/send/${randomUUID()}`): Subscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { endpoint: `${PUSH_HOST}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

/** Decrypts a push's aes128gcm body with the subscriber's private key and auth secret, as his browser would. */
export function decryptPush(received: Received, who: Subscriber): PushPayload {
  const plain = ece.decrypt(received.body, { version: 'aes128gcm', privateKey: who.ecdh, authSecret: who.auth.toString('base64url') });
  return JSON.parse(plain.toString('utf8')) as PushPayload;
}

/**
 * A local push service stand-in: keeps every POST it receives; a path under /gone/ is answered 410 (the
 * browser unsubscribed), any other 201, as FCM does.
 */
export async function startPushService() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(req.url?.includes('/gone/') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    received,
    rewrite: (endpoint: string) => endpoint.replace(PUSH_HOST, url),
    /** The pushes posted to one subscriber's endpoint so far. */
    to: (who: Subscriber) => received.filter((r) => `${PUSH_HOST}${r.path}` === who.json.endpoint),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
