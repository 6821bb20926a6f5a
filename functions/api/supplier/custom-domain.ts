import { readCustomDomain, saveCustomDomain } from '#functions/domain/suppliers/custom-domain.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { siteHost } from '#functions/lib/site-origin.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { ownerOnly } from '#functions/api/middleware/supplier-access.ts';
import { customDomainSchema } from '#src/shared/custom-domain.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';

const describeCall = apiFamily('Account');

/**
 * GET and PATCH supplier/home/domain {domain} (named here and in the README; the spec lists the
 * Domain screen, not its calls): the catalogue's own domain and the CNAME record it needs. The
 * owner's session only, like the other account-level settings.
 */
export const customDomainRoutes = supplierRouter()
  .get(
    '/domain',
    describeCall({ summary: 'The catalogue’s own domain and the CNAME record it needs.', ownerOnly: true }),
    ownerOnly,
    async (c) => c.json(successBody(await readCustomDomain(c.var.db, c.var.supplier.id, siteHost(c.env)))),
  )
  .patch(
    '/domain',
    describeCall({
      summary: 'Set or clear the catalogue’s own domain.',
      body: customDomainSchema('vitrine.example'),
      ownerOnly: true,
    }),
    ownerOnly,
    async (c) => {
      const host = siteHost(c.env);
      const { domain } = parseInput(customDomainSchema(host), await readJsonBody(c.req.raw));
      return c.json(successBody(await saveCustomDomain(c.var.db, c.var.supplier.id, domain, host)));
    },
  );
