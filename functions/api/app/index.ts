import { signedInRouter } from '#functions/api/api-env.ts';
import { appAccountRoutes } from './account.ts';
import { followProductRoutes, followSupplierRoutes } from './follow-tags.ts';
import { appHomeRoutes } from './home.ts';
import { markRoutes } from './marks.ts';
import { appNotificationRoutes } from './notifications.ts';
import { postRoutes } from './posts.ts';
import { appProductRoutes } from './product.ts';
import { reportRoutes } from './reports.ts';
import { shareProductRoutes, shareSupplierRoutes } from './share-links.ts';
import { appSupplierRoutes } from './supplier.ts';
import { tagRoutes } from './tags.ts';

/**
 * Spec §7 /api/app: the signed-in user's own calls (app.ts makes sure there is one). Engagement
 * lives here whole: every call of it is the user's own (decision 013).
 */
export const appRoutes = signedInRouter()
  .route('/account', appAccountRoutes)
  .route('/supplier', appSupplierRoutes)
  .route('/supplier-watch', markRoutes('supplier', ['watch']))
  .route('/product', appProductRoutes)
  .route('/product-watch', markRoutes('product', ['watch']))
  .route('/supplier-tag', tagRoutes('supplier'))
  .route('/product-tag', tagRoutes('product'))
  .route('/follow-supplier', followSupplierRoutes)
  .route('/follow-product', followProductRoutes)
  .route('/home', appHomeRoutes)
  .route('/notification', appNotificationRoutes)
  .route('/post', postRoutes('supplier'))
  .route('/product/post', postRoutes('product'))
  .route('/share-supplier', shareSupplierRoutes)
  .route('/share-product', shareProductRoutes)
  .route('/report', reportRoutes);
