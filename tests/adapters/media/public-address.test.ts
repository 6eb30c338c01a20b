/** Issue 16: the SSRF guard's rule — which addresses a photo download may connect to. */
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../adapters/media/public-address';

describe('isPublicAddress', () => {
  it('allows public unicast IPv4 and IPv6, mapped or translated', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses unspecified, loopback, private, CGNAT, link-local and metadata, multicast, broadcast and reserved addresses', () => {
    for (const address of [
      '0.0.0.0',
      '127.0.0.1',
      '127.255.0.9',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '100.64.0.1',
      '100.100.100.200',
      '169.254.169.254',
      '168.63.129.16',
      '192.0.0.192',
      '198.18.0.1',
      '192.0.2.1',
      '224.0.0.1',
      '239.255.255.250',
      '240.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses the IPv6 ranges, and IPv4 addresses carried in IPv6 by their IPv4 rule', () => {
    for (const address of [
      '::',
      '::1',
      '[::1]',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '2001:db8::1',
      '2001::1',
      '100::1',
      'fec0::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:169.254.169.254',
      '::ffff:10.0.0.1',
      '::127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::1',
      '2002:7f00:1::',
      '2002:a00:1::1',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });

  it('refuses what is not an IP address', () => {
    for (const text of ['localhost', 'example.com', '', '1.2.3', '::g']) expect(isPublicAddress(text), text).toBe(false);
  });
});
