// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sliceLabel, type TurnoverSlice } from '#src/components/company/turnover-slices.ts';
import { ContactsTab } from '#src/islands/company/ContactsTab.tsx';
import { ShowsTab } from '#src/islands/company/ShowsTab.tsx';
import { TurnoversTab } from '#src/islands/company/TurnoversTab.tsx';
import { supplierTheme } from '#src/shared/colours.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { trialPlan } from '#src/shared/plans.ts';
import { click, control, renderIsland, type, unmountIsland } from '#tests/unit/support/render-island.ts';

// The workspace's list tabs as an owner uses them: the live total and pie of Turnover distribution,
// the dates of Trade shows, the people of Contact; the API answered by a stubbed fetch.

const pie = vi.hoisted(() => ({ create: vi.fn(), update: vi.fn(), destroy: vi.fn() }));
// chart.js draws on a canvas happy-dom lacks: the drawing itself is the company page's, tested end to end.
vi.mock('#src/scripts/turnover-pie.ts', () => ({
  createTurnoverPie: (figure: HTMLElement, slices: TurnoverSlice[]) => {
    pie.create(figure, slices);
    return { update: pie.update, destroy: pie.destroy };
  },
}));

function ownerCompany(parts: Partial<OwnerCompany> = {}): OwnerCompany {
  return {
    name: 'meridian',
    status: 'active',
    catalogVersion: 1,
    plan: trialPlan(Date.UTC(2026, 10, 1)),
    profile: {
      companyName: 'Meridian',
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
    ...parts,
  };
}

/** Every input labelled so, top to bottom (a list repeats its labels row by row). */
function fields(label: string): HTMLInputElement[] {
  return Array.from(document.querySelectorAll('label'))
    .filter((element) => element.textContent?.trim() === label)
    .map((element) => (element.htmlFor ? document.getElementById(element.htmlFor) : element.querySelector('input')))
    .filter((input): input is HTMLInputElement => input instanceof HTMLInputElement);
}

/** All the text tied to a field (hint, error, the running total). */
function describedText(input: HTMLInputElement): string {
  return (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

/** The storefront's colours (GET website/get), which the turnover pie takes as the company page does. */
const SETTINGS = { favicon: null, logo: null, mainColor: '#ffe14d', secondColor: '#123456', metaDescription: '' };

/** The API answers every save so (and website/get with SETTINGS); returns the stub to read what was sent. */
function apiAnswers(body: unknown, status = 200) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url === '/api/website/get'
      ? Response.json({ success: true, data: SETTINGS })
      : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const saves = (fetch: ReturnType<typeof apiAnswers>) => fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
const sentBody = (fetch: ReturnType<typeof apiAnswers>) => JSON.parse(String(saves(fetch)[0]![1]!.body)) as unknown;

const text = () => document.body.textContent ?? '';

beforeEach(() => {
  apiAnswers({ success: false, errors: [] }, 500);
});

afterEach(() => {
  unmountIsland();
  vi.unstubAllGlobals();
  pie.create.mockClear();
  pie.update.mockClear();
  pie.destroy.mockClear();
});

describe('the Turnover distribution tab', () => {
  const stored = ownerCompany({
    turnovers: [
      { region: 'Europe', percent: 60 },
      { region: 'Asia', percent: 25 },
    ],
  });
  const lastSlices = () => (pie.update.mock.lastCall![0] as TurnoverSlice[]).map(sliceLabel);

  it('shows the running total and draws the company page’s pie, remainder included, with its text alternative', async () => {
    await renderIsland(TurnoversTab, { company: stored });
    expect(text()).toContain('Total: 85 % of 100 %');
    await vi.waitFor(() => expect(pie.create).toHaveBeenCalledOnce());
    expect((pie.create.mock.calls[0]![1] as TurnoverSlice[]).map(sliceLabel)).toEqual([
      'Europe 60%',
      'Asia 25%',
      'Other / not specified 15%',
    ]);
    expect(document.querySelector('canvas')?.getAttribute('aria-label')).toBe(
      'Turnover distribution pie chart: Europe 60%, Asia 25%, Other / not specified 15%',
    );
    const rows = Array.from(document.querySelectorAll('table tbody tr')).map((row) => row.textContent);
    expect(rows).toEqual(['Europe60%', 'Asia25%', 'Other / not specified15%']);
  });

  it('redraws as the owner types and says at once when the shares pass 100, on the share fields', async () => {
    await renderIsland(TurnoversTab, { company: stored });
    await vi.waitFor(() => expect(pie.create).toHaveBeenCalled());
    const shares = fields('Share of turnover (%)');
    await type(shares[1]!, '40.5');
    expect(text()).toContain('Total: 100.5 % of 100 %');
    expect(describedText(shares[0]!)).toContain('The shares add up to more than 100 %.');
    expect(lastSlices()).toEqual(['Europe 60%', 'Asia 40.5%']);
    await type(shares[1]!, '15');
    expect(text()).not.toContain('more than 100');
    expect(lastSlices()).toEqual(['Europe 60%', 'Asia 15%', 'Other / not specified 25%']);
  });

  it('keeps an emptied share as no number: the save is refused on that field, nothing sent', async () => {
    const fetch = apiAnswers({ success: true, data: stored });
    await renderIsland(TurnoversTab, { company: stored });
    const share = fields('Share of turnover (%)')[0]!;
    await type(share, '');
    await click(control('Save'));
    expect(describedText(share)).toContain('Please enter a number.');
    expect(share.getAttribute('aria-invalid')).toBe('true');
    expect(saves(fetch)).toEqual([]);
  });

  it('sends regions and shares as numbers, and a new row starts empty', async () => {
    const saved = ownerCompany({
      turnovers: [...stored.turnovers, { region: 'Africa', percent: 12.5 }],
    });
    const fetch = apiAnswers({ success: true, data: saved });
    await renderIsland(TurnoversTab, { company: stored });
    await click(control('Add a region'));
    expect(fields('Share of turnover (%)')[2]!.value).toBe('');
    await type(fields('Region')[2]!, 'Africa');
    await type(fields('Share of turnover (%)')[2]!, '12.5');
    await click(control('Save'));
    expect(saves(fetch)[0]![0]).toBe('/api/supplier/home/turnovers');
    expect(sentBody(fetch)).toEqual({ turnovers: saved.turnovers });
    expect(text()).toContain('Saved. The public pages show it now.');
  });

  it('puts the stored shares back in their fields on Undo changes', async () => {
    await renderIsland(TurnoversTab, { company: stored });
    await type(fields('Share of turnover (%)')[0]!, '30');
    await click(control('Undo changes'));
    expect(fields('Share of turnover (%)')[0]!.value).toBe('60');
    expect(text()).toContain('Total: 85 % of 100 %');
  });

  it('colours the first slices with the storefront’s own colours, as the company page does', async () => {
    await renderIsland(TurnoversTab, { company: stored });
    await vi.waitFor(() => expect(pie.create).toHaveBeenCalled());
    const theme = supplierTheme(SETTINGS.mainColor, SETTINGS.secondColor);
    const figure = document.querySelector<HTMLElement>('figure.turnover')!;
    await vi.waitFor(() => expect(figure.style.getPropertyValue('--color-primary')).toBe(theme.primary));
    expect(figure.style.getPropertyValue('--color-accent')).toBe('#123456');
    // Too light for text on white, the main colour is darkened as on the supplier's pages.
    expect(theme.primary).not.toBe(SETTINGS.mainColor);
  });

  it('says what to do when there are no regions, and draws no pie', async () => {
    await renderIsland(TurnoversTab, { company: ownerCompany() });
    expect(text()).toContain('No regions yet.');
    expect(document.querySelector('canvas')).toBeNull();
  });
});

describe('the Trade shows tab', () => {
  it('has date fields and refuses a show that ends before it starts, on its End field', async () => {
    const fetch = apiAnswers({ success: true, data: ownerCompany() });
    await renderIsland(ShowsTab, { company: ownerCompany() });
    expect(text()).toContain('No trade shows yet.');
    await click(control('Add a trade show'));
    expect(fields('Start')[0]!.type).toBe('date');
    await type(fields('Name')[0]!, 'Canton Fair');
    await type(fields('Start')[0]!, '2026-04-15');
    await type(fields('End')[0]!, '2026-04-10');
    await type(fields('Location')[0]!, 'Guangzhou');
    await click(control('Save'));
    expect(describedText(fields('End')[0]!)).toContain('The show cannot end before it starts.');
    expect(describedText(fields('Booth')[0]!)).not.toContain('Please');
    expect(saves(fetch)).toEqual([]);
  });
});

describe('the Contact tab', () => {
  const stored = ownerCompany({
    contacts: [
      {
        status: 'member',
        email: 'ana@example.com',
        name: 'Ana Lima',
        avatar: null,
        jobTitle: '',
        ownJobTitle: 'Sales manager',
        canPost: true,
      },
    ],
  });

  it('shows a stored contact’s name, avatar fallback, own job title and posting right', async () => {
    await renderIsland(ContactsTab, { company: stored });
    expect(text()).toContain('registered on Vitrine');
    expect(document.querySelector('.ws-contact-person')?.textContent).toBe('ANAna Lima');
    expect(describedText(fields('Job title')[0]!)).toContain('Sales manager');
    expect(fields('Allowed to publish posts')[0]!.checked).toBe(true);
  });

  it('shows an invited person by the e-mail typed, as invited, with no name until they accept', async () => {
    const invited = { ...stored.contacts[0]!, status: 'invited' as const, email: 'kim@example.com', name: '' };
    await renderIsland(ContactsTab, { company: ownerCompany({ contacts: [stored.contacts[0]!, invited] }) });
    const standings = [...document.querySelectorAll('.ws-contact-person')].map((row) => row.textContent);
    expect(standings[0]).toBe('ANAna Lima');
    expect(standings[1]).toContain('Invited Waiting for them to accept.');
    expect(fields('E-mail')[1]!.value).toBe('kim@example.com');
  });

  it('sends e-mail, job title and posting right only, and shows the server’s unknown e-mail on its row', async () => {
    const fetch = apiAnswers(
      { success: false, errors: [{ field: 'contacts.1.email', code: 'contact_user_not_found' }] },
      400,
    );
    await renderIsland(ContactsTab, { company: stored });
    await click(control('Add a contact'));
    expect(text()).toContain('New contact: saving sends them an invitation to join your team.');
    await type(fields('E-mail')[1]!, 'nobody@example.com');
    await click(fields('Allowed to publish posts')[0]!);
    await click(control('Save'));
    expect(sentBody(fetch)).toEqual({
      contacts: [
        { email: 'ana@example.com', jobTitle: '', canPost: false },
        { email: 'nobody@example.com', jobTitle: '', canPost: false },
      ],
    });
    expect(describedText(fields('E-mail')[1]!)).toContain('We could not find any app user with this email...');
    expect(describedText(fields('E-mail')[0]!)).not.toContain('could not find');
  });

  it('marks a person listed twice on the second e-mail field', async () => {
    const fetch = apiAnswers({ success: true, data: stored });
    await renderIsland(ContactsTab, { company: stored });
    await click(control('Add a contact'));
    await type(fields('E-mail')[1]!, ' ANA@example.com');
    await click(control('Save'));
    expect(describedText(fields('E-mail')[1]!)).toContain('This person is in the list twice.');
    expect(describedText(fields('E-mail')[0]!)).not.toContain('twice');
    expect(saves(fetch)).toEqual([]);
  });
});
