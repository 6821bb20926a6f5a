import type { InboxBuyer, InboxMessage, InboxTeamMember } from '#src/shared/team-inbox.ts';

/** Who the buyer is to the team: their name and company, or that they keep their profile hidden. */
export function buyerLabel(buyer: InboxBuyer): string {
  if (!buyer.shown) return 'A buyer who keeps their profile hidden';
  return buyer.companyName ? `${buyer.name}, ${buyer.companyName}` : buyer.name;
}

/** A message's words in the inbox: its text, or what it carries. */
export function messageText(message: Pick<InboxMessage, 'type' | 'content' | 'fileName'>): string {
  if (message.type === 'text') return message.content;
  if (message.type === 'product') return 'A product card';
  // An inquiry's file name is the summary of its lines (inquiries.ts); its content, the buyer's words.
  if (message.type === 'inquiry')
    return [`An inquiry: ${message.fileName ?? ''}`, message.content].filter(Boolean).join(' — ');
  const kind = { image: 'A picture', video: 'A video', document: 'A document' }[message.type];
  return message.fileName ? `${kind}: ${message.fileName}` : kind;
}

/** A teammate as the hand-over list names them; the owner is said to be one. */
export function memberLabel(member: InboxTeamMember): string {
  if (member.isOwner) return member.name ? `${member.name} (owner)` : 'The owner';
  return member.name || 'A member without a name';
}
