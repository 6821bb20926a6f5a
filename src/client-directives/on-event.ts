import type { ClientDirective } from 'astro';

// `client:event="name"` — hydrate an island the first time the document hears that event. For
// islands nobody needs until a script asks for them (the account modal): no JavaScript of theirs
// loads before then.
const onEvent: ClientDirective = (load, options) => {
  const hydrate = async () => (await load())();
  document.addEventListener(options.value, hydrate, { once: true });
};

export default onEvent;

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the document hears this event (src/client-directives/on-event.ts). */
    'client:event'?: string;
  }
}
