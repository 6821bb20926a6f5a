import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { customDomains, suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { Env } from '#functions/env.ts';
import { randomToken } from '#functions/lib/crypto.ts';
import {
  CustomHostnamesError,
  customHostnamesApi,
  customHostnamesConfigOf,
  type CustomHostnamesApi,
} from '#functions/lib/domains/custom-hostnames-api.ts';
import { dnsTxtLookup, type TxtLookup } from '#functions/lib/domains/dns-txt-lookup.ts';
import {
  DOMAIN_SERVICE_UNAVAILABLE,
  DOMAIN_TAKEN,
  verificationRecord,
  type CustomDomainSettings,
} from '#src/shared/custom-domain.ts';
import { logError } from '#functions/lib/log.ts';

// The catalogue's own domain (README "Domain"). Saving one proves nothing: the owner adds the TXT
// record the screen shows, and the check (verify-custom-domain.ts) finds it; only then does the
// domain serve the catalogue. A pending claim reserves nothing, so a squatter who saves someone
// else's domain blocks nobody: the first catalogue to verify a hostname has it.

export type CustomDomainClaim = typeof customDomains.$inferSelect;

/**
 * What a check asks: the TXT records of a name (a DNS-over-HTTPS resolver), and in production
 * Cloudflare for SaaS, which routes a verified domain to the Worker and issues its certificate.
 */
export type DomainChecks = { txtRecords: TxtLookup; hostnames: CustomHostnamesApi | null };

export function domainChecksOf(env: Env): DomainChecks {
  const config = customHostnamesConfigOf(env);
  return {
    txtRecords: dnsTxtLookup(env.DOMAIN_RESOLVER_URL),
    hostnames: config ? customHostnamesApi(config) : null,
  };
}

export async function findClaim(db: Database, supplierId: number): Promise<CustomDomainClaim | undefined> {
  return db.query.customDomains.findFirst({ where: eq(customDomains.supplierId, supplierId) });
}

/** Whether a catalogue other than this one has verified the hostname. */
export async function isVerifiedElsewhere(db: Database, hostname: string, supplierId: number): Promise<boolean> {
  const row = await db.query.customDomains.findFirst({
    columns: { supplierId: true },
    where: and(
      eq(customDomains.hostname, hostname),
      eq(customDomains.status, 'verified'),
      ne(customDomains.supplierId, supplierId),
    ),
  });
  return row !== undefined;
}

/** The catalogue a verified domain shows (its URL name), or null: what the Worker serves at that host. */
export async function findCatalogueAtDomain(db: Database, hostname: string): Promise<{ name: string } | null> {
  const [row] = await db
    .select({ name: suppliers.name })
    .from(customDomains)
    .innerJoin(suppliers, eq(suppliers.id, customDomains.supplierId))
    .where(and(eq(customDomains.hostname, hostname), eq(customDomains.status, 'verified')))
    .limit(1);
  return row ?? null;
}

/** The claim as the Domain screen shows it; the CNAME record's target is the site's own host. */
export function toSettings(claim: CustomDomainClaim | undefined, siteHost: string): CustomDomainSettings {
  if (!claim)
    return {
      domain: null,
      cnameTarget: siteHost,
      status: null,
      reason: null,
      records: [],
      checkedAt: null,
      verifiedAt: null,
    };
  const { hostname, status, reason, checkedAt, verifiedAt } = claim;
  const records = [
    verificationRecord(hostname, claim.token),
    { type: 'CNAME' as const, name: hostname, value: siteHost },
  ];
  return { domain: hostname, cnameTarget: siteHost, status, reason, records, checkedAt, verifiedAt };
}

/** GET supplier/home/domain: the saved domain, its state and the records it needs. */
export async function readCustomDomain(db: Database, supplierId: number, siteHost: string) {
  return toSettings(await findClaim(db, supplierId), siteHost);
}

/** Cloudflare for SaaS stops serving a domain the catalogue no longer claims. */
async function releaseClaim(checks: DomainChecks, claim: CustomDomainClaim): Promise<void> {
  if (!claim.saasHostnameId || !checks.hostnames) return;
  await askDomainService(() => checks.hostnames!.remove(claim.saasHostnameId!));
}

/** A call to Cloudflare for SaaS; its failure is a 503 the screen words, logged without the token. */
export async function askDomainService<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof CustomHostnamesError)) throw error;
    logError('custom domain: Cloudflare for SaaS failed', error);
    throw new DomainError('unavailable', [{ field: 'domain', code: DOMAIN_SERVICE_UNAVAILABLE }]);
  }
}

/**
 * PATCH supplier/home/domain {domain}: claims the domain ('' removes it). The same domain again
 * changes nothing (a verified domain stays verified); another starts pending with a token of its
 * own, for the TXT record. A domain another catalogue has verified is refused; one it only
 * claimed is not, since a claim proves nothing.
 */
export async function saveCustomDomain(
  db: Database,
  checks: DomainChecks,
  supplierId: number,
  domain: string,
  siteHost: string,
  now = Date.now(),
): Promise<CustomDomainSettings> {
  const claim = await findClaim(db, supplierId);
  if (claim?.hostname === domain) return toSettings(claim, siteHost);
  if (domain && (await isVerifiedElsewhere(db, domain, supplierId)))
    throw new DomainError('conflict', [{ field: 'domain', code: DOMAIN_TAKEN }]);
  if (claim) await releaseClaim(checks, claim);
  if (!domain) {
    await db.delete(customDomains).where(eq(customDomains.supplierId, supplierId));
    return toSettings(undefined, siteHost);
  }
  const fresh = {
    hostname: domain,
    status: 'pending' as const,
    token: randomToken(),
    reason: null,
    saasHostnameId: null,
    checkedAt: null,
    verifiedAt: null,
    createdAt: now,
  };
  const [saved] = await db
    .insert(customDomains)
    .values({ supplierId, ...fresh })
    .onConflictDoUpdate({ target: customDomains.supplierId, set: fresh })
    .returning();
  return toSettings(saved, siteHost);
}
