import { inquirySummary, type MessageInquiry } from '#src/shared/inquiry.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';
import type { InboxBuyer, InboxTeamMember } from '#src/shared/team-inbox.ts';

/** Who the buyer is to the team: their name and company, or that they keep their profile hidden. */
export function buyerLabel(buyer: InboxBuyer): string {
  if (!buyer.shown) return 'A buyer who keeps their profile hidden';
  return buyer.companyName ? `${buyer.name}, ${buyer.companyName}` : buyer.name;
}

/** A message's words in the inbox: its text, or what it carries. */
export function messageText(message: ChatMessage): string {
  if (message.type === 'text') return message.content;
  if (message.type === 'product') return 'A product card';
  if (message.type === 'inquiry') return inquiryText(message.inquiry, message.content);
  const kind = { image: 'A picture', video: 'A video', document: 'A document' }[message.type];
  return message.fileName ? `${kind}: ${message.fileName}` : kind;
}

/** An inquiry in the inbox's one paragraph: its products and quantities, the terms, the buyer's words. */
function inquiryText(inquiry: MessageInquiry, words: string): string {
  return [
    `An inquiry: ${inquirySummary(inquiry.lines)}.`,
    inquiry.targetPrice && `Target price: ${inquiry.targetPrice}.`,
    inquiry.deliveryTerms && `Delivery terms: ${inquiry.deliveryTerms}.`,
    words,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A teammate as the hand-over list names them; the owner is said to be one. */
export function memberLabel(member: InboxTeamMember): string {
  if (member.isOwner) return member.name ? `${member.name} (owner)` : 'The owner';
  return member.name || 'A member without a name';
}
