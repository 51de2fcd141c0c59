// Which network addresses a request made on a user's say-so may reach: public unicast only. Everything else —
// this machine, private and carrier-grade NAT networks, link-local (where cloud metadata lives), unique-local,
// multicast, broadcast, documentation and reserved blocks — is refused, also when written as an IPv4-mapped or
// NAT64 IPv6 address. Pure functions; core/http/outbound.ts applies them to the address actually connected to.
import { isIP } from 'node:net';

/** Why an address is not reachable; null (from `addressKind`) means a public unicast address. */
export type AddressKind =
  | 'metadata'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'unique-local'
  | 'multicast'
  | 'broadcast'
  | 'reserved';

/** Cloud instance-metadata endpoints: never reachable, not even for an operator-allowed host. */
const METADATA_ADDRESSES = new Set([
  '169.254.169.254', // AWS, GCP, Azure, OpenStack, DigitalOcean…
  '169.254.170.2', // AWS ECS task metadata
  '169.254.170.23', // AWS EKS pod identity
  '100.100.100.200', // Alibaba Cloud
  '192.0.0.192', // Oracle Cloud
]);
const METADATA_V6 = ['fd00:ec2::254', 'fd00:ec2::23']; // AWS over IPv6; EKS pod identity

/** Host names of metadata services, refused before any resolution. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

// [first address, prefix length, kind]; the first match wins (more specific blocks first).
const V4_BLOCKS: [string, number, AddressKind][] = [
  ['255.255.255.255', 32, 'broadcast'],
  ['0.0.0.0', 8, 'unspecified'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'private'], // carrier-grade NAT
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'reserved'], // IETF protocol assignments
  ['192.0.2.0', 24, 'reserved'], // documentation
  ['192.88.99.0', 24, 'reserved'], // 6to4 relay anycast
  ['192.168.0.0', 16, 'private'],
  ['198.18.0.0', 15, 'reserved'], // benchmarking
  ['198.51.100.0', 24, 'reserved'], // documentation
  ['203.0.113.0', 24, 'reserved'], // documentation
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
];

const v4ToInt = (ip: string) => ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
const V4_TABLE = V4_BLOCKS.map(([base, bits, kind]) => ({ base: v4ToInt(base), size: 2 ** (32 - bits), kind }));

function v4Kind(ip: string): AddressKind | null {
  if (METADATA_ADDRESSES.has(ip)) return 'metadata';
  const n = v4ToInt(ip);
  for (const block of V4_TABLE) if (n >= block.base && n < block.base + block.size) return block.kind;
  return null;
}

/** The 16 bytes of an IPv6 address (`::`, an embedded dotted IPv4 tail and a %zone accepted). */
export function ipv6Bytes(ip: string): Uint8Array | null {
  const text = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(text) !== 6) return null;
  let head = text;
  const tail: number[] = [];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(head);
  if (dotted) {
    const n = v4ToInt(dotted[1]!);
    tail.push(n >>> 16, n & 0xffff);
    head = head.slice(0, -dotted[1]!.length);
    if (head.endsWith(':') && !head.endsWith('::')) head = head.slice(0, -1);
  }
  const [left, right] = head.includes('::') ? head.split('::') : [head, undefined];
  const groups = (s: string | undefined) =>
    s
      ? s
          .split(':')
          .filter((g) => g !== '')
          .map((g) => parseInt(g, 16))
      : [];
  const l = groups(left);
  const r = [...groups(right), ...tail];
  const words =
    right === undefined && !head.includes('::')
      ? [...l, ...tail]
      : [...l, ...new Array<number>(8 - l.length - r.length).fill(0), ...r];
  if (words.length !== 8) return null;
  const bytes = new Uint8Array(16);
  words.forEach((w, i) => {
    bytes[i * 2] = w >> 8;
    bytes[i * 2 + 1] = w & 0xff;
  });
  return bytes;
}

const startsWith = (bytes: Uint8Array, prefix: number[], bits: number) => {
  for (let i = 0; i < bits; i++) {
    const byte = i >> 3;
    const mask = 0x80 >> (i & 7);
    if ((bytes[byte]! & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
};
const embeddedV4 = (bytes: Uint8Array) => `${bytes[12]}.${bytes[13]}.${bytes[14]}.${bytes[15]}`;
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const METADATA_V6_HEX = new Set(METADATA_V6.map((ip) => hex(ipv6Bytes(ip)!)));

function v6Kind(ip: string): AddressKind | null {
  const b = ipv6Bytes(ip);
  if (!b) return 'reserved';
  if (METADATA_V6_HEX.has(hex(b))) return 'metadata';
  if (b.every((x) => x === 0)) return 'unspecified';
  if (b.slice(0, 15).every((x) => x === 0) && b[15] === 1) return 'loopback';
  // ::ffff:a.b.c.d (IPv4-mapped) and 64:ff9b::a.b.c.d (NAT64) reach an IPv4 address: judge that one.
  if (startsWith(b, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96)) return v4Kind(embeddedV4(b));
  if (startsWith(b, [0, 0x64, 0xff, 0x9b], 96)) return v4Kind(embeddedV4(b));
  if (startsWith(b, [0xfc], 7)) return 'unique-local';
  if (startsWith(b, [0xfe, 0x80], 10)) return 'link-local';
  if (startsWith(b, [0xfe, 0xc0], 10)) return 'private'; // site-local, deprecated
  if (startsWith(b, [0xff], 8)) return 'multicast';
  // Global unicast is 2000::/3, less its special blocks (Teredo and other IETF assignments, documentation, 6to4,
  // which hides an IPv4 address); the rest of the space (IPv4-compatible, discard, unassigned) is not reachable.
  if (!startsWith(b, [0x20], 3)) return 'reserved';
  if (startsWith(b, [0x20, 0x01, 0x00], 23)) return 'reserved';
  if (startsWith(b, [0x20, 0x01, 0x0d, 0xb8], 32)) return 'reserved';
  if (startsWith(b, [0x20, 0x02], 16)) return 'reserved';
  if (startsWith(b, [0x3f, 0xff], 20)) return 'reserved';
  return null;
}

/** What kind of non-public address `ip` is (IPv4 or IPv6, brackets allowed), or null for a public one. */
export function addressKind(ip: string): AddressKind | null {
  const text = ip.replace(/^\[|\]$/g, '');
  const family = isIP(text.replace(/%.*$/, ''));
  if (family === 4) return v4Kind(text);
  if (family === 6) return v6Kind(text);
  return null;
}

/** A host name (no port) without its trailing dot, lower-cased; IPv6 without brackets. */
export function normalizeHost(hostname: string): string {
  return hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
}

/** True for a literal IPv4 or IPv6 address (brackets allowed). */
export const isIpLiteral = (hostname: string) => isIP(normalizeHost(hostname).replace(/%.*$/, '')) !== 0;

/**
 * The problem of a host as written, before any resolution: a literal non-public address, a metadata service's
 * name, or a name of this machine (`localhost`, `*.localhost`, RFC 6761). Null when only resolving can tell.
 */
export function hostKind(hostname: string): AddressKind | null {
  const host = normalizeHost(hostname);
  if (METADATA_NAMES.has(host)) return 'metadata';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'loopback';
  return isIpLiteral(host) ? addressKind(host) : null;
}
