import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suppliers } from '#functions/db/schema/index.ts';
import { loadStorefrontPage, readStorefrontQuery } from '#functions/domain/catalogue/storefront-page.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { PAGE_CACHE_HEADER } from '#functions/page-cache/serve-page.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';
import { formOf, pictureFile } from '#tests/worker/support/form-call.ts';

// GET api/website/get and PATCH api/website/update (multipart): the supplier's meta settings,
// which tint and name every page of the storefront.

const DEFAULTS = { favicon: null, logo: null, mainColor: '#1f5fbf', secondColor: '#f2a516', metaDescription: '' };
const FIELDS = { mainColor: '#0A7B83', secondColor: '#F2A516', metaDescription: 'Valves made in Bavaria since 1987.' };

type Owner = { session: string; supplier: { id: number; name: string } };

async function makeOwner(): Promise<Owner> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { session: await signIn(id), supplier };
}

const getSettings = (owner: Owner) => callApi('/api/website/get', { session: owner.session });
const update = (owner: Owner, fields: Record<string, string>, files: [string, File][] = []) =>
  callApi('/api/website/update', { method: 'PATCH', body: formOf(fields, files), session: owner.session });

const versionOf = async (supplierId: number) =>
  (await db().query.suppliers.findFirst({ columns: { catalogVersion: true }, where: eq(suppliers.id, supplierId) }))!
    .catalogVersion;

/** The meta the page shell reads (GET api/common/supplier/domain/{name}), as any visitor gets it. */
async function publicMeta(name: string) {
  const { supplierId, ...meta } = (await callApi(`/api/common/supplier/domain/${name}`)).body.data;
  expect(supplierId).toBe(name);
  return meta;
}

/** What the storefront page renders its header and head from. */
async function storefrontMeta(name: string) {
  const page = await loadStorefrontPage(db(), name, readStorefrontQuery(new URLSearchParams()));
  return page.supplier!.meta;
}

describe('GET api/website/get', () => {
  it('answers the defaults of a new catalogue', async () => {
    const owner = await makeOwner();
    expect(await getSettings(owner)).toMatchObject({ status: 200, body: { data: DEFAULTS } });
    expect(await publicMeta(owner.supplier.name)).toEqual(DEFAULTS);
  });

  it('answers the ERP token’s supplier; refuses a visitor', async () => {
    const owner = await makeOwner();
    await update(owner, { ...FIELDS });
    const token = await regenerateDeveloperToken(db(), owner.supplier.id);
    const viaToken = await callApi('/api/website/get', { headers: { authorization: `Bearer ${token}` } });
    expect(viaToken.body.data).toEqual((await getSettings(owner)).body.data);
    expect((await callApi('/api/website/get')).status).toBe(401);
  });
});

describe('PATCH api/website/update', () => {
  it('stores colours lower-cased and trimmed and the description, and every page shows them at once', async () => {
    const owner = await makeOwner();
    const storefront = `/${owner.supplier.name}`;
    expect((await callWorker(storefront)).headers.get(PAGE_CACHE_HEADER)).toBe('MISS');
    expect((await callWorker(storefront)).headers.get(PAGE_CACHE_HEADER)).toBe('HIT');
    const before = await versionOf(owner.supplier.id);

    const answer = await update(owner, { ...FIELDS, secondColor: ' #ABCDEF ', metaDescription: '  Valves.  ' });
    const expected = { ...DEFAULTS, mainColor: '#0a7b83', secondColor: '#abcdef', metaDescription: 'Valves.' };
    expect(answer).toMatchObject({ status: 200, body: { data: expected } });
    expect((await getSettings(owner)).body.data).toEqual(expected);
    expect(await publicMeta(owner.supplier.name)).toEqual(expected);
    expect(await storefrontMeta(owner.supplier.name)).toEqual(expected);
    expect(await versionOf(owner.supplier.id)).toBe(before + 1);
    expect((await callWorker(storefront)).headers.get(PAGE_CACHE_HEADER)).toBe('MISS');
  });

  it('refuses a colour that is not #rrggbb and a description over 300 characters, changing nothing', async () => {
    const owner = await makeOwner();
    await update(owner, FIELDS);
    const before = (await getSettings(owner)).body.data;
    const version = await versionOf(owner.supplier.id);
    for (const [fields, errors] of [
      [{ ...FIELDS, mainColor: 'red' }, [{ field: 'mainColor', code: 'invalid_colour' }]],
      [
        { ...FIELDS, mainColor: '#12345', secondColor: '#1234567' },
        [
          { field: 'mainColor', code: 'invalid_colour' },
          { field: 'secondColor', code: 'invalid_colour' },
        ],
      ],
      [{ ...FIELDS, secondColor: 'url(javascript:alert(1))' }, [{ field: 'secondColor', code: 'invalid_colour' }]],
      [{ ...FIELDS, metaDescription: 'x'.repeat(301) }, [{ field: 'metaDescription', code: 'too_long_300' }]],
      [
        { metaDescription: '' },
        [
          { field: 'mainColor', code: 'required' },
          { field: 'secondColor', code: 'required' },
        ],
      ],
      [{ ...FIELDS, removeLogo: 'yes' }, [{ field: 'removeLogo', code: 'invalid_type' }]],
    ] as const) {
      const answer = await update(owner, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body.errors).toEqual(errors);
    }
    expect((await update(owner, { ...FIELDS, metaDescription: 'x'.repeat(300) })).status).toBe(200);
    expect((await getSettings(owner)).body.data).toEqual({ ...before, metaDescription: 'x'.repeat(300) });
    expect(await versionOf(owner.supplier.id)).toBe(version + 1);
  });

  it('takes a logo and a favicon, serves them, and the storefront shows the logo; removeLogo drops it', async () => {
    const owner = await makeOwner();
    const logoFile = pictureFile('logo.png', 'png', unique('logo'));
    const faviconFile = pictureFile('favicon.gif', 'gif', unique('favicon'));
    const answer = await update(owner, FIELDS, [
      ['logo', logoFile],
      ['favicon', faviconFile],
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { logo, favicon } = answer.body.data;
    expect(logo).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(favicon).toMatch(/^\/media\/[0-9a-f]{64}\.gif$/);
    const served = await callWorker(logo);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(await logoFile.arrayBuffer()));
    expect((await callWorker(favicon)).headers.get('content-type')).toBe('image/gif');
    expect(await publicMeta(owner.supplier.name)).toMatchObject({ logo, favicon });
    expect(await storefrontMeta(owner.supplier.name)).toMatchObject({ logo, favicon });

    // A save without files keeps both.
    expect((await update(owner, { ...FIELDS, mainColor: '#000000' })).body.data).toMatchObject({ logo, favicon });

    const removed = await update(owner, { ...FIELDS, removeLogo: 'true' });
    expect(removed.body.data).toMatchObject({ logo: null, favicon });
    expect(await publicMeta(owner.supplier.name)).toMatchObject({ logo: null, favicon });
    expect(await storefrontMeta(owner.supplier.name)).toMatchObject({ logo: null });

    const noFavicon = await update(owner, { ...FIELDS, removeFavicon: 'true', removeLogo: 'false' });
    expect(noFavicon.body.data).toMatchObject({ logo: null, favicon: null });
  });

  it('a new logo sent with removeLogo=true is the one kept', async () => {
    const owner = await makeOwner();
    const answer = await update(owner, { ...FIELDS, removeLogo: 'true' }, [
      ['logo', pictureFile('new.jpg', 'jpg', unique('new'))],
    ]);
    expect(answer.body.data.logo).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
  });

  it('a bad favicon refuses the whole update: colours, description and logo stay as they were', async () => {
    const owner = await makeOwner();
    const first = await update(owner, FIELDS, [['logo', pictureFile('logo.png', 'png', unique('kept'))]]);
    const before = first.body.data;
    expect(before.logo).not.toBeNull();
    const version = await versionOf(owner.supplier.id);

    const newLogo = pictureFile('logo2.png', 'png', unique('never-stored'));
    const refused = await update(
      owner,
      { mainColor: '#ffffff', secondColor: '#000000', metaDescription: 'Changed', removeLogo: 'true' },
      [
        ['logo', newLogo],
        ['favicon', new File(['%PDF-1.4 not a picture'], 'favicon.png')],
      ],
    );
    expect(refused).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'favicon', code: 'invalid_image_type' }] },
    });
    expect((await getSettings(owner)).body.data).toEqual(before);
    expect(await publicMeta(owner.supplier.name)).toEqual(before);
    expect(await versionOf(owner.supplier.id)).toBe(version);

    const tooLarge = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47]), new Uint8Array(800 * 1024)], 'big.png');
    expect(await update(owner, FIELDS, [['logo', tooLarge]])).toMatchObject({
      status: 413,
      body: { errors: [{ field: 'logo', code: 'image_too_large' }] },
    });
    expect((await getSettings(owner)).body.data).toEqual(before);
  });

  it('changes the caller’s supplier only, and a disabled supplier answers 403 supplier_disable', async () => {
    const [mine, theirs] = await Promise.all([makeOwner(), makeOwner()]);
    expect(
      (await update(mine, { ...FIELDS, supplierId: theirs.supplier.name, name: theirs.supplier.name })).status,
    ).toBe(200);
    expect((await getSettings(theirs)).body.data).toEqual(DEFAULTS);
    expect((await getSettings(mine)).body.data.mainColor).toBe('#0a7b83');

    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, theirs.supplier.id));
    for (const answer of [await update(theirs, FIELDS), await getSettings(theirs)]) {
      expect(answer).toMatchObject({ status: 403, body: { errors: [{ field: '', code: 'supplier_disable' }] } });
    }
  });

  it('refuses a body that is not a form', async () => {
    const owner = await makeOwner();
    const answer = await callApi('/api/website/update', { method: 'PATCH', body: FIELDS, session: owner.session });
    expect(answer).toMatchObject({ status: 400, body: { errors: [{ code: 'invalid_form' }] } });
    expect((await getSettings(owner)).body.data).toEqual(DEFAULTS);
  });
});
