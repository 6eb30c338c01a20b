/**
 * Which IP addresses a server-side fetch of a URL someone else gave (a stock feed's photo) may
 * connect to (issue 16): public unicast only. Refused, so a feed cannot make the server reach
 * inside its own network (SSRF): unspecified, loopback, private (RFC 1918), carrier-grade NAT,
 * link-local (the cloud metadata services at 169.254.169.254 and fd00:ec2::254 included),
 * unique-local, multicast, broadcast, documentation, benchmarking and other reserved ranges, and
 * IPv4 addresses carried inside IPv6 (mapped ::ffff:a.b.c.d, NAT64, 6to4) judged as the IPv4
 * address they carry.
 */
import { BlockList, isIP } from 'node:net';

const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (Alibaba's metadata at 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local: AWS, GCP, Azure and OpenStack metadata at 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle's metadata at 192.0.0.192)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
// Azure's wire server and metadata relay: a public address only reachable from inside Azure.
refused.addAddress('168.63.129.16', 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, the deprecated IPv4-compatible addresses
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local (AWS's IPv6 metadata at fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address (already checked by isIP), or null. */
function ipv6Bytes(address: string): number[] | null {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  let tail: number[] = [];
  if (dotted?.[1]) {
    tail = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}0:0`;
  }
  const [head = '', rest] = text.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const left = groups(head);
  const right = rest === undefined ? [] : groups(rest);
  const words = [...left, ...Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
  if (words.length !== 8 || words.some((w) => !Number.isInteger(w) || w < 0 || w > 0xffff)) return null;
  const bytes = words.flatMap((w) => [w >> 8, w & 0xff]);
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The IPv4 address an IPv6 address carries by a translation prefix (NAT64 64:ff9b::/96, 6to4 2002::/16), or null. */
function carriedIpv4(address: string): string | null {
  const bytes = ipv6Bytes(address);
  if (!bytes) return null;
  const nat64 = [0x00, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0];
  if (nat64.every((b, i) => bytes[i] === b)) return bytes.slice(12, 16).join('.');
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return bytes.slice(2, 6).join('.');
  return null;
}

/**
 * True for an address a fetch may connect to: a public unicast IPv4 or IPv6 address. False for
 * every range above, and for anything that is not an IP address.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  const family = isIP(bare);
  if (family === 4) return !refused.check(bare, 'ipv4');
  if (family !== 6) return false;
  // Mapped IPv4 (::ffff:a.b.c.d) is judged by BlockList against the IPv4 rules.
  if (refused.check(bare, 'ipv6')) return false;
  const carried = carriedIpv4(bare);
  return carried === null || !refused.check(carried, 'ipv4');
}
