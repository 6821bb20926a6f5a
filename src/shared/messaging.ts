import * as v from 'valibot';
import type { Page } from './api.ts';
import { pagerEntries, pageSizeInput } from './pager.ts';
import type { MessageInquiry } from './inquiry.ts';
import { recordIdSchema } from './record-id.ts';
import { supplierNameSchema } from './supplier-name.ts';

// Spec §3, §5, §7 and §9 chat: the calls' inputs, their answers and the limits, for the API and the widget.

/** Spec §9: message contact page size 1000. */
export const CONTACT_PAGE_SIZE = 1000;
/** Spec §9: blocked-user page size 1000, starting at page 1. */
export const BLOCK_PAGE_SIZE = 1000;
/** The most ids one call names, and the most messages message/list answers (newest first). */
export const MAX_IDS_PER_CALL = 1000;
export const MESSAGE_LIST_LIMIT = 1000;
/** Spec §4: a message within 5 minutes of the previous one shares its time label. */
export const TIME_GROUP_MS = 300_000;
/** A chat message is a message, not a letter: long pastes are refused rather than cut. */
export const MAX_MESSAGE_LENGTH = 5000;

export const MESSAGE_TYPES = ['text', 'image', 'video', 'document', 'product', 'inquiry'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
/** Spec §3: a video may still be `processing` at its host; everything else is `ready`. */
export const MESSAGE_STATUSES = ['ready', 'processing'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Spec §5, case-insensitive; others are refused (the widget only logs them). */
export const CHAT_PICTURE_EXTENSIONS = ['jpg', 'png', 'jpeg'] as const;
export const CHAT_DOCUMENT_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf'] as const;
export const CHAT_VIDEO_EXTENSIONS = ['flv', 'avi', 'mpg', 'mp4', 'wmv', 'mov', '3gp', 'asf', 'webm'] as const;
export const CHAT_FILE_EXTENSIONS = [
  ...CHAT_DOCUMENT_EXTENSIONS,
  ...CHAT_PICTURE_EXTENSIONS,
  ...CHAT_VIDEO_EXTENSIONS,
] as const;
export const CHAT_FILE_ACCEPT = CHAT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
/** Spec §9's video limit, for every chat file: one rule the widget can say in a sentence. */
export const MAX_CHAT_FILE_BYTES = 20 * 1024 * 1024;
/** Spec §9: chat image thumbnails display 200 px wide, height by aspect. */
export const THUMBNAIL_WIDTH = 200;

export const CONTACT_NOT_FOUND = 'contact_not_found';
export const MESSAGE_NOT_FOUND = 'message_not_found';
export const CHAT_NOT_FOUND = 'chat_not_found';
/** Either side blocked the other: nothing is sent until the blocker unblocks. */
export const CHAT_BLOCKED = 'chat_blocked';
/**
 * Neither person of the conversation is on the team of the catalogue it began with any more (they
 * left it, were taken off it, or the catalogue changed hands): it is read, no longer written to.
 */
export const CHAT_CLOSED = 'chat_closed';
export const NOT_A_VIDEO_MESSAGE = 'not_a_video_message';
export const INVALID_CHAT_FILE_TYPE = 'invalid_chat_file_type';
export const CHAT_FILE_TOO_LARGE = 'chat_file_too_large';

/**
 * Chat text as stored: plain text, never HTML (the widget shows it as text and links URLs
 * itself), with line breaks unified and invisible control characters dropped.
 */
export function messageText(typed: string): string {
  return typed
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .trim();
}

const idList = v.pipe(
  v.array(recordIdSchema, 'invalid_type'),
  v.minLength(1, 'required'),
  v.maxLength(MAX_IDS_PER_CALL, `too_many_${MAX_IDS_PER_CALL}`),
);
export const contactPagerInput = v.object({ pageSize: pageSizeInput(CONTACT_PAGE_SIZE, CONTACT_PAGE_SIZE) });
export const contactIdInput = v.object({ contactId: recordIdSchema });
export const contactIdsInput = v.object({ contactIds: idList });
export const messageIdInput = v.object({ messageId: recordIdSchema });
export const updateReadInput = v.object({ messageIds: idList, isRead: v.boolean('invalid_type') });
export const updateReceivedInput = v.object({ messageIds: idList, isReceived: v.boolean('invalid_type') });
export const blockPagerInput = v.object(pagerEntries(BLOCK_PAGE_SIZE, BLOCK_PAGE_SIZE));

export const messageContent = v.pipe(
  v.string('invalid_type'),
  v.transform(messageText),
  v.nonEmpty('message_required'),
  v.maxLength(MAX_MESSAGE_LENGTH, 'message_too_long'),
);

/**
 * POST app/message/send, in one of three forms: {contactId, content} writes text,
 * {contactId, supplierId} adds a supplier's team member as a contact (spec §7), and
 * {contactId, productId} sends a product card ("Ask about this product").
 */
export const sendMessageInput = v.pipe(
  v.object({
    contactId: recordIdSchema,
    content: v.optional(messageContent),
    supplierId: v.optional(supplierNameSchema),
    productId: v.optional(recordIdSchema),
  }),
  v.check(
    (input) => [input.content, input.supplierId, input.productId].filter((field) => field !== undefined).length === 1,
    'content_supplier_or_product_required',
  ),
);
export type SendMessageInput =
  | { kind: 'text'; contactId: number; content: string }
  | { kind: 'add_contact'; contactId: number; supplierName: string }
  | { kind: 'product'; contactId: number; productId: number };

/** The parsed send body as the one form it is. */
export function toSendMessageInput(input: v.InferOutput<typeof sendMessageInput>): SendMessageInput {
  if (input.content !== undefined) return { kind: 'text', contactId: input.contactId, content: input.content };
  if (input.supplierId !== undefined)
    return { kind: 'add_contact', contactId: input.contactId, supplierName: input.supplierId };
  return { kind: 'product', contactId: input.contactId, productId: input.productId! };
}

/** The text fields of POST app/message/send-file (multipart with the file); name defaults to the file's. */
export const sendFileFields = v.object({
  contactId: recordIdSchema,
  name: v.optional(v.pipe(v.string('invalid_type'), v.trim(), v.maxLength(200, 'name_too_long'))),
});

/** The ids of POST report/chat (multipart with reason, explaination and files). */
export const chatReportTarget = v.object({ chatId: recordIdSchema, contactId: recordIdSchema });

/** Spec §3 message image: the thumbnail is the same file shown 200 px wide. */
export type MessageImage = {
  url: string;
  thumbnailUrl: string;
  thumbnailWidth: number | null;
  thumbnailHeight: number | null;
  width: number | null;
  height: number | null;
};
/** Spec §3 message video; without a size the widget shows it 150 px high. */
export type MessageVideo = {
  vid: string;
  status: MessageStatus;
  url: string;
  imageUrl: string | null;
  width: number | null;
  height: number | null;
};
export const DOCUMENT_FORMATS = ['doc', 'ppt', 'xls', 'pdf'] as const;
/** Spec §3 message document: format picks the icon. */
export type MessageDocument = { url: string; name: string; sizeStr: string; format: (typeof DOCUMENT_FORMATS)[number] };
/** Spec §3 message product; supplierId is the supplier's URL name (null once the product is gone). */
export type MessageProduct = { name: string; image: string | null; id: number | null; supplierId: string | null };

/** Spec §3 chat message; the object that goes with its type sits beside it. */
export type ChatMessage = {
  id: number;
  chatId: number;
  fromId: number;
  toId: number;
  createTime: number;
  content: string;
  isRead: boolean;
  isReceived: boolean;
  status: MessageStatus;
  fileName: string | null;
} & (
  | { type: 'text' }
  | { type: 'image'; image: MessageImage }
  | { type: 'video'; video: MessageVideo }
  | { type: 'document'; document: MessageDocument }
  | { type: 'product'; product: MessageProduct }
  /** Issue 29: a buyer's inquiry for products of this chat's catalogue; content is their message. */
  | { type: 'inquiry'; inquiry: MessageInquiry }
);

/** One of a supplier's team as buyers see them: the company page's contacts, whom a chat starts with. */
export type CompanyContact = { id: number; name: string; jobTitle: string; avatar: string | null };

type PersonalInfo = { name: string; jobTitle: string; avatar: string | null };

/** Spec §3 message contact: the counterpart (id is their user id) and this side's unread count. */
export type MessageContact = {
  id: number;
  chatId: number;
  name: string;
  avatar: string | null;
  unread: number;
  /** The supplier the conversation began with, by URL name. */
  supplierId: string;
  /** This side blocked the counterpart (the details panel offers unblock). */
  blocked: boolean;
  /**
   * The counterpart blocked this side (issue 26 item 2): with `blocked`, either direction, so the
   * composer can say the conversation is blocked before a send fails with CHAT_BLOCKED.
   */
  blockedByContact: boolean;
  /** The counterpart's company: the catalogue's name for one of its team, else their own (may be empty). */
  companyName: string;
  /** When the newest message the caller sees was sent (ms), null with none: lastMessage.createTime. */
  lastMessageTime: number | null;
  /** Nobody of the catalogue's team is in it any more: read only (CHAT_CLOSED). */
  closed: boolean;
  otherRole: { personalInfo: PersonalInfo };
  myRole: { personalInfo: PersonalInfo };
  lastMessage: ChatMessage | null;
};

/** Spec §3 contact paging result: unread is the caller's total. */
export type ContactPage = { list: MessageContact[]; unread: number };

/** What update/read answers: the caller's unread total afterwards. */
export type UnreadTotal = { unread: number };

/** A row of app/block/pager. */
export type BlockedUser = { id: number; name: string; avatar: string | null; jobTitle: string; createTime: number };
export type BlockedUserPage = Page<BlockedUser>;
