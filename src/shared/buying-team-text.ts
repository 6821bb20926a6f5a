import type { TeamNoticeKind } from './buying-teams.ts';

// A team notice in words: the same line in My catalogue › Teams and in the Web Push a member gets.

export function teamNoticeText(kind: TeamNoticeKind, author: string, itemName: string): string {
  const who = author.trim() || 'A teammate';
  return kind === 'mention' ? `${who} mentioned you on ${itemName}` : `${who} commented on ${itemName}`;
}
