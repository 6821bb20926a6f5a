// The admin area's audit log (issue 14 item 6): what an admin can do, named once for the server
// that records it and the screen that shows it.

export const ADMIN_ACTIONS = [
  'user_disabled',
  'user_enabled',
  'admin_granted',
  'admin_revoked',
  'verification_resent',
  'report_handled',
  'report_dismissed',
  'product_hidden',
  'supplier_disabled',
  'supplier_enabled',
  'supplier_transferred',
] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];

export const ADMIN_TARGET_TYPES = ['user', 'supplier', 'report', 'product'] as const;
export type AdminTargetType = (typeof ADMIN_TARGET_TYPES)[number];
