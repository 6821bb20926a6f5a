import type { ClientDirective } from 'astro';
import { looksSignedIn } from '../lib/session-hint.ts';

// `client:signedin` — hydrate an island only for signed-in users, once the browser is idle.
// Every call the island makes is checked on the server; visitors download nothing.
const signedIn: ClientDirective = (load) => {
  if (!looksSignedIn()) return;
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
  whenIdle(async () => {
    await (await load())();
  });
};

export default signedIn;
