import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import { isForbiddenAddress } from './addressPolicy';

/** Why the proxy did not return a remote image; the route answers the fallback badge for every one. */
export class ImageRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ImageRefused';
  }
}

export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

export interface FetchPolicy {
  allowedHosts: readonly string[];
  maxBytes: number;
  /** Longest silence on one connection. */
  timeoutMs?: number;
  /** Whole time of one fetch, redirects and body included: a host dripping a byte at a time is cut off. */
  deadlineMs?: number;
  /** Test-only (set in code, never from the environment): lets a local server stand in for the CDN. */
  allowLoopback?: boolean;
  /** DNS resolution; tests pass one that records calls to prove nothing was looked up. */
  resolve?: ResolveHost;
}

export interface FetchedImage {
  contentType: string;
  body: Buffer;
}

const MAX_REDIRECTS = 3;
// SVG is left out on purpose: it can carry script, and the proxy serves it from our own origin.
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif)$/;

const systemResolve: ResolveHost = (hostname) => dns.promises.lookup(hostname, { all: true });

/** Checks scheme, host and every resolved address of one hop; returns the address to connect to. */
async function checkTarget(url: URL, policy: FetchPolicy): Promise<{ address: string; family: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageRefused('scheme');
  if (url.username || url.password) throw new ImageRefused('credentials');
  const host = url.hostname.toLocaleLowerCase('en').replace(/^\[|\]$/g, '');
  if (!policy.allowedHosts.includes(host)) throw new ImageRefused('host');
  const addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await (policy.resolve ?? systemResolve)(host);
  if (addresses.length === 0) throw new ImageRefused('dns');
  // Every address must be public: a name that also resolves inside the network is refused outright.
  if (addresses.some((a) => isForbiddenAddress(a.address, { allowLoopback: policy.allowLoopback }))) {
    throw new ImageRefused('address');
  }
  return addresses[0];
}

/** One GET connected to exactly the checked address (the lookup hook pins it, so DNS cannot change under us). */
function request(url: URL, target: { address: string; family: number }, timeoutMs: number, signal: AbortSignal): Promise<http.IncomingMessage> {
  const lookup: LookupFunction = (_host, options, cb) => {
    if (options.all) cb(null, [target]);
    else cb(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      lookup,
      signal,
      timeout: timeoutMs,
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif', 'user-agent': 'onbir-image-proxy' },
    });
    req.on('response', resolve);
    req.on('timeout', () => req.destroy(new ImageRefused('timeout')));
    req.on('error', reject);
    req.end();
  });
}

function readLimited(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    res.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        res.destroy();
        reject(new ImageRefused('too_large'));
        return;
      }
      chunks.push(chunk);
    });
    res.on('end', () => resolve(Buffer.concat(chunks)));
    res.on('error', reject);
  });
}

/**
 * Fetches an image under the proxy's policy: allow-listed host, http(s), public addresses only
 * (checked again on each of at most 3 redirects), image content types, at most maxBytes (streamed,
 * aborted past the limit), all within deadlineMs (default 10 s), after which the connection is closed.
 * Throws ImageRefused or a network error.
 */
export async function fetchImage(rawUrl: string, policy: FetchPolicy): Promise<FetchedImage> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new ImageRefused('deadline'));
      controller.abort();
    }, policy.deadlineMs ?? 10_000);
  });
  try {
    return await Promise.race([fetchWithin(rawUrl, policy, controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchWithin(rawUrl: string, policy: FetchPolicy, signal: AbortSignal): Promise<FetchedImage> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ImageRefused('url');
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const target = await checkTarget(url, policy);
    const res = await request(url, target, policy.timeoutMs ?? 5000, signal);
    const status = res.statusCode ?? 0;
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume();
      url = new URL(res.headers.location, url);
      continue;
    }
    if (status !== 200) {
      res.resume();
      throw new ImageRefused(`status_${status}`);
    }
    const contentType = (res.headers['content-type'] ?? '').split(';')[0].trim().toLocaleLowerCase('en');
    if (!IMAGE_TYPES.test(contentType)) {
      res.destroy();
      throw new ImageRefused('type');
    }
    if (Number(res.headers['content-length'] ?? 0) > policy.maxBytes) {
      res.destroy();
      throw new ImageRefused('too_large');
    }
    return { contentType, body: await readLimited(res, policy.maxBytes) };
  }
  throw new ImageRefused('redirects');
}
