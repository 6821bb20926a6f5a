import type { MouseEvent } from 'react';

/**
 * Follows a link after telling the server something (a 'new' flag seen, a notification read). A
 * plain click waits for the call, since leaving the page would cancel it; a new tab does not wait.
 * A failed call never keeps the user from the page.
 */
export function openAfter(event: MouseEvent<HTMLAnchorElement>, call: () => Promise<unknown>): void {
  const done = call().catch(() => undefined);
  if (!isPlainClick(event)) return;
  event.preventDefault();
  const href = event.currentTarget.href;
  void done.then(() => location.assign(href));
}

/** A plain click on a link (no new tab or window asked for), which the app may handle itself. */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
