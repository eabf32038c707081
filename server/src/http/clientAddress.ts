import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import ipaddr from 'ipaddr.js';
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

/**
 * What every per-address budget counts by (connections, requests in progress, sockets, handshakes, live
 * sessions, API writes): an IPv4 address, or the /64 an IPv6 address is in. One IPv6 host is given a whole
 * /64 and may pick any address of it, so its addresses are one client, as an IPv4 address is.
 */
export function addressKey(address: string | undefined): string {
  return subnetKey(plainAddress(address), 64);
}

/** An IPv4 address as it is; an IPv6 address as its network of `bits` (`2001:db8:7:9::/64`). */
function subnetKey(address: string, bits: number): string {
  if (!ipaddr.IPv6.isValid(address)) return address;
  const bytes = ipaddr.IPv6.parse(address).toByteArray();
  const masked = bytes.map((b, i) => (i * 8 >= bits ? 0 : i * 8 + 8 <= bits ? b : b & (0xff << (8 - (bits - i * 8)))));
  return `${ipaddr.fromByteArray(masked).toString()}/${bits}`;
}

/** The client's address key: the peer's, or behind trusted proxies the one they forwarded (req.ip in Express). */
export function clientKeyOf(req: IncomingMessage, trust: TrustProxy): string {
  return addressKey(proxyaddr(req, trust));
}

/**
 * The client's address key and its network: an IPv4 address's /24, an IPv6 address's /48 (a site's
 * allocation). For caps that one client with a few neighbouring addresses must not get around.
 */
export function clientSourceOf(req: IncomingMessage, trust: TrustProxy): { address: string; subnet: string } {
  const address = plainAddress(proxyaddr(req, trust));
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(address);
  return { address: addressKey(address), subnet: v4 ? `${v4[1]}.0/24` : subnetKey(address, 48) };
}

/** Whether the peer of this connection is a proxy we believe (its connections carry many clients). */
export function peerIsTrustedProxy(peer: string, trust: TrustProxy): boolean {
  return trust(peer, 0);
}
