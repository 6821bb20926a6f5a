import type { MouseEvent } from 'react';

/** One screen as a guide names it: which, its link's words, and what it is for. */
export type GuideEntry<Screen extends string> = { screen: Screen; label: string; text: string };

/** A section's screens, each a link with what it is for; `follow` moves inside the app. */
export function ScreenGuide<Screen extends string>({
  entries,
  pathOf,
  follow,
  className,
}: {
  entries: GuideEntry<Screen>[];
  pathOf: (screen: Screen) => string;
  follow: (event: MouseEvent, screen: Screen) => void;
  className?: string;
}) {
  return (
    <dl className={className}>
      {entries.map(({ screen, label, text }) => (
        <div key={screen}>
          <dt>
            <a href={pathOf(screen)} onClick={(event) => follow(event, screen)}>
              {label}
            </a>
          </dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}
