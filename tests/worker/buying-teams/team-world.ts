import { eq } from 'drizzle-orm';
import { users } from '#functions/db/schema/index.ts';
import { appPost, type Actor } from '#tests/worker/support/actors.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import {
  makeProducts,
  makeSupplier,
  makeUser,
  productFields,
  storeTestImage,
} from '#tests/worker/support/factories.ts';

// The buying-team tests' people and catalogue: named colleagues with photos, and a supplier with
// products that each have their own picture and price, so every row can be checked against its own.

export type Person = Actor & { email: string; name: string };

export async function person(name: string, overrides: { emailVerified?: boolean } = {}): Promise<Person> {
  const { id, email } = await makeUser(db());
  const avatarKey = await storeTestImage(`face of ${name}`);
  await db()
    .update(users)
    .set({ name, avatarKey, emailVerified: overrides.emailVerified ?? true })
    .where(eq(users.id, id));
  return { id, email, name, session: await signIn(id) };
}

export const teamCall = (path: string, body: unknown, who: Actor) => appPost(`buying-team/${path}`, body, who);
export const teamGet = (path: string, who: Actor) => callApi(`/api/app/buying-team/${path}`, { session: who.session });

/** A catalogue with three products, each with its own picture and price. */
export async function catalogueWithProducts(companyName = 'Harbour Pumps Ltd') {
  const owner = await person('Olga Owner');
  const supplier = await makeSupplier(db(), { ownerId: owner.id, companyName });
  const pictures = await Promise.all([1, 2, 3].map((index) => storeTestImage(`pump ${index}`)));
  const productIds = await makeProducts(
    db(),
    supplier.id,
    pictures.map((key, index) =>
      productFields(index + 1, { medias: [{ type: 'image', key }], price: `US $${index + 1}0` }),
    ),
  );
  return { owner, supplier, productIds: productIds as number[] };
}

/** Ann's team with Ben on it (invited, accepted): the two sides of every team test. */
export async function teamOfTwo() {
  const [ann, ben] = [await person('Ann Archer'), await person('Ben Baker')];
  const team = (await teamCall('create', { name: 'Pump sourcing' }, ann)).body.data as { id: number };
  await teamCall('invite', { teamId: team.id, email: ben.email }, ann);
  const invitation = ((await teamGet('list', ben)).body.data.invitations as { id: number }[])[0]!;
  await teamCall('accept', { id: invitation.id }, ben);
  const list = (await teamCall('list/create', { teamId: team.id, name: 'Shortlist' }, ann)).body.data as { id: number };
  return { ann, ben, teamId: team.id, listId: list.id };
}
