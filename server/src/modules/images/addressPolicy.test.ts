import { describe, expect, it } from 'vitest';
import { isForbiddenAddress } from './addressPolicy';

describe('isForbiddenAddress', () => {
  it.each(['127.0.0.1', '10.0.0.5', '172.16.3.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd12:3456::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', 'ff02::1', 'nonsense'])(
    'refuses %s',
    (address) => expect(isForbiddenAddress(address)).toBe(true),
  );

  it.each(['151.101.1.1', '8.8.8.8', '2a04:4e42::347', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(isForbiddenAddress(address)).toBe(false);
  });

  it('allows loopback only when a test asks for it, and nothing else private', () => {
    expect(isForbiddenAddress('127.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isForbiddenAddress('::1', { allowLoopback: true })).toBe(false);
    expect(isForbiddenAddress('10.0.0.1', { allowLoopback: true })).toBe(true);
  });
});
