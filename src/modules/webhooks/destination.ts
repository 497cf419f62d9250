import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/app-error.js';
import { unsafeCharacter } from '../../lib/text.js';

/**
 * Where a webhook may be sent: http or https to a public address. Loopback, private, link-local (cloud
 * metadata at 169.254.169.254), multicast, unspecified and every other reserved range are refused,
 * unless WEBHOOK_ALLOW_PRIVATE_NETWORKS lifts the address rule (development and tests).
 */
export interface DestinationPolicy {
  allowPrivateNetworks: boolean;
}

export const MAX_URL_LENGTH = 2_048;

/** Why a URL is refused, or undefined when its form is acceptable (the address is checked apart). */
export function urlProblem(raw: string): string | undefined {
  // The URL parser drops tabs and line breaks silently, and a text-direction override shows the address
  // reversed: the address an administrator reads must be the one the data goes to.
  const unsafe = unsafeCharacter(raw);
  if (unsafe) return `holds a control or text-direction character (${unsafe}), which would make it read differently from where it sends`;
  if (/\s/.test(raw)) return 'holds a space: percent-encode it (%20)';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must start with http:// or https://';
  if (url.username || url.password) return 'must not hold a user name or password';
  if (raw.length > MAX_URL_LENGTH) return `must be at most ${MAX_URL_LENGTH} characters`;
  return undefined;
}

// ::/8, reserved by the IETF: the unspecified, loopback, IPv4-mapped and the deprecated IPv4-compatible
// forms (::127.0.0.1 is ::7f00:1, which ipaddr.js calls unicast). No public host has such an address.
const RESERVED_V6 = ipaddr.parseCIDR('::/8');

/**
 * A public unicast address, IPv4 or IPv6. An IPv4-mapped IPv6 address is judged as the IPv4 one; the
 * other forms that embed an IPv4 address (IPv4-compatible, NAT64 64:ff9b::/96, 6to4, Teredo) are refused
 * by their ranges, whatever the address they carry.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && parsed.match(RESERVED_V6)) return false;
  return parsed.range() === 'unicast';
}

/** The addresses a host resolves to, each of which must be allowed; 400 naming the URL otherwise. */
export async function checkedAddresses(hostname: string, policy: DestinationPolicy): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = ipaddr.isValid(host)
      ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
      : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw AppError.validation('url', `names a host that does not resolve (${host})`);
  }
  if (!policy.allowPrivateNetworks) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused)
      throw AppError.validation(
        'url',
        `resolves to ${refused.address}, which is not a public address (loopback, private, link-local, multicast and reserved ranges are refused)`,
      );
  }
  return addresses;
}

/** The registration check: the URL's form, then its host's addresses. */
export async function checkDestination(raw: string, policy: DestinationPolicy): Promise<void> {
  const problem = urlProblem(raw);
  if (problem) throw AppError.validation('url', problem);
  await checkedAddresses(new URL(raw).hostname, policy);
}
