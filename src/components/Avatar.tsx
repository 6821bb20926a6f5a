import { avatarColour, avatarInitials } from '#src/shared/avatar-fallback.ts';

type Props = {
  /** The picture, or null for the spec's fallback (initials on the name's colour). */
  src: string | null;
  /** Whose avatar: it chooses the fallback's letters and colour. */
  name: string;
  /** Pixels; the avatar is square. */
  size: number;
  /** People are round; companies keep their logo's corners. */
  shape?: 'round' | 'square';
};

/**
 * Every avatar of the site, drawn by the server in Astro pages (no script) and by the islands alike.
 * Decoration: the name is always written next to it, so it says nothing to a screen reader.
 */
export default function Avatar({ src, name, size, shape = 'round' }: Props) {
  const style = {
    '--avatar-size': `${size}px`,
    ...(src ? {} : { background: avatarColour(name) }),
  } as React.CSSProperties;
  return (
    <span className={`avatar avatar-${shape}`} style={style} aria-hidden="true">
      {src ? <img src={src} alt="" width={size} height={size} loading="lazy" /> : avatarInitials(name)}
    </span>
  );
}
