import { callApi, db, signIn } from './call-worker.ts';
import { makeUser } from './factories.ts';

/** A signed-in user of the worker tests: who they are and the session their calls carry. */
export type Actor = { id: number; session: string };

/** A new verified user (an administrator when asked), signed in. */
export async function signedInActor(overrides: { isAdmin?: boolean } = {}): Promise<Actor> {
  const { id } = await makeUser(db(), overrides);
  return { id, session: await signIn(id) };
}

/** POST /api/app/{path} with a JSON body, as this actor's browser sends it. */
export function appPost(path: string, body: unknown, who: Actor) {
  return callApi(`/api/app/${path}`, { body, session: who.session });
}
