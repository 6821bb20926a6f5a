import { atom } from 'nanostores';
import { useEffect } from 'react';
import { openModal } from '#src/stores/modal-stack.ts';
import { $workspaceRoute } from '#src/stores/workspace-route.ts';

// A form with unsaved changes asks before it is left: the browser's own question when the page is
// closed or reloaded, a Warning confirm of the modal family when the owner moves inside the workspace.

const $unsavedForm = atom(false);
export const LEAVE_UNSAVED_MESSAGE = 'You have unsaved changes. Leave without saving them?';

const warnBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();

/** Marks the shown form dirty or clean for as long as it is shown. */
export function useUnsavedWarning(dirty: boolean): void {
  useEffect(() => {
    $unsavedForm.set(dirty);
    if (!dirty) return;
    addEventListener('beforeunload', warnBeforeUnload);
    return () => {
      removeEventListener('beforeunload', warnBeforeUnload);
      $unsavedForm.set(false);
    };
  }, [dirty]);
}

/** Opens a workspace address, after the owner agreed to drop unsaved changes if there are any. */
export async function openWorkspacePath(path: string): Promise<void> {
  if ($unsavedForm.get() && !(await openModal('warning', LEAVE_UNSAVED_MESSAGE))) return;
  $unsavedForm.set(false);
  $workspaceRoute.open(path);
  scrollTo({ top: 0 });
}
