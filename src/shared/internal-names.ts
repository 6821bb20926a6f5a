// Host names that only mean something inside a network: the Worker never fetches them for someone
// (functions/lib/public-address.ts) and an owner cannot claim one as a domain (custom-domain.ts).

/**
 * Their top-level names: RFC 6761 localhost, RFC 6762 .local, RFC 8375 home.arpa (and .arpa, which
 * names addresses), ICANN's .internal, and the usual private-use ones.
 */
const INTERNAL_TOP_LEVELS = new Set([
  'localhost',
  'local',
  'internal',
  'localdomain',
  'lan',
  'home',
  'corp',
  'intranet',
  'arpa',
]);

/** Whether a lower-case host name (without a final dot) is a name inside a network. */
export function isInternalName(hostname: string): boolean {
  return INTERNAL_TOP_LEVELS.has(hostname.split('.').at(-1)!);
}
