import { useEffect, useState } from 'react';
import { listTags, type TagKind } from './my-calls.ts';
import type { Tag } from './my-types.ts';

/** The user's own tags of one kind, sorted by name; none when they cannot be read (the filter just hides). */
export function useTags(kind: TagKind): Tag[] {
  const [tags, setTags] = useState<Tag[]>([]);
  useEffect(() => {
    listTags(kind).then(
      (found) => setTags([...found].sort((a, b) => a.name.localeCompare(b.name))),
      () => setTags([]),
    );
  }, [kind]);
  return tags;
}
