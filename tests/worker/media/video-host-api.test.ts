import { beforeAll, describe, expect, it } from 'vitest';
import { loadCompanyPage } from '#functions/domain/company/company-profile.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';
import { formOf, pictureFile } from '#tests/worker/support/form-call.ts';

// Issue 11 item 7: videos through the video host's calls. Locally the host is R2: GET
// common/polyv/sign says where to send the file, POST supplier/home/video stores it with its poster
// frame, POST common/polyv/video/image {vid} tells how it stands, and /media plays it by ranges.

const MB = 1024 * 1024;
let owner: { session: string; supplierName: string };
let otherOwner: string;

beforeAll(async () => {
  const user = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: user.id });
  owner = { session: await signIn(user.id), supplierName: supplier.name };
  const other = await makeUser(db());
  await makeSupplier(db(), { ownerId: other.id });
  otherOwner = await signIn(other.id);
});

/** An MP4 file: an ISO 'ftyp' box first, then `label` so each test's bytes differ. */
const mp4 = (name = 'plant.mp4', label = unique('mp4'), size = 0) => {
  const head = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')]);
  const body = new TextEncoder().encode(label);
  const padding = new Uint8Array(Math.max(0, size - head.length - body.length));
  return new File([head, body, padding], name);
};

const upload = (session: string, fields: Record<string, string>, files: [string, File][]) =>
  callApi('/api/supplier/home/video', { body: formOf(fields, files), session });

describe('the video host (R2 locally)', () => {
  it('signs an upload for the owner only', async () => {
    const ticket = await callApi('/api/common/polyv/sign', { session: owner.session });
    expect(ticket.body.data).toEqual({
      provider: 'r2',
      uploadUrl: '/api/supplier/home/video',
      maxBytes: 20 * MB,
      minWidth: 640,
      minHeight: 360,
    });
    const buyer = await signIn((await makeUser(db())).id);
    expect((await callApi('/api/common/polyv/sign', { session: buyer })).status).toBe(403);
    expect((await callApi('/api/common/polyv/sign')).status).toBe(401);
  });

  it('stores a video with its poster, reports it ready and plays it by byte ranges', async () => {
    const file = mp4();
    const answer = await upload(owner.session, { width: '1280', height: '720' }, [
      ['file', file],
      ['poster', pictureFile('frame.png', 'png', unique('frame'))],
    ]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const video = answer.body.data;
    expect(video).toMatchObject({ status: 'ready', width: 1280, height: 720 });
    expect(video.vid).toMatch(/^[0-9a-f]{64}\.mp4$/);
    expect(video.url).toBe(`/media/${video.vid}`);
    expect(video.imageUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);

    const state = await callApi('/api/common/polyv/video/image', { session: owner.session, body: { vid: video.vid } });
    expect(state.body.data).toEqual(video);

    const played = await callWorker(video.url, { headers: { range: 'bytes=4-7' } });
    expect(played.status).toBe(206);
    expect(played.headers.get('content-type')).toBe('video/mp4');
    expect(await played.text()).toBe('ftyp');
  });

  it('refuses what is not a video of spec §5, 20 MB and more, and pictures under 640×360', async () => {
    const png = pictureFile('trick.mp4', 'png');
    expect((await upload(owner.session, {}, [['file', png]])).body.errors).toEqual([
      { field: 'file', code: 'invalid_video_type' },
    ]);
    expect((await upload(owner.session, {}, [['file', mp4('plant.exe')]])).body.errors).toEqual([
      { field: 'file', code: 'invalid_video_type' },
    ]);
    const large = await upload(owner.session, {}, [['file', mp4('large.mp4', unique('large'), 20 * MB)]]);
    expect(large).toMatchObject({ status: 413, body: { errors: [{ field: 'file', code: 'video_too_large' }] } });
    const small = await upload(owner.session, { width: '320', height: '240' }, [['file', mp4()]]);
    expect(small).toMatchObject({ status: 400, body: { errors: [{ field: 'file', code: 'video_too_small' }] } });
    expect((await upload(owner.session, {}, [])).body.errors).toEqual([{ field: 'file', code: 'required' }]);
  });

  it('takes a format the browser cannot play without a poster or a size', async () => {
    const webm = new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), unique('webm')], 'line.webm');
    const answer = await upload(owner.session, {}, [['file', webm]]);
    expect(answer.body.data).toMatchObject({ status: 'ready', imageUrl: null, width: null, height: null });
  });

  it('tells one supplier nothing of another’s videos', async () => {
    const { vid } = (await upload(owner.session, {}, [['file', mp4()]])).body.data;
    const answer = await callApi('/api/common/polyv/video/image', { session: otherOwner, body: { vid } });
    expect(answer).toMatchObject({ status: 404, body: { errors: [{ field: 'vid', code: 'video_not_found' }] } });
  });

  it('puts an uploaded video in the company gallery', async () => {
    const video = (
      await upload(owner.session, { width: '1920', height: '1080' }, [
        ['file', mp4()],
        ['poster', pictureFile('poster.jpg', 'jpg', unique('poster'))],
      ])
    ).body.data;
    const saved = await callApi('/api/supplier/home/medias', {
      method: 'PATCH',
      session: owner.session,
      body: { medias: [{ type: 'video', key: video.vid, posterKey: video.posterKey }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { company } = await loadCompanyPage(db(), owner.supplierName);
    expect(company?.medias).toEqual([
      {
        type: 's3-video',
        url: video.url,
        imageUrl: video.imageUrl,
        largeImageUrl: video.imageUrl,
        largeUrl: video.url,
      },
    ]);
  });
});
