import * as v from 'valibot';

// A catalogue's own domain (the workspace's Domain screen, GET and PATCH supplier/home/domain): a
// hostname the owner controls and points at the site with a CNAME record (README "Domain").

export const INVALID_DOMAIN = 'invalid_domain';
/** The site's own host, or a name under it: those addresses are the site's to give, not an owner's. */
export const DOMAIN_IS_SITE = 'domain_is_site';
/** Another catalogue has this domain already. */
export const DOMAIN_TAKEN = 'domain_taken';

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

/** PATCH supplier/home/domain {domain}: a hostname that is not the site's own, or '' to remove it. */
export function customDomainSchema(siteHost: string) {
  return v.object({
    domain: v.pipe(
      pastedHost,
      v.check((domain) => domain === '' || isHostname(domain), INVALID_DOMAIN),
      v.check((domain) => !isSiteHost(domain, siteHost), DOMAIN_IS_SITE),
    ),
  });
}

/** What GET and PATCH supplier/home/domain answer: the saved domain, and the host its CNAME record points at. */
export type CustomDomainSettings = { domain: string | null; cnameTarget: string };
