import { SectionNav } from '#src/islands/shared/SectionNav.tsx';
import { openWorkspacePath } from './unsaved-changes.ts';
import { navScreenOf, screenLabel, screenPath, WORKSPACE_NAV, type WorkspaceScreen } from './workspace-routes.ts';

/** The workspace's navigation; a move asks first when a form has unsaved changes. */
export function WorkspaceNav({ current }: { current: WorkspaceScreen }) {
  return (
    <SectionNav
      label="Workspace"
      items={WORKSPACE_NAV}
      current={navScreenOf(current)}
      currentLabel={screenLabel(current)}
      pathOf={screenPath}
      follow={(screen) => void openWorkspacePath(screenPath(screen))}
    />
  );
}
