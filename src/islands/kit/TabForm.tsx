import type { FormEvent, ReactNode } from 'react';
import { SaveBar } from './SaveBar.tsx';
import type { SaveOutcome } from './use-draft.ts';

/** A workspace tab: its title, what it is for, its fields and the save bar. */
export function TabForm({
  title,
  intro,
  onSave,
  dirty,
  outcome,
  onReset,
  savedMessage,
  children,
}: {
  title: string;
  intro: ReactNode;
  onSave: () => void;
  dirty: boolean;
  outcome: SaveOutcome;
  onReset: () => void;
  savedMessage?: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  return (
    <form className="ws-tab" onSubmit={submit} noValidate>
      <h2 id="ws-screen-title" tabIndex={-1}>
        {title}
      </h2>
      <p className="ws-intro">{intro}</p>
      {children}
      <SaveBar dirty={dirty} outcome={outcome} onReset={onReset} savedMessage={savedMessage} />
    </form>
  );
}
