import { createMiddleware } from 'hono/factory';
import { forgetCataloguesAtHosts } from '#functions/custom-domain/catalogue-at-host.ts';
import { domainChecksOf, readCustomDomain, saveCustomDomain } from '#functions/domain/suppliers/custom-domain.ts';
import { checkCustomDomain } from '#functions/domain/suppliers/verify-custom-domain.ts';
import { successBody } from '#functions/lib/envelope.ts';
import type { RateLimit } from '#functions/lib/rate-limit.ts';
import { siteHost } from '#functions/lib/site-origin.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter, type SupplierEnv } from '#functions/api/api-env.ts';
import { countCall } from '#functions/api/call-limits.ts';
import { ownerOnly } from '#functions/api/middleware/supplier-access.ts';
import { customDomainSchema } from '#src/shared/custom-domain.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';

const describeCall = apiFamily('Account');

/** Each check asks a DNS resolver (and in production Cloudflare's API): a person waiting for DNS clicks far fewer. */
const CHECKS_PER_CATALOGUE = { limit: 60, windowMs: 60 * 60_000 } satisfies RateLimit;

const limitChecks = createMiddleware<SupplierEnv>(async (c, next) => {
  await countCall(c.env, [[`domain-check:supplier:${c.var.supplier.id}`, CHECKS_PER_CATALOGUE]]);
  await next();
});

/**
 * GET and PATCH supplier/home/domain {domain}, and POST supplier/home/domain/check (named here and
 * in the README; the spec lists the Domain screen, not its calls): the catalogue's own domain, its
 * state and the DNS records it needs. The owner's session only, like the other account-level settings.
 */
export const customDomainRoutes = supplierRouter()
  .get(
    '/domain',
    describeCall({
      summary: 'The catalogue’s own domain, its state (pending, verified, failed) and the DNS records it needs.',
      ownerOnly: true,
    }),
    ownerOnly,
    async (c) => c.json(successBody(await readCustomDomain(c.var.db, c.var.supplier.id, siteHost(c.env)))),
  )
  .patch(
    '/domain',
    describeCall({
      summary: 'Set or clear the catalogue’s own domain; a new domain is pending until its TXT record is checked.',
      body: customDomainSchema('vitrine.example'),
      ownerOnly: true,
    }),
    ownerOnly,
    async (c) => {
      const host = siteHost(c.env);
      const { domain } = parseInput(customDomainSchema(host), await readJsonBody(c.req.raw));
      const settings = await saveCustomDomain(c.var.db, domainChecksOf(c.env), c.var.supplier.id, domain, host);
      forgetCataloguesAtHosts();
      return c.json(successBody(settings));
    },
  )
  .post(
    '/domain/check',
    describeCall({
      summary:
        'Check the catalogue’s own domain now: its TXT record, then (in production) Cloudflare’s custom hostname.',
      ownerOnly: true,
    }),
    ownerOnly,
    limitChecks,
    async (c) => {
      const host = siteHost(c.env);
      const settings = await checkCustomDomain(c.var.db, domainChecksOf(c.env), c.var.supplier.id, host);
      forgetCataloguesAtHosts();
      return c.json(successBody(settings));
    },
  );
