import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/app-error.js';

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

/** A public unicast address, IPv4 or IPv6 (an IPv4-mapped IPv6 address is judged as the IPv4 one). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** The addresses a host resolves to, each of which must be allowed; 400 naming the URL otherwise. */
export async function checkedAddresses(hostname: string, policy: DestinationPolicy): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = ipaddr.isValid(host) ? [{ address: host, family: host.includes(':') ? 6 : 4 }] : await lookup(host, { all: true, verbatim: true });
  } catch {
    throw AppError.validation('url', `names a host that does not resolve (${host})`);
  }
  if (!policy.allowPrivateNetworks) {
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) throw AppError.validation('url', `resolves to ${refused.address}, which is not a public address (loopback, private, link-local, multicast and reserved ranges are refused)`);
  }
  return addresses;
}

/** The registration check: the URL's form, then its host's addresses. */
export async function checkDestination(raw: string, policy: DestinationPolicy): Promise<void> {
  const problem = urlProblem(raw);
  if (problem) throw AppError.validation('url', problem);
  await checkedAddresses(new URL(raw).hostname, policy);
}
