// What tells the user a message came while they looked elsewhere (spec §2): a short ding and a
// red dot on the tab's icon while anything is unread.

const DING_URL = '/sounds/chat-ding.wav';
const DOT_COLOUR = '#d93025';

let ding: HTMLAudioElement | null = null;

/**
 * Plays the ding, unless the user asked for less motion (a sound is an interruption of the same
 * kind) or the browser refuses sound before the page was touched.
 */
export function playDing(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  ding ??= new Audio(DING_URL);
  ding.currentTime = 0;
  void ding.play().catch(() => undefined);
}

let plainIcon: { href: string; type: string } | null = null;
let dottedIcon: string | null = null;

function iconLink(): HTMLLinkElement | null {
  return document.querySelector<HTMLLinkElement>('link[rel="icon"]');
}

/** The page's own icon with a red dot in its corner, drawn once. */
async function drawDottedIcon(href: string): Promise<string> {
  const size = 64;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  const picture = new Image();
  picture.src = href;
  await picture.decode().catch(() => undefined);
  if (picture.naturalWidth > 0) context.drawImage(picture, 0, 0, size, size);
  context.fillStyle = DOT_COLOUR;
  context.beginPath();
  context.arc(size * 0.75, size * 0.25, size * 0.22, 0, Math.PI * 2);
  context.fill();
  return canvas.toDataURL('image/png');
}

/** Red-dots the tab's icon while unread > 0, and gives the page's own icon back at 0. */
export async function showUnreadOnTab(unread: number): Promise<void> {
  const link = iconLink();
  if (!link) return;
  plainIcon ??= { href: link.href, type: link.type };
  if (unread === 0) {
    link.href = plainIcon.href;
    link.type = plainIcon.type;
    link.removeAttribute('data-unread');
    return;
  }
  dottedIcon ??= await drawDottedIcon(plainIcon.href);
  link.href = dottedIcon;
  link.type = 'image/png';
  link.dataset.unread = 'true';
}
