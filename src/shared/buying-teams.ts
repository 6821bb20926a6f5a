import * as v from 'valibot';
import { emailRule } from './account-rules.ts';
import { recordIdSchema } from './record-id.ts';
import { supplierNameSchema } from './supplier-name.ts';

// Buying teams (issue 29 item 1): colleagues who choose products and suppliers together. A buyer
// makes a team, invites colleagues by e-mail, and each joins only by accepting; the team's lists,
// comments and votes are for its members alone: no supplier ever sees any of it.

/** My catalogue's section for teams; a team at /my/teams/{id}, one of its lists at /my/teams/{id}/{listId}. */
export const BUYING_TEAMS_PATH = '/my/teams';
export const teamPath = (teamId: number, listId?: number) =>
  `${BUYING_TEAMS_PATH}/${teamId}${listId === undefined ? '' : `/${listId}`}`;

export const TEAM_NAME_MAX = 60;
export const LIST_NAME_MAX = 60;
export const COMMENT_MAX = 2000;
/** A person's teams, made or joined: a buyer works with a few, a script would make thousands. */
export const TEAMS_PER_USER = 20;
/** Members and pending invitations together: a buying department, not a mailing list. */
export const MEMBERS_PER_TEAM = 50;
export const LISTS_PER_TEAM = 50;
export const ITEMS_PER_LIST = 500;
export const MENTIONS_PER_COMMENT = 10;
/** Invitations one person sends in a day, over all their teams. */
export const TEAM_INVITATIONS_PER_DAY = 30;

export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const TEAM_ITEM_KINDS = ['product', 'supplier'] as const;
export type TeamItemKind = (typeof TEAM_ITEM_KINDS)[number];
export const TEAM_NOTICE_KINDS = ['comment', 'mention'] as const;
export type TeamNoticeKind = (typeof TEAM_NOTICE_KINDS)[number];
export const LIST_SORTS = ['votes', 'newest'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

/** A member as the team sees them: named, with their face, since they chose to join. */
export type TeamPerson = { userId: number; name: string; avatar: string | null };

/** A list as the team page and the "Add to team list" picker show it; its maker may delete it, as the owner may. */
export type TeamListSummary = { id: number; name: string; itemCount: number; createdBy: number | null };

/** GET app/buying-team/list: one of the caller's teams. */
export type TeamSummary = {
  id: number;
  name: string;
  role: TeamRole;
  memberCount: number;
  lists: TeamListSummary[];
  /** The caller's unread comments and mentions in this team. */
  unread: number;
};

/** An invitation waiting for the caller's answer: the team, and who asked. */
export type TeamInvitationForMe = {
  id: number;
  team: { id: number; name: string };
  invitedBy: TeamPerson;
  createTime: number;
};

export type MyBuyingTeams = { teams: TeamSummary[]; invitations: TeamInvitationForMe[] };

/**
 * GET app/buying-team/detail/{teamId}. Pending invitations, for the owner only, by the e-mail typed
 * and nothing more (one declined still shows: declining tells the owner nothing).
 */
export type TeamDetail = {
  id: number;
  name: string;
  role: TeamRole;
  members: (TeamPerson & { role: TeamRole; joinTime: number })[];
  invitations: { email: string; createTime: number }[];
  lists: TeamListSummary[];
};

/** What a list item points at, as the catalogue shows it now; `gone` once removed or closed. */
export type TeamItemTarget =
  | {
      kind: 'product';
      productId: number | null;
      name: string;
      modelNumber: string;
      price: string;
      picture: string | null;
      supplier: { id: string; companyName: string } | null;
      gone: boolean;
    }
  | { kind: 'supplier'; supplierId: string | null; name: string; picture: string | null; gone: boolean };

export type TeamProductItem = Extract<TeamItemTarget, { kind: 'product' }>;

export type TeamVotes = { up: number; down: number; score: number; mine: -1 | 0 | 1 };

export type TeamListItem = {
  id: number;
  target: TeamItemTarget;
  addedBy: TeamPerson | null;
  addTime: number;
  votes: TeamVotes;
  commentCount: number;
};

/** GET app/buying-team/list-detail/{listId}?sort=votes|newest. */
export type TeamListDetail = {
  id: number;
  name: string;
  team: { id: number; name: string; role: TeamRole };
  items: TeamListItem[];
};

export type TeamComment = {
  id: number;
  author: TeamPerson;
  body: string;
  mentions: TeamPerson[];
  createTime: number;
  editTime: number | null;
  mine: boolean;
};

/** GET app/buying-team/notices: the caller's unread comments and mentions, newest first. */
export type TeamNotice = {
  id: number;
  kind: TeamNoticeKind;
  team: { id: number; name: string };
  listId: number;
  itemId: number;
  itemName: string;
  author: TeamPerson;
  excerpt: string;
  createTime: number;
};

const text = (max: number, required: string, tooLong: string) =>
  v.pipe(v.string('invalid_type'), v.trim(), v.minLength(1, required), v.maxLength(max, tooLong));

const teamName = text(TEAM_NAME_MAX, 'team_name_required', 'team_name_too_long');
const listName = text(LIST_NAME_MAX, 'list_name_required', 'list_name_too_long');
const commentBody = text(COMMENT_MAX, 'comment_required', 'comment_too_long');
const mentions = v.optional(
  v.pipe(v.array(recordIdSchema, 'invalid_type'), v.maxLength(MENTIONS_PER_COMMENT, 'too_many_mentions')),
  [],
);

export const createTeamInput = v.object({ name: teamName });
export const renameTeamInput = v.object({ teamId: recordIdSchema, name: teamName });
export const teamIdInput = v.object({ teamId: recordIdSchema });
export const inviteToTeamInput = v.object({ teamId: recordIdSchema, email: emailRule });
export const memberInput = v.object({ teamId: recordIdSchema, userId: recordIdSchema });
export const teamInvitationAnswerInput = v.object({ id: recordIdSchema });
export const createListInput = v.object({ teamId: recordIdSchema, name: listName });
export const listIdInput = v.object({ listId: recordIdSchema });
/** Exactly one of a product (by id) or a supplier (by URL name). */
export const addItemInput = v.pipe(
  v.object({
    listId: recordIdSchema,
    productId: v.optional(recordIdSchema),
    supplierId: v.optional(supplierNameSchema),
  }),
  v.check((input) => (input.productId === undefined) !== (input.supplierId === undefined), 'item_target_required'),
);
export const itemIdInput = v.object({ itemId: recordIdSchema });
export const voteInput = v.object({ itemId: recordIdSchema, value: v.picklist([-1, 0, 1], 'invalid_vote') });
/**
 * A key the browser makes for each comment it writes (issue 29 item 5): a comment kept offline and
 * sent again later, or sent twice by a flaky connection, is stored once.
 */
export const commentKeySchema = v.optional(
  v.pipe(v.string('invalid_type'), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'invalid_comment_key')),
);
export const addCommentInput = v.object({
  itemId: recordIdSchema,
  body: commentBody,
  mentions,
  clientKey: commentKeySchema,
});
export const editCommentInput = v.object({ commentId: recordIdSchema, body: commentBody, mentions });
export const commentIdInput = v.object({ commentId: recordIdSchema });
export const listSortSchema = v.optional(v.picklist(LIST_SORTS, 'invalid_sort'), 'votes');

export type AddItemInput = v.InferOutput<typeof addItemInput>;

/** No team, list, item or comment of the caller's has this id (never theirs, or gone). */
export const TEAM_NOT_FOUND = 'team_not_found';
/** Only the team's owner may do this (rename, delete, invite, remove a member). */
export const NOT_TEAM_OWNER = 'not_team_owner';
/** The owner cannot leave their team: they delete it. */
export const OWNER_CANNOT_LEAVE = 'owner_cannot_leave';
export const ALREADY_ON_TEAM = 'already_on_team';
export const ALREADY_ON_LIST = 'already_on_list';
export const TEAM_FULL = 'team_full';
export const TOO_MANY_TEAMS = 'too_many_teams';
export const TOO_MANY_LISTS = 'too_many_lists';
export const LIST_FULL = 'list_full';
/** Only the comment's author may change or delete it. */
export const NOT_YOUR_COMMENT = 'not_your_comment';
/** A mention names someone not on the team. */
export const MENTION_NOT_MEMBER = 'mention_not_member';

/** What the screens say for each refusal. */
export const BUYING_TEAM_MESSAGES: Record<string, string> = {
  team_name_required: 'Give the team a name.',
  team_name_too_long: `A team's name is at most ${TEAM_NAME_MAX} characters.`,
  list_name_required: 'Give the list a name.',
  list_name_too_long: `A list's name is at most ${LIST_NAME_MAX} characters.`,
  comment_required: 'Write a comment first.',
  comment_too_long: `A comment is at most ${COMMENT_MAX} characters.`,
  too_many_mentions: `A comment mentions at most ${MENTIONS_PER_COMMENT} people.`,
  invalid_email: 'Enter a valid e-mail address.',
  [ALREADY_ON_TEAM]: 'This person is already on the team or invited.',
  [ALREADY_ON_LIST]: 'It is already on this list.',
  [TEAM_FULL]: `A team has at most ${MEMBERS_PER_TEAM} members and invitations.`,
  [TOO_MANY_TEAMS]: `You can be on at most ${TEAMS_PER_USER} teams.`,
  [TOO_MANY_LISTS]: `A team has at most ${LISTS_PER_TEAM} lists.`,
  [LIST_FULL]: `A list holds at most ${ITEMS_PER_LIST} items.`,
  [NOT_TEAM_OWNER]: 'Only the team’s owner can do this.',
  [OWNER_CANNOT_LEAVE]: 'You own this team: delete it instead of leaving.',
  [NOT_YOUR_COMMENT]: 'You can change only your own comments.',
  [MENTION_NOT_MEMBER]: 'You can mention only the team’s members.',
  [TEAM_NOT_FOUND]: 'This is no longer there, or you are no longer on the team.',
  invitation_not_found: 'This invitation is no longer there.',
};

/** After an invitation is sent, whether or not an account has that address: the answer tells nothing of it. */
export const INVITATION_SENT_TEXT =
  'Invitation sent. Whoever has a Vitrine account with this e-mail will find it in My catalogue › Invitations.';
