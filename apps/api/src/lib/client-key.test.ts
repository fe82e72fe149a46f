import { describe, expect, it } from 'vitest';
import { addressKey, fastifyTrustProxy } from './client-key';

describe('the key a client is counted under', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd:12::/64'],
    ['2001:db8:abcd:12:ffff:ffff:ffff:2', '2001:db8:abcd:12::/64'],
    ['2001:0DB8:ABCD:0012:0000:0000:0000:0003', '2001:db8:abcd:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (address, key) => {
    expect(addressKey(address)).toBe(key);
  });

  it('puts two addresses of one /64 together and the next /64 apart', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe(addressKey('2001:db8:1:2:bbbb::9'));
    expect(addressKey('2001:db8:1:2::1')).not.toBe(addressKey('2001:db8:1:3::1'));
  });
});

describe("Fastify's trustProxy for TRUST_PROXY", () => {
  it('believes exactly as many hops as the count says', () => {
    const trust = fastifyTrustProxy(1);
    if (typeof trust !== 'function') throw new Error('a count becomes a function');
    expect(trust('10.0.0.1', 0)).toBe(true);
    expect(trust('203.0.113.9', 1)).toBe(false);
  });

  it('believes the addresses and ranges named, and keeps "no proxy" as it is', () => {
    const trust = fastifyTrustProxy(['127.0.0.1', '10.0.0.0/8']);
    if (typeof trust !== 'function') throw new Error('addresses become a function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.20.30.40', 1)).toBe(true);
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});
