import { env } from 'cloudflare:workers';
import { createApi } from '#functions/api/app.ts';
import { addComment } from '#functions/domain/buying-teams/team-comments.ts';
import { listDetail } from '#functions/domain/buying-teams/team-list-detail.ts';
import { addItem, createList } from '#functions/domain/buying-teams/team-lists.ts';
import { createTeam } from '#functions/domain/buying-teams/teams.ts';
import { companyContacts } from '#functions/db/schema/index.ts';
import { shareProducts, shareSuppliers } from '#functions/domain/engagement/share-links.ts';
import { addTag } from '#functions/domain/engagement/tags.ts';
import { addSupplierContact } from '#functions/domain/messaging/add-contact.ts';
import { sendText } from '#functions/domain/messaging/send-message.ts';
import { createPost } from '#functions/domain/posts/create-post.ts';
import { db } from './call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from './factories.ts';

// The world of the authorisation matrices (tests/worker/api/authorisation/, one role
// against every route; owner-vs-owner.test.ts, one catalogue against another's objects) and the
// routes they must each cover. Here, not in a test file: a test file imported runs its tests again.

export type World = {
  supplier: { id: number; name: string };
  productId: number;
  /** The people of the world who sign in (a contact: on the sales team, added directly). */
  users: Record<'buyer' | 'contact' | 'owner' | 'admin', number>;
  /** An account nobody signs in as, for calls about another user. */
  bystanderId: number;
  /** The bystander's private tags, which no caller may change. */
  bystanderTags: Record<'supplier' | 'product', number>;
  /** Posts by the owner on the supplier and on its product. */
  postIds: Record<'supplier' | 'product', number>;
  /** Links the bystander shared, which any signed-in person may open. */
  shareLinks: Record<'supplier' | 'product', string>;
  /** The buyer's first message to the sales contact: their chat is nobody else's. */
  chatMessageId: number;
  /** Their chat: the team inbox's one conversation, held by the contact. */
  chatId: number;
  /** The buyer's buying team (its only member) with a list, the product on it and a comment. */
  buyingTeam: { teamId: number; listId: number; itemId: number; commentId: number };
};

/** Every /api route the app registers, as `METHOD /path`, sorted. */
export function registeredRoutes(): string[] {
  const routes = createApi().routes.filter((route) => route.method !== 'ALL');
  return [...new Set(routes.map((route) => `${route.method} ${route.path}`))].sort();
}

/**
 * A supplier with a product, a post on each, a sales contact, a buyer who chats with the contact,
 * an admin and a bystander with private tags and shared links.
 */
export async function makeWorld(): Promise<World> {
  const [buyer, contact, owner, admin, bystander] = await Promise.all([
    makeUser(db()),
    makeUser(db()),
    makeUser(db()),
    makeUser(db(), { isAdmin: true }),
    makeUser(db()),
  ]);
  const supplier = await makeSupplier(db(), { ownerId: owner.id });
  await db().insert(companyContacts).values({ supplierId: supplier.id, userId: contact.id, position: 0 });
  const [productId] = await makeProducts(db(), supplier.id, [productFields(1)]);
  const [supplierTag, productTag] = await Promise.all([
    addTag(db(), bystander.id, 'supplier', { name: 'Private' }),
    addTag(db(), bystander.id, 'product', { name: 'Private' }),
  ]);
  const postIds = {
    supplier: await createPost(db(), { supplierId: supplier.id, authorId: owner.id, content: 'News' }),
    product: await createPost(db(), {
      supplierId: supplier.id,
      productId,
      authorId: owner.id,
      content: 'Product news',
    }),
  };
  const shareLinks = {
    supplier: (await shareSuppliers(db(), bystander.id, { supplierIds: [supplier.name] })).link,
    product: (await shareProducts(db(), bystander.id, { productIds: [productId!] })).link,
  };
  await addSupplierContact(db(), buyer.id, { contactId: contact.id, supplierName: supplier.name });
  const chatMessage = await sendText(db(), env, buyer.id, { contactId: contact.id, content: 'Hello' });
  const buyingTeam = await makeBuyingTeam(buyer.id, productId!);
  return {
    buyingTeam,
    supplier,
    productId: productId!,
    postIds,
    shareLinks,
    chatMessageId: chatMessage.id,
    chatId: chatMessage.chatId,
    users: { buyer: buyer.id, contact: contact.id, owner: owner.id, admin: admin.id },
    bystanderId: bystander.id,
    bystanderTags: { supplier: supplierTag.id, product: productTag.id },
  };
}

/** A buying team of one: its owner, a list with the product on it, and a comment. */
async function makeBuyingTeam(ownerId: number, productId: number): Promise<World['buyingTeam']> {
  const team = await createTeam(db(), ownerId, 'Sourcing');
  const { id: listId } = await createList(db(), ownerId, { teamId: team.id, name: 'Shortlist' });
  await addItem(db(), ownerId, { listId, productId });
  const [item] = (await listDetail(db(), ownerId, listId, 'newest')).items;
  const { comment } = await addComment(db(), ownerId, { itemId: item!.id, body: 'Looks right', mentions: [] });
  return { teamId: team.id, listId, itemId: item!.id, commentId: comment.id };
}
