import type {
  ListSort,
  MyBuyingTeams,
  TeamComment,
  TeamDetail,
  TeamListDetail,
  TeamNotice,
  TeamVotes,
} from '#src/shared/buying-teams.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { createFetcherStore } from './query.ts';
import { request } from './request.ts';

// Buying teams (issue 29 item 1): the browser's side of /api/app/buying-team. The teams list is
// one store (My catalogue › Teams, the nav's count, the "Add to team list" picker); each write
// answers the state it leaves, which goes straight into the store that shows it.

const BASE = '/api/app/buying-team';
const post = <T>(path: string, body: unknown) =>
  withOverlay(() => request<T>(`${BASE}/${path}`, { method: 'POST', body }));

/** GET list: the caller's teams with their lists, and the invitations waiting for them. */
export const $buyingTeams = createFetcherStore<MyBuyingTeams>([`${BASE}/list`]);
export const $teamNotices = createFetcherStore<TeamNotice[]>([`${BASE}/notices`]);

const intoTeams = async (call: Promise<MyBuyingTeams>) => {
  const teams = await call;
  $buyingTeams.mutate(teams);
  return teams;
};
/** A change to one team moves the list of teams too (names, counts): asked again behind the screen. */
const andTeams = async <T>(call: Promise<T>) => {
  const answer = await call;
  void $buyingTeams.revalidate();
  return answer;
};

export const createTeam = (name: string) => andTeams(post<TeamDetail>('create', { name }));
export const renameTeam = (teamId: number, name: string) => andTeams(post<TeamDetail>('rename', { teamId, name }));
export const deleteTeam = (teamId: number) => intoTeams(post('delete', { teamId }));
export const leaveTeam = (teamId: number) => intoTeams(post('leave', { teamId }));
export const answerTeamInvitation = (answer: 'accept' | 'decline', id: number) => intoTeams(post(answer, { id }));

export const teamDetail = (teamId: number) => request<TeamDetail>(`${BASE}/detail/${teamId}`);
export const inviteToTeam = (teamId: number, email: string) => post<TeamDetail>('invite', { teamId, email });
export const withdrawInvitation = (teamId: number, email: string) => post<TeamDetail>('withdraw', { teamId, email });
export const removeMember = (teamId: number, userId: number) =>
  andTeams(post<TeamDetail>('remove-member', { teamId, userId }));

export const createList = (teamId: number, name: string) =>
  andTeams(post<TeamListDetail>('list/create', { teamId, name }));
export const deleteList = (listId: number) => andTeams(post<TeamDetail>('list/delete', { listId }));
export const listDetail = (listId: number, sort: ListSort) =>
  request<TeamListDetail>(`${BASE}/list/detail/${listId}?sort=${sort}`);

/** A product (by id) or a supplier (by URL name) onto a list; answers the teams with the new counts. */
export const addToTeamList = (listId: number, target: { productId: number } | { supplierId: string }) =>
  intoTeams(post('item/add', { listId, ...target }));
export const removeItem = (itemId: number) => andTeams(post<TeamListDetail>('item/remove', { itemId }));
export const vote = (itemId: number, value: -1 | 0 | 1) =>
  request<TeamVotes>(`${BASE}/item/vote`, { method: 'POST', body: { itemId, value } });

/** The item's comments; opening them reads the caller's notices of them, so the counts move. */
export const itemComments = async (itemId: number) => {
  const comments = await request<TeamComment[]>(`${BASE}/item/comments/${itemId}`);
  void $buyingTeams.revalidate();
  void $teamNotices.revalidate();
  return comments;
};
/** A new comment as its call; its key (made once per comment) lets a resend store it once. */
export const commentCall = (itemId: number, body: string, mentions: number[], clientKey: string) => ({
  url: `${BASE}/comment/add`,
  body: { itemId, body, mentions, clientKey },
});
export const addComment = (call: ReturnType<typeof commentCall>) =>
  withOverlay(() => request<TeamComment>(call.url, { method: 'POST', body: call.body }));
export const editComment = (commentId: number, body: string, mentions: number[]) =>
  post<TeamComment>('comment/edit', { commentId, body, mentions });
export const deleteComment = (commentId: number) => post<TeamComment[]>('comment/delete', { commentId });
