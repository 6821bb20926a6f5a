import type { AppBinding } from '#src/shared/app-binding.ts';
import type { CustomDomainSettings } from '#src/shared/custom-domain.ts';
import type { OwnerCompany, UploadedFile } from '#src/shared/owner-company.ts';
import {
  VIDEO_READY_POLL_MS,
  VIDEO_READY_TIMEOUT_MS,
  type LibraryVideo,
  type VideoInfo,
  type VideoUploadTicket,
} from '#src/shared/videos.ts';
import type { WebsiteSettings } from '#src/shared/website-settings.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { createFetcherStore } from './query.ts';
import { request } from './request.ts';

// The owner's workspace calls (spec §7 supplier/home/*, website/*): reads are cached by
// @nanostores/query (DESIGN §9) so moving between tabs shows the company at once; every save
// answers the company as stored, which replaces the cache.

export const OWNER_COMPANY_URL = '/api/supplier/home/get';
export const $ownerCompany = createFetcherStore<OwnerCompany>([OWNER_COMPANY_URL]);
export const $websiteSettings = createFetcherStore<WebsiteSettings>(['/api/website/get']);

/** The profile tabs' PATCH calls, by the path the spec gives each. */
export type CompanyTab = 'profile' | 'highlights' | 'medias' | 'turnovers' | 'shows' | 'contacts' | 'documents';

export async function saveCompanyTab(tab: CompanyTab, body: unknown): Promise<OwnerCompany> {
  const company = await withOverlay(() =>
    request<OwnerCompany>(`/api/supplier/home/${tab}`, { method: 'PATCH', body }),
  );
  $ownerCompany.mutate(company);
  return company;
}

/** POST supplier/home/file: a profile picture (800K) or, with `asPicture` false, a document (5 MB). */
export function sendSupplierFile(file: Blob, name: string, asPicture: boolean): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, name);
  if (asPicture) form.append('resizeImage', 'true');
  return request<UploadedFile>('/api/supplier/home/file', { method: 'POST', body: form });
}

/** The same, under the loading overlay: the tabs' one-file uploads. */
export function uploadSupplierFile(file: Blob, name: string, asPicture: boolean): Promise<UploadedFile> {
  return withOverlay(() => sendSupplierFile(file, name, asPicture));
}

export async function saveWebsiteSettings(form: FormData): Promise<WebsiteSettings> {
  const settings = await withOverlay(() =>
    request<WebsiteSettings>('/api/website/update', { method: 'PATCH', body: form }),
  );
  $websiteSettings.mutate(settings);
  // The storefront's colours and logo are part of the company's version too.
  $ownerCompany.revalidate();
  return settings;
}

export type NameAvailability = { name: string; available: boolean; code: string | null };

export function checkCatalogueName(name: string): Promise<NameAvailability> {
  return request(`/api/app/supplier/name-available/${encodeURIComponent(name)}`);
}

export function createCatalogue(body: {
  companyName: string;
  name: string;
  country: string;
  businessType: string;
}): Promise<{ id: number; name: string }> {
  return withOverlay(() => request('/api/app/supplier/create', { method: 'POST', body }));
}

/**
 * A video through the video host (spec §7 common/polyv): the host's ticket first, then the file to
 * where the ticket says — with the poster frame and size the browser read for the R2 host; to
 * Cloudflare Stream the file alone, after which video/image is asked until Stream has made it
 * playable (the loading overlay stays until then).
 */
export function uploadVideo(video: VideoChoice): Promise<VideoInfo> {
  return withOverlay(async () => {
    const ticket = await request<VideoUploadTicket>('/api/common/polyv/sign');
    if (ticket.provider === 'r2')
      return request<VideoInfo>(ticket.uploadUrl, { method: 'POST', body: videoForm(video) });
    const form = new FormData();
    form.append('file', video.file, video.file.name);
    const sent = await fetch(ticket.uploadUrl, { method: 'POST', body: form });
    if (!sent.ok) throw new Error(`The video host refused the upload (${sent.status}).`);
    return videoWhenReady(ticket.vid);
  });
}

async function videoWhenReady(vid: string): Promise<VideoInfo> {
  const deadline = Date.now() + VIDEO_READY_TIMEOUT_MS;
  for (;;) {
    const video = await request<VideoInfo>('/api/common/polyv/video/image', { method: 'POST', body: { vid } });
    if (video.status === 'ready' || Date.now() > deadline) return video;
    await new Promise((resolve) => setTimeout(resolve, VIDEO_READY_POLL_MS));
  }
}

/** A video as the browser checked it: the file, its poster frame and its size when it could be read. */
export type VideoChoice = { file: File; poster: Blob | null; width: number | null; height: number | null };

/** The video host's upload form: file, poster, width and height. */
/** The catalogue's video library (the workspace's Videos), newest first. */
export const videoLibrary = () => request<LibraryVideo[]>('/api/supplier/home/video/library');

export function videoForm(video: VideoChoice): FormData {
  const form = new FormData();
  form.append('file', video.file, video.file.name);
  if (video.poster) form.append('poster', video.poster, 'poster.jpg');
  if (video.width !== null && video.height !== null) {
    form.append('width', String(video.width));
    form.append('height', String(video.height));
  }
  return form;
}

export const $customDomain = createFetcherStore<CustomDomainSettings>(['/api/supplier/home/domain']);

/** PATCH supplier/home/domain {domain}; '' removes the domain. */
export async function saveCustomDomain(domain: string): Promise<CustomDomainSettings> {
  const settings = await withOverlay(() =>
    request<CustomDomainSettings>('/api/supplier/home/domain', { method: 'PATCH', body: { domain } }),
  );
  $customDomain.mutate(settings);
  return settings;
}

/** POST supplier/home/domain/check: looks for the domain's TXT record (and its hostname) now. */
export async function checkCustomDomain(): Promise<CustomDomainSettings> {
  const settings = await withOverlay(() =>
    request<CustomDomainSettings>('/api/supplier/home/domain/check', { method: 'POST', body: {} }),
  );
  $customDomain.mutate(settings);
  return settings;
}

/** PATCH supplier/home/create-qrcode: a new app-binding code; the one before stops working. */
export function createAppBinding(): Promise<AppBinding> {
  return withOverlay(() => request<AppBinding>('/api/supplier/home/create-qrcode', { method: 'PATCH' }));
}

/** GET supplier/home/qrcode?sid=: the QR image of that code, while it works. */
export function appBindingQrUrl(sid: string): string {
  return `/api/supplier/home/qrcode?sid=${encodeURIComponent(sid)}`;
}

/** POST supplier/home/deregister: closes the catalogue for good. */
export function closeCatalogue(): Promise<null> {
  return withOverlay(() => request<null>('/api/supplier/home/deregister', { method: 'POST' }));
}

export type DeveloperAccess = { hasToken: boolean; createdAt: number | null; lastUsedAt: number | null };
export const $developerAccess = createFetcherStore<DeveloperAccess>(['/api/supplier/home/developer']);

/** POST supplier/home/regenerate-token: the new token, in this answer only; the one before stops working. */
export async function regenerateDeveloperToken(): Promise<string> {
  const { token } = await withOverlay(() =>
    request<{ token: string }>('/api/supplier/home/regenerate-token', { method: 'POST' }),
  );
  $developerAccess.revalidate();
  return token;
}

/** POST supplier/home/update-password, in the spec's spelling (passwordRepeat). */
export const updateOwnerPassword = (input: { oldPassword: string; password: string; repeatPassword: string }) =>
  withOverlay(() =>
    request<null>('/api/supplier/home/update-password', {
      method: 'POST',
      body: { oldPassword: input.oldPassword, password: input.password, passwordRepeat: input.repeatPassword },
    }),
  );
