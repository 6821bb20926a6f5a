import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { RequestError } from '#src/client/request.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { forgetTag, saveTags, viewerState } from '#src/stores/viewer-state.ts';
import type { EngagementTarget, Tag } from '#src/shared/engagement.ts';
import { addTag, deleteTag, listTags, renameTag } from '#src/client/engagement.ts';
import { filterTags, orderTags, tagNamed } from './tag-list.ts';

/** Spec §2: what an empty search result says. */
export const NO_TAGS_MESSAGE = 'No tags found. Click enter to add new tag.';
const NAME_TAKEN_MESSAGE = 'You already have a tag with this name.';

type Props = { target: EngagementTarget; onBack: () => void };
type Renaming = { id: number; draft: string; error: string | null };

/**
 * Spec §2/§4 tag picker: Back, a search, the user's tags as a checklist (selected first, then by
 * name), inline rename, delete, add on Enter. Every change is saved at once, then the list is
 * read again. Failures are silent (spec §8), except a name the user already has.
 */
export default function TagPicker({ target, onBack }: Props) {
  const selectedIds = useStore(viewerState(target))?.tagIds ?? [];
  const [tags, setTags] = useState<Tag[] | null>(null);
  const [search, setSearch] = useState('');
  const [renaming, setRenaming] = useState<Renaming | null>(null);
  const [busy, setBusy] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const searchId = useId();

  const refresh = async () => setTags(await listTags(target.kind).catch(() => tags));
  useEffect(() => {
    void refresh();
    searchRef.current?.focus();
  }, []);

  /** Runs one change at a time, then reads the list again. */
  const change = async (work: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
      await refresh();
    } catch {
      // spec §8: tag failures are ignored
    } finally {
      setBusy(false);
    }
  };

  const toggle = (tag: Tag) =>
    change(() =>
      saveTags(
        target,
        selectedIds.includes(tag.id) ? selectedIds.filter((id) => id !== tag.id) : [...selectedIds, tag.id],
      ),
    );

  const addFromSearch = () => {
    const name = search.trim();
    if (name === '') return;
    return change(async () => {
      // An Enter typed before the list has come waits for it: the name may be a tag already.
      const known = tags ?? (await listTags(target.kind));
      const tag = tagNamed(known, name) ?? (await addTag(target.kind, name));
      if (!selectedIds.includes(tag.id)) await saveTags(target, [...selectedIds, tag.id]);
      setSearch('');
    });
  };

  const rename = async () => {
    if (!renaming || renaming.draft.trim() === '') return;
    setBusy(true);
    try {
      await renameTag(target.kind, renaming.id, renaming.draft.trim());
      setRenaming(null);
      await refresh();
    } catch (error) {
      const taken =
        error instanceof RequestError && error.errors.some((fieldError) => fieldError.code === 'tag_name_exists');
      setRenaming((current) => current && { ...current, error: taken ? NAME_TAKEN_MESSAGE : null });
    } finally {
      setBusy(false);
    }
  };

  const remove = async (tag: Tag) => {
    if (!(await openModal('warning', `Delete the tag “${tag.name}”? It comes off every ${target.kind} it is on.`)))
      return;
    await change(async () => {
      await deleteTag(target.kind, tag.id);
      forgetTag(target, tag.id);
    });
  };

  // Esc inside a field ends what the field is doing, without closing the menu around it.
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void addFromSearch();
    }
  };
  const onRenameKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') void rename();
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    setRenaming(null);
  };

  const shown = tags ? filterTags(orderTags(tags, selectedIds), search) : [];
  return (
    <div className="tag-picker">
      <button type="button" className="tag-back" onClick={onBack}>
        ‹ Back
      </button>
      <label className="visually-hidden" htmlFor={searchId}>
        Search or add a tag
      </label>
      <input
        id={searchId}
        ref={searchRef}
        type="search"
        className="tag-search"
        placeholder="Search or add a tag"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onKeyDown={onSearchKey}
      />
      <ul className="tag-list" aria-label="Tags" aria-busy={busy || tags === null || undefined}>
        {shown.map((tag) =>
          renaming?.id === tag.id ? (
            <li key={tag.id} className="tag-row renaming">
              <input
                className="tag-rename"
                aria-label={`New name for ${tag.name}`}
                aria-invalid={renaming.error ? true : undefined}
                aria-describedby={renaming.error ? `${searchId}-rename-error` : undefined}
                value={renaming.draft}
                maxLength={40}
                autoFocus
                onChange={(event) => setRenaming({ ...renaming, draft: event.target.value, error: null })}
                onKeyDown={onRenameKey}
              />
              <button type="button" className="tag-action" onClick={() => void rename()} disabled={busy}>
                Save
              </button>
              {renaming.error && (
                <p id={`${searchId}-rename-error`} className="tag-error" role="alert">
                  {renaming.error}
                </p>
              )}
            </li>
          ) : (
            <li key={tag.id} className="tag-row">
              <label className="tag-check">
                <input type="checkbox" checked={selectedIds.includes(tag.id)} onChange={() => void toggle(tag)} />
                <span>{tag.name}</span>
              </label>
              <button
                type="button"
                className="tag-action"
                aria-label={`Rename ${tag.name}`}
                onClick={() => setRenaming({ id: tag.id, draft: tag.name, error: null })}
              >
                Rename
              </button>
              <button
                type="button"
                className="tag-action tag-delete"
                aria-label={`Delete ${tag.name}`}
                onClick={() => void remove(tag)}
              >
                Delete
              </button>
            </li>
          ),
        )}
      </ul>
      {tags && shown.length === 0 && (
        <p className="tag-empty" role="status">
          {NO_TAGS_MESSAGE}
        </p>
      )}
    </div>
  );
}
