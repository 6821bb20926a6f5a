import type { ReactNode } from 'react';

/**
 * A section's title. It takes the focus when the app switches section without a reload, so a
 * screen reader says where the user now is (as a new page would).
 */
export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="my-section-title" id="my-section-title" tabIndex={-1}>
      {children}
    </h2>
  );
}
