import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { suppliers } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { DOMAIN_TAKEN, type CustomDomainSettings } from '#src/shared/custom-domain.ts';

// The catalogue's own domain (README "Domain"). Stored here; the owner points it at the site's host
// with a CNAME record, and in production Cloudflare for SaaS verifies it and serves it.

/** GET supplier/home/domain: the saved domain and the host its CNAME record must name. */
export async function readCustomDomain(
  db: Database,
  supplierId: number,
  siteHost: string,
): Promise<CustomDomainSettings> {
  const row = await db.query.suppliers.findFirst({
    columns: { customDomain: true },
    where: eq(suppliers.id, supplierId),
  });
  return { domain: row?.customDomain ?? null, cnameTarget: siteHost };
}

/**
 * PATCH supplier/home/domain {domain}: saves the domain ('' removes it). A domain leads to one
 * catalogue only: one another catalogue has is refused (the unique index decides, so two owners
 * asking at once cannot both have it).
 */
export async function saveCustomDomain(
  db: Database,
  supplierId: number,
  domain: string,
  siteHost: string,
  now = Date.now(),
): Promise<CustomDomainSettings> {
  try {
    await db
      .update(suppliers)
      .set({ customDomain: domain || null, updatedAt: now })
      .where(eq(suppliers.id, supplierId));
  } catch (error) {
    if (/UNIQUE/.test(`${error} ${(error as Error).cause}`))
      throw new DomainError('conflict', [{ field: 'domain', code: DOMAIN_TAKEN }]);
    throw error;
  }
  return readCustomDomain(db, supplierId, siteHost);
}
