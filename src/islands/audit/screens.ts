import type { AdminScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { AuditLogScreen } from './AuditLogScreen.tsx';

export const adminAuditScreen: AdminScreenEntry = { route: 'audit', label: 'Audit log', Screen: AuditLogScreen };
