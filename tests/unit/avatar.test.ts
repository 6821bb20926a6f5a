// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import Avatar from '#src/components/Avatar.tsx';
import { contrastWithWhite } from '#src/shared/colours.ts';
import { AVATAR_PALETTE, avatarColour, avatarInitials } from '#src/shared/avatar-fallback.ts';
import { renderIsland, unmountIsland } from '#tests/unit/support/render-island.ts';

describe('the avatar fallback (spec §9)', () => {
  it('shows the first two letters of the name in upper case', () => {
    expect(avatarInitials('meridian Industrial')).toBe('ME');
    expect(avatarInitials('  3M Company')).toBe('3M');
    expect(avatarInitials('Ö. Öztürk')).toBe('ÖÖ');
    expect(avatarInitials('A')).toBe('A');
    expect(avatarInitials(' — ')).toBe('?');
  });

  it("picks the palette colour by the sum of the name's character codes modulo 10", () => {
    // 'Ab' = 65 + 98 = 163: colour 3. 'Zz' = 90 + 122 = 212: colour 2. '' = 0: colour 0.
    expect(avatarColour('Ab')).toBe(AVATAR_PALETTE[3]);
    expect(avatarColour('Zz')).toBe(AVATAR_PALETTE[2]);
    expect(avatarColour('')).toBe(AVATAR_PALETTE[0]);
    expect(avatarColour('Meridian Industrial Supply Co., Ltd.')).toBe(
      avatarColour('Meridian Industrial Supply Co., Ltd.'),
    );
  });

  it('has ten colours, each carrying white text at WCAG AA', () => {
    expect(new Set(AVATAR_PALETTE).size).toBe(10);
    for (const colour of AVATAR_PALETTE) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the Avatar component', () => {
  it('shows the picture when there is one, and the initials on their colour when not', async () => {
    const withPicture = await renderIsland(Avatar, { src: '/media/a.png', name: 'Ab', size: 48 });
    expect(withPicture.querySelector('img')?.getAttribute('src')).toBe('/media/a.png');
    expect(withPicture.textContent).toBe('');
    const without = await renderIsland(Avatar, { src: null, name: 'Ab', size: 48, shape: 'square' });
    const avatar = without.querySelector<HTMLElement>('.avatar')!;
    expect(avatar.textContent).toBe('AB');
    expect(avatar.getAttribute('style')).toContain(`background: ${AVATAR_PALETTE[3]}`);
    expect(avatar.classList.contains('avatar-square')).toBe(true);
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
    unmountIsland();
  });
});
