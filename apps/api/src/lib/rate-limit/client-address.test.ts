import { describe, expect, it } from 'vitest';
import { limitAddress } from './client-address.ts';

describe('limitAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:a:b:c:d:e:f', '2001:db8:a:b::/64'],
    ['2001:0db8:000a:000b::1', '2001:db8:a:b::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.9', '64:ff9b:0:0::/64'],
    [null, 'unknown'],
  ])('counts %s as %s', (ip, subject) => {
    expect(limitAddress(ip)).toBe(subject);
  });
});
