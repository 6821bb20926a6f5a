import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyContacts, suppliers, users } from '#functions/db/schema/index.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';

const contactsOf = async (supplierId: unknown, session?: string) =>
  callApi('/api/app/supplier/contacts', { body: { supplierId }, session });

describe('POST api/app/supplier/contacts', () => {
  it('answers the live supplier’s active sales contacts in the supplier’s order', async () => {
    const [buyer, sales, lead, away] = await Promise.all([
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
      makeUser(db()),
    ]);
    const supplier = await makeSupplier(db());
    await db().update(users).set({ name: 'Sam Sales', jobTitle: 'Sales manager' }).where(eq(users.id, sales.id));
    await db().update(users).set({ name: 'Lee Lead', jobTitle: 'Key accounts' }).where(eq(users.id, lead.id));
    await db().update(users).set({ status: 'temporarily_disabled' }).where(eq(users.id, away.id));
    await db()
      .insert(companyContacts)
      .values([
        { supplierId: supplier.id, userId: sales.id, position: 1 },
        { supplierId: supplier.id, userId: lead.id, position: 0 },
        { supplierId: supplier.id, userId: away.id, position: 2 },
      ]);
    const answer = await contactsOf(supplier.name, await signIn(buyer.id));
    expect(answer).toMatchObject({ status: 200 });
    expect(answer.body.data).toEqual([
      { id: lead.id, name: 'Lee Lead', jobTitle: 'Key accounts', avatar: null },
      { id: sales.id, name: 'Sam Sales', jobTitle: 'Sales manager', avatar: null },
    ]);
  });

  it('refuses a missing or malformed supplier, an unknown one and a disabled one, and visitors', async () => {
    const buyer = await makeUser(db());
    const session = await signIn(buyer.id);
    const disabled = await makeSupplier(db());
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, disabled.id));
    expect((await callApi('/api/app/supplier/contacts', { body: {}, session })).body.errors).toEqual([
      { field: 'supplierId', code: 'required' },
    ]);
    expect((await contactsOf(42, session)).status).toBe(400);
    expect(await contactsOf('no-such-supplier', session)).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'supplierId', code: 'supplier_not_found' }] },
    });
    expect(await contactsOf(disabled.name, session)).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'supplierId', code: 'supplier_disable' }] },
    });
    expect((await contactsOf(disabled.name)).status).toBe(401);
  });
});
