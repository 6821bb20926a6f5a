import { isInternalName } from '#src/shared/internal-names.ts';

// The addresses the Worker may fetch on someone's say-so (a picture named in an import file):
// public https hosts only, so no one can make it call a service inside a network, its own or a
// cloud's metadata. The rule reads the name, not what it resolves to (a Worker has no resolver of
// its own): a public name that points at a private address is left to the platform, whose fetch
// does not reach private networks in production; a local runtime would still follow it.

/**
 * An https address on a public host name: no IP literal, no internal name, no credentials, no port
 * other than 443. The URL parser writes every IPv4 spelling (decimal, octal, hex, short forms) as a
 * dotted quad and every IPv6 one (IPv4-mapped included) in brackets, so checking its output catches all.
 */
export function isPublicHttpsAddress(address: string | URL): boolean {
  const url = URL.parse(address);
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return false;
  const labels = host.split('.');
  // A single label is an intranet name; a numeric last label, an address some parser would read.
  if (labels.length < 2 || /^(\d+|0x[\da-f]*)$/.test(labels.at(-1)!)) return false;
  return !isInternalName(host);
}
