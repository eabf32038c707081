import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

// A local stand-in for the image CDNs (Transfermarkt's portraits and crests), for the builder's browser
// tests and bench only: the real CDNs are never fetched. Portraits are 150x190 PNGs in one colour with a
// darker band (a face has more than one colour), crests 100x100 in another, so a test can tell a drawn
// image from a badge in an exported file.

export const PORTRAIT_RGB = [255, 128, 0] as const;
export const CREST_RGB = [0, 90, 255] as const;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

/** An RGB PNG of `width` x `height`, the colour of each row given by `rowColour`. */
export function png(width: number, height: number, rowColour: (y: number) => readonly number[]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const [r, g, b] = rowColour(y);
    const at = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set([r, g, b], at + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const PORTRAIT = png(150, 190, (y) => (y > 150 ? [120, 60, 0] : PORTRAIT_RGB));
const CREST = png(100, 100, () => CREST_RGB);

export interface ImageHost {
  /** 'http://127.0.0.1:port' */
  origin: string;
  /** '127.0.0.1:port': what the image URLs are written with. */
  host: string;
  requests: string[];
  /** Milliseconds each answer waits (a slow CDN). */
  delayMs: number;
  close(): Promise<void>;
}

/** Starts the stand-in on a random loopback port: '/portrait/…' answers a portrait, '/images/wappen/…' a crest, anything else 404. */
export async function startImageHost(): Promise<ImageHost> {
  const host: ImageHost = {
    origin: '',
    host: '',
    requests: [],
    delayMs: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    host.requests.push(req.url ?? '');
    const body = req.url?.startsWith('/portrait/') ? PORTRAIT : req.url?.startsWith('/images/wappen/') ? CREST : null;
    setTimeout(() => {
      if (!body) return void res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': body.length });
      res.end(body);
    }, host.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  host.origin = `http://127.0.0.1:${port}`;
  host.host = `127.0.0.1:${port}`;
  return host;
}

/**
 * The image proxy's test options for the stand-in (set in code, never from the environment): loopback
 * allowed, its address the one extra host, and the real CDNs' URLs (the shipped pool's) fetched from it.
 * Before it starts (no host), every CDN address is unknown: nothing ever leaves the machine.
 */
export function proxyOptionsFor(host: () => string | undefined) {
  const CDN = /^https:\/\/(img\.a\.transfermarkt\.technology|tmssl\.akamaized\.net|cdn\.sofifa\.net)\//;
  return {
    allowLoopback: true,
    extraHosts: ['127.0.0.1'],
    rewrite: (url: string) => (host() ? url.replace(CDN, `http://${host()}/`) : url),
    resolve: async () => [],
  };
}
