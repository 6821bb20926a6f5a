import { users } from '#functions/db/schema/index.ts';
import { mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import type { TeamPerson } from '#src/shared/buying-teams.ts';

// A member as their team sees them: the name and photo of their profile. Members chose to join, so
// their teammates see who they are whatever their visibility toward suppliers; never their e-mail.

export const teamPersonColumns = { userId: users.id, name: users.name, avatarKey: users.avatarKey };

export function toTeamPerson(row: { userId: number; name: string; avatarKey: string | null }): TeamPerson {
  return { userId: row.userId, name: row.name, avatar: mediaUrlOrNull(row.avatarKey) };
}
