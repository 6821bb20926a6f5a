// Spec §3 post and §7 app/post/*, app/product/post/*: what the signed-in post calls answer, for
// the API and the workspace's Latest posts board alike.

/** Spec §8: post lists show 10 a page. */
export const POSTS_PAGE_SIZE = 10;

/** Pictures and videos a post carries at most. */
export const MAX_POST_MEDIAS = 9;

/** One picture or video of a post: the key (a video's vid) the update's medias list names it by. */
export type AppPostMedia = { key: string; type: 'image' | 'video'; url: string; posterUrl: string | null };

/** A post as the signed-in lists show it: with its medias' keys, and whether the viewer may edit it. */
export type AppPost = {
  id: number;
  productId: number | null;
  content: string;
  createTime: number;
  updateTime: number;
  image: string | null;
  medias: AppPostMedia[];
  author: { id: number; name: string } | null;
  canEdit: boolean;
};

/** An item of the medias list (spec §3): a new file by its lowercased name, a kept one by key, a video by vid. */
export type PostMediaItem = { name: string } | { key: string } | { vid: string };

/**
 * GET app/post/suppliers (beyond the spec): a catalogue the viewer may post for, as its owner or
 * as a sales contact the supplier allows to post.
 */
export type PostingSupplier = { id: number; name: string; companyName: string; isOwner: boolean };
