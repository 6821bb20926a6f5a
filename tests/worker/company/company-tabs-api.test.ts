import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications, suppliers, users } from '#functions/db/schema/index.ts';
import { loadCompanyPage } from '#functions/domain/company/company-profile.ts';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { storeMedia } from '#functions/lib/media/store-media.ts';
import { EDIT_SESSION_MS } from '#functions/domain/notifications/notify-followers.ts';
import { PAGE_CACHE_HEADER } from '#functions/page-cache/serve-page.ts';
import { type Actor } from '#tests/worker/support/actors.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';
import { formOf, pictureFile } from '#tests/worker/support/form-call.ts';
import { acceptTeamInvitation } from '#tests/worker/support/team.ts';

// The company profile tabs of the owner's workspace (spec §7 supplier/home get, PATCH profile,
// highlights, medias, turnovers, shows, contacts, documents), as a browser or an ERP calls them.

type Owner = Actor & { supplier: { id: number; name: string } };

async function makeOwner(): Promise<Owner> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { id, session: await signIn(id), supplier };
}

type Caller = { session: string } | { token: string };
const credentials = (who: Caller) =>
  'token' in who ? { headers: { authorization: `Bearer ${who.token}` } } : { session: who.session };

const patchTab = (tab: string, body: unknown, who: Caller) =>
  callApi(`/api/supplier/home/${tab}`, { method: 'PATCH', body, ...credentials(who) });
const getCompany = (who: Caller) => callApi('/api/supplier/home/get', credentials(who));

const versionOf = async (supplierId: number) =>
  (await db().query.suppliers.findFirst({ columns: { catalogVersion: true }, where: eq(suppliers.id, supplierId) }))!
    .catalogVersion;

const publicCompany = async (name: string) => (await loadCompanyPage(db(), name)).company!;

async function upload(who: Caller, file: File, resizeImage: boolean) {
  const answer = await callApi('/api/supplier/home/file', {
    body: formOf({ resizeImage: String(resizeImage) }, [['file', file]]),
    ...credentials(who),
  });
  expect(answer.status).toBe(200);
  return answer.body.data as { key: string; url: string; size: number; mimeType: string };
}

const pdfFile = (name: string, label = name) => new File([`%PDF-1.7\n${label}\n%%EOF`], name);

const PROFILE = {
  companyName: 'Acme Valves GmbH',
  region: 'Bavaria',
  established: '1987',
  address: 'Industriestraße 4, 80331 München',
  businessType: 'Manufacturer',
  mainProducts: '<p>Ball valves</p>',
  description: '<p>We make <strong>valves</strong>.</p>',
  email: 'Sales@Acme-Valves.de',
  phone: '+49 (89) 123-456',
  website: 'https://www.acme-valves.de/en',
  country: 'DE',
};

/** A tab saved with its answer checked the same way each time: 200, the company as GET reads it, version +1. */
async function saveAndCheck(owner: Owner, tab: string, body: unknown) {
  const before = await versionOf(owner.supplier.id);
  const answer = await patchTab(tab, body, owner);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.data.catalogVersion).toBe(before + 1);
  expect(await versionOf(owner.supplier.id)).toBe(before + 1);
  expect((await getCompany(owner)).body.data).toEqual(answer.body.data);
  return answer.body.data;
}

/** A refused save: 400 (or the given status) with exactly these errors, and nothing written. */
async function expectRefused(
  owner: Owner,
  tab: string,
  body: unknown,
  errors: { field: string; code: string }[],
  status = 400,
) {
  const before = (await getCompany(owner)).body.data;
  const answer = await patchTab(tab, body, owner);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.errors).toEqual(errors);
  expect((await getCompany(owner)).body.data).toEqual(before);
}

describe('GET api/supplier/home/get', () => {
  it('answers the owner’s company with every tab, empty for a new catalogue', async () => {
    const owner = await makeOwner();
    const answer = await getCompany(owner);
    expect(answer.status).toBe(200);
    // A new catalogue's trial: 30 days from the moment it opened.
    const { plan } = answer.body.data;
    expect(plan.name).toBe('trial');
    expect(Math.abs(Date.now() - plan.startedAt)).toBeLessThan(60_000);
    expect(plan.trialEndsAt - plan.startedAt).toBe(30 * 24 * 60 * 60 * 1000);
    expect(answer.body.data).toEqual({
      name: owner.supplier.name,
      status: 'active',
      catalogVersion: await versionOf(owner.supplier.id),
      plan,
      profile: {
        companyName: `Test Company ${owner.supplier.name}`,
        region: '',
        established: '',
        address: '',
        businessType: '',
        mainProducts: '',
        description: '',
        email: '',
        phone: '',
        website: '',
        country: '',
        avatar: null,
        avatarUrl: null,
        categories: [],
        relatedSupplierId: null,
      },
      highlights: [],
      medias: [],
      turnovers: [],
      shows: [],
      contacts: [],
      documents: [],
    });
  });

  it('refuses a signed-in user who owns no supplier and a visitor', async () => {
    const { id } = await makeUser(db());
    expect(await getCompany({ session: await signIn(id) })).toMatchObject({
      status: 403,
      body: { errors: [{ field: '', code: 'supplier_owner_required' }] },
    });
    expect((await callApi('/api/supplier/home/get')).status).toBe(401);
  });
});

describe('PATCH api/supplier/home/profile', () => {
  it('stores the General tab, answers the company as stored, and the public company page shows it', async () => {
    const owner = await makeOwner();
    const company = await saveAndCheck(owner, 'profile', PROFILE);
    expect(company.profile).toEqual({
      ...PROFILE,
      email: 'sales@acme-valves.de',
      avatar: null,
      avatarUrl: null,
      categories: [],
      relatedSupplierId: null,
    });

    const page = await publicCompany(owner.supplier.name);
    expect(page.profile).toMatchObject({
      companyName: 'Acme Valves GmbH',
      region: 'Bavaria',
      established: '1987',
      businessType: 'Manufacturer',
      mainProducts: '<p>Ball valves</p>',
      description: '<p>We make <strong>valves</strong>.</p>',
      email: 'sales@acme-valves.de',
      country: 'Germany',
    });
    const detail = await callApi(`/api/common/supplier/detail/${owner.supplier.name}`);
    expect(detail.body.data).toMatchObject({
      companyName: 'Acme Valves GmbH',
      countryCode: 'DE',
      businessType: 'Manufacturer',
      catalogVersion: company.catalogVersion,
    });
  });

  it('trims the text fields and takes empty optional ones', async () => {
    const owner = await makeOwner();
    const company = await saveAndCheck(owner, 'profile', {
      ...PROFILE,
      companyName: '  Acme  ',
      established: '',
      email: '',
      website: '',
      phone: '',
      country: '',
    });
    expect(company.profile).toMatchObject({
      companyName: 'Acme',
      established: '',
      email: '',
      website: '',
      phone: '',
      country: '',
    });
  });

  it('makes the cached company page stale: the next visit renders it afresh', async () => {
    const owner = await makeOwner();
    const path = `/${owner.supplier.name}/company/${owner.supplier.name}/acme`;
    const visit = async () => (await callWorker(path)).headers.get(PAGE_CACHE_HEADER);
    expect(await visit()).toBe('MISS');
    expect(await visit()).toBe('HIT');
    await saveAndCheck(owner, 'profile', PROFILE);
    expect(await visit()).toBe('MISS');
    expect(await visit()).toBe('HIT');
  });

  it('sanitises the rich text: scripts and event handlers do not survive', async () => {
    const owner = await makeOwner();
    const company = await saveAndCheck(owner, 'profile', {
      ...PROFILE,
      description: '<p>Hello</p><script>alert("x")</script><img src="x" onerror="alert(1)">',
      mainProducts: '<b onclick="steal()">Valves</b> <a href="javascript:alert(1)">more</a>',
    });
    for (const html of [company.profile.description, company.profile.mainProducts]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|alert/i);
    }
    expect(company.profile.description).toBe('<p>Hello</p>');
    expect(company.profile.mainProducts).toContain('<b>Valves</b>');
    const page = await publicCompany(owner.supplier.name);
    expect(page.profile.description).toBe('<p>Hello</p>');
    expect(page.profile.mainProducts).not.toMatch(/onclick|javascript:/);
  });

  it('refuses wrong types, missing and too long fields, naming each, and writes nothing', async () => {
    const owner = await makeOwner();
    await expectRefused(owner, 'profile', {}, [
      { field: 'companyName', code: 'required' },
      { field: 'region', code: 'required' },
      { field: 'established', code: 'required' },
      { field: 'address', code: 'required' },
      { field: 'businessType', code: 'required' },
      { field: 'mainProducts', code: 'required' },
      { field: 'description', code: 'required' },
      { field: 'email', code: 'required' },
      { field: 'phone', code: 'required' },
      { field: 'website', code: 'required' },
      { field: 'country', code: 'required' },
    ]);
    await expectRefused(owner, 'profile', { ...PROFILE, companyName: 42, established: 1987 }, [
      { field: 'companyName', code: 'invalid_type' },
      { field: 'established', code: 'invalid_type' },
    ]);
    await expectRefused(owner, 'profile', { ...PROFILE, companyName: '   ' }, [
      { field: 'companyName', code: 'required' },
    ]);
    await expectRefused(
      owner,
      'profile',
      {
        ...PROFILE,
        companyName: 'x'.repeat(121),
        address: 'x'.repeat(301),
        description: `<p>${'x'.repeat(20_000)}</p>`,
        mainProducts: 'x'.repeat(5_001),
      },
      [
        { field: 'companyName', code: 'too_long_120' },
        { field: 'address', code: 'too_long_300' },
        { field: 'mainProducts', code: 'too_long_5000' },
        { field: 'description', code: 'too_long_20000' },
      ],
    );
    await expectRefused(owner, 'profile', { ...PROFILE, established: '87', phone: 'call me', country: 'de' }, [
      { field: 'established', code: 'invalid_year' },
      { field: 'phone', code: 'invalid_phone' },
      { field: 'country', code: 'invalid_country' },
    ]);
    const badContact = await patchTab('profile', { ...PROFILE, email: 'not-an-email', website: 'no site' }, owner);
    expect(badContact.status).toBe(400);
    expect(badContact.body.errors.map((error: { field: string }) => error.field)).toEqual(['email', 'website']);
    expect(await versionOf(owner.supplier.id)).toBe((await getCompany(owner)).body.data.catalogVersion);
  });

  it('refuses a body that is not JSON', async () => {
    const owner = await makeOwner();
    await expectRefused(owner, 'profile', '{"companyName":', [{ field: '', code: 'invalid_json' }]);
  });
});

describe('PATCH api/supplier/home/profile: the avatar, categories and related Company (issue 26 item 1)', () => {
  it('stores them, the company page and the supplier’s cards show them, and leaving them out keeps them', async () => {
    const [owner, relatedOwner] = await Promise.all([makeOwner(), makeOwner()]);
    const avatar = await upload(owner, pictureFile('logo.png', 'png', unique('logo')), true);
    const company = await saveAndCheck(owner, 'profile', {
      ...PROFILE,
      avatar: avatar.key,
      categories: [' Ball valves ', 'Gate valves'],
      relatedSupplierId: relatedOwner.supplier.name,
    });
    expect(company.profile).toMatchObject({
      avatar: avatar.key,
      avatarUrl: avatar.url,
      categories: ['Ball valves', 'Gate valves'],
      relatedSupplierId: relatedOwner.supplier.name,
    });
    // The related Company's card on this company page; this company's own avatar and categories
    // wherever it is shown as a supplier (the related card of another page, the supplier detail).
    expect((await publicCompany(owner.supplier.name)).supplier).toMatchObject({ id: relatedOwner.supplier.name });
    await saveAndCheck(relatedOwner, 'profile', { ...PROFILE, relatedSupplierId: owner.supplier.name });
    expect((await publicCompany(relatedOwner.supplier.name)).supplier).toMatchObject({
      id: owner.supplier.name,
      avatar: avatar.url,
      categories: ['Ball valves', 'Gate valves'],
    });
    const detail = await callApi(`/api/app/supplier/detail/${owner.supplier.name}`, { session: relatedOwner.session });
    expect(detail.body.data).toMatchObject({ avatar: avatar.url, categories: ['Ball valves', 'Gate valves'] });

    // The General tab as it was before: the three are kept.
    const kept = await saveAndCheck(owner, 'profile', { ...PROFILE, region: 'Swabia' });
    expect(kept.profile).toMatchObject({
      region: 'Swabia',
      avatar: avatar.key,
      categories: ['Ball valves', 'Gate valves'],
      relatedSupplierId: relatedOwner.supplier.name,
    });
    // null (or '') removes; an empty list clears.
    const cleared = await saveAndCheck(owner, 'profile', {
      ...PROFILE,
      avatar: null,
      categories: [],
      relatedSupplierId: '',
    });
    expect(cleared.profile).toMatchObject({ avatar: null, avatarUrl: null, categories: [], relatedSupplierId: null });
    expect((await publicCompany(owner.supplier.name)).supplier).toBeNull();
  });

  it('refuses a key never uploaded, bad categories, itself, a closed or unknown catalogue, and writes nothing', async () => {
    const [owner, closed] = await Promise.all([makeOwner(), makeOwner()]);
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, closed.supplier.id));
    await expectRefused(owner, 'profile', { ...PROFILE, avatar: `${'a'.repeat(64)}.png` }, [
      { field: 'avatar', code: 'unknown_file' },
    ]);
    await expectRefused(owner, 'profile', { ...PROFILE, avatar: 'logo.png', categories: ['Valves', ' valves'] }, [
      { field: 'avatar', code: 'invalid_key' },
      { field: 'categories', code: 'duplicate_category' },
    ]);
    await expectRefused(owner, 'profile', { ...PROFILE, categories: ['', 'x'.repeat(61)] }, [
      { field: 'categories.0', code: 'required' },
      { field: 'categories.1', code: 'too_long_60' },
    ]);
    await expectRefused(owner, 'profile', { ...PROFILE, categories: Array.from({ length: 21 }, (_, i) => `C${i}`) }, [
      { field: 'categories', code: 'too_many_20' },
    ]);
    await expectRefused(owner, 'profile', { ...PROFILE, relatedSupplierId: owner.supplier.name }, [
      { field: 'relatedSupplierId', code: 'related_supplier_self' },
    ]);
    for (const name of [closed.supplier.name, unique('nobody')])
      await expectRefused(owner, 'profile', { ...PROFILE, relatedSupplierId: name }, [
        { field: 'relatedSupplierId', code: 'related_supplier_not_found' },
      ]);
    await expectRefused(owner, 'profile', { ...PROFILE, relatedSupplierId: 'Not A Name!' }, [
      { field: 'relatedSupplierId', code: 'invalid_supplier_name' },
    ]);
  });
});

describe('PATCH api/supplier/home/highlights', () => {
  it('replaces the highlights in the given order, trimmed, and the company page shows them', async () => {
    const owner = await makeOwner();
    await saveAndCheck(owner, 'highlights', { highlights: [{ name: 'Old', value: 'gone soon' }] });
    const company = await saveAndCheck(owner, 'highlights', {
      highlights: [
        { name: ' Founded ', value: '1987' },
        { name: 'Staff', value: '240' },
      ],
    });
    expect(company.highlights).toEqual([
      { name: 'Founded', value: '1987' },
      { name: 'Staff', value: '240' },
    ]);
    expect((await publicCompany(owner.supplier.name)).highlights).toEqual(company.highlights);
    expect((await saveAndCheck(owner, 'highlights', { highlights: [] })).highlights).toEqual([]);
    expect((await publicCompany(owner.supplier.name)).highlights).toEqual([]);
  });

  it('refuses empty, too long and too many highlights and a list that is not a list', async () => {
    const owner = await makeOwner();
    await saveAndCheck(owner, 'highlights', { highlights: [{ name: 'Kept', value: 'yes' }] });
    await expectRefused(owner, 'highlights', {}, [{ field: 'highlights', code: 'required' }]);
    await expectRefused(owner, 'highlights', { highlights: 'Founded 1987' }, [
      { field: 'highlights', code: 'invalid_type' },
    ]);
    await expectRefused(owner, 'highlights', { highlights: [{ name: '', value: 'x' }, { name: 'Staff' }] }, [
      { field: 'highlights.0.name', code: 'required' },
      { field: 'highlights.1.value', code: 'required' },
    ]);
    await expectRefused(owner, 'highlights', { highlights: [{ name: 'x'.repeat(61), value: 'y'.repeat(201) }] }, [
      { field: 'highlights.0.name', code: 'too_long_60' },
      { field: 'highlights.0.value', code: 'too_long_200' },
    ]);
    await expectRefused(
      owner,
      'highlights',
      { highlights: Array.from({ length: 21 }, (_, index) => ({ name: `H${index}`, value: 'v' })) },
      [{ field: 'highlights', code: 'too_many_20' }],
    );
  });
});

describe('PATCH api/supplier/home/medias', () => {
  it('attaches uploaded pictures and a video with its poster, in order, with their URLs', async () => {
    const owner = await makeOwner();
    const photo = await upload(owner, pictureFile('hall.png', 'png', unique('hall')), true);
    const poster = await upload(owner, pictureFile('poster.jpg', 'jpg', unique('poster')), true);
    const video = await storeMedia(env.MEDIA, {
      bytes: new TextEncoder().encode(unique('video')),
      contentType: 'video/mp4',
      extension: 'mp4',
    });
    const company = await saveAndCheck(owner, 'medias', {
      medias: [
        { type: 'video', key: video, posterKey: poster.key },
        { type: 'image', key: photo.key },
      ],
    });
    expect(company.medias).toEqual([
      { type: 'video', key: video, url: `/media/${video}`, posterKey: poster.key, posterUrl: poster.url },
      { type: 'image', key: photo.key, url: photo.url, posterKey: null, posterUrl: null },
    ]);
    expect((await publicCompany(owner.supplier.name)).medias).toEqual([
      {
        type: 's3-video',
        url: `/media/${video}`,
        imageUrl: poster.url,
        largeImageUrl: poster.url,
        largeUrl: `/media/${video}`,
      },
      { type: 'image', url: photo.url, imageUrl: photo.url, largeImageUrl: photo.url, largeUrl: photo.url },
    ]);
  });

  it('refuses a key never uploaded, a malformed key and an unknown media type, writing nothing', async () => {
    const owner = await makeOwner();
    const photo = await upload(owner, pictureFile('kept.gif', 'gif', unique('kept')), true);
    await saveAndCheck(owner, 'medias', { medias: [{ type: 'image', key: photo.key }] });
    const nowhere = `${'0'.repeat(64)}.png`;
    await expectRefused(
      owner,
      'medias',
      {
        medias: [
          { type: 'image', key: photo.key },
          { type: 'image', key: nowhere },
          { type: 'video', key: photo.key, posterKey: `${'1'.repeat(64)}.jpg` },
        ],
      },
      [
        { field: 'medias.1.key', code: 'unknown_file' },
        { field: 'medias.2.posterKey', code: 'unknown_file' },
      ],
    );
    await expectRefused(owner, 'medias', { medias: [{ type: 'image', key: '../secret.png' }] }, [
      { field: 'medias.0.key', code: 'invalid_key' },
    ]);
    const wrongType = await patchTab('medias', { medias: [{ type: 'audio', key: photo.key }] }, owner);
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].field).toBe('medias.0.type');
  });
});

describe('PATCH api/supplier/home/turnovers', () => {
  it('stores the regions’ shares, and a total of exactly 100 from thirds is accepted', async () => {
    const owner = await makeOwner();
    const turnovers = [
      { region: 'Europe', percent: 33.33 },
      { region: 'Asia', percent: 33.33 },
      { region: 'Americas', percent: 33.34 },
    ];
    const company = await saveAndCheck(owner, 'turnovers', { turnovers });
    expect(company.turnovers).toEqual(turnovers);
    expect((await publicCompany(owner.supplier.name)).turnovers).toEqual(turnovers);
    const partial = await saveAndCheck(owner, 'turnovers', { turnovers: [{ region: 'Europe', percent: 60 }] });
    expect(partial.turnovers).toEqual([{ region: 'Europe', percent: 60 }]);
  });

  it('refuses a total over 100, a share outside 0–100, a share as text and a missing region', async () => {
    const owner = await makeOwner();
    await saveAndCheck(owner, 'turnovers', { turnovers: [{ region: 'Kept', percent: 10 }] });
    await expectRefused(
      owner,
      'turnovers',
      {
        turnovers: [
          { region: 'Europe', percent: 70 },
          { region: 'Asia', percent: 30.01 },
        ],
      },
      [{ field: 'turnovers', code: 'turnover_total_over_100' }],
    );
    await expectRefused(
      owner,
      'turnovers',
      {
        turnovers: [
          { region: 'Europe', percent: -1 },
          { region: 'Asia', percent: 101 },
        ],
      },
      [
        { field: 'turnovers.0.percent', code: 'invalid_percent' },
        { field: 'turnovers.1.percent', code: 'invalid_percent' },
      ],
    );
    await expectRefused(owner, 'turnovers', { turnovers: [{ region: 'Europe', percent: '50' }, { percent: 10 }] }, [
      { field: 'turnovers.0.percent', code: 'invalid_number' },
      { field: 'turnovers.1.region', code: 'required' },
    ]);
  });
});

describe('PATCH api/supplier/home/shows', () => {
  const show = { name: 'Hannover Messe', booth: 'B12', start: '2027-04-12', end: '2027-04-16', location: 'Hannover' };

  it('stores the trade shows; a show of one day and one without a booth are fine', async () => {
    const owner = await makeOwner();
    const oneDay = { name: 'Valve World', booth: '', start: '2027-06-01', end: '2027-06-01', location: 'Düsseldorf' };
    const company = await saveAndCheck(owner, 'shows', { shows: [show, oneDay] });
    expect(company.shows).toEqual([show, oneDay]);
    expect((await publicCompany(owner.supplier.name)).tradeShows).toEqual([show, { ...oneDay, booth: null }]);
  });

  it('refuses a show that ends before it starts on its end field, and dates that are not dates', async () => {
    const owner = await makeOwner();
    await saveAndCheck(owner, 'shows', { shows: [show] });
    await expectRefused(owner, 'shows', { shows: [{ ...show, start: '2027-04-16', end: '2027-04-12' }] }, [
      { field: 'shows.0.end', code: 'show_ends_before_start' },
    ]);
    await expectRefused(owner, 'shows', { shows: [show, { ...show, start: '2027-13-01', end: '16/04/2027' }] }, [
      { field: 'shows.1.start', code: 'invalid_date' },
      { field: 'shows.1.end', code: 'invalid_date' },
    ]);
    await expectRefused(owner, 'shows', { shows: [{ ...show, name: '', location: 'x'.repeat(121) }] }, [
      { field: 'shows.0.name', code: 'required' },
      { field: 'shows.0.location', code: 'too_long_120' },
    ]);
  });
});

describe('PATCH api/supplier/home/contacts', () => {
  it('invites registered users by e-mail (any case); once they accept they show with the supplier’s job title or their own', async () => {
    const owner = await makeOwner();
    const [sales, lead] = await Promise.all([makeUser(db()), makeUser(db())]);
    await db().update(users).set({ name: 'Sam Sales', jobTitle: 'Clerk' }).where(eq(users.id, sales.id));
    await db().update(users).set({ name: 'Lee Lead', jobTitle: 'Key accounts' }).where(eq(users.id, lead.id));
    const invited = await saveAndCheck(owner, 'contacts', {
      contacts: [
        { email: ` ${sales.email.toUpperCase()} `, jobTitle: 'Export manager', canPost: true },
        { email: lead.email, jobTitle: '', canPost: false },
      ],
    });
    // Invited, not on the team: the owner sees the addresses typed and nothing else of them.
    const pending = { status: 'invited', name: '', avatar: null, ownJobTitle: '' };
    expect(invited.contacts).toEqual([
      { ...pending, email: sales.email, jobTitle: 'Export manager', canPost: true },
      { ...pending, email: lead.email, jobTitle: '', canPost: false },
    ]);
    expect((await publicCompany(owner.supplier.name)).contacts).toEqual([]);

    await acceptTeamInvitation(lead, owner.supplier.name);
    await acceptTeamInvitation(sales, owner.supplier.name);
    const company = (await getCompany(owner)).body.data;
    expect(company.contacts).toEqual([
      {
        status: 'member',
        email: lead.email,
        name: 'Lee Lead',
        avatar: null,
        jobTitle: '',
        ownJobTitle: 'Key accounts',
        canPost: false,
      },
      {
        status: 'member',
        email: sales.email,
        name: 'Sam Sales',
        avatar: null,
        jobTitle: 'Export manager',
        ownJobTitle: 'Clerk',
        canPost: true,
      },
    ]);
    expect((await publicCompany(owner.supplier.name)).contacts).toEqual([
      { id: lead.id, name: 'Lee Lead', jobTitle: 'Key accounts', avatar: null },
      { id: sales.id, name: 'Sam Sales', jobTitle: 'Export manager', avatar: null },
    ]);
    // The owner orders the members as they like; a buyer's reading of the supplier lists the same people.
    await saveAndCheck(owner, 'contacts', {
      contacts: [
        { email: sales.email, jobTitle: 'Export manager', canPost: true },
        { email: lead.email, jobTitle: '', canPost: false },
      ],
    });
    const buyer = await makeUser(db());
    const contacts = await callApi('/api/app/supplier/contacts', {
      body: { supplierId: owner.supplier.name },
      session: await signIn(buyer.id),
    });
    expect(contacts.body.data.map((contact: { jobTitle: string }) => contact.jobTitle)).toEqual([
      'Export manager',
      'Key accounts',
    ]);
  });

  it('refuses an e-mail nobody (active and visible) signed up with on its row, duplicates, and bad addresses', async () => {
    const owner = await makeOwner();
    const [sales, away, hidden] = await Promise.all([makeUser(db()), makeUser(db()), makeUser(db())]);
    await db().update(users).set({ status: 'temporarily_disabled' }).where(eq(users.id, away.id));
    await db().update(users).set({ visibility: 'hidden' }).where(eq(users.id, hidden.id));
    await saveAndCheck(owner, 'contacts', { contacts: [{ email: sales.email, jobTitle: '', canPost: false }] });
    await expectRefused(
      owner,
      'contacts',
      {
        contacts: [
          { email: `${unique('nobody')}@vitrine.test`, jobTitle: '', canPost: false },
          { email: sales.email, jobTitle: '', canPost: false },
          { email: away.email, jobTitle: '', canPost: true },
          { email: hidden.email, jobTitle: '', canPost: false },
        ],
      },
      [
        { field: 'contacts.0.email', code: 'contact_user_not_found' },
        { field: 'contacts.2.email', code: 'contact_user_not_found' },
        { field: 'contacts.3.email', code: 'contact_user_not_found' },
      ],
    );
    await expectRefused(
      owner,
      'contacts',
      {
        contacts: [
          { email: sales.email, jobTitle: 'A', canPost: false },
          { email: sales.email.toUpperCase(), jobTitle: 'B', canPost: true },
        ],
      },
      [{ field: 'contacts', code: 'duplicate_contact' }],
    );
    await expectRefused(owner, 'contacts', { contacts: [{ email: 'sales at acme', jobTitle: 'x', canPost: 'yes' }] }, [
      { field: 'contacts.0.email', code: 'invalid_email' },
      { field: 'contacts.0.canPost', code: 'invalid_type' },
    ]);
    await expectRefused(owner, 'contacts', { contacts: [{ email: sales.email, jobTitle: 'x'.repeat(61) }] }, [
      { field: 'contacts.0.jobTitle', code: 'too_long_60' },
      { field: 'contacts.0.canPost', code: 'required' },
    ]);
  });
});

describe('PATCH api/supplier/home/documents', () => {
  it('attaches uploaded documents with the size and type that were stored', async () => {
    const owner = await makeOwner();
    const pdf = await upload(owner, pdfFile('iso-9001.pdf', unique('iso')), false);
    const scan = await upload(owner, pictureFile('ce.png', 'png', unique('ce')), false);
    const company = await saveAndCheck(owner, 'documents', {
      documents: [
        { name: ' ISO 9001 certificate ', key: pdf.key },
        { name: 'CE declaration', key: scan.key },
      ],
    });
    // Each link downloads the file under the name this list gives it (issue 24 finding 7).
    const links = {
      pdf: `/media/${pdf.key}?name=ISO+9001+certificate`,
      scan: `/media/${scan.key}?name=CE+declaration`,
    };
    expect(company.documents).toEqual([
      { name: 'ISO 9001 certificate', key: pdf.key, url: links.pdf, size: pdf.size, mimeType: 'application/pdf' },
      { name: 'CE declaration', key: scan.key, url: links.scan, size: scan.size, mimeType: 'image/png' },
    ]);
    expect((await publicCompany(owner.supplier.name)).documents).toEqual([
      { name: 'ISO 9001 certificate', size: pdf.size, type: 'pdf', url: links.pdf },
      { name: 'CE declaration', size: scan.size, type: 'png', url: links.scan },
    ]);
  });

  it('refuses a key never uploaded and a document without a name, writing nothing', async () => {
    const owner = await makeOwner();
    const pdf = await upload(owner, pdfFile('kept.pdf', unique('kept')), false);
    await saveAndCheck(owner, 'documents', { documents: [{ name: 'Kept', key: pdf.key }] });
    await expectRefused(
      owner,
      'documents',
      {
        documents: [
          { name: 'Real', key: pdf.key },
          { name: 'Made up', key: `${'a'.repeat(64)}.pdf` },
        ],
      },
      [{ field: 'documents.1.key', code: 'unknown_file' }],
    );
    await expectRefused(owner, 'documents', { documents: [{ name: '', key: pdf.key }, { name: 'No key' }] }, [
      { field: 'documents.0.name', code: 'required' },
      { field: 'documents.1.key', code: 'required' },
    ]);
  });
});

describe('who the tabs act on', () => {
  it('an owner’s saves change their own supplier only, whatever the body names', async () => {
    const [mine, theirs] = await Promise.all([makeOwner(), makeOwner()]);
    await saveAndCheck(theirs, 'highlights', { highlights: [{ name: 'Theirs', value: 'untouched' }] });
    const theirsBefore = (await getCompany(theirs)).body.data;

    for (const [tab, body] of [
      ['profile', { ...PROFILE, supplierId: theirs.supplier.name, name: theirs.supplier.name }],
      ['highlights', { highlights: [{ name: 'Mine', value: 'changed' }], supplierId: theirs.supplier.id }],
      ['turnovers', { turnovers: [{ region: 'Mine', percent: 50 }], supplierId: theirs.supplier.name }],
    ] as const) {
      expect((await patchTab(tab, body, mine)).status).toBe(200);
    }
    expect((await getCompany(theirs)).body.data).toEqual(theirsBefore);
    expect((await publicCompany(theirs.supplier.name)).highlights).toEqual([{ name: 'Theirs', value: 'untouched' }]);
    const own = (await getCompany(mine)).body.data;
    expect(own).toMatchObject({
      name: mine.supplier.name,
      profile: { companyName: PROFILE.companyName },
      highlights: [{ name: 'Mine', value: 'changed' }],
      turnovers: [{ region: 'Mine', percent: 50 }],
    });
  });

  it('the supplier’s ERP token reads and edits the tabs of that supplier', async () => {
    const owner = await makeOwner();
    const other = await makeOwner();
    const erp = { token: await regenerateDeveloperToken(db(), owner.supplier.id) };
    const before = await versionOf(owner.supplier.id);
    const answer = await patchTab('highlights', { highlights: [{ name: 'Via', value: 'ERP' }] }, erp);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      name: owner.supplier.name,
      catalogVersion: before + 1,
      highlights: [{ name: 'Via', value: 'ERP' }],
    });
    expect((await getCompany(erp)).body.data).toEqual((await getCompany(owner)).body.data);
    expect((await getCompany(other)).body.data.highlights).toEqual([]);
    const file = await upload(erp, pdfFile('erp.pdf', unique('erp')), false);
    expect((await patchTab('documents', { documents: [{ name: 'From ERP', key: file.key }] }, erp)).status).toBe(200);
    expect((await publicCompany(owner.supplier.name)).documents.map((document) => document.name)).toEqual(['From ERP']);
  });

  it('a disabled supplier answers 403 supplier_disable to its token and its owner, and keeps its tabs', async () => {
    const owner = await makeOwner();
    const erp = { token: await regenerateDeveloperToken(db(), owner.supplier.id) };
    await db().update(suppliers).set({ status: 'disabled' }).where(eq(suppliers.id, owner.supplier.id));
    const before = await versionOf(owner.supplier.id);
    for (const who of [erp, owner]) {
      for (const answer of [
        await patchTab('highlights', { highlights: [{ name: 'Sneaky', value: 'edit' }] }, who),
        await patchTab('profile', PROFILE, who),
        await getCompany(who),
      ]) {
        expect(answer).toMatchObject({ status: 403, body: { errors: [{ field: '', code: 'supplier_disable' }] } });
      }
    }
    expect(await versionOf(owner.supplier.id)).toBe(before);
  });

  it('an unknown token and a forged cross-site write are refused', async () => {
    const owner = await makeOwner();
    expect(await patchTab('highlights', { highlights: [] }, { token: 'vtr_not-a-real-token' })).toMatchObject({
      status: 401,
      body: { errors: [{ code: 'developer_token_invalid' }] },
    });
    const forged = await callApi('/api/supplier/home/highlights', {
      method: 'PATCH',
      body: { highlights: [] },
      session: owner.session,
      withoutXsrf: true,
    });
    expect(forged.status).toBe(403);
    expect(await versionOf(owner.supplier.id)).toBe((await getCompany(owner)).body.data.catalogVersion);
  });
});

describe('watchers hear of profile edits once per edit session', () => {
  const catalogNotices = (userId: number) =>
    db()
      .select({ id: notifications.id, kind: notifications.kind, supplierId: notifications.supplierId })
      .from(notifications)
      .where(eq(notifications.userId, userId));
  const watch = (who: Actor, supplierName: string) =>
    callApi('/api/app/supplier-watch/watch', { body: { supplierId: supplierName }, session: who.session });
  const actor = async (): Promise<Actor> => {
    const { id } = await makeUser(db());
    return { id, session: await signIn(id) };
  };

  it('two tab saves in a row bring a watcher one catalog_change notice; the owner hears nothing', async () => {
    const owner = await makeOwner();
    const [early, late, follower] = await Promise.all([actor(), actor(), actor()]);
    expect((await watch(early, owner.supplier.name)).status).toBe(200);
    expect((await watch(owner, owner.supplier.name)).status).toBe(200);
    const follow = await callApi('/api/app/supplier/follow', {
      body: { supplierId: owner.supplier.name },
      session: follower.session,
    });
    expect(follow.status).toBe(200);

    await saveAndCheck(owner, 'highlights', { highlights: [{ name: 'First', value: 'save' }] });
    await vi.waitFor(async () => expect(await catalogNotices(early.id)).toHaveLength(1));

    // Someone who starts watching between the saves is told of the second one, in the same
    // statement that leaves the first watcher alone: once they have theirs, that statement has run.
    expect((await watch(late, owner.supplier.name)).status).toBe(200);
    await saveAndCheck(owner, 'profile', PROFILE);
    await vi.waitFor(async () => expect(await catalogNotices(late.id)).toHaveLength(1));

    expect(await catalogNotices(early.id)).toEqual([
      { id: expect.any(Number), kind: 'catalog_change', supplierId: owner.supplier.id },
    ]);
    expect(await catalogNotices(owner.id)).toEqual([]);
    expect(await catalogNotices(follower.id)).toEqual([]);
    const pager = await callApi('/api/app/notification/pager', { body: {}, session: early.session });
    expect(pager.body.data).toMatchObject({
      total: 1,
      unread: 1,
      list: [{ kind: 'catalog_change', supplier: { id: owner.supplier.name } }],
    });
  });

  it('a save after the edit session is over is news again', async () => {
    const owner = await makeOwner();
    const watcher = await actor();
    await watch(watcher, owner.supplier.name);
    await saveAndCheck(owner, 'turnovers', { turnovers: [{ region: 'Europe', percent: 50 }] });
    await vi.waitFor(async () => expect(await catalogNotices(watcher.id)).toHaveLength(1));
    // The first notice is now older than one edit session.
    await db()
      .update(notifications)
      .set({ createdAt: Date.now() - EDIT_SESSION_MS - 60_000 })
      .where(eq(notifications.userId, watcher.id));
    await saveAndCheck(owner, 'turnovers', { turnovers: [{ region: 'Europe', percent: 60 }] });
    await vi.waitFor(async () => expect(await catalogNotices(watcher.id)).toHaveLength(2));
  });

  it('a refused save tells nobody', async () => {
    const owner = await makeOwner();
    const [watcher, witness] = await Promise.all([actor(), actor()]);
    await watch(watcher, owner.supplier.name);
    expect((await patchTab('turnovers', { turnovers: [{ region: 'Europe', percent: 101 }] }, owner)).status).toBe(400);
    // Time for a stray notice to land: a save elsewhere, and its own notice arriving.
    const other = await makeOwner();
    await watch(witness, other.supplier.name);
    await saveAndCheck(other, 'highlights', { highlights: [{ name: 'Other', value: 'save' }] });
    await vi.waitFor(async () => expect(await catalogNotices(witness.id)).toHaveLength(1));
    expect(await catalogNotices(watcher.id)).toEqual([]);
  });
});
