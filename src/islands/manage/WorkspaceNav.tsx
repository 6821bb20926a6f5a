import { useState, type MouseEvent } from 'react';
import { isPlainClick } from '#src/islands/my/use-my-route.ts';
import { openWorkspacePath } from './unsaved-changes.ts';
import {
  navScreenOf,
  screenLabel,
  screenPath,
  WORKSPACE_NAV,
  type NavEntry,
  type WorkspaceScreen,
} from './workspace-routes.ts';

/** The workspace's navigation: a side list on wider screens; on a phone one button folds it open. */
export function WorkspaceNav({ current }: { current: WorkspaceScreen }) {
  const [open, setOpen] = useState(false);

  const follow = (event: MouseEvent, screen: WorkspaceScreen) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(false);
    void openWorkspacePath(screenPath(screen));
  };

  const link = ({ screen, label }: NavEntry) => (
    <li key={screen}>
      <a
        href={screenPath(screen)}
        aria-current={screen === navScreenOf(current) ? 'page' : undefined}
        onClick={(event) => follow(event, screen)}
      >
        {label}
      </a>
    </li>
  );

  return (
    <nav className="ws-nav" aria-label="Workspace" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        className="button ws-nav-toggle"
        aria-expanded={open}
        aria-controls="ws-nav-list"
        onClick={() => setOpen(!open)}
      >
        <span>
          <span className="visually-hidden">Screen: </span>
          {screenLabel(current)}
        </span>
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </button>
      <ul id="ws-nav-list" className="ws-nav-list" data-open={open}>
        {WORKSPACE_NAV.map((item) =>
          'entries' in item ? (
            <li key={item.label} className="ws-nav-group">
              <span className="ws-nav-group-label" id={`ws-nav-${item.label}`}>
                {item.label}
              </span>
              <ul aria-labelledby={`ws-nav-${item.label}`}>{item.entries.map(link)}</ul>
            </li>
          ) : (
            link(item)
          ),
        )}
      </ul>
    </nav>
  );
}
