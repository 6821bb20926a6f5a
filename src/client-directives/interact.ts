import type { ClientDirective } from 'astro';

// `client:interact` — hydrate an island the first time someone reaches for it (pointer over it,
// focus inside it, a touch or a key). Anonymous visitors who only read download none of its
// JavaScript (the product page's budget: 20 KB before any interaction).
const EVENTS = ['pointerenter', 'focusin', 'touchstart', 'keydown'] as const;

const interact: ClientDirective = (load, _options, element) => {
  const hydrate = async () => {
    for (const event of EVENTS) element.removeEventListener(event, hydrate);
    await (
      await load()
    )();
  };
  for (const event of EVENTS) element.addEventListener(event, hydrate, { passive: true });
};

export default interact;
