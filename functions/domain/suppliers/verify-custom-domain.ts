import { and, eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { customDomains } from '#functions/db/schema/index.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import type { CustomHostname } from '#functions/lib/domains/custom-hostnames-api.ts';
import { ResolverError } from '#functions/lib/domains/dns-txt-lookup.ts';
import {
  DOMAIN_REASONS,
  NO_CUSTOM_DOMAIN,
  verificationRecord,
  type CustomDomainSettings,
  type CustomDomainStatus,
} from '#src/shared/custom-domain.ts';
import {
  askDomainService,
  findClaim,
  isVerifiedElsewhere,
  toSettings,
  type CustomDomainClaim,
  type DomainChecks,
} from './custom-domain.ts';
import { logWarning } from '#functions/lib/log.ts';

type Finding = { status: CustomDomainStatus; reason: string | null; saasHostnameId: string | null };

const pending = (reason: string, saasHostnameId: string | null = null): Finding => ({
  status: 'pending',
  reason,
  saasHostnameId,
});

/** Cloudflare gave up on these hostnames: the owner must act (or ask us) before anything serves. */
const REFUSED_HOSTNAME_STATUSES = new Set(['blocked', 'moved', 'deleted', 'pending_deletion']);

/**
 * What Cloudflare for SaaS says of the hostname: it serves once the hostname is active and its
 * certificate too (an active hostname without one would answer with a TLS error).
 */
function hostnameFinding(hostname: CustomHostname | null, id: string): Finding {
  if (!hostname || REFUSED_HOSTNAME_STATUSES.has(hostname.status))
    return { status: 'failed', reason: DOMAIN_REASONS.hostnameRefused, saasHostnameId: hostname ? id : null };
  if (hostname.status === 'active' && hostname.ssl.status === 'active')
    return { status: 'verified', reason: null, saasHostnameId: id };
  return pending(DOMAIN_REASONS.hostnamePending, id);
}

/**
 * The TXT record proves the domain is the owner's. Then, in production, Cloudflare for SaaS gets
 * the hostname, for this catalogue only: a squatter never proves it, so never takes it from its owner.
 */
async function proveOwnership(db: Database, checks: DomainChecks, claim: CustomDomainClaim): Promise<Finding> {
  const expected = verificationRecord(claim.hostname, claim.token);
  let values: string[];
  try {
    values = await checks.txtRecords(expected.name);
  } catch (error) {
    if (!(error instanceof ResolverError)) throw error;
    logWarning('custom domain: the resolver failed', error);
    return pending(DOMAIN_REASONS.resolverUnavailable);
  }
  if (values.length === 0) return pending(DOMAIN_REASONS.recordMissing);
  if (!values.includes(expected.value)) return pending(DOMAIN_REASONS.recordMismatch);
  if (await isVerifiedElsewhere(db, claim.hostname, claim.supplierId))
    return { status: 'failed', reason: DOMAIN_REASONS.taken, saasHostnameId: null };
  if (!checks.hostnames) return { status: 'verified', reason: null, saasHostnameId: null };
  const { hostnames } = checks;
  const created = await askDomainService(() => hostnames.create(claim.hostname));
  if (!created) return { status: 'failed', reason: DOMAIN_REASONS.taken, saasHostnameId: null };
  return hostnameFinding(created, created.id);
}

/**
 * POST supplier/home/domain/check: checks the saved domain now. Until its TXT record is found it
 * stays pending with the reason (missing, another value, DNS not answering); found, it is
 * verified, unless another catalogue verified it first (failed, taken). In production Cloudflare
 * for SaaS then has its say: pending until the CNAME record and the certificate are in place.
 * A verified domain is left as it is.
 */
export async function checkCustomDomain(
  db: Database,
  checks: DomainChecks,
  supplierId: number,
  siteHost: string,
  now = Date.now(),
): Promise<CustomDomainSettings> {
  const claim = await findClaim(db, supplierId);
  if (!claim) throw new DomainError('not_found', [{ field: 'domain', code: NO_CUSTOM_DOMAIN }]);
  if (claim.status === 'verified') return toSettings(claim, siteHost);

  const { hostnames } = checks;
  const finding =
    claim.saasHostnameId && hostnames
      ? hostnameFinding(await askDomainService(() => hostnames.read(claim.saasHostnameId!)), claim.saasHostnameId)
      : await proveOwnership(db, checks, claim);
  const checked = { ...finding, checkedAt: now, verifiedAt: finding.status === 'verified' ? now : null };
  try {
    await storeFinding(db, claim, checked);
  } catch (error) {
    // Two catalogues verified the same hostname at once: the unique index let the first one have it.
    if (!/UNIQUE/.test(`${error} ${(error as Error).cause}`)) throw error;
    await storeFinding(db, claim, { ...checked, status: 'failed', reason: DOMAIN_REASONS.taken, verifiedAt: null });
  }
  return toSettings(await findClaim(db, supplierId), siteHost);
}

/** Only on the claim that was checked: a domain changed meanwhile is the new claim's to check. */
async function storeFinding(
  db: Database,
  claim: CustomDomainClaim,
  finding: Finding & { checkedAt: number; verifiedAt: number | null },
): Promise<void> {
  await db
    .update(customDomains)
    .set(finding)
    .where(and(eq(customDomains.supplierId, claim.supplierId), eq(customDomains.token, claim.token)));
}
