import { AsyncLocalStorage } from 'node:async_hooks';
import { personTag, supplierTag } from './edge-tags.ts';

// What a request changed of the public pages, gathered while it runs so that it can purge them
// before it answers (docs/decisions/068). The domain says what changed where it writes (every
// catalogVersion bump, every change to a person the company pages show); it never purges itself.

const changed = new AsyncLocalStorage<Set<string>>();

/** Runs `work` and returns, besides its result, the tags of the public pages it changed. */
export async function gatherChangedTags<T>(work: () => Promise<T>): Promise<{ result: T; tags: string[] }> {
  const tags = new Set<string>();
  const result = await changed.run(tags, work);
  return { result, tags: [...tags] };
}

/**
 * Outside a gathering (the seed, a test calling the domain directly) nothing is cached in front
 * of the code that writes, so there is nothing to note.
 */
function note(tag: string): void {
  changed.getStore()?.add(tag);
}

/** The supplier's catalogue or profile changed: every public page of it (and the company pages that show it). */
export function noteCatalogueChanged(supplierId: number): void {
  note(supplierTag(supplierId));
}

/** A person changed what the company pages show of them (name, title, photo, status). */
export function notePersonChanged(userId: number): void {
  note(personTag(userId));
}
