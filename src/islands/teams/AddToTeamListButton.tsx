import { useId, useRef, useState } from 'react';
import { useLazyComponent } from '#src/islands/kit/use-lazy-component.ts';
import { loadTeamListPicker } from './lazy-team-picker.ts';
import type { TeamListTarget } from './TeamListPicker.tsx';

type Props = { target: TeamListTarget; name: string; className?: string };

/** "Add to team list" and its dialog: on the product page and My catalogue's cards (the supplier menu shows the picker in place). */
export function AddToTeamListButton({ target, name, className = 'button' }: Props) {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const Picker = useLazyComponent(loadTeamListPicker, open);
  const titleId = useId();
  const close = () => {
    dialogRef.current?.close();
    buttonRef.current?.focus();
  };
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        aria-haspopup="dialog"
        data-requires-login=""
        onClick={() => {
          setOpen(true);
          dialogRef.current?.showModal();
        }}
      >
        Add to team list
      </button>
      <dialog ref={dialogRef} className="team-dialog" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <h2 className="team-dialog-title" id={titleId}>
          Add to team list
        </h2>
        {open && (Picker ? <Picker target={target} name={name} onDone={close} /> : <p role="status">Loading…</p>)}
      </dialog>
    </>
  );
}
