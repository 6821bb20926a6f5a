import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { messages, products, suppliers } from '#functions/db/schema/index.ts';
import { documentUrl, mediaUrl, mediaUrlOrNull } from '#functions/lib/media/media-key.ts';
import { formatFileSize } from '#src/shared/file-size.ts';
import { THUMBNAIL_WIDTH, type ChatMessage, type MessageDocument } from '#src/shared/messaging.ts';
import { readInquiryDetails } from './inquiry-details.ts';

/** A message row with the URL name of its product card's supplier (null for other types). */
export type MessageRow = typeof messages.$inferSelect & { productSupplierName: string | null };

/** Messages with what their answer needs; callers add where, order and limit. */
export function selectMessages(db: Database) {
  return db
    .select({
      id: messages.id,
      chatId: messages.chatId,
      fromId: messages.fromId,
      toId: messages.toId,
      createTime: messages.createTime,
      content: messages.content,
      isRead: messages.isRead,
      isReceived: messages.isReceived,
      type: messages.type,
      status: messages.status,
      fileName: messages.fileName,
      fileKey: messages.fileKey,
      fileSize: messages.fileSize,
      width: messages.width,
      height: messages.height,
      productId: messages.productId,
      details: messages.details,
      productSupplierName: suppliers.name,
    })
    .from(messages)
    .leftJoin(products, eq(products.id, messages.productId))
    .leftJoin(suppliers, eq(suppliers.id, products.supplierId));
}

/** Spec §3 document format, which picks the icon: Word, PowerPoint, Excel or PDF. */
function documentFormat(key: string): MessageDocument['format'] {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
  if (extension.startsWith('xls')) return 'xls';
  if (extension.startsWith('ppt')) return 'ppt';
  return extension === 'pdf' ? 'pdf' : 'doc';
}

/** Spec §9: thumbnails are shown 200 px wide, the height by the picture's aspect. */
function thumbnailHeight(width: number | null, height: number | null): number | null {
  return width && height ? Math.round((THUMBNAIL_WIDTH * height) / width) : null;
}

/** One row as spec §3's chat message, with the object its type carries. */
export function toChatMessage(row: MessageRow): ChatMessage {
  const base = {
    id: row.id,
    chatId: row.chatId,
    fromId: row.fromId,
    toId: row.toId,
    createTime: row.createTime,
    content: row.content,
    isRead: row.isRead,
    isReceived: row.isReceived,
    status: row.status,
    fileName: row.fileName,
  };
  const key = row.fileKey ?? '';
  switch (row.type) {
    case 'text':
      return { ...base, type: 'text' };
    case 'image':
      return {
        ...base,
        type: 'image',
        image: {
          url: mediaUrl(key),
          thumbnailUrl: mediaUrl(key),
          thumbnailWidth: row.width && row.height ? THUMBNAIL_WIDTH : null,
          thumbnailHeight: thumbnailHeight(row.width, row.height),
          width: row.width,
          height: row.height,
        },
      };
    case 'video':
      return {
        ...base,
        type: 'video',
        video: {
          vid: key,
          status: row.status,
          url: mediaUrl(key),
          imageUrl: null,
          width: row.width,
          height: row.height,
        },
      };
    case 'document':
      return {
        ...base,
        type: 'document',
        document: {
          url: documentUrl(key, row.fileName ?? ''),
          name: row.fileName ?? '',
          sizeStr: formatFileSize(row.fileSize ?? 0),
          format: documentFormat(key),
        },
      };
    case 'product':
      return {
        ...base,
        type: 'product',
        product: {
          name: row.fileName ?? '',
          image: mediaUrlOrNull(row.fileKey),
          id: row.productId,
          supplierId: row.productSupplierName,
        },
      };
    case 'inquiry':
      return { ...base, type: 'inquiry', inquiry: readInquiryDetails(row.details) };
  }
}
