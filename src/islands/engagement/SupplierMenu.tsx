import { useEffect, useId, useRef, useState } from 'react';
import { ICON_PATHS } from '#src/icons/icon-paths.ts';
import { promptToFollowOnce } from './follow-prompt.ts';
import SupplierActions from './SupplierActions.tsx';

type Props = { supplierName: string; companyName: string };

/**
 * Spec §2: the supplier page popup of a signed-in user, on a desktop (the phone menu holds the
 * same items). A disclosure: the button says whether it is open; Esc or a click outside closes it
 * and focus goes back to the button. Hydrated for signed-in users only (client:signedin), which
 * is also when the add-supplier prompt may ask (spec §4).
 */
export default function SupplierMenu({ supplierName, companyName }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    void promptToFollowOnce(supplierName);
  }, [supplierName]);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('.supplier-menu-panel button')?.focus();
    // A click outside closes; one inside a modal opened from here (a confirm) does not.
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Element | null;
      if (!rootRef.current?.contains(target) && !target?.closest('dialog')) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div
      className="supplier-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="header-link supplier-menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Actions
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
          <path fill="currentColor" d={ICON_PATHS.menu} />
        </svg>
      </button>
      <div id={panelId} className="supplier-menu-panel" hidden={!open}>
        {open && (
          <SupplierActions supplierName={supplierName} companyName={companyName} onLeave={() => setOpen(false)} />
        )}
      </div>
    </div>
  );
}
