import type { MouseEvent } from 'react';
import { isPlainClick } from './links.ts';
import { openWorkspacePath } from './unsaved-changes.ts';

/** Follows a workspace link inside the app (asking first when a form has unsaved changes). */
export function followWorkspaceLink(event: MouseEvent, path: string) {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  void openWorkspacePath(path);
}
