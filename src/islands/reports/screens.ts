import type { AdminScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { ReportsScreen } from './ReportsScreen.tsx';

export const adminReportsScreen: AdminScreenEntry = { route: 'reports', label: 'Reports', Screen: ReportsScreen };
