import type { ReactNode } from 'react';
import { isPlainClick } from '#src/islands/kit/links.ts';

/**
 * A link to another /my address that the mounted app follows without a reload: the address is
 * pushed and the app's route hook hears it as it hears Back (use-my-route.ts). A new tab loads it.
 */
export function MyLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        goToMyPath(href);
      }}
    >
      {children}
    </a>
  );
}

/** Moves the app to a /my address, as a click on a MyLink does. */
export function goToMyPath(path: string): void {
  history.pushState(null, '', path);
  dispatchEvent(new PopStateEvent('popstate'));
  scrollTo({ top: 0 });
}
