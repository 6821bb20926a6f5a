import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogMenus, suppliers } from '#functions/db/schema/index.ts';
import { bumpCatalogVersion } from '#functions/domain/suppliers/catalogue-version.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { fakeRenderer } from '#tests/worker/support/pdf-renderer.ts';
import { makeProducts, makeSupplier, makeUser, productFields } from '#tests/worker/support/factories.ts';

// The PDF catalogue's calls (issue 29 item 4): rendered from the site's own print page by the
// renderer (here its address answers with a stand-in PDF), kept per catalogue version and filter,
// served from the kept copy until the catalogue changes. The PDF's own text is read in the e2e test.

const download = (path: string, headers: Record<string, string> = {}) => callApi(path, { headers });
const pdfOf = (name: string, query = '') => download(`/api/common/supplier/catalogue-pdf/${name}${query}`);

async function catalogue(companyName = 'Harbour Pumps Ltd') {
  const owner = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: owner.id, companyName });
  await makeProducts(db(), supplier.id, [productFields(1), productFields(2)]);
  return { owner, supplier };
}

const keptCopies = async (supplierId: number) =>
  (await env.MEDIA.list({ prefix: `catalogue-pdf/${supplierId}/` })).objects.map((object) => object.key);

describe('GET common/supplier/catalogue-pdf/{name}', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the filter’s page once, then serves the kept copy until the catalogue changes', async () => {
    const { supplier } = await catalogue();
    const asked = fakeRenderer();
    const first = await pdfOf(supplier.name, '?keyword=pump&sort=modelnumber&utm_source=x');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/pdf');
    expect(first.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('Harbour Pumps Ltd - catalogue.pdf')}`,
    );
    expect(first.headers.get('x-pdf-copy')).toBe('rendered');
    // The renderer is sent the site's own print page of that filter, nothing a visitor typed besides it.
    expect(asked.map((request) => request.body.url)).toEqual([
      `https://vitrine.test/${supplier.name}/print?keyword=pump&sort=modelnumber`,
    ]);
    expect(asked[0]!.body.pdfOptions).toMatchObject({ format: 'a4', printBackground: true });

    const again = await pdfOf(supplier.name, '?sort=modelnumber&keyword=pump');
    expect([again.status, again.headers.get('x-pdf-copy')]).toEqual([200, 'kept']);
    expect(asked).toHaveLength(1);

    // Another filter is another PDF.
    expect((await pdfOf(supplier.name)).headers.get('x-pdf-copy')).toBe('rendered');
    expect(asked.map((request) => new URL(request.body.url).search)).toEqual([
      '?keyword=pump&sort=modelnumber',
      '?sort=newest',
    ]);
    expect(await keptCopies(supplier.id)).toHaveLength(2);

    // An edit moves the version: the next download prints anew, and the older copies go.
    await bumpCatalogVersion(db(), supplier.id);
    expect((await pdfOf(supplier.name)).headers.get('x-pdf-copy')).toBe('rendered');
    const [row] = await db()
      .select({ version: suppliers.catalogVersion })
      .from(suppliers)
      .where(eq(suppliers.id, supplier.id));
    expect(await keptCopies(supplier.id)).toEqual([
      expect.stringMatching(new RegExp(`^catalogue-pdf/${supplier.id}/${row!.version}/`)),
    ]);
  });

  it('refuses what names no live catalogue or menu of its own, before any render', async () => {
    const { supplier } = await catalogue();
    const other = await catalogue('Other Works');
    const [menuId] = (
      await db()
        .insert(catalogMenus)
        .values({ supplierId: other.supplier.id, name: 'Theirs', position: 0 })
        .returning({ id: catalogMenus.id })
    ).map((row) => row.id);
    const disabled = await makeSupplier(db(), { status: 'disabled' });
    const asked = fakeRenderer();
    const cases: [string, number, string][] = [
      [`/api/common/supplier/catalogue-pdf/${supplier.name}?menu=${menuId}`, 404, 'menu_not_found'],
      ['/api/common/supplier/catalogue-pdf/no-such-catalogue-here', 404, 'supplier_not_found'],
      [`/api/common/supplier/catalogue-pdf/${disabled.name}`, 403, 'supplier_disable'],
      ['/api/common/supplier/catalogue-pdf/Not%20A%20Name', 400, 'invalid_supplier_name'],
    ];
    for (const [path, status, code] of cases) {
      const answer = await download(path);
      expect([path, answer.status, answer.body.errors?.[0]?.code]).toEqual([path, status, code]);
    }
    expect(asked).toEqual([]);
  });

  it('says 503 pdf_unavailable when the renderer fails, and keeps nothing', async () => {
    const { supplier } = await catalogue();
    fakeRenderer(500);
    const answer = await pdfOf(supplier.name);
    expect([answer.status, answer.body.errors]).toEqual([503, [{ field: '', code: 'pdf_unavailable' }]]);
    expect(await keptCopies(supplier.id)).toEqual([]);
  });

  it('counts renders per address: the 21st in an hour is 429, a kept copy is never counted', async () => {
    const { supplier } = await catalogue();
    fakeRenderer();
    const address = { 'cf-connecting-ip': '203.0.113.77' };
    for (let keyword = 1; keyword <= 20; keyword++)
      expect(
        (await download(`/api/common/supplier/catalogue-pdf/${supplier.name}?keyword=k${keyword}`, address)).status,
      ).toBe(200);
    expect((await download(`/api/common/supplier/catalogue-pdf/${supplier.name}?keyword=k1`, address)).status).toBe(
      200,
    );
    const over = await download(`/api/common/supplier/catalogue-pdf/${supplier.name}?keyword=k21`, address);
    expect([over.status, over.body.errors[0].code]).toEqual([429, 'too_many_attempts']);
  });
});

describe('GET supplier/catalogue/pdf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the owner, and the ERP’s token, the whole catalogue', async () => {
    const { owner, supplier } = await catalogue();
    const asked = fakeRenderer();
    const bySession = await callApi('/api/supplier/catalogue/pdf', { session: await signIn(owner.id) });
    expect([bySession.status, bySession.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(asked.map((request) => request.body.url)).toEqual([
      `https://vitrine.test/${supplier.name}/print?sort=newest`,
    ]);
    const token = await regenerateDeveloperToken(db(), supplier.id);
    const byToken = await callApi('/api/supplier/catalogue/pdf', { headers: { authorization: `Bearer ${token}` } });
    expect([byToken.status, byToken.headers.get('x-pdf-copy')]).toEqual([200, 'kept']);
  });
});
