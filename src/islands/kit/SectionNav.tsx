import { useState, type MouseEvent } from 'react';
import { isPlainClick } from './links.ts';
import { DisclosureButton } from './DisclosureButton.tsx';

export type NavEntry<Screen extends string> = { screen: Screen; label: string };
export type NavGroup<Screen extends string> = { label: string; entries: NavEntry<Screen>[] };

/**
 * The navigation of a client-rendered section (the owner's workspace, the admin area): a side list
 * on wider screens; on a phone one button folds it open. `follow` moves inside the app.
 */
export function SectionNav<Screen extends string>({
  label,
  items,
  current,
  currentLabel,
  pathOf,
  follow,
}: {
  /** The nav landmark's name. */
  label: string;
  items: (NavEntry<Screen> | NavGroup<Screen>)[];
  /** The entry marked as the current page. */
  current: Screen;
  /** What the phone's button shows. */
  currentLabel: string;
  pathOf: (screen: Screen) => string;
  follow: (screen: Screen) => void;
}) {
  const [open, setOpen] = useState(false);

  const onClick = (event: MouseEvent, screen: Screen) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(false);
    follow(screen);
  };

  const link = ({ screen, label: text }: NavEntry<Screen>) => (
    <li key={screen}>
      <a
        href={pathOf(screen)}
        aria-current={screen === current ? 'page' : undefined}
        onClick={(event) => onClick(event, screen)}
      >
        {text}
      </a>
    </li>
  );

  return (
    <nav className="ws-nav" aria-label={label} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <DisclosureButton className="button ws-nav-toggle" open={open} onOpen={setOpen} controls="ws-nav-list">
        <span>
          <span className="visually-hidden">Screen: </span>
          {currentLabel}
        </span>
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </DisclosureButton>
      <ul id="ws-nav-list" className="ws-nav-list" data-open={open}>
        {items.map((item) =>
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
