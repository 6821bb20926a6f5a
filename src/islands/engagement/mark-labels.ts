/**
 * A follow or watch toggle's words while off, and while on (issue 26: a toggle says "Following"
 * when it is). The supplier menu keeps the spec's own items, 'Add supplier' and 'Remove supplier'.
 */
export const TOGGLE_LABELS = {
  followed: ['Follow', 'Following'],
  watch: ['Watch', 'Watching'],
} as const satisfies Record<string, readonly [off: string, on: string]>;

export const toggleLabel = (mark: keyof typeof TOGGLE_LABELS, on: boolean) => TOGGLE_LABELS[mark][on ? 1 : 0];
