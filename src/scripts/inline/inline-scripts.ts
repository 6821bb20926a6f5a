import { loadBehaviours } from './load-behaviours.ts';
import { SHOW_OPEN_IN_APP } from './show-open-in-app.ts';
import { SHOW_SESSION_ITEMS } from './show-session-items.ts';

/** Where ModalHost keeps the behaviours' script until loadBehaviours adds it to the page. */
export const BEHAVIOURS_TEMPLATE_ID = 'page-behaviours';

/**
 * The site's own inline scripts, by name (InlineScript.astro draws them). They are fixed at build
 * time, so astro.config.mjs puts their hashes in the Content-Security-Policy next to Astro's.
 */
export const INLINE_SCRIPTS = {
  showSessionItems: SHOW_SESSION_ITEMS,
  showOpenInApp: SHOW_OPEN_IN_APP,
  loadBehaviours: loadBehaviours(BEHAVIOURS_TEMPLATE_ID),
} as const;

export type InlineScriptName = keyof typeof INLINE_SCRIPTS;
