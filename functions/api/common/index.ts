import { apiRouter } from '#functions/api/api-env.ts';
import { postsRoutes } from './posts.ts';
import { productRoutes } from './product.ts';
import { qrcodeRoutes } from './qrcode.ts';
import { resourceRoutes } from './resource.ts';
import { searchRoutes } from './search.ts';
import { supplierNoteRoutes, supplierRoutes } from './supplier.ts';
import { viewRoutes } from './view.ts';

/** Spec §7 /api/common: the public calls (the supplier note excepted: app.ts guards it). */
export const commonRoutes = apiRouter()
  .route('/search', searchRoutes)
  .route('/product', productRoutes)
  .route('/supplier', supplierRoutes)
  .route('/supplier/note', supplierNoteRoutes)
  .route('/posts', postsRoutes)
  .route('/resource', resourceRoutes)
  .route('/qrcode', qrcodeRoutes)
  // VIEW_BEACON_PATH (src/shared/view-beacon.ts): the pages' view beacon.
  .route('/view', viewRoutes);
