import { eq } from 'drizzle-orm';
import { companyContacts, users } from '#functions/db/schema/index.ts';
import { appPost, type Actor } from '#tests/worker/support/actors.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';

/** A signed-in person with a name and job title, as the chat shows them. */
export async function person(name: string, jobTitle = '', companyName = ''): Promise<Actor & { name: string }> {
  const { id } = await makeUser(db());
  await db().update(users).set({ name, jobTitle, companyName }).where(eq(users.id, id));
  return { id, name, session: await signIn(id) };
}

/**
 * A supplier with its owner and a sales contact (job title set by the supplier), a buyer, and a
 * stranger who talks with nobody: the people of every messaging test.
 */
export async function makeChatWorld() {
  const [owner, sales, buyer, stranger] = await Promise.all([
    person('Olivia Owner', 'Founder'),
    person('Sam Sales', 'Own title'),
    person('Bea Buyer', 'Purchaser', 'Bea’s Buying Co'),
    person('Stan Stranger'),
  ]);
  const supplier = await makeSupplier(db(), { ownerId: owner.id });
  await db()
    .insert(companyContacts)
    .values({ supplierId: supplier.id, userId: sales.id, position: 0, jobTitle: 'Sales' });
  return { supplier, owner, sales, buyer, stranger };
}

export type ChatWorld = Awaited<ReturnType<typeof makeChatWorld>>;

/** POST app/message/{path} as this person. */
export const messageCall = (path: string, body: unknown, who: Actor) => appPost(`message/${path}`, body, who);

/** The buyer adds one of the supplier's team (the company page's contact click). */
export async function startChat(world: ChatWorld, with_: Actor = world.sales) {
  const answer = await messageCall('send', { contactId: with_.id, supplierId: world.supplier.name }, world.buyer);
  if (answer.status !== 200) throw new Error(`startChat: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as { id: number; chatId: number };
}

/** Sends a text and answers the stored message. */
export async function sendText(from: Actor, to: Actor, content: string) {
  const answer = await messageCall('send', { contactId: to.id, content }, from);
  if (answer.status !== 200) throw new Error(`sendText: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as { id: number; chatId: number; createTime: number };
}

/** DELETE app/message/contact/delete/{id} as this person. */
export const deleteContactCall = (contactId: number | string, who: Actor) =>
  callApi(`/api/app/message/contact/delete/${contactId}`, { method: 'DELETE', session: who.session });
