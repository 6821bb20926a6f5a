import { signedInRouter } from '#functions/api/api-env.ts';
import { parseInput, parseParam, readJsonBody } from '#functions/api/request-input.ts';
import { limitWrites } from '#functions/api/call-limits.ts';
import { checkSupplierName, openCatalogue } from '#functions/domain/suppliers/open-catalogue.ts';
import { createCatalogueSchema } from '#src/shared/company-profile.ts';
import { recentlyViewedSuppliers, recordSupplierView } from '#functions/domain/engagement/recent-views.ts';
import { findSupplierContacts } from '#functions/domain/engagement/supplier-contacts.ts';
import { findAppSupplierDetail } from '#functions/domain/suppliers/supplier-detail.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { supplierNameSchema } from '#src/shared/supplier-name.ts';
import { parseTarget } from './engagement-target.ts';
import { isNewHandler, markRoutes } from './marks.ts';

/** Spec §7 app/supplier: a supplier as the signed-in user sees it, marks on it, its contacts. */
export const appSupplierRoutes = signedInRouter()
  // "used when signed in" instead of common/supplier/detail; adds contacts and the viewer's note and marks.
  .get('/detail/:id', async (c) => {
    const name = parseParam('id', supplierNameSchema, c.req.param('id'));
    const detail = await findAppSupplierDetail(c.var.db, c.var.viewer.userId, name);
    // The company page's signed-in island reads this once a visit: that read is the view (decision 037).
    c.executionCtx.waitUntil(recordSupplierView(c.var.db, c.var.viewer.userId, name));
    return c.json(successBody(detail));
  })
  .route('/', markRoutes('supplier', ['followed', 'stared']))
  .post('/is-new', isNewHandler('supplier'))
  // Views are recorded by the detail reads (decision 037).
  .get('/recently-list', async (c) => c.json(successBody(await recentlyViewedSuppliers(c.var.db, c.var.viewer.userId))))
  // The people a signed-in buyer may start a chat with (spec §2 chat widget, step 1).
  .post('/contacts', async (c) => {
    const { supplierName } = parseTarget('supplier', await readJsonBody(c.req.raw));
    return c.json(successBody(await findSupplierContacts(c.var.db, supplierName)));
  })
  // Opening a catalogue (beyond the spec; README): whether a URL name is free, then the catalogue itself.
  .get('/name-available/:name', async (c) =>
    c.json(successBody(await checkSupplierName(c.var.db, c.req.param('name').trim().toLowerCase()))),
  )
  .post('/create', limitWrites('catalogue'), async (c) => {
    const input = parseInput(createCatalogueSchema, await readJsonBody(c.req.raw));
    return c.json(successBody(await openCatalogue(c.var.db, c.var.viewer.userId, input)));
  });
