import { useId } from 'react';

/**
 * A field's id and the aria attributes that tie its notes to it (the hint at `${id}-hint`, the
 * error at `${id}-error`): what the workspace's fields and the account panes' fields both need,
 * whatever their look.
 */
export function useFieldIds({ id: given, hint, error }: { id?: string; hint?: string; error?: string }) {
  const generated = useId();
  const id = given ?? generated;
  return {
    id,
    describedBy: [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
    invalid: error ? (true as const) : undefined,
  };
}
