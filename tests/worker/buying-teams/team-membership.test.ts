import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buyingTeams } from '#functions/db/schema/index.ts';
import type { MyBuyingTeams, TeamDetail, TeamListDetail } from '#src/shared/buying-teams.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { TEST_PASSWORD } from '#tests/worker/support/factories.ts';
import { catalogueWithProducts, person, teamCall, teamGet, teamOfTwo } from './team-world.ts';

// Buying teams (issue 29 item 1): nobody is on a team without accepting; an invitation tells its
// sender nothing of whether the address has an account; a right ends with the place on the team.

const myTeams = async (who: Parameters<typeof teamGet>[1]) => (await teamGet('list', who)).body.data as MyBuyingTeams;

describe('buying teams: creating, inviting, joining', () => {
  it('an invitation is answered alike for any address; only the verified holder sees it; joining takes accepting', async () => {
    const ann = await person('Ann Archer');
    const ben = await person('Ben Baker');
    const unverified = await person('Una Unverified', { emailVerified: false });
    const created = await teamCall('create', { name: '  Pump sourcing ' }, ann);
    expect(created.status).toBe(200);
    const team = created.body.data as TeamDetail;
    expect(team).toMatchObject({ name: 'Pump sourcing', role: 'owner', invitations: [], lists: [] });
    expect(team.members).toEqual([
      {
        userId: ann.id,
        name: 'Ann Archer',
        avatar: expect.stringMatching(/^\/media\//),
        role: 'owner',
        joinTime: expect.any(Number),
      },
    ]);

    const answers = [];
    for (const email of [ben.email, 'nobody-here@vitrine.test', unverified.email])
      answers.push(await teamCall('invite', { teamId: team.id, email }, ann));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // The pending list is the e-mails typed, nothing more, whether or not someone has them.
    const pending = (answers[2]!.body.data as TeamDetail).invitations.map((invitation) =>
      Object.keys(invitation).sort(),
    );
    expect(pending).toEqual([
      ['createTime', 'email'],
      ['createTime', 'email'],
      ['createTime', 'email'],
    ]);
    expect((answers[2]!.body.data as TeamDetail).members).toHaveLength(1);

    // Ben sees the invitation with the team and who asked; the unverified account sees nothing.
    const bens = await myTeams(ben);
    expect(bens.teams).toEqual([]);
    expect(bens.invitations).toEqual([
      {
        id: expect.any(Number),
        team: { id: team.id, name: 'Pump sourcing' },
        invitedBy: { userId: ann.id, name: 'Ann Archer', avatar: expect.any(String) },
        createTime: expect.any(Number),
      },
    ]);
    expect((await myTeams(unverified)).invitations).toEqual([]);
    // Not yet on the team: its detail is the same 404 as a team that does not exist.
    expect((await teamGet(`detail/${team.id}`, ben)).status).toBe(404);

    const joined = await teamCall('accept', { id: bens.invitations[0]!.id }, ben);
    expect(joined.status).toBe(200);
    expect((joined.body.data as MyBuyingTeams).teams).toEqual([
      { id: team.id, name: 'Pump sourcing', role: 'member', memberCount: 2, lists: [], unread: 0 },
    ]);
    const detail = (await teamGet(`detail/${team.id}`, ben)).body.data as TeamDetail;
    expect(detail.members.map((member) => [member.name, member.role])).toEqual([
      ['Ann Archer', 'owner'],
      ['Ben Baker', 'member'],
    ]);
    // The addresses typed are the owner's: a member sees none of them.
    expect(detail.invitations).toEqual([]);
    const annsView = (await teamGet(`detail/${team.id}`, ann)).body.data as TeamDetail;
    expect(annsView.invitations.map((invitation) => invitation.email).sort()).toEqual(
      ['nobody-here@vitrine.test', unverified.email].sort(),
    );
    // The invitation is used up.
    expect((await teamCall('accept', { id: bens.invitations[0]!.id }, ben)).status).toBe(404);
  });

  it('declining tells the owner nothing: the invitation still reads as not answered', async () => {
    const [ann, ben, eve] = [await person('Ann'), await person('Ben'), await person('Eve')];
    const team = (await teamCall('create', { name: 'Valves' }, ann)).body.data as TeamDetail;
    await teamCall('invite', { teamId: team.id, email: ben.email }, ann);
    await teamCall('invite', { teamId: team.id, email: 'no-account-here@vitrine.test' }, ann);
    const before = ((await teamGet(`detail/${team.id}`, ann)).body.data as TeamDetail).invitations;
    const [invitation] = (await myTeams(ben)).invitations;
    expect((await teamCall('accept', { id: invitation!.id }, eve)).status).toBe(404);
    expect((await teamCall('decline', { id: invitation!.id }, eve)).status).toBe(404);
    expect((await teamCall('decline', { id: invitation!.id }, ben)).status).toBe(200);
    // The owner's view is byte for byte what it was: a declined address and one with no account read alike.
    const after = (await teamGet(`detail/${team.id}`, ann)).body.data as TeamDetail;
    expect(after.invitations).toEqual(before);
    expect(after.members).toHaveLength(1);
    // Gone from Ben's list for good; asking again changes nothing, accepting is no longer possible.
    expect(await myTeams(ben)).toEqual({ teams: [], invitations: [] });
    expect((await teamCall('accept', { id: invitation!.id }, ben)).status).toBe(404);
    const again = await teamCall('invite', { teamId: team.id, email: ben.email }, ann);
    expect([again.status, again.body.errors]).toEqual([409, [{ field: 'email', code: 'already_on_team' }]]);
  });

  it('refuses what breaks the rules, field by field', async () => {
    const { ann, ben, teamId } = await teamOfTwo();
    const cases: [string, unknown, number, string, string][] = [
      ['create', { name: '   ' }, 400, 'name', 'team_name_required'],
      ['create', { name: 'x'.repeat(61) }, 400, 'name', 'team_name_too_long'],
      ['invite', { teamId, email: 'not an address' }, 400, 'email', 'invalid_email'],
      ['invite', { teamId, email: ben.email }, 409, 'email', 'already_on_team'],
      ['rename', { teamId, name: 'Mine now' }, 403, 'teamId', 'not_team_owner'],
      ['leave', { teamId }, 409, 'teamId', 'owner_cannot_leave'],
    ];
    for (const [path, body, status, field, code] of cases) {
      const who = path === 'rename' ? ben : ann;
      const answer = await teamCall(path, body, who);
      expect([path, answer.status, answer.body.errors]).toEqual([path, status, [{ field, code }]]);
    }
    expect((await teamCall('invite', { teamId, email: 'new@vitrine.test' }, ben)).status).toBe(403);
  });

  it('a member who leaves, or is removed, loses the team at once', async () => {
    const { ann, ben, teamId, listId } = await teamOfTwo();
    const carl = await person('Carl Cole');
    await teamCall('invite', { teamId, email: carl.email }, ann);
    await teamCall('accept', { id: (await myTeams(carl)).invitations[0]!.id }, carl);
    const { supplier, productIds } = await catalogueWithProducts();
    await teamCall('item/add', { listId, productId: productIds[0] }, ann);
    const itemId = ((await teamGet(`list/detail/${listId}`, ann)).body.data as TeamListDetail).items[0]!.id;
    // Each has an unread notice before leaving.
    await teamCall('comment/add', { itemId, body: 'Have a look' }, ann);
    for (const who of [ben, carl]) expect((await teamGet('notices', who)).body.data).toHaveLength(1);

    expect((await teamCall('leave', { teamId }, ben)).status).toBe(200);
    expect((await teamCall('remove-member', { teamId, userId: carl.id }, ann)).status).toBe(200);
    for (const who of [ben, carl]) {
      expect((await myTeams(who)).teams).toEqual([]);
      expect((await teamGet(`detail/${teamId}`, who)).status).toBe(404);
      expect((await teamGet(`list/detail/${listId}`, who)).status).toBe(404);
      // Nothing of it can be written either: every call names the team through the caller's place.
      const writes: [string, unknown][] = [
        ['item/vote', { itemId, value: 1 }],
        ['comment/add', { itemId, body: 'Still here?' }],
        ['item/add', { listId, supplierId: supplier.name }],
        ['list/create', { teamId, name: 'Mine' }],
      ];
      for (const [path, body] of writes) expect([path, (await teamCall(path, body, who)).status]).toEqual([path, 404]);
      expect((await teamGet('notices', who)).body.data).toEqual([]);
    }
    const detail = (await teamGet(`detail/${teamId}`, ann)).body.data as TeamDetail;
    expect(detail.members.map((member) => member.userId)).toEqual([ann.id]);
  });

  it('deleting the owner’s account deletes the teams they own', async () => {
    const { ann, ben, teamId } = await teamOfTwo();
    const gone = await callApi('/api/app/account/delete', {
      method: 'DELETE',
      session: ann.session,
      body: { password: TEST_PASSWORD },
    });
    expect(gone.status).toBe(200);
    expect((await myTeams(ben)).teams).toEqual([]);
    expect(await db().select().from(buyingTeams).where(eq(buyingTeams.id, teamId))).toEqual([]);
  });

  it('deleting a team ends it for every member', async () => {
    const { ann, ben, teamId, listId } = await teamOfTwo();
    expect((await teamCall('delete', { teamId }, ben)).status).toBe(403);
    expect((await teamCall('delete', { teamId }, ann)).status).toBe(200);
    expect((await myTeams(ben)).teams).toEqual([]);
    expect((await teamGet(`list/detail/${listId}`, ann)).status).toBe(404);
  });
});
