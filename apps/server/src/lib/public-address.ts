import { type LookupAddress, type LookupOptions, lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// Where the server may connect on a stranger's say-so (a browser's Web Push endpoint): only to public unicast
// addresses, never to this machine, the private network, link-local (cloud metadata at 169.254.169.254) or any
// reserved range. ipaddr.js names the range of an address; everything but 'unicast' is refused, which also
// refuses the IPv6 forms that carry an IPv4 address inside (6to4, Teredo, NAT64) rather than guess at them.
// docs/decisions/0024-public-addresses-only.md.

/** True for a public unicast IPv4 or IPv6 address (IPv4-mapped IPv6 is judged as the IPv4 it carries). */
export function isPublicAddress(address: string): boolean {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  if (!ipaddr.isValid(bare)) return false;
  let ip = ipaddr.parse(bare);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === 'unicast';
}

// Names that never lead to the public internet (RFC 6761, RFC 6762, RFC 8375 and common private suffixes).
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'localdomain',
  'internal',
  'intranet',
  'lan',
  'home.arpa',
  'invalid',
  'onion',
  'test',
];

/**
 * Whether a URL may be fetched by the server: https, no user name or password, and a host that is either a
 * public address or a dotted name outside the private suffixes. The URL parser has already turned the short,
 * numeric and hex IPv4 spellings (`2130706433`, `0x7f.1`, `127.1`) into dotted quads, which are judged as
 * addresses. A backslash or `@` anywhere is refused: parsers disagree on them, and the push library parses the
 * URL again with its own.
 */
export function isPublicHttpsUrl(raw: string): boolean {
  if (raw.includes('@') || raw.includes('\\')) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/\.$/, '').toLowerCase();
  if (host.startsWith('[') || isIP(host)) return isPublicAddress(host);
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return false;
  // A last label of digits or hex is an address the parser did not recognise: not a name.
  if (/^(0x[0-9a-f]*|[0-9]+)$/.test(labels.at(-1) ?? '')) return false;
  return !PRIVATE_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

export class PrivateAddressError extends Error {
  readonly code = 'EADDRNOTPUBLIC';
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, which is not a public address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;
export type LookupFunction = (hostname: string, options: LookupOptions, callback: LookupCallback) => void;

const systemLookup: LookupFunction = (hostname, options, callback) =>
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => callback(error, addresses));

/**
 * A `lookup` for net/tls/https connections that resolves the name and refuses the connection when ANY of its
 * addresses is not public. Checking at connect time, with the very addresses the socket then uses, is what
 * defeats DNS rebinding (a name that was public when subscribed and points at 127.0.0.1 by the time of a send).
 * Node calls it with `all: true` when it tries several addresses; both forms are answered.
 */
export function publicOnlyLookup(resolve: LookupFunction = systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, result) => {
      if (error) return callback(error, '');
      const addresses = Array.isArray(result) ? result : [{ address: result, family: isIP(result) }];
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        return callback(new PrivateAddressError(hostname, refused?.address ?? 'nothing'), '');
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/** Resolves a host name now and tells whether every address it has is public (a failed lookup: unknown). */
export function resolvesToPublic(hostname: string, resolve: LookupFunction = systemLookup): Promise<boolean | null> {
  return new Promise((done) => {
    publicOnlyLookup(resolve)(hostname, { all: true }, (error) => {
      if (!error) return done(true);
      done(error instanceof PrivateAddressError ? false : null);
    });
  });
}
