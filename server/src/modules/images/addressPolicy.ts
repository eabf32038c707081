import net from 'node:net';

/** Addresses the proxy never connects to: anything not on the public internet. */
function forbiddenList(allowLoopback: boolean): net.BlockList {
  const list = new net.BlockList();
  const v4: Array<[string, number]> = [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.0.0.0', 24],
    ['192.0.2.0', 24],
    ['192.168.0.0', 16],
    ['198.18.0.0', 15],
    ['198.51.100.0', 24],
    ['203.0.113.0', 24],
    ['224.0.0.0', 4],
    ['240.0.0.0', 4],
  ];
  const v6: Array<[string, number]> = [
    ['::', 128],
    ['64:ff9b::', 96],
    ['100::', 64],
    ['2001:db8::', 32],
    ['fc00::', 7],
    ['fe80::', 10],
    ['ff00::', 8],
  ];
  if (!allowLoopback) {
    v4.push(['127.0.0.0', 8]);
    v6.push(['::1', 128]);
  }
  for (const [a, p] of v4) list.addSubnet(a, p, 'ipv4');
  for (const [a, p] of v6) list.addSubnet(a, p, 'ipv6');
  return list;
}

const strict = forbiddenList(false);
const loopbackAllowed = forbiddenList(true);

/** True for private, loopback, link-local, unique-local, multicast and reserved addresses (IPv4-mapped IPv6 included). */
export function isForbiddenAddress(address: string, opts: { allowLoopback?: boolean } = {}): boolean {
  const list = opts.allowLoopback ? loopbackAllowed : strict;
  const family = net.isIP(address);
  if (family === 0) return true;
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address) : null;
  if (mapped) return list.check(mapped[1], 'ipv4');
  // IPv4-mapped written in hex ('::ffff:7f00:1'): refused rather than decoded.
  if (family === 6 && /^::ffff:/i.test(address)) return true;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
