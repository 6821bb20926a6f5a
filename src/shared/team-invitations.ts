// Joining a catalogue's sales team (issue 24): the owner invites by the e-mail they type, the person
// accepts or declines in My catalogue › Invitations. Nobody is on a team without accepting.

/** Where an invitee answers their invitations. */
export const MY_INVITATIONS_PATH = '/my/invitations';
