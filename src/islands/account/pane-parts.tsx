import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { PANE_PATHS, type LinkedPane } from '#src/shared/account-paths.ts';

/** How a pane's title is marked up where it is shown: h2 in the modal (which it names), h1 on a page. */
export const PaneHeadingContext = createContext<{ id: string; level: 1 | 2 }>({ id: 'account-pane-title', level: 2 });

export function PaneHeading({ children }: { children: ReactNode }) {
  const { id, level } = useContext(PaneHeadingContext);
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Heading id={id} className="pane-title">
      {children}
    </Heading>
  );
}

/** Switches panes in place, yet is a real link to the pane's page (spec: Register, Reset password). */
export function PaneLink({
  pane,
  onSwitch,
  children,
}: {
  pane: LinkedPane;
  onSwitch: (pane: LinkedPane) => void;
  children: ReactNode;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onSwitch(pane);
  };
  return (
    <a href={PANE_PATHS[pane]} onClick={follow}>
      {children}
    </a>
  );
}

export function BackToLogin({ onSwitch }: { onSwitch: (pane: LinkedPane) => void }) {
  return (
    <p className="pane-links">
      <PaneLink pane="login" onSwitch={onSwitch}>
        Back to login
      </PaneLink>
    </p>
  );
}
