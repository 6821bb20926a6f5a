import { expect } from 'vitest';
import { callApi, signIn } from './call-worker.ts';

/** The person accepts the catalogue's pending invitation, as they would in My catalogue › Invitations. */
export async function acceptTeamInvitation(person: { id: number }, supplierName: string): Promise<void> {
  const session = await signIn(person.id);
  const { body } = await callApi('/api/app/team/list', { session });
  const invitation = body.data.invitations.find(
    (pending: { supplier: { id: string } }) => pending.supplier.id === supplierName,
  );
  expect(invitation, `an invitation of ${supplierName}`).toBeDefined();
  expect((await callApi('/api/app/team/accept', { body: { id: invitation.id }, session })).status).toBe(200);
}
