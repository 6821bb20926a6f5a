import type { MyTeams } from '#src/shared/team-invitations.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { $postingSuppliers } from './posts.ts';
import { createFetcherStore } from './query.ts';
import { request } from './request.ts';

// My catalogue › Invitations (issue 24): the sales teams the user is asked to join and is on.

/** GET app/team/list. */
export const $myTeams = createFetcherStore<MyTeams>(['/api/app/team/list']);

/** Each answer changes what the user may post for: the Latest posts board asks again. */
async function changeTeams(path: string, body: unknown): Promise<void> {
  const teams = await withOverlay(() => request<MyTeams>(`/api/app/team/${path}`, { method: 'POST', body }));
  $myTeams.mutate(teams);
  void $postingSuppliers.revalidate();
}

/** POST app/team/accept or decline {id}. */
export const answerInvitation = (answer: 'accept' | 'decline', id: number) => changeTeams(answer, { id });

/** POST app/team/leave {supplierId}. */
export const leaveTeam = (supplierName: string) => changeTeams('leave', { supplierId: supplierName });
