import { storefrontPath } from '#src/shared/catalog-paths.ts';
import { MAX_KEPT_CATALOGUES, OFFLINE_BUDGET_BYTES, OFFLINE_MESSAGES, type OfflineTally } from '#src/shared/offline.ts';
import { followedSuppliers, PAGE_SIZE } from './my-catalogue.ts';
import { siteWorker } from './web-push.ts';

// My catalogue › Offline (issue 29 item 5): asks the service worker to keep the catalogues the
// buyer follows for the trade-show floor, to say how much it keeps, and to clear it.

export const browserKeepsOffline = () => 'serviceWorker' in navigator && 'caches' in window;

/** One question to the service worker, answered on its own channel. */
async function ask(message: Record<string, unknown>): Promise<OfflineTally> {
  const worker = (await siteWorker()).active;
  if (!worker) throw new Error('no service worker is active');
  const channel = new MessageChannel();
  const answer = new Promise<OfflineTally>((resolve) => {
    channel.port1.onmessage = (event) => resolve(event.data as OfflineTally);
  });
  worker.postMessage(message, [channel.port2]);
  return answer;
}

/** The storefronts of the followed catalogues, most recently followed first, MAX_KEPT_CATALOGUES at most. */
async function followedStorefronts(): Promise<string[]> {
  const names: string[] = [];
  for (let pageNo = 1; names.length < MAX_KEPT_CATALOGUES; pageNo++) {
    const page = await followedSuppliers(pageNo, { tagId: null, keyword: '' });
    names.push(...page.list.map((supplier) => supplier.id));
    if (page.list.length < PAGE_SIZE) break;
  }
  return names.slice(0, MAX_KEPT_CATALOGUES).map((name) => storefrontPath(name));
}

/** Keeps the followed catalogues anew (the older copies go first); answers what is kept. */
export async function keepFollowedOffline(): Promise<OfflineTally> {
  return ask({ type: OFFLINE_MESSAGES.keep, paths: await followedStorefronts(), budget: OFFLINE_BUDGET_BYTES });
}

export const offlineTally = () => ask({ type: OFFLINE_MESSAGES.status });
export const clearOffline = () => ask({ type: OFFLINE_MESSAGES.clear });
