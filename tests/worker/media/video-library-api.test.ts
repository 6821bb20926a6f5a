import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, makeUser, productFields, unique } from '#tests/worker/support/factories.ts';
import { formOf, pictureFile } from '#tests/worker/support/form-call.ts';
import type { LibraryVideo } from '#src/shared/videos.ts';

// Issue 26 item 9: the workspace's Videos, GET supplier/home/video/library: every video the
// catalogue uploaded, newest first, each with the places that show it — checked against what each
// gallery was saved with.

const mp4 = () =>
  new File([new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]), unique('mp4')], 'plant.mp4');

async function uploadVideo(session: string): Promise<LibraryVideo> {
  const body = formOf({ width: '1280', height: '720' }, [
    ['file', mp4()],
    ['poster', pictureFile('frame.png', 'png', unique('frame'))],
  ]);
  return (await callApi('/api/supplier/home/video', { body, session })).body.data;
}

const library = async (session: string): Promise<LibraryVideo[]> =>
  (await callApi('/api/supplier/home/video/library', { session })).body.data;

let owner: string;
let productId: number;
let productName: string;

beforeAll(async () => {
  const user = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: user.id });
  owner = await signIn(user.id);
  [productId] = (await makeProducts(db(), supplier.id, [productFields(1)])) as [number];
  productName = productFields(1).productName;
});

describe('the video library', () => {
  it('starts empty', async () => {
    const fresh = await signIn((await makeUser(db())).id);
    const user = await makeUser(db());
    await makeSupplier(db(), { ownerId: user.id });
    expect(await library(await signIn(user.id))).toEqual([]);
    expect((await callApi('/api/supplier/home/video/library', { session: fresh })).status).toBe(403);
  });

  it('lists each video newest first, with where it shows, as the galleries were saved', async () => {
    const inGallery = await uploadVideo(owner);
    const inProduct = await uploadVideo(owner);
    const unused = await uploadVideo(owner);
    const company = await callApi('/api/supplier/home/medias', {
      method: 'PATCH',
      session: owner,
      body: { medias: [{ type: 'video', key: inGallery.vid, posterKey: inGallery.posterKey }] },
    });
    expect(company.status, JSON.stringify(company.body)).toBe(200);
    const product = await callApi(`/api/supplier/product/medias/${productId}`, {
      method: 'PATCH',
      session: owner,
      body: { medias: [{ vid: inProduct.vid }, { vid: inGallery.vid }] },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(200);

    const listed = await library(owner);
    expect(listed.map((video) => video.vid)).toEqual([unused.vid, inProduct.vid, inGallery.vid]);
    const byVid = new Map(listed.map((video) => [video.vid, video]));
    expect(byVid.get(inGallery.vid)?.uses).toEqual([{ kind: 'company' }, { kind: 'product', productId, productName }]);
    expect(byVid.get(inProduct.vid)?.uses).toEqual([{ kind: 'product', productId, productName }]);
    expect(byVid.get(unused.vid)?.uses).toEqual([]);
    // Each row is the video as the host describes it.
    for (const video of [inGallery, inProduct, unused]) {
      const state = await callApi('/api/common/polyv/video/image', { session: owner, body: { vid: video.vid } });
      const { uses, uploadedAt, ...row } = byVid.get(video.vid)!;
      expect(row).toEqual(state.body.data);
      expect(uploadedAt).toBeGreaterThan(0);
    }
  });

  it("never lists another catalogue's videos", async () => {
    const mine = new Set((await library(owner)).map((video) => video.vid));
    const user = await makeUser(db());
    await makeSupplier(db(), { ownerId: user.id });
    const other = await signIn(user.id);
    const theirs = await uploadVideo(other);
    expect(mine.has(theirs.vid)).toBe(false);
    expect((await library(owner)).map((video) => video.vid)).not.toContain(theirs.vid);
    expect((await library(other)).map((video) => video.vid)).toEqual([theirs.vid]);
  });
});
