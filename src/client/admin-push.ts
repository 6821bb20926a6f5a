import type { PushMessage, PushSend } from '#src/shared/admin-push.ts';
import { withOverlay } from '#src/stores/pending-calls.ts';
import { adminCall } from './admin.ts';

// The admin area's push calls (issue 14 item 5: /api/admin/push/*).

export function triggerPush(supplierId: number, message: PushMessage): Promise<{ id: number }> {
  return withOverlay(() => adminCall('/push/trigger', { supplierId, ...message }));
}

/** The recent pushes with their progress (no overlay: the screen polls it). */
export function fetchPushes(): Promise<PushSend[]> {
  return adminCall('/push/list', {});
}
