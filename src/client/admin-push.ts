import type { PushSend } from '#src/shared/admin-push.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { adminCall } from './admin.ts';

// The admin area's push calls (issue 14 item 5: /api/admin/push/*).

export function triggerPush(supplierId: string): Promise<{ id: number }> {
  return withOverlay(() => adminCall('/push/trigger', { supplierId }));
}

/** The recent pushes with their progress (no overlay: the screen polls it). */
export function fetchPushes(): Promise<PushSend[]> {
  return adminCall('/push/list', {});
}
