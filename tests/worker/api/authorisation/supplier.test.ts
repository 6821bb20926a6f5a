import { describe, expect, it } from 'vitest';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { afterAll, beforeAll, vi } from 'vitest';
import { describeMatrix } from '#tests/worker/support/authorisation-matrix.ts';
import { fakeRenderer } from '#tests/worker/support/pdf-renderer.ts';
import { makeWorld } from '#tests/worker/support/authorisation-world.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser } from '#tests/worker/support/factories.ts';
import { supplierTable } from './supplier-table.ts';

describeMatrix('supplier', supplierTable);

describe('ownership in the domain', () => {
  it('a supplier owner and a developer token reach only their own supplier', async () => {
    const mine = await makeWorld();
    const theirs = await makeWorld();
    const token = await regenerateDeveloperToken(db(), theirs.supplier.id);
    const asOwner = await callApi('/api/supplier/product/pager', { session: await signIn(mine.users.owner), body: {} });
    const asToken = await callApi('/api/supplier/product/pager', {
      headers: { authorization: `Bearer ${token}` },
      body: {},
    });
    expect(asOwner.body.data.list.map((product: { id: number }) => product.id)).toEqual([mine.productId]);
    expect(asToken.body.data.list.map((product: { id: number }) => product.id)).toEqual([theirs.productId]);
  });

  it('a replaced developer token stops working at once', async () => {
    const { supplier } = await makeWorld();
    const old = await regenerateDeveloperToken(db(), supplier.id);
    await regenerateDeveloperToken(db(), supplier.id);
    const answer = await callApi('/api/supplier/product/pager', {
      headers: { authorization: `Bearer ${old}` },
      body: {},
    });
    expect(answer.status).toBe(401);
    expect(answer.body.errors).toEqual([{ field: '', code: 'developer_token_invalid' }]);
  });

  it('a disabled supplier answers supplier_disable, which sends the browser to the login route', async () => {
    const owner = await makeUser(db());
    await makeSupplier(db(), { ownerId: owner.id, status: 'disabled' });
    const answer = await callApi('/api/supplier/home/developer', { session: await signIn(owner.id) });
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual([{ field: '', code: 'supplier_disable' }]);
  });
});

// The PDF catalogue's renderer answers, as in production: a caller let through gets the PDF.
beforeAll(() => void fakeRenderer());
afterAll(() => vi.restoreAllMocks());
