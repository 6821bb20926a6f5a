import type { ClientDirective } from 'astro';
import { looksSignedIn } from '#src/client/session-hint.ts';

// `client:signedin` — hydrate an island only for signed-in users, once the browser is idle.
// Every call the island makes is checked on the server; visitors download nothing. A click that
// lands before the island is awake is held and played again once it is, so no tap is lost.
const signedIn: ClientDirective = (load, _options, element) => {
  if (!looksSignedIn()) return;
  const early: HTMLElement[] = [];
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    early.push(event.target);
  };
  element.addEventListener('click', hold, true);
  // A page that is never idle (a video, a busy phone) still gets its island within two seconds.
  const whenIdle = (callback: () => void) =>
    window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: 2000 }) : setTimeout(callback, 200);
  whenIdle(async () => {
    await (
      await load()
    )();
    element.removeEventListener('click', hold, true);
    for (const target of early) if (target.isConnected) target.click();
  });
};

export default signedIn;
