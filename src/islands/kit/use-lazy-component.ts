import { useEffect, useState } from 'react';
import { openModal } from '#src/stores/modal-stack.ts';

/**
 * A component loaded the first time it is wanted, with the styles it imports: a dialog most
 * visitors never open stays out of every page's inline CSS (Vite resolves the import once its
 * styles are in, so nothing shows unstyled). `load` must be a module-level function.
 */
export function useLazyComponent<T>(load: () => Promise<{ default: T }>, wanted: boolean): T | null {
  const [component, setComponent] = useState<{ loaded: T } | null>(null);
  useEffect(() => {
    if (!wanted || component) return;
    load().then(
      (module) => setComponent({ loaded: module.default }),
      () => void openModal('alert', 'This could not be opened. Please check your connection and try again.'),
    );
  }, [load, wanted, component]);
  return component?.loaded ?? null;
}
