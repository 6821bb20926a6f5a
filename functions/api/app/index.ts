import { signedInRouter } from '#functions/api/api-env.ts';
import { appAccountRoutes } from './account.ts';
import { followProductRoutes, followSupplierRoutes } from './follow-tags.ts';
import { appHomeRoutes } from './home.ts';
import { markRoutes } from './marks.ts';
import { messageRoutes } from './messages.ts';
import { inquiryRoutes } from './inquiries.ts';
import { blockRoutes } from './blocks.ts';
import { buyingTeamRoutes } from './buying-teams.ts';
import { appNotificationRoutes } from './notifications.ts';
import { postRoutes } from './posts.ts';
import { appProductRoutes } from './product.ts';
import { reportRoutes } from './reports.ts';
import { shareProductRoutes, shareSupplierRoutes } from './share-links.ts';
import { appSupplierRoutes } from './supplier.ts';
import { tagRoutes } from './tags.ts';
import { teamRoutes } from './team.ts';
import { teamInboxRoutes } from './team-inbox.ts';

/**
 * The engagement calls spec §7 lists without a family, at the top of /api (`supplier-tag/add`,
 * `report/supplier`…). Every one acts on the caller's own things, so they live in the app family
 * (decision 029) and are served at both addresses: one router, two mounts, the same guard.
 */
export const SPEC_TOP_LEVEL_ROUTES = [
  ['/supplier-tag', tagRoutes('supplier')],
  ['/product-tag', tagRoutes('product')],
  ['/follow-supplier', followSupplierRoutes],
  ['/follow-product', followProductRoutes],
  ['/share-supplier', shareSupplierRoutes],
  ['/share-product', shareProductRoutes],
  ['/report', reportRoutes],
  // Spec §7 lists "product-watch watch and unwatch" without the app/ prefix, like the calls above.
  ['/product-watch', markRoutes('product', ['watch'])],
] as const;

/**
 * Spec §7 /api/app: the signed-in user's own calls (app.ts makes sure there is one). Engagement
 * lives here whole: every call of it is the user's own (decision 029).
 */
export const appRoutes = signedInRouter()
  .route('/account', appAccountRoutes)
  .route('/supplier', appSupplierRoutes)
  .route('/supplier-watch', markRoutes('supplier', ['watch']))
  .route('/product', appProductRoutes)
  .route('/home', appHomeRoutes)
  .route('/notification', appNotificationRoutes)
  .route('/post', postRoutes('supplier'))
  .route('/product/post', postRoutes('product'))
  .route('/message', messageRoutes)
  .route('/inquiry', inquiryRoutes)
  .route('/block', blockRoutes)
  .route('/team', teamRoutes)
  .route('/team-inbox', teamInboxRoutes)
  .route('/buying-team', buyingTeamRoutes);
for (const [prefix, routes] of SPEC_TOP_LEVEL_ROUTES) appRoutes.route(prefix, routes);
