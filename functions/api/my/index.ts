import { signedInRouter } from '#functions/api/api-env.ts';
import { invitedUserRoutes } from './invited-user.ts';
import { productModelNumberRoutes } from './product-model-number.ts';

/** Spec §7 /api/my: the signed-in user's invitees, and the owner's model-number check. */
export const myRoutes = signedInRouter()
  .route('/invited-user', invitedUserRoutes)
  .route('/product', productModelNumberRoutes);
