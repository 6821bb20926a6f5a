import { SectionNav } from '#src/islands/kit/SectionNav.tsx';
import { listedRoute, routeLabel } from '#src/islands/kit/screen-entry.ts';
import { openWorkspacePath } from '#src/islands/kit/unsaved-changes.ts';
import { screenPath, type WorkspaceScreen } from '#src/stores/workspace-route.ts';
import { WORKSPACE_NAV, WORKSPACE_SCREENS } from './workspace-screens.ts';

/** The workspace's navigation; a move asks first when a form has unsaved changes. */
export function WorkspaceNav({ current }: { current: WorkspaceScreen }) {
  return (
    <SectionNav
      label="Workspace"
      items={WORKSPACE_NAV}
      current={listedRoute(WORKSPACE_SCREENS, current)}
      currentLabel={routeLabel(WORKSPACE_SCREENS, current) ?? 'Create your catalogue'}
      pathOf={screenPath}
      follow={(screen) => void openWorkspacePath(screenPath(screen))}
    />
  );
}
