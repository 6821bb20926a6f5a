import type { ReactNode } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'])/g;

/** Chat text as text, its web addresses as links that open in a new tab (spec §3: links clickable). */
export function linkify(text: string): ReactNode[] {
  return text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer nofollow ugc">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
