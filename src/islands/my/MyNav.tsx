import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { $postingSuppliers } from '#src/client/posts.ts';
import { $buyingTeams } from '#src/client/buying-teams.ts';
import { $myTeams } from '#src/client/team.ts';
import { $unreadNotifications } from '#src/stores/unread-notifications.ts';
import { MY_SECTIONS, pathOfRoute, sectionLabel, type MySectionId } from '#src/shared/my-paths.ts';
import { isPlainClick } from '#src/islands/kit/links.ts';
import { DisclosureButton } from '#src/islands/kit/DisclosureButton.tsx';

type Props = { current: MySectionId; onNavigate: (section: MySectionId) => void };

/** The sections: tabs on wider screens; on a phone one button opens the same list as a menu. */
export function MyNav({ current, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const currentLink = useRef<HTMLAnchorElement>(null);
  // The tabs scroll sideways when they do not fit: keep the open one in sight, moving the row only
  // (scrollIntoView would move the page too, away from where a reader was).
  useEffect(() => scrollRowTo(list.current, currentLink.current), [current]);
  const unread = useStore($unreadNotifications);
  // New comments and mentions in the user's buying teams, and invitations to one, beside Teams.
  const buying = useStore($buyingTeams).data;
  const teamNews = (buying?.teams.reduce((sum, team) => sum + team.unread, 0) ?? 0) + (buying?.invitations.length ?? 0);
  // Latest posts is there for those a catalogue lets post, and while it is the open section.
  const mayPost = (useStore($postingSuppliers).data?.length ?? 0) > 0 || current === 'posts';
  // Team conversations likewise, for those on a sales team.
  const onTeam = (useStore($myTeams).data?.memberships.length ?? 0) > 0 || current === 'team-chats';
  const sections = MY_SECTIONS.filter(({ id }) => (id !== 'posts' || mayPost) && (id !== 'team-chats' || onTeam));

  const follow = (event: MouseEvent, section: MySectionId) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    setOpen(false);
    onNavigate(section);
  };

  return (
    <nav className="my-nav" aria-label="My catalogue" onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <DisclosureButton className="button my-nav-toggle" open={open} onOpen={setOpen} controls="my-nav-list">
        <span>
          <span className="visually-hidden">Section: </span>
          {sectionLabel(current)}
        </span>
        <span className="my-nav-toggle-gap" />
        {/* On a phone the list is folded away: the count shows on its button, in words. */}
        <UnreadBadge count={(unread ?? 0) + teamNews} wordy />
        <span aria-hidden="true">{open ? '▲' : '▼'}</span>
      </DisclosureButton>
      <ul id="my-nav-list" className="my-nav-list" data-open={open} ref={list}>
        {sections.map(({ id, label }) => (
          <li key={id}>
            <a
              href={pathOfRoute({ section: id })}
              ref={id === current ? currentLink : undefined}
              aria-current={id === current ? 'page' : undefined}
              onClick={(event) => follow(event, id)}
            >
              {label}
              {id === 'notifications' && <UnreadBadge count={unread} />}
              {id === 'teams' && <UnreadBadge count={teamNews} />}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Scrolls the row of tabs sideways just enough to show the link whole. */
function scrollRowTo(row: HTMLElement | null, link: HTMLElement | null): void {
  if (!row || !link) return;
  const [rowBox, linkBox] = [row.getBoundingClientRect(), link.getBoundingClientRect()];
  if (linkBox.left < rowBox.left) row.scrollLeft -= rowBox.left - linkBox.left;
  else if (linkBox.right > rowBox.right) row.scrollLeft += linkBox.right - rowBox.right;
}

/** The unread count; `wordy` says 'unread' visibly where the section's name is not beside it. */
function UnreadBadge({ count, wordy = false }: { count: number | null; wordy?: boolean }) {
  if (!count) return null;
  return (
    <span className="my-badge">
      {count}
      <span className={wordy ? undefined : 'visually-hidden'}> unread</span>
    </span>
  );
}
