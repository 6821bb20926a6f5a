import { openDatabase } from '#functions/db/client.ts';
import type { Env } from '#functions/env.ts';
import { errorBody, jsonEnvelope } from '#functions/lib/envelope.ts';
import { resolveViewer } from '#functions/domain/accounts/sessions.ts';
import { sessionTokenOf } from '#functions/lib/cookies.ts';
import { channelOf } from '#functions/lib/channel-of.ts';
import { CHANNEL_SESSION_HEADER } from './user-channel.ts';
import { LOGIN_REQUIRED } from '#src/shared/api.ts';

/**
 * `/socket.io/?EIO=4&transport=websocket` → the caller's own UserChannel. Only websockets (the spec's
 * client uses that transport only), only from our own pages (Origin), only with a live session.
 */
export async function routeToUserChannel(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
  const url = new URL(request.url);
  if (url.searchParams.get('EIO') !== '4' || url.searchParams.get('transport') !== 'websocket') {
    return jsonEnvelope(400, errorBody([{ field: 'transport', code: 'transport_unsupported' }]));
  }
  if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
    return jsonEnvelope(426, errorBody([{ field: '', code: 'websocket_required' }]));
  }
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== url.origin) {
    return jsonEnvelope(403, errorBody([{ field: '', code: 'origin_not_allowed' }]));
  }
  const viewer = await resolveViewer(openDatabase(env.DB), env, sessionTokenOf(request), ctx);
  if (!viewer) return jsonEnvelope(401, errorBody([{ field: '', code: LOGIN_REQUIRED }]));

  const headers = new Headers(request.headers);
  headers.set(CHANNEL_SESSION_HEADER, viewer.sessionId);
  return channelOf(env, viewer.userId).fetch(new Request(request, { headers }));
}
