import { listTags } from '#src/client/engagement.ts';
import type { EngagementKind, Tag } from '#src/shared/engagement.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';

/** The user's own tags of one kind, sorted by name; none when they cannot be read (the filter just hides). */
export function useTags(kind: EngagementKind): Tag[] {
  const tags = useQuery(`engagement/tags?${kind}`, () =>
    listTags(kind).then((found) => [...found].sort((a, b) => a.name.localeCompare(b.name))),
  );
  return tags.failed ? [] : (tags.data ?? []);
}
