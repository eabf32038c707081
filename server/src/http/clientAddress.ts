import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { Config } from '../config';

export type TrustProxy = (address: string, hop: number) => boolean;

/** TRUST_PROXY as Express reads it (app.ts sets the same value), for code below Express: connections, sockets. */
export function trustProxyOf(config: Pick<Config, 'TRUST_PROXY'>): TrustProxy {
  const t = config.TRUST_PROXY;
  if (typeof t === 'number') return (_address, hop) => hop < t;
  return proxyaddr.compile(t === false ? [] : t);
}

/** IPv4 clients of a dual-stack server show up as '::ffff:1.2.3.4': one client, one key. */
export function plainAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

/** The client's address: the peer's, or behind trusted proxies the one they forwarded (as req.ip in Express). */
export function clientAddressOf(req: IncomingMessage, trust: TrustProxy): string {
  return plainAddress(proxyaddr(req, trust));
}

/** Whether the peer of this connection is a proxy we believe (its connections carry many clients). */
export function peerIsTrustedProxy(peer: string, trust: TrustProxy): boolean {
  return trust(peer, 0);
}
