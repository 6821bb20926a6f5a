import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '#functions/db/client.ts';
import { chatBlocks, chatContacts, chats, products, suppliers } from '#functions/db/schema/index.ts';
import { productCardColumns } from '#functions/domain/catalogue/product-cards.ts';
import { DomainError } from '#functions/domain/domain-error.ts';
import { PRODUCT_NOT_FOUND, SUPPLIER_DISABLED } from '#src/shared/api.ts';
import { INQUIRY_ERRORS, inquirySummary, type SendInquiryInput, type SentInquiry } from '#src/shared/inquiry.ts';
import { CHAT_BLOCKED, type ChatMessage } from '#src/shared/messaging.ts';
import { isSupplierTeamMember, openChat } from './add-contact.ts';
import { requireSendableContact } from './chat-access.ts';
import { writeInquiryDetails, type StoredInquiry } from './inquiry-details.ts';
import type { MessageLogs } from '#functions/message-log/append-message.ts';
import { storeMessage } from './store-message.ts';

type ProductRow = {
  id: number;
  modelNumber: string;
  productName: string;
  imageKey: string | null;
  status: string;
  supplier: { id: number; name: string; companyName: string; ownerId: number | null; status: string };
};

/** One supplier's part of an inquiry: its lines, and the member of its team the chat is with. */
type SupplierPart = { supplier: ProductRow['supplier']; recipientId: number; lines: StoredInquiry['lines'] };

async function readProducts(db: Database, productIds: number[]): Promise<Map<number, ProductRow>> {
  const rows = await db
    .select({
      id: products.id,
      modelNumber: products.modelNumber,
      productName: products.productName,
      imageKey: productCardColumns.imageKey,
      status: products.status,
      supplier: {
        id: suppliers.id,
        name: suppliers.name,
        companyName: suppliers.companyName,
        ownerId: suppliers.ownerId,
        status: suppliers.status,
      },
    })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Whom of the catalogue's team the buyer's inquiry goes to: the one they already talk with, while
 * still on the team; else the owner, who holds the team inbox and hands conversations over.
 */
async function recipientFor(db: Database, buyerId: number, supplier: ProductRow['supplier']): Promise<number | null> {
  const talking = await db
    .select({ memberId: chatContacts.contactId })
    .from(chatContacts)
    .innerJoin(chats, eq(chats.id, chatContacts.chatId))
    .where(and(eq(chatContacts.userId, buyerId), eq(chats.supplierId, supplier.id), eq(chats.buyerId, buyerId)))
    .orderBy(desc(chats.id))
    .limit(1);
  const member = talking[0]?.memberId;
  if (member !== undefined && (await isSupplierTeamMember(db, supplier.id, member))) return member;
  return supplier.ownerId !== null && (await isSupplierTeamMember(db, supplier.id, supplier.ownerId))
    ? supplier.ownerId
    : null;
}

async function isBlockedEitherWay(db: Database, buyerId: number, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: chatBlocks.userId })
    .from(chatBlocks)
    .where(
      or(
        and(eq(chatBlocks.userId, buyerId), eq(chatBlocks.blockedId, memberId)),
        and(eq(chatBlocks.userId, memberId), eq(chatBlocks.blockedId, buyerId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Every line's product checked, grouped by catalogue in the order first named, each with its
 * recipient: all before anything is written, so an inquiry is refused whole or sent to every
 * supplier it names.
 */
async function planInquiry(db: Database, buyerId: number, input: SendInquiryInput): Promise<SupplierPart[]> {
  const found = await readProducts(
    db,
    input.lines.map((line) => line.productId),
  );
  const parts = new Map<number, SupplierPart>();
  for (const [index, line] of input.lines.entries()) {
    const field = `lines.${index}.productId`;
    const product = found.get(line.productId);
    if (!product || product.status !== 'active')
      throw new DomainError('not_found', [{ field, code: PRODUCT_NOT_FOUND }]);
    if (product.supplier.status !== 'active') throw new DomainError('forbidden', [{ field, code: SUPPLIER_DISABLED }]);
    let part = parts.get(product.supplier.id);
    if (!part) {
      if (await isSupplierTeamMember(db, product.supplier.id, buyerId))
        throw new DomainError('invalid', [{ field, code: INQUIRY_ERRORS.ownCatalogue }]);
      const recipientId = await recipientFor(db, buyerId, product.supplier);
      if (recipientId === null) throw new DomainError('not_found', [{ field, code: INQUIRY_ERRORS.noTeam }]);
      if (await isBlockedEitherWay(db, buyerId, recipientId))
        throw new DomainError('forbidden', [{ field, code: CHAT_BLOCKED }]);
      part = { supplier: product.supplier, recipientId, lines: [] };
      parts.set(product.supplier.id, part);
    }
    part.lines.push({
      productId: product.id,
      modelNumber: product.modelNumber,
      name: product.productName,
      imageKey: product.imageKey,
      supplierId: product.supplier.name,
      quantity: line.quantity,
      unit: line.unit,
    });
  }
  return [...parts.values()];
}

/**
 * POST app/inquiry/send (issue 29 item 3): one inquiry for products of one or several catalogues.
 * Each catalogue's team gets its own lines, the terms and the buyer's message as one message in
 * the buyer's chat with that team (opened if new, so it shows in the team inbox). Answers where
 * each went, and the stored messages for the real-time layer to push.
 */
export async function sendInquiry(
  db: Database,
  logs: MessageLogs,
  buyerId: number,
  input: SendInquiryInput,
  now = Date.now(),
): Promise<{ sent: SentInquiry[]; messages: ChatMessage[] }> {
  const parts = await planInquiry(db, buyerId, input);
  const sent: SentInquiry[] = [];
  const messages: ChatMessage[] = [];
  for (const part of parts) {
    const pair = { supplierId: part.supplier.id, buyerId, memberId: part.recipientId, caller: buyerId };
    await openChat(db, pair, now);
    const { chatId } = await requireSendableContact(db, buyerId, part.recipientId);
    const message = await storeMessage(
      logs,
      { fromId: buyerId, toId: part.recipientId, chatId },
      {
        type: 'inquiry',
        content: input.message,
        // What the team inbox and a notification say of it in one line.
        fileName: inquirySummary(part.lines),
        details: writeInquiryDetails({
          lines: part.lines,
          targetPrice: input.targetPrice,
          deliveryTerms: input.deliveryTerms,
        }),
      },
      { now },
    );
    messages.push(message);
    sent.push({
      supplierId: part.supplier.name,
      companyName: part.supplier.companyName,
      contactId: part.recipientId,
      messageId: message.id,
    });
  }
  return { sent, messages };
}
