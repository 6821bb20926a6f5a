import * as v from 'valibot';
import { recordIdSchema } from './record-id.ts';
import { supplierNameSchema } from './supplier-name.ts';

// Joining a catalogue's sales team (issue 24): the owner invites by the e-mail they type, the person
// accepts or declines in My catalogue › Invitations. Nobody is on a team without accepting, and a
// member may leave whenever they like: the right to answer chats and to post ends with it.

/** Where an invitee answers their invitations. */
export const MY_INVITATIONS_PATH = '/my/invitations';

/** The catalogue as the invitee sees it: by URL name, as everywhere in this API. */
export type TeamSupplier = { id: string; companyName: string; avatar: string | null };

/** A pending invitation, as the person invited sees it. */
export type TeamInvitation = {
  id: number;
  supplier: TeamSupplier;
  /** The title the owner gives them; empty shows their own. */
  jobTitle: string;
  canPost: boolean;
  createTime: number;
};

/** A team the user accepted to be on. */
export type TeamMembership = { supplier: TeamSupplier; jobTitle: string; canPost: boolean };

/** GET app/team/list: what waits for an answer, and the teams the user is on. */
export type MyTeams = { invitations: TeamInvitation[]; memberships: TeamMembership[] };

/** POST app/team/accept and decline {id}: one of the caller's invitations. */
export const invitationAnswerSchema = v.object({ id: recordIdSchema });

/** POST app/team/leave {supplierId}: a team the caller is on, by the catalogue's URL name. */
export const leaveTeamSchema = v.object({ supplierId: supplierNameSchema });

/** No invitation of the caller's has this id (answered, withdrawn, or never theirs). */
export const INVITATION_NOT_FOUND = 'invitation_not_found';
/** The caller is not on that catalogue's team. */
export const NOT_ON_TEAM = 'not_on_team';

/**
 * New invitations one catalogue may send in a day: a real team is a handful of people, a catalogue
 * used to spam the platform's users with notifications is not.
 */
export const INVITATIONS_PER_CATALOGUE_PER_DAY = 30;
/** Invitations of one person by one catalogue in a day: declining twice means no. */
export const INVITATIONS_PER_PERSON_PER_DAY = 2;
