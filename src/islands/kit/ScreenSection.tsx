import type { ReactNode } from 'react';
import { SCREEN_TITLE_ID } from './use-title-focus.ts';

/** A back-office screen: a section named by its title, which takes focus when the screen opens. */
export function ScreenSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={className ? `ws-tab ${className}` : 'ws-tab'} aria-labelledby={SCREEN_TITLE_ID}>
      <h2 id={SCREEN_TITLE_ID} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
