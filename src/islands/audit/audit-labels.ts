import type { AdminAction } from '#src/shared/admin-audit.ts';

/** What the audit log calls each action (the spec has no words for these). */
export const ACTION_LABELS: Record<AdminAction, string> = {
  user_disabled: 'Disabled user',
  user_enabled: 'Enabled user',
  admin_granted: 'Granted admin role',
  admin_revoked: 'Revoked admin role',
  verification_resent: 'Resent verification',
  report_handled: 'Handled report',
  report_dismissed: 'Dismissed report',
  product_hidden: 'Hid product',
  supplier_disabled: 'Disabled supplier',
  supplier_enabled: 'Enabled supplier',
  supplier_transferred: 'Transferred supplier',
  push_triggered: 'Triggered push',
};
