import { signedInRouter } from '#functions/api/api-env.ts';
import { invitedUserRoutes } from './invited-user.ts';
import { productModelNumberRoutes } from './product-model-number.ts';
import { webPushRoutes } from './web-push.ts';

/** Spec §7 /api/my: the signed-in user's invitees, the owner's model-number check, and (ours) Web Push. */
export const myRoutes = signedInRouter()
  .route('/invited-user', invitedUserRoutes)
  .route('/product', productModelNumberRoutes)
  .route('/push', webPushRoutes);
