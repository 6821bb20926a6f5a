import type { WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { MonitoringScreen } from './MonitoringScreen.tsx';
import { StatisticsScreen } from './StatisticsScreen.tsx';

export const statisticsScreen: WorkspaceScreenEntry = {
  route: 'statistics',
  label: 'Statistics',
  Screen: StatisticsScreen,
};
export const monitoringScreen: WorkspaceScreenEntry = {
  route: 'monitoring',
  label: 'Monitoring',
  Screen: MonitoringScreen,
};
