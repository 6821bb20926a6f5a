import { eq } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { products } from '#functions/db/schema/index.ts';
import { productCardColumns } from '#functions/domain/catalogue/product-cards.ts';
import { requireVisibleProduct } from '#functions/domain/catalogue/product-lookups.ts';
import type { MessageLogs } from '#functions/message-log/append-message.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';
import { requireSendableContact } from './chat-access.ts';
import { storeMessage } from './store-message.ts';

/** POST app/message/send {contactId, content}: a text message, stored as the plain text typed. */
export async function sendText(
  db: Database,
  logs: MessageLogs,
  userId: number,
  input: { contactId: number; content: string },
): Promise<ChatMessage> {
  const { chatId } = await requireSendableContact(db, userId, input.contactId);
  return storeMessage(
    logs,
    { fromId: userId, toId: input.contactId, chatId },
    { type: 'text', content: input.content },
  );
}

/**
 * POST app/message/send {contactId, productId}: a product card ("Ask about this product"). Its
 * name and picture are kept as sent, so the card still reads right if the product changes or goes.
 */
export async function sendProductCard(
  db: Database,
  logs: MessageLogs,
  userId: number,
  input: { contactId: number; productId: number },
): Promise<ChatMessage> {
  const { chatId } = await requireSendableContact(db, userId, input.contactId);
  const [product, [card]] = await Promise.all([
    requireVisibleProduct(db, input.productId),
    db.select({ imageKey: productCardColumns.imageKey }).from(products).where(eq(products.id, input.productId)),
  ]);
  return storeMessage(
    logs,
    { fromId: userId, toId: input.contactId, chatId },
    { type: 'product', productId: input.productId, fileName: product.productName, fileKey: card?.imageKey ?? null },
    { productSupplierName: product.supplierName },
  );
}
