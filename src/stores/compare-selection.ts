import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import * as v from 'valibot';
import { COMPARE_SELECTION_KEY } from '#src/client/local-storage-keys.ts';
import { COMPARE_FULL, COMPARE_MAX } from '#src/shared/compare.ts';

// The products a visitor picked to compare (issue 29 item 2): kept in local storage so the pick
// survives navigation from one catalogue to another, and shared by every open tab.

const compareItemSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** Model number and name, as the tray lists it. */
  label: v.pipe(v.string(), v.maxLength(400)),
});
export type CompareItem = v.InferOutput<typeof compareItemSchema>;

const selectionSchema = v.pipe(v.array(compareItemSchema), v.maxLength(COMPARE_MAX));

/** What another script or an older version left under the key is read as nothing picked. */
function decodeSelection(text: string): CompareItem[] {
  try {
    const parsed = v.safeParse(selectionSchema, JSON.parse(text));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

export const compareSelection = persistentAtom<CompareItem[]>(COMPARE_SELECTION_KEY, [], {
  encode: JSON.stringify,
  decode: decodeSelection,
});

export const comparedIds = computed(compareSelection, (items) => items.map((item) => item.id));

export type CompareToggleResult = 'added' | 'removed' | 'full';

/** Why the last pick was refused, for the tray to say (COMPARE_FULL); null once a pick goes through. */
export const compareNotice = atom<string | null>(null);

/** Adds the product, or takes it out when it is in; a fifth is refused ('full'), nothing dropped. */
export function toggleCompared(item: CompareItem): CompareToggleResult {
  const items = compareSelection.get();
  if (items.some((picked) => picked.id === item.id)) {
    compareNotice.set(null);
    compareSelection.set(items.filter((picked) => picked.id !== item.id));
    return 'removed';
  }
  if (items.length >= COMPARE_MAX) {
    compareNotice.set(COMPARE_FULL);
    return 'full';
  }
  compareNotice.set(null);
  compareSelection.set([...items, item]);
  return 'added';
}

export function removeCompared(productId: number): void {
  compareNotice.set(null);
  compareSelection.set(compareSelection.get().filter((item) => item.id !== productId));
}

export function clearCompared(): void {
  compareNotice.set(null);
  compareSelection.set([]);
}
