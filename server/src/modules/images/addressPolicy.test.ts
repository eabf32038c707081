import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './addressPolicy';

describe('isForbiddenAddress', () => {
  it.each(['127.0.0.1', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', 'ff02::1', 'nonsense'])(
    'refuses %s',
    (address) => expect(isForbiddenAddress(address)).toBe(true),
  );

  // Every IPv6 form that carries a private or loopback IPv4 address, or tunnels to an IPv4 address.
  it.each([
    ['IPv4-compatible loopback', '::7f00:1'],
    ['IPv4-compatible, dotted', '::127.0.0.1'],
    ['IPv4-compatible private', '::a00:1'],
    ['IPv4-mapped, hex, private', '::ffff:c0a8:101'],
    ['IPv4-mapped, spelled out', '0:0:0:0:0:ffff:7f00:1'],
    ['IPv4-translated (RFC 2765)', '::ffff:0:7f00:1'],
    ['6to4 of loopback', '2002:7f00:1::'],
    ['6to4 of a private address', '2002:c0a8:101::1'],
    ['6to4 of a public address (6to4 is deprecated)', '2002:808:808::1'],
    ['Teredo', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['NAT64 of loopback', '64:ff9b::7f00:1'],
    ['NAT64 of a private address, dotted', '64:ff9b::10.0.0.1'],
    ['NAT64 of the metadata address', '64:ff9b::a9fe:a9fe'],
    ['local-use NAT64', '64:ff9b:1::a00:1'],
    ['ISATAP with a private address behind a public prefix', '2a04:4e42::5efe:a00:1'],
    ['ISATAP, universal bit set', '2a04:4e42::200:5efe:7f00:1'],
    ['site-local (deprecated)', 'fec0::1'],
    ['loopback with a zone', '::1%lo'],
  ])('refuses %s (%s)', (_what, address) => {
    expect(isForbiddenAddress(address)).toBe(true);
  });

  it.each(['151.101.1.1', '8.8.8.8', '2a04:4e42::347', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808', '2a04:4e42::5efe:808:808'])('allows the public address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('allows loopback only when a test asks for it, and nothing else private', () => {
    expect(isForbiddenAddress('127.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isForbiddenAddress('::1', { allowLoopback: true })).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isForbiddenAddress('::7f00:2', { allowLoopback: true })).toBe(true);
  });
});
