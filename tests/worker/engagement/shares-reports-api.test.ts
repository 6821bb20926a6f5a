import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, reportPhotos, reports, shareLinks, users } from '#functions/db/schema/index.ts';
import { SHARE_LINK_LIFETIME_MS } from '#functions/domain/engagement/share-links.ts';
import { db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields } from '#tests/worker/support/factories.ts';
import { callForm, formOf, pictureFile } from '#tests/worker/support/form-call.ts';
import { REPORT_REASONS } from '#src/shared/reports.ts';
import { type Actor, appPost, signedInActor } from '#tests/worker/support/actors.ts';

let alpha: { id: number; name: string };
let beta: { id: number; name: string };
let disabled: { id: number; name: string };
let productIds: number[];
let sharer: Actor;
let colleague: Actor;

beforeAll(async () => {
  alpha = await makeSupplier(db(), { companyName: 'Alpha' });
  beta = await makeSupplier(db(), { companyName: 'Beta' });
  disabled = await makeSupplier(db(), { status: 'disabled' });
  productIds = await makeProducts(db(), alpha.id, [
    productFields(1),
    productFields(2),
    productFields(3, { status: 'disabled' }),
  ]);
  [sharer, colleague] = await Promise.all([signedInActor(), signedInActor()]);
});

describe('share-supplier and share-product', () => {
  it('create an unguessable link that shows a colleague the shared cards in order', async () => {
    const created = await appPost(
      'share-supplier/create-link',
      { supplierIds: [beta.name, alpha.name, beta.name] },
      sharer,
    );
    expect(created).toMatchObject({
      status: 200,
      body: { data: { link: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), expiresAt: expect.any(Number) } },
    });
    const opened = await appPost('share-supplier/access-link', { link: created.body.data.link }, colleague);
    expect(opened.body.data).toMatchObject({
      kind: 'supplier',
      list: [
        { id: beta.name, companyName: 'Beta' },
        { id: alpha.name, companyName: 'Alpha' },
      ],
    });

    const productLink = (
      await appPost('share-product/create-link', { productIds: [productIds[1], productIds[0]] }, sharer)
    ).body.data.link;
    expect(productLink).not.toBe(created.body.data.link);
    const shared = (await appPost('share-product/access-link', { link: productLink }, colleague)).body.data;
    expect(shared.list.map((card: { id: number; supplierId: string }) => [card.id, card.supplierId])).toEqual([
      [productIds[1], alpha.name],
      [productIds[0], alpha.name],
    ]);
    // A supplier link is not a product link.
    expect((await appPost('share-product/access-link', { link: created.body.data.link }, colleague)).status).toBe(404);
  });

  it('leave out what was disabled since, and stop working when the link expires', async () => {
    const link = (await appPost('share-product/create-link', { productIds: [productIds[0], productIds[1]] }, sharer))
      .body.data.link;
    await db().update(products).set({ status: 'disabled' }).where(eq(products.id, productIds[1]!));
    expect(
      (await appPost('share-product/access-link', { link }, colleague)).body.data.list.map(
        (card: { id: number }) => card.id,
      ),
    ).toEqual([productIds[0]]);
    await db().update(products).set({ status: 'active' }).where(eq(products.id, productIds[1]!));

    await db()
      .update(shareLinks)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(shareLinks.code, link));
    expect(await appPost('share-product/access-link', { link }, colleague)).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'link', code: 'share_link_not_found' }] },
    });
    expect(SHARE_LINK_LIFETIME_MS).toBe(90 * 24 * 3600 * 1000);
  });

  it('refuse bad input, and suppliers or products a visitor cannot see, storing no link', async () => {
    const before = (await db().select().from(shareLinks).where(eq(shareLinks.userId, sharer.id))).length;
    expect((await appPost('share-supplier/create-link', { supplierIds: [] }, sharer)).body.errors).toEqual([
      { field: 'supplierIds', code: 'supplier_ids_required' },
    ]);
    expect((await appPost('share-supplier/create-link', { supplierIds: 'alpha' }, sharer)).status).toBe(400);
    expect(
      await appPost('share-supplier/create-link', { supplierIds: [alpha.name, disabled.name] }, sharer),
    ).toMatchObject({ status: 404, body: { errors: [{ field: 'supplierIds' }] } });
    expect((await appPost('share-product/create-link', { productIds: [productIds[2]] }, sharer)).status).toBe(404);
    expect((await appPost('share-product/create-link', { productIds: ['x'] }, sharer)).status).toBe(400);
    expect(
      (await appPost('share-product/create-link', { productIds: Array.from({ length: 101 }, (_, i) => i + 1) }, sharer))
        .body.errors[0].code,
    ).toBe('too_many_products');
    expect((await appPost('share-supplier/access-link', { link: 'short' }, colleague)).body.errors).toEqual([
      { field: 'link', code: 'invalid_link' },
    ]);
    expect((await appPost('share-supplier/access-link', { link: 'A'.repeat(22) }, colleague)).status).toBe(404);
    expect((await db().select().from(shareLinks).where(eq(shareLinks.userId, sharer.id))).length).toBe(before);
  });
});

describe('report/supplier and report/product', () => {
  const report = (path: string, fields: Record<string, string>, files: [string, File][] = [], who = colleague) =>
    callForm(`/api/app/report/${path}`, formOf(fields, files), who.session);
  const reportsOf = async (supplierId: number) => db().select().from(reports).where(eq(reports.supplierId, supplierId));

  it('store the report with its photos for the admin area', async () => {
    const answer = await report(
      'supplier',
      { supplierId: beta.name, reason: 'Spam or misleading', explaination: '  Fake certificates  ' },
      [
        ['files', pictureFile('one.JPG', 'jpg')],
        ['files', pictureFile('two.gif', 'gif')],
      ],
    );
    expect(answer).toMatchObject({ status: 200, body: { success: true, data: null } });
    const [stored] = await reportsOf(beta.id);
    expect(stored).toMatchObject({
      reporterId: colleague.id,
      productId: null,
      reason: 'Spam or misleading',
      explanation: 'Fake certificates',
      status: 'open',
    });
    const photos = await db().select().from(reportPhotos).where(eq(reportPhotos.reportId, stored!.id));
    expect(photos.map((photo) => photo.key)).toEqual([
      expect.stringMatching(/\.jpg$/),
      expect.stringMatching(/\.gif$/),
    ]);

    expect(
      (
        await report('product', {
          productId: String(productIds[0]),
          reason: REPORT_REASONS[0],
          explaination: 'Abusive text',
        })
      ).status,
    ).toBe(200);
    expect((await reportsOf(alpha.id)).map((row) => row.productId)).toEqual([productIds[0]]);
  });

  it('count the explanation as the form does: line breaks sent as CRLF count once, and are stored as LF', async () => {
    const lines = Array.from({ length: 1000 }, () => 'x');
    const typed = lines.join('\n');
    expect(typed.length).toBeLessThanOrEqual(2000);
    const sent = lines.join('\r\n');
    expect(sent.length).toBeGreaterThan(2000);
    const supplier = await makeSupplier(db());
    const answer = await report('supplier', {
      supplierId: supplier.name,
      reason: 'Spam or misleading',
      explaination: sent,
    });
    expect(answer.status).toBe(200);
    expect((await reportsOf(supplier.id))[0]!.explanation).toBe(typed);
  });

  it('need one of the four reasons, an explanation, and real pictures; refused reports store nothing', async () => {
    const base = { supplierId: alpha.name, reason: 'Sexual content', explaination: 'Because' };
    const before = (await reportsOf(alpha.id)).length;
    expect((await report('supplier', { ...base, reason: 'I do not like it' })).body.errors).toEqual([
      { field: 'reason', code: 'invalid_reason' },
    ]);
    expect((await report('supplier', { ...base, explaination: '   ' })).body.errors).toEqual([
      { field: 'explaination', code: 'explanation_required' },
    ]);
    expect((await report('supplier', { supplierId: alpha.name, reason: 'Sexual content' })).body.errors).toEqual([
      { field: 'explaination', code: 'required' },
    ]);
    expect((await report('supplier', { ...base, explaination: 'x'.repeat(2001) })).body.errors).toEqual([
      { field: 'explaination', code: 'explanation_too_long' },
    ]);
    expect((await report('supplier', base, [['files', new File(['%PDF-1.7'], 'scan.png')]])).body.errors).toEqual([
      { field: 'files', code: 'invalid_image_type' },
    ]);
    expect((await report('supplier', base, [['files', pictureFile('photo.webp', 'png')]])).body.errors).toEqual([
      { field: 'files', code: 'invalid_image_type' },
    ]);
    const six = Array.from({ length: 6 }, (_, i): [string, File] => ['files', pictureFile(`p${i}.png`, 'png')]);
    expect((await report('supplier', base, six)).body.errors).toEqual([{ field: 'files', code: 'too_many_files' }]);
    const big = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47]), new Uint8Array(5 * 1024 * 1024)], 'big.png');
    expect(await report('supplier', base, [['files', big]])).toMatchObject({
      status: 413,
      body: { errors: [{ field: 'files', code: 'image_too_large' }] },
    });
    expect((await report('supplier', { ...base, supplierId: disabled.name })).status).toBe(403);
    expect((await report('supplier', { ...base, supplierId: 'no-such-one' })).status).toBe(404);
    expect((await report('product', { ...base, productId: String(productIds[2]) })).status).toBe(404);
    expect((await report('product', { ...base, productId: 'x' })).body.errors).toEqual([
      { field: 'productId', code: 'invalid_id' },
    ]);
    expect((await reportsOf(alpha.id)).length).toBe(before);
  });

  it('outlive the reporter: deleting the account keeps the report without them', async () => {
    const leaving = await signedInActor();
    await report(
      'supplier',
      { supplierId: beta.name, reason: 'Violent or repulsive content', explaination: 'Gone soon' },
      [],
      leaving,
    );
    await db().delete(users).where(eq(users.id, leaving.id));
    expect((await reportsOf(beta.id)).some((row) => row.explanation === 'Gone soon' && row.reporterId === null)).toBe(
      true,
    );
  });
});
