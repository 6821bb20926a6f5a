/** A piece of a plain-text mail: text, or an address to show as a link. */
export type TextPart = { text: string; href?: string };

const WEB_ADDRESS = /(https?:\/\/[^\s<>"]+)/g;

/** Splits a mail's text so its web addresses can be drawn as links (and nothing else as HTML). */
export function splitLinks(text: string): TextPart[] {
  return text
    .split(WEB_ADDRESS)
    .filter((piece) => piece !== '')
    .map((piece) => (/^https?:\/\//.test(piece) ? { text: piece, href: piece } : { text: piece }));
}
