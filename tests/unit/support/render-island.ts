import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';

// Renders an island into happy-dom and drives it as a person would: typing fires the input event
// React listens to, through the native value setter (React ignores values set behind its back).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;

export async function renderIsland<TProps extends object>(
  component: FunctionComponent<TProps>,
  props: TProps,
): Promise<HTMLElement> {
  unmountIsland();
  const container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root!.render(createElement(component, props)));
  return container;
}

export function unmountIsland(): void {
  if (!root) return;
  act(() => root!.unmount());
  root = null;
  document.body.replaceChildren();
}

/** The input labelled so (label text), as a screen reader finds it. */
export function field(label: string): HTMLInputElement {
  const found = Array.from(document.querySelectorAll('label')).find((element) => element.textContent?.trim() === label);
  const input = found?.htmlFor ? document.getElementById(found.htmlFor) : found?.querySelector('input');
  if (!(input instanceof HTMLInputElement)) throw new Error(`No field labelled ${label}`);
  return input;
}

export async function type(input: HTMLInputElement, value: string): Promise<void> {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  await act(async () => {
    setValue.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function click(element: Element): Promise<void> {
  await act(async () => (element as HTMLElement).click());
}

/** The button or link with this text. */
export function control(text: string): HTMLElement {
  const found = Array.from(document.querySelectorAll<HTMLElement>('button, a')).find(
    (element) => element.textContent?.trim() === text,
  );
  if (!found) throw new Error(`No button or link ${text}`);
  return found;
}

/** The message tied to a field (aria-describedby), or null. */
export function messageOf(input: HTMLInputElement): string | null {
  const id = input.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** Focus enters the field, then leaves it. */
export async function visit(input: HTMLInputElement): Promise<void> {
  await act(async () => {
    input.focus();
    input.blur();
  });
}
