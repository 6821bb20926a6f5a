// Mentions in a team comment (issue 29 item 1): written as @Name, the member's name as their
// profile gives it. The composer sends the ids of the members so named; the comment shows the
// named parts marked. One reading of @Name for both, so what is sent is what is shown.

type Named = { userId: number; name: string };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The members named as @Name in the text, longest names first so "@Ann Lee" is not read as "@Ann". */
function mentionPattern(people: Named[]): RegExp | null {
  const names = [...new Set(people.map((person) => person.name.trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  return names.length === 0 ? null : new RegExp(`@(${names.map(escaped).join('|')})(?![\\p{L}\\p{N}])`, 'gu');
}

/** The ids of the members the text names, each once, in the order first named. */
export function mentionedIn(text: string, members: Named[]): number[] {
  const pattern = mentionPattern(members);
  if (!pattern) return [];
  const ids: number[] = [];
  for (const match of text.matchAll(pattern)) {
    const member = members.find((each) => each.name.trim() === match[1]);
    if (member && !ids.includes(member.userId)) ids.push(member.userId);
  }
  return ids;
}

/** The text cut into plain parts and the parts that name one of `mentions`. */
export function withMentionsMarked(text: string, mentions: Named[]): { text: string; mention: boolean }[] {
  const pattern = mentionPattern(mentions);
  if (!pattern) return [{ text, mention: false }];
  const parts: { text: string; mention: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), mention: false });
    parts.push({ text: match[0], mention: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mention: false });
  return parts;
}
