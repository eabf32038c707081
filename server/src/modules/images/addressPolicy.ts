import net from 'node:net';
import ipaddr from 'ipaddr.js';

/** Addresses the proxy never connects to: anything not on the public internet. */
const V4: Array<[string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const V6: Array<[string, number]> = [
  // Unspecified, loopback and the deprecated IPv4-compatible form (::7f00:1 is 127.0.0.1).
  ['::', 96],
  // IPv4-translated (RFC 2765), local-use NAT64 (RFC 8215), discard-only.
  ['::ffff:0:0:0', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  // Teredo and 6to4 tunnel to an IPv4 address they carry (6to4 is deprecated, RFC 7526; no CDN uses either).
  ['2001::', 32],
  ['2002::', 16],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const v4List = new net.BlockList();
for (const [a, p] of V4) v4List.addSubnet(a, p, 'ipv4');
const v6List = new net.BlockList();
for (const [a, p] of V6) v6List.addSubnet(a, p, 'ipv6');

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;

/**
 * The IPv4 address an IPv6 address leads to, where it carries one the network acts on: IPv4-mapped
 * (::ffff:a.b.c.d, in any spelling), the well-known NAT64 prefix (64:ff9b::/96, which a DNS64
 * resolver hands out for IPv4-only hosts) and ISATAP interface identifiers (…:0:5efe:a.b.c.d).
 */
function embeddedV4(parts: number[]): string | null {
  const zeros = (from: number, to: number) => parts.slice(from, to).every((p) => p === 0);
  if (zeros(0, 5) && parts[5] === 0xffff) return v4Of(parts[6], parts[7]);
  if (parts[0] === 0x64 && parts[1] === 0xff9b && zeros(2, 6)) return v4Of(parts[6], parts[7]);
  if ((parts[4] === 0 || parts[4] === 0x200) && parts[5] === 0x5efe) return v4Of(parts[6], parts[7]);
  return null;
}

/**
 * True for private, loopback, link-local, unique-local, multicast and reserved addresses, and for every
 * IPv6 form that carries one of them or tunnels to an IPv4 address (mapped, compatible, translated,
 * NAT64, ISATAP, 6to4, Teredo). Unparsable text is refused.
 */
export function isForbiddenAddress(address: string, opts: { allowLoopback?: boolean } = {}): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  if (family === 4) return !(opts.allowLoopback && address.startsWith('127.')) && v4List.check(address, 'ipv4');
  const v6 = ipaddr.IPv6.parse(address.split('%')[0]);
  const parts = v6.parts;
  if (opts.allowLoopback && parts.slice(0, 7).every((p) => p === 0) && parts[7] === 1) return false;
  const v4 = embeddedV4(parts);
  if (v4 && isForbiddenAddress(v4, opts)) return true;
  return v6List.check(v6.toNormalizedString(), 'ipv6');
}
