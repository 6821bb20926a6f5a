import type { Page } from '#src/shared/api.ts';
import { POSTS_PAGE_SIZE, type AppPost, type PostingSupplier, type PostMediaItem } from '#src/shared/posts.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import type { VideoInfo } from '#src/shared/videos.ts';
import { createFetcherStore } from './query.ts';
import { request } from './request.ts';
import { videoForm, type VideoChoice } from './workspace.ts';

// The signed-in post calls (spec §7 app/post/*, app/product/post/*) for the Latest posts board:
// a company's posts by its URL name, a product's by its id.

/** Whose posts the board shows: the company's own, or one product's. */
export type PostTarget = { supplierName: string } | { productId: number };

const familyOf = (target: PostTarget) => ('productId' in target ? '/api/app/product/post' : '/api/app/post');
const targetFields = (target: PostTarget): Record<string, string> =>
  'productId' in target ? { productId: String(target.productId) } : { supplierId: target.supplierName };

/** GET app/post/suppliers: the catalogues the viewer may post for (My catalogue's entry and board). */
export const $postingSuppliers = createFetcherStore<PostingSupplier[]>(['/api/app/post/suppliers']);

/** A product of a catalogue as the board's product search lists it. */
export type PostableProduct = { id: number; productName: string; modelNumber: string };

/**
 * POST common/search/product/pager: the catalogue's products buyers see, by name or model number
 * (the first page): what a sales contact may post about.
 */
export async function searchCatalogueProducts(supplierName: string, searchQuery: string): Promise<PostableProduct[]> {
  const page = await request<{ products: { list: PostableProduct[] } }>('/api/common/search/product/pager', {
    method: 'POST',
    body: { supplierId: supplierName, searchQuery, pageSize: POSTS_PAGE_SIZE },
  });
  return page.products.list;
}

/** POST app/post/list or app/product/post/list: one page, newest first (no overlay: the board shows its own loading). */
export function fetchPosts(target: PostTarget, pageNo: number): Promise<Page<AppPost>> {
  return request(`${familyOf(target)}/list`, {
    method: 'POST',
    body: { ...targetFields(target), pageNo, pageSize: POSTS_PAGE_SIZE },
  });
}

/** What a create or an update sends: the content, the medias list (spec §3 rule) and the new pictures. */
export type PostDraftBody = { content: string; medias: PostMediaItem[]; files: File[] };

function postForm(fields: Record<string, string>, { content, medias, files }: PostDraftBody): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('content', content);
  form.append('medias', JSON.stringify(medias));
  // Spec §3: new files go under their lowercased names, as the medias list names them.
  for (const file of files) form.append('files', file, file.name.toLowerCase());
  return form;
}

/** POST …/create (multipart): answers the new post's id. */
export function createPost(target: PostTarget, body: PostDraftBody): Promise<{ id: number }> {
  return withOverlay(() =>
    request(`${familyOf(target)}/create`, { method: 'POST', body: postForm(targetFields(target), body) }),
  );
}

/** POST …/update (multipart): content and medias replaced as the list says. */
export function updatePost(target: PostTarget, postId: number, body: PostDraftBody): Promise<{ id: number }> {
  return withOverlay(() =>
    request(`${familyOf(target)}/update`, { method: 'POST', body: postForm({ postId: String(postId) }, body) }),
  );
}

/** DELETE …/delete/{id}. */
export function deletePost(target: PostTarget, postId: number): Promise<{ id: number }> {
  return withOverlay(() => request(`${familyOf(target)}/delete/${postId}`, { method: 'DELETE' }));
}

/**
 * POST app/post/video (beyond the spec): a video for a post of this catalogue, through the video
 * host, for anyone who may post there (a sales contact cannot use the owner's supplier/* upload).
 */
export function uploadPostVideo(supplierName: string, video: VideoChoice): Promise<VideoInfo> {
  const form = videoForm(video);
  form.append('supplierId', supplierName);
  return withOverlay(() => request<VideoInfo>('/api/app/post/video', { method: 'POST', body: form }));
}

/** How the board's media editor sends a chosen video. */
export type UploadVideo = (video: VideoChoice) => Promise<VideoInfo>;
