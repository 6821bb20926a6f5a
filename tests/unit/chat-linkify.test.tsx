import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkify } from '#src/islands/chat/linkify.tsx';

// Spec §3: chat text is shown as text, with its links clickable; nothing in it becomes markup.

const html = (text: string) => renderToStaticMarkup(<p>{linkify(text)}</p>);

describe('chat text with links', () => {
  it('turns web addresses into new-tab links and leaves the trailing punctuation outside', () => {
    expect(html('See https://example.com/spec?id=4, then call.')).toBe(
      '<p>See <a href="https://example.com/spec?id=4" target="_blank" rel="noopener noreferrer nofollow ugc">https://example.com/spec?id=4</a>, then call.</p>',
    );
  });

  it('never turns typed markup or script addresses into anything but text', () => {
    expect(html('<b>hi</b> javascript:alert(1)')).toBe('<p>&lt;b&gt;hi&lt;/b&gt; javascript:alert(1)</p>');
  });
});
