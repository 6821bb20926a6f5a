import type { FormEvent, ReactNode } from 'react';
import type { SaveOutcome } from './use-draft.ts';

/** What a form saved as a whole is given: its title and intro, its fields, and its draft's state and calls. */
export type SavingFormProps = {
  title: string;
  intro: ReactNode;
  onSave: () => void;
  dirty: boolean;
  outcome: SaveOutcome;
  onReset: () => void;
  children: ReactNode;
};

/** The form's submit: saves in place instead of sending the page anywhere. */
export const saveOnSubmit = (onSave: () => void) => (event: FormEvent) => {
  event.preventDefault();
  onSave();
};
