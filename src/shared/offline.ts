// The trade-show floor (issue 29 item 5): followed catalogues kept for offline use by the service
// worker (public/offline-cache.js, which spells these message names the same), and writes made
// while the connection is down, sent when it is back.

/** What the kept copies may take on this device: some fifty catalogues' first pages with pictures. */
export const OFFLINE_BUDGET_BYTES = 50 * 1024 * 1024;
/** Followed catalogues kept, at most: the budget runs out first for most. */
export const MAX_KEPT_CATALOGUES = 50;

export const OFFLINE_MESSAGES = {
  keep: 'vitrine:offline-keep',
  status: 'vitrine:offline-status',
  clear: 'vitrine:offline-clear',
} as const;

/** What the service worker answers: how much it keeps, and since when (null: nothing). */
export type OfflineTally = { bytes: number; pages: number; pictures: number; full: boolean; keptAt: number | null };

/** What a write made offline says on the screen until it is sent. */
export const KEPT_OFFLINE_TEXT = 'Saved on this device: it will be sent when you are back online.';
