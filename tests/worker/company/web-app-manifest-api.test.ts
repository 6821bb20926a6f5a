import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suppliers } from '#functions/db/schema/index.ts';
import { supplierTheme } from '#src/shared/colours.ts';
import { callApi, callWorker, db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, storeTestImage } from '#tests/worker/support/factories.ts';

// GET api/common/supplier/manifest/{name} (issue 29 item 5): a catalogue installed as an app, with
// its own name, colour and picture, checked against what the catalogue's own detail says.

const manifestOf = async (name: string) => {
  const response = await callWorker(`/api/common/supplier/manifest/${name}`);
  return { response, manifest: response.ok ? await response.json<Record<string, any>>() : null };
};

describe('GET common/supplier/manifest/{name}', () => {
  it('names the app, colours it and gives it the catalogue’s picture, opening on its storefront', async () => {
    const avatarKey = await storeTestImage('avatar');
    const supplier = await makeSupplier(db(), { companyName: 'Harbour Pumps & Valves GmbH', mainColor: '#0a7d4f' });
    await db().update(suppliers).set({ avatarKey }).where(eq(suppliers.id, supplier.id));
    const detail = (await callApi(`/api/common/supplier/detail/${supplier.name}`)).body.data;

    const { response, manifest } = await manifestOf(supplier.name);
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(manifest).toMatchObject({
      id: `/${supplier.name}`,
      name: detail.companyName,
      short_name: 'Harbour Pump',
      start_url: `/${supplier.name}`,
      scope: '/',
      display: 'standalone',
      theme_color: supplierTheme('#0a7d4f', '').primary,
    });
    expect(manifest!.icons).toEqual([
      { src: `/media/320w/${avatarKey}`, sizes: '320x320', type: 'image/webp', purpose: 'any' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ]);
    // The icon is the catalogue's own picture, as its detail gives it.
    expect(detail.avatar).toBe(`/media/${avatarKey}`);
  });

  it('gives a catalogue without a picture Vitrine’s icon, and keeps a short name whole', async () => {
    const supplier = await makeSupplier(db(), { companyName: 'Acme AB' });
    const { manifest } = await manifestOf(supplier.name);
    expect(manifest).toMatchObject({ name: 'Acme AB', short_name: 'Acme AB' });
    expect(manifest!.icons).toEqual([{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }]);
  });

  it('has none for a closed, unknown or misspelt catalogue', async () => {
    const closed = await makeSupplier(db(), { status: 'disabled' });
    expect(await callApi(`/api/common/supplier/manifest/${closed.name}`)).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'name', code: 'supplier_disable' }] },
    });
    expect((await callApi('/api/common/supplier/manifest/no-such-catalogue')).status).toBe(404);
    expect((await callApi('/api/common/supplier/manifest/Not_A_Name')).status).toBe(400);
  });
});
