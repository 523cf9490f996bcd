/**
 * Whether an IP address is one the server may post to on a device's behalf (decision 069): a push
 * service is on the public internet, so an address of this host (loopback), of its network (private,
 * link-local — the cloud metadata service at 169.254.169.254 —, unique-local), unspecified, multicast,
 * reserved or for documentation is refused. An IPv6 address that carries an IPv4 one (IPv4-mapped,
 * IPv4-compatible, NAT64, 6to4) is judged by the IPv4 address it carries.
 */
import { isIPv4, isIPv6 } from 'node:net';

export type AddressKind = 'public' | 'loopback' | 'private';

/** [first address, prefix length] of the IPv4 blocks that are not the public internet (RFC 6890). */
const ipv4NotPublic: readonly (readonly [string, number])[] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
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

const ipv4Number = (bytes: readonly number[]) => ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0;

function ipv4Kind(bytes: readonly number[]): AddressKind {
  if (bytes[0] === 127) return 'loopback';
  const value = ipv4Number(bytes);
  const inBlock = ([first, length]: readonly [string, number]) => {
    const mask = length === 0 ? 0 : (~0 << (32 - length)) >>> 0;
    return (value & mask) >>> 0 === ipv4Number(first.split('.').map(Number));
  };
  return ipv4NotPublic.some(inBlock) ? 'private' : 'public';
}

/** The 16 bytes of an IPv6 address (a zone such as `%eth0` left off), or null when it is not one. */
export function ipv6Bytes(text: string): number[] | null {
  const address = text.replace(/%.*$/, '');
  if (!isIPv6(address)) return null;
  let groups = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (dotted) {
    const v4 = dotted[1].split('.').map(Number);
    groups = `${address.slice(0, -dotted[1].length)}${((v4[0] << 8) | v4[1]).toString(16)}:${((v4[2] << 8) | v4[3]).toString(16)}`;
  }
  const [head, rest] = groups.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const front = parse(head);
  const back = parse(rest);
  const words = rest === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

const startsWith = (bytes: readonly number[], prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);

function ipv6Kind(bytes: readonly number[]): AddressKind {
  const last4 = bytes.slice(12);
  const zeros = (n: number) => bytes.slice(0, n).every((b) => b === 0);
  if (zeros(15) && bytes[15] === 1) return 'loopback'; // ::1
  if (zeros(16)) return 'private'; // :: (unspecified)
  if (zeros(10) && bytes[10] === 0xff && bytes[11] === 0xff) return ipv4Kind(last4); // ::ffff:a.b.c.d (IPv4-mapped)
  if (zeros(12)) return ipv4Kind(last4); // ::a.b.c.d (IPv4-compatible, deprecated)
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0])) return ipv4Kind(last4); // 64:ff9b::/96 (NAT64)
  if (startsWith(bytes, [0x20, 0x02])) return ipv4Kind(bytes.slice(2, 6)); // 2002::/16 (6to4)
  if ((bytes[0] & 0xfe) === 0xfc) return 'private'; // fc00::/7 (unique local)
  if (bytes[0] === 0xfe && (bytes[1] & 0xc0) === 0x80) return 'private'; // fe80::/10 (link-local)
  if (bytes[0] === 0xfe && (bytes[1] & 0xc0) === 0xc0) return 'private'; // fec0::/10 (site-local, deprecated)
  if (bytes[0] === 0xff) return 'private'; // multicast
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, 0, 1])) return 'private'; // 64:ff9b:1::/48 (local NAT64)
  if (startsWith(bytes, [0x20, 0x01, 0x0d, 0xb8])) return 'private'; // documentation
  if (startsWith(bytes, [0x20, 0x01, 0, 0])) return 'private'; // Teredo: tunnels to an address it hides
  if (startsWith(bytes, [1, 0, 0, 0, 0, 0, 0, 0])) return 'private'; // 100::/64 (discard)
  return 'public';
}

/** What kind of address `ip` is; anything that is not an IP address counts as private (never posted to). */
export function addressKind(ip: string): AddressKind {
  if (isIPv4(ip)) return ipv4Kind(ip.split('.').map(Number));
  const bytes = ipv6Bytes(ip);
  return bytes ? ipv6Kind(bytes) : 'private';
}
