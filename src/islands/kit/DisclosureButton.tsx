import type { ReactNode } from 'react';

/** A button that shows or hides the region it controls; aria-expanded tells which it is now. */
export function DisclosureButton({
  open,
  onOpen,
  controls,
  className,
  children,
}: {
  open: boolean;
  onOpen: (open: boolean) => void;
  /** The id of the region shown or hidden. */
  controls: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={() => onOpen(!open)}
    >
      {children}
    </button>
  );
}
