import { iconPath, type IconName } from '#src/icons/icon-paths.ts';

/** The site's icons (src/icons) in an island; decorative, so the control beside it carries the words. */
export function Glyph({ name }: { name: IconName }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={iconPath(name)} />
    </svg>
  );
}
