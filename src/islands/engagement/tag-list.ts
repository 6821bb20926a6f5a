import type { Tag } from '#src/shared/engagement.ts';

const byName = (a: Tag, b: Tag) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;

/** Spec §4: selected tags first, then the rest, each alphabetically by name. */
export function orderTags(tags: readonly Tag[], selectedIds: readonly number[]): Tag[] {
  const selected = new Set(selectedIds);
  return [...tags].sort((a, b) => Number(selected.has(b.id)) - Number(selected.has(a.id)) || byName(a, b));
}

/** The tags whose name holds the search, whatever the case; an empty search keeps them all. */
export function filterTags(tags: readonly Tag[], search: string): Tag[] {
  const wanted = search.trim().toLocaleLowerCase('en');
  return wanted === '' ? [...tags] : tags.filter((tag) => tag.name.toLocaleLowerCase('en').includes(wanted));
}

/** The names of the given tags, in the order of the list (a card's tags). */
export function tagNames(tags: readonly Tag[], ids: readonly number[]): string[] {
  return tags.filter((tag) => ids.includes(tag.id)).map((tag) => tag.name);
}

/** The tag already named so (names are unique whatever the case, decision 013), if any. */
export function tagNamed(tags: readonly Tag[], name: string): Tag | undefined {
  const wanted = name.trim().toLocaleLowerCase('en');
  return tags.find((tag) => tag.name.toLocaleLowerCase('en') === wanted);
}
