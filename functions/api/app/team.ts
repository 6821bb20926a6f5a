import { signedInRouter } from '#functions/api/api-env.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { acceptInvitation, declineInvitation, leaveTeam, listMyTeams } from '#functions/domain/company/my-teams.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { invitationAnswerSchema, leaveTeamSchema } from '#src/shared/team-invitations.ts';

/**
 * Beyond the spec (issue 24): the invited person's answers. GET list, POST accept {id}, POST
 * decline {id}, POST leave {supplierId}; each answers the caller's invitations and teams as now stored.
 */
export const teamRoutes = signedInRouter()
  .get('/list', async (c) => c.json(successBody(await listMyTeams(c.var.db, c.var.viewer.userId))))
  .post('/accept', async (c) => {
    const { id } = parseInput(invitationAnswerSchema, await readJsonBody(c.req.raw));
    return c.json(successBody(await acceptInvitation(c.var.db, c.var.viewer.userId, id)));
  })
  .post('/decline', async (c) => {
    const { id } = parseInput(invitationAnswerSchema, await readJsonBody(c.req.raw));
    return c.json(successBody(await declineInvitation(c.var.db, c.var.viewer.userId, id)));
  })
  .post('/leave', async (c) => {
    const { supplierId } = parseInput(leaveTeamSchema, await readJsonBody(c.req.raw));
    return c.json(successBody(await leaveTeam(c.var.db, c.var.viewer.userId, supplierId)));
  });
