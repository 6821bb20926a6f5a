import { useId } from 'react';
import { SelectOptions } from '#src/islands/kit/fields.tsx';
import type { Tag } from '#src/shared/engagement.ts';

type Props = { tags: Tag[]; value: number | null; onChange: (tagId: number | null) => void };

/** Narrows a list to one of the user's tags; absent while the user has none. */
export function TagFilter({ tags, value, onChange }: Props) {
  const id = useId();
  if (tags.length === 0) return null;
  return (
    <div className="my-filter">
      <label htmlFor={id}>Tag</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">All tags</option>
        <SelectOptions options={tags.map((tag) => ({ value: tag.id, label: tag.name }))} />
      </select>
    </div>
  );
}
