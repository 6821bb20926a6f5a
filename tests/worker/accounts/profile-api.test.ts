import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#functions/db/schema/index.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeUser, TEST_PASSWORD, unique } from '#tests/worker/support/factories.ts';
import { formOf, pictureFile } from '#tests/worker/support/form-call.ts';

// Issue 26 item 1: every account has a name, and optionally a job title, company and photo, asked
// at registration and editable in My account › Profile.

const KB = 1024;

async function signedInUser() {
  const user = await makeUser(db());
  return { ...user, session: await signIn(user.id) };
}

const profileOf = async (session: string) => (await callApi('/api/app/account/current', { session })).body.data.profile;

describe('POST api/register with the profile fields', () => {
  it('stores the name, job title and company trimmed, and leaves them empty when not sent', async () => {
    const named = `${unique('named')}@vitrine.test`;
    const plain = `${unique('plain')}@vitrine.test`;
    const answer = await callApi('/api/register', {
      body: {
        email: named,
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
        name: '  Ada Lovelace ',
        jobTitle: ' Buyer',
        companyName: 'Analytical Engines Ltd ',
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // A client that sends none of them keeps working.
    expect(
      (
        await callApi('/api/register', {
          body: { email: plain, password: TEST_PASSWORD, repeatPassword: TEST_PASSWORD },
        })
      ).status,
    ).toBe(200);
    const rows = await db().query.users.findMany({
      columns: { email: true, name: true, jobTitle: true, companyName: true },
      where: (table, { inArray }) => inArray(table.email, [named, plain]),
      orderBy: (table, { asc }) => asc(table.id),
    });
    expect(rows).toEqual([
      { email: named, name: 'Ada Lovelace', jobTitle: 'Buyer', companyName: 'Analytical Engines Ltd' },
      { email: plain, name: '', jobTitle: '', companyName: '' },
    ]);
  });

  it('refuses too long or multi-line fields, each on its field, and creates no account', async () => {
    const email = `${unique('long')}@vitrine.test`;
    const answer = await callApi('/api/register', {
      body: {
        email,
        password: TEST_PASSWORD,
        repeatPassword: TEST_PASSWORD,
        name: 'n'.repeat(61),
        jobTitle: 'line\nbreak',
        companyName: 'c'.repeat(121),
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'name', code: 'invalid_name' },
      { field: 'jobTitle', code: 'invalid_job_title' },
      { field: 'companyName', code: 'invalid_company_name' },
    ]);
    expect(await db().query.users.findFirst({ where: eq(users.email, email) })).toBeUndefined();
  });
});

describe('POST api/app/account/update-profile', () => {
  it('stores the fields given, keeps the others, and answers the current user', async () => {
    const { session } = await signedInUser();
    const first = await callApi('/api/app/account/update-profile', {
      session,
      body: { name: ' Grace Hopper ', jobTitle: 'Rear admiral', companyName: 'US Navy' },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.profile).toEqual({
      avatarUrl: null,
      name: 'Grace Hopper',
      jobTitle: 'Rear admiral',
      companyName: 'US Navy',
    });
    expect(first.body.data.name).toBe('Grace Hopper');
    // Left out: kept; empty: cleared.
    const second = await callApi('/api/app/account/update-profile', { session, body: { jobTitle: '' } });
    expect(second.body.data.profile).toMatchObject({ name: 'Grace Hopper', jobTitle: '', companyName: 'US Navy' });
    expect(await profileOf(session)).toEqual(second.body.data.profile);
  });

  it('refuses bad fields with their codes and changes nothing', async () => {
    const { session } = await signedInUser();
    await callApi('/api/app/account/update-profile', { session, body: { name: 'Kept' } });
    const answer = await callApi('/api/app/account/update-profile', {
      session,
      body: { name: 'x'.repeat(61), jobTitle: 7, companyName: 'tab\there' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'name', code: 'invalid_name' },
      { field: 'jobTitle', code: 'invalid_job_title' },
      { field: 'companyName', code: 'invalid_company_name' },
    ]);
    expect((await profileOf(session)).name).toBe('Kept');
  });

  it('is for a signed-in person only', async () => {
    expect((await callApi('/api/app/account/update-profile', { body: { name: 'Nobody' } })).status).toBe(401);
  });
});

describe('POST api/app/account/update-avatar and remove-avatar', () => {
  it('stores the photo in R2, names it on the account, and removing goes back to none', async () => {
    const { session } = await signedInUser();
    const file = pictureFile('me.png', 'png', unique('me'));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const answer = await callApi('/api/app/account/update-avatar', { session, body: formOf({}, [['file', file]]) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const avatarUrl = answer.body.data.profile.avatarUrl as string;
    expect(avatarUrl).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const served = await callWorker(avatarUrl);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    // The spec's GET app/account/avatar now finds it (a redirect to the same picture, followed).
    const own = await callApi('/api/app/account/avatar', { session });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');

    const removed = await callApi('/api/app/account/remove-avatar', { session, method: 'POST' });
    expect(removed.status).toBe(200);
    expect(removed.body.data.profile.avatarUrl).toBeNull();
    expect((await callApi('/api/app/account/avatar', { session })).status).toBe(404);
  });

  it('refuses a missing file, a file that is no picture, and one over 800K, keeping the photo', async () => {
    const { session } = await signedInUser();
    const kept = await callApi('/api/app/account/update-avatar', {
      session,
      body: formOf({}, [['file', pictureFile('kept.jpg', 'jpg', unique('kept'))]]),
    });
    const keptUrl = kept.body.data.profile.avatarUrl as string;
    const send = (files: [string, File][]) =>
      callApi('/api/app/account/update-avatar', { session, body: formOf({}, files) });

    expect((await send([])).body.errors).toEqual([{ field: 'file', code: 'required' }]);
    const script = await send([['file', new File(['<script>alert(1)</script>'], 'me.png')]]);
    expect(script.status).toBe(400);
    expect(script.body.errors).toEqual([{ field: 'file', code: 'invalid_image_type' }]);
    const big = new Uint8Array(800 * KB + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooLarge = await send([['file', new File([big], 'big.png')]]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors).toEqual([{ field: 'file', code: 'image_too_large' }]);
    expect((await profileOf(session)).avatarUrl).toBe(keptUrl);
  });

  it('is for a signed-in person only', async () => {
    const form = formOf({}, [['file', pictureFile('me.png', 'png')]]);
    expect((await callApi('/api/app/account/update-avatar', { body: form })).status).toBe(401);
    expect((await callApi('/api/app/account/remove-avatar', { method: 'POST' })).status).toBe(401);
  });
});
