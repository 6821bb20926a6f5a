import { describe, expect, it } from 'vitest';
import { splitLinks } from '#src/pages/account/_parts/link-parts.ts';

describe('the local mailbox', () => {
  it('draws the web addresses of a mail as links, and the rest as text', () => {
    expect(splitLinks('Verify my e-mail: http://localhost:4399/account/verify?token=abc_123\n\nThanks.')).toEqual([
      { text: 'Verify my e-mail: ' },
      {
        text: 'http://localhost:4399/account/verify?token=abc_123',
        href: 'http://localhost:4399/account/verify?token=abc_123',
      },
      { text: '\n\nThanks.' },
    ]);
  });

  it('never makes a link of anything but http and https', () => {
    expect(splitLinks('javascript:alert(1) <a href="x">')).toEqual([{ text: 'javascript:alert(1) <a href="x">' }]);
  });
});
