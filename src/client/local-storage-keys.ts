/** Spec §9: local storage keys carry the product's prefix, so they never meet another site's on a shared origin. */
export const LOCAL_STORAGE_PREFIX = 'vitrine:';

/** Spec §4/§9: 'follow-{userId}' holds 'close' once the user said 'Not now' to the add-supplier prompt. */
export const followPromptKey = (userId: number) => `${LOCAL_STORAGE_PREFIX}follow-${userId}`;

/** Issue 26: set once the user has read the 'Attention' note on first showing themselves to a supplier. */
export const revealNotedKey = (userId: number) => `${LOCAL_STORAGE_PREFIX}reveal-noted-${userId}`;

/** Issue 29: the products picked to compare, kept across pages and tabs (stores/compare-selection.ts). */
export const COMPARE_SELECTION_KEY = `${LOCAL_STORAGE_PREFIX}compare`;

/** Issue 29 item 5: the writes a user made while offline, sent when the connection is back (client/offline-writes.ts). */
export const offlineWritesKey = (userId: number) => `${LOCAL_STORAGE_PREFIX}offline-writes-${userId}`;
