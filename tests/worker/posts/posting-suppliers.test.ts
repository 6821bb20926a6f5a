import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyContacts, suppliers } from '#functions/db/schema/index.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier } from '#tests/worker/support/factories.ts';
import { type Actor, signedInActor } from '#tests/worker/support/actors.ts';

let owner: Actor;
let contact: Actor;
let buyer: Actor;
let own: { id: number; name: string };
let allowing: { id: number; name: string };
let silent: { id: number; name: string };

const postingSuppliers = async (who: Actor) =>
  (await callApi('/api/app/post/suppliers', { session: who.session })).body;

beforeAll(async () => {
  [owner, contact, buyer] = await Promise.all([signedInActor(), signedInActor(), signedInActor()]);
  own = await makeSupplier(db(), { ownerId: owner.id });
  allowing = await makeSupplier(db(), { ownerId: (await signedInActor()).id });
  silent = await makeSupplier(db(), { ownerId: (await signedInActor()).id });
  await db()
    .insert(companyContacts)
    .values([
      // The owner is on the team of their own catalogue too: it is listed once, as theirs.
      { supplierId: own.id, userId: owner.id, position: 0, canPost: true },
      { supplierId: own.id, userId: contact.id, position: 1, canPost: true },
      { supplierId: allowing.id, userId: contact.id, position: 0, canPost: true },
      { supplierId: silent.id, userId: contact.id, position: 0, canPost: false },
    ]);
});

describe('GET api/app/post/suppliers', () => {
  it('lists the catalogues the owner owns, once, as the owner', async () => {
    expect(await postingSuppliers(owner)).toEqual({
      success: true,
      data: [{ id: own.id, name: own.name, companyName: expect.any(String), isOwner: true }],
    });
  });

  it('lists the catalogues that allow a sales contact to post, and not those that do not', async () => {
    const names = (await postingSuppliers(contact)).data.map((supplier: { name: string; isOwner: boolean }) => [
      supplier.name,
      supplier.isOwner,
    ]);
    expect(names).toHaveLength(2);
    expect(names).toEqual(
      expect.arrayContaining([
        [own.name, false],
        [allowing.name, false],
      ]),
    );
  });

  it('leaves out a disabled catalogue, and answers a buyer with an empty list', async () => {
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, allowing.id));
    expect((await postingSuppliers(contact)).data.map((supplier: { name: string }) => supplier.name)).toEqual([
      own.name,
    ]);
    expect(await postingSuppliers(buyer)).toEqual({ success: true, data: [] });
  });

  it('needs a signed-in user', async () => {
    expect((await callApi('/api/app/post/suppliers')).status).toBe(401);
  });
});
