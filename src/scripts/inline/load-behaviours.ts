import { BEHAVIOUR_TARGETS } from '#src/scripts/behaviour-targets.ts';

/**
 * Loads the page's behaviours (the module script inside the template `templateId`) once the page is
 * idle, so that nothing but the page and its largest picture is fetched before the first paint
 * (Lighthouse, issue 10). A click on an element they answer (BEHAVIOUR_TARGETS) before then starts
 * the load at once and is played again when they are there; a click with a modifier (a new tab)
 * stays the browser's.
 */
export const loadBehaviours = (templateId: string) => `{
const template = document.getElementById(${JSON.stringify(templateId)});
const held = [];
const hold = (event) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  const target = event.target instanceof Element && event.target.closest(${JSON.stringify(BEHAVIOUR_TARGETS)});
  if (!target) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(target);
  load();
};
const release = () => {
  removeEventListener('click', hold, true);
  for (const target of held.splice(0)) if (target.isConnected) target.click();
};
let started = false;
const load = () => {
  if (started) return;
  started = true;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = template.content.querySelector('script').getAttribute('src');
  script.onload = script.onerror = release;
  document.head.append(script);
};
addEventListener('click', hold, true);
(window.requestIdleCallback ?? ((callback) => setTimeout(callback, 200)))(load, { timeout: 2000 });
}`;
