import * as v from 'valibot';
import { isInternalName } from './internal-names.ts';

// A catalogue's own domain (the workspace's Domain screen; GET and PATCH supplier/home/domain, POST
// supplier/home/domain/check): a hostname the owner proves is theirs with a TXT record, then points
// at the site with a CNAME record (README "Domain").

export const INVALID_DOMAIN = 'invalid_domain';
/** The site's own host, or a name under it: those addresses are the site's to give, not an owner's. */
export const DOMAIN_IS_SITE = 'domain_is_site';
/** A name private networks use (shop.local, printer.lan, x.localhost): nobody can prove it on the internet. */
export const DOMAIN_NOT_PUBLIC = 'domain_not_public';
/** Another catalogue has verified this domain already (a claim of it, or its check, is refused). */
export const DOMAIN_TAKEN = 'domain_taken';
/** POST supplier/home/domain/check without a domain saved. */
export const NO_CUSTOM_DOMAIN = 'no_custom_domain';
/** Cloudflare for SaaS (production) did not answer as it should: try again later. */
export const DOMAIN_SERVICE_UNAVAILABLE = 'domain_service_unavailable';
/** On a catalogue's own domain only its public pages and public calls answer (421, README "Domain"). */
export const CUSTOM_DOMAIN_PUBLIC_ONLY = 'custom_domain_public_only';
/**
 * A host that is neither the site's nor a catalogue's verified domain (a domain whose catalogue was
 * closed, a claim never proven, someone's DNS pointed here): its calls are refused (421).
 */
export const HOST_NOT_SERVED = 'host_not_served';

/** pending: saved, not proven yet (serves nothing); verified: serves the catalogue; failed: will not. */
export const CUSTOM_DOMAIN_STATUSES = ['pending', 'verified', 'failed'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

/** Why a domain is still pending, or failed: the last check's finding, shown in plain words by the screen. */
export const DOMAIN_REASONS = {
  /** No TXT record at the verification name (or not visible yet: DNS takes a while). */
  recordMissing: 'record_missing',
  /** TXT records there, none with this catalogue's value. */
  recordMismatch: 'record_mismatch',
  /** The DNS resolver did not answer: nothing is known, try again. */
  resolverUnavailable: 'resolver_unavailable',
  /** Production: ownership proven; Cloudflare waits for the CNAME record and issues the certificate. */
  hostnamePending: 'hostname_pending',
  /** Production: Cloudflare refused or dropped the hostname (blocked, moved, deleted). */
  hostnameRefused: 'hostname_refused',
  /** Another catalogue verified the domain first. */
  taken: DOMAIN_TAKEN,
} as const;

/** The name of the TXT record that proves a domain is the owner's: under the domain itself. */
export const VERIFICATION_RECORD_LABEL = '_vitrine-verification';

/** A DNS record the owner adds at their DNS provider, as the screen lists it. */
export type DnsRecordToAdd = { type: 'TXT' | 'CNAME'; name: string; value: string };

/** The TXT record proving `domain` is the catalogue's whose claim has this token. */
export function verificationRecord(domain: string, token: string): DnsRecordToAdd {
  return { type: 'TXT', name: `${VERIFICATION_RECORD_LABEL}.${domain}`, value: `vitrine-verification=${token}` };
}

/** RFC 1035 lengths: 63 characters a label, 253 in all. */
const MAX_HOSTNAME_LENGTH = 253;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain is letters, or an IDN's punycode (xn--…): so an IP address is no domain. */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

function isHostname(value: string): boolean {
  const labels = value.split('.');
  return (
    value.length <= MAX_HOSTNAME_LENGTH &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels.at(-1)!)
  );
}

/**
 * Names nobody can prove on the internet: those inside a network, and the other special-use
 * top-level names (RFC 6761 test, example, invalid; RFC 7686 onion; RFC 9476 alt; private). Other
 * names without a public suffix cannot pass the check either: public DNS does not answer for them.
 */
const RESERVED_TOP_LEVELS = new Set(['test', 'example', 'invalid', 'onion', 'alt', 'private']);

function isPublicName(domain: string): boolean {
  return !isInternalName(domain) && !RESERVED_TOP_LEVELS.has(domain.split('.').at(-1)!);
}

/** Whether `domain` is the site's own host or a name under it. */
export function isSiteHost(domain: string, siteHost: string): boolean {
  return domain === siteHost || domain.endsWith(`.${siteHost}`);
}

/**
 * A hostname as people paste it: trimmed and lower-cased (DNS ignores case), without the scheme,
 * the path or the root's final dot they often copy along.
 */
const pastedHost = v.pipe(
  v.string(INVALID_DOMAIN),
  v.trim(),
  v.toLowerCase(),
  v.transform((value) =>
    value
      .replace(/^https?:\/\//, '')
      .replace(/\/.*$/, '')
      .replace(/\.+$/, ''),
  ),
);

export const hostnameRule = v.pipe(pastedHost, v.check(isHostname, INVALID_DOMAIN));

/**
 * PATCH supplier/home/domain {domain}: a public hostname that is not the site's own, or '' to
 * remove it. (Whether another catalogue has it is the server's to say: 409 domain_taken.)
 */
export function customDomainSchema(siteHost: string) {
  return v.object({
    domain: v.pipe(
      pastedHost,
      v.check((domain) => domain === '' || isHostname(domain), INVALID_DOMAIN),
      v.check((domain) => !isSiteHost(domain, siteHost), DOMAIN_IS_SITE),
      v.check((domain) => domain === '' || isPublicName(domain), DOMAIN_NOT_PUBLIC),
    ),
  });
}

/**
 * What GET and PATCH supplier/home/domain and POST supplier/home/domain/check answer: the saved
 * domain, the host its CNAME record points at, its state (null without a domain) and the last
 * check's reason, and the records to add at the DNS provider.
 */
export type CustomDomainSettings = {
  domain: string | null;
  cnameTarget: string;
  status: CustomDomainStatus | null;
  reason: string | null;
  records: DnsRecordToAdd[];
  /** When the domain was last checked, and when it was verified (ms since the epoch). */
  checkedAt: number | null;
  verifiedAt: number | null;
};
