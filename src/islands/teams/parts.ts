// What buying teams lend to other areas' screens (issue 29 item 1): "Add to team list" on the
// product page, the supplier menu and My catalogue's cards, and the invitations to a team shown in
// My catalogue › Invitations. None of them carries the teams' own styles.

export { AddToTeamListButton } from './AddToTeamListButton.tsx';
export { loadTeamListPicker } from './lazy-team-picker.ts';
export { TeamInvitationCards } from './TeamInvitationCards.tsx';
