import { useEffect, useState } from 'react';
import { listTags } from '#src/client/engagement.ts';
import type { EngagementKind, Tag } from '#src/shared/engagement.ts';

/** The user's own tags of one kind, sorted by name; none when they cannot be read (the filter just hides). */
export function useTags(kind: EngagementKind): Tag[] {
  const [tags, setTags] = useState<Tag[]>([]);
  useEffect(() => {
    listTags(kind).then(
      (found) => setTags([...found].sort((a, b) => a.name.localeCompare(b.name))),
      () => setTags([]),
    );
  }, [kind]);
  return tags;
}
