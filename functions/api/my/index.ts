import { signedInRouter } from '#functions/api/api-env.ts';
import { invitedUserRoutes } from './invited-user.ts';

/** Spec §7 /api/my: the signed-in user's invitees. */
export const myRoutes = signedInRouter().route('/invited-user', invitedUserRoutes);
