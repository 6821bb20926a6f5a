import type { ModalKind } from '#src/stores/modal-stack.ts';

export type ModalButton = { label: string; answer: boolean; look?: 'primary' | 'danger' };

/** Spec: titles and buttons of each kind, word for word. */
export const MODAL_KINDS: Record<ModalKind, { title: string; buttons: ModalButton[]; note?: string }> = {
  alert: { title: 'Error', buttons: [{ label: 'Close', answer: false, look: 'primary' }] },
  info: { title: 'Info', buttons: [{ label: 'Close', answer: false, look: 'primary' }] },
  confirm: {
    title: 'Note',
    buttons: [
      { label: 'Cancel', answer: false },
      { label: 'Yes', answer: true, look: 'primary' },
    ],
  },
  warning: {
    title: 'Warning',
    buttons: [
      { label: 'No', answer: false },
      { label: 'Yes', answer: true, look: 'danger' },
    ],
  },
  footer: {
    title: 'Attention',
    buttons: [
      { label: 'No', answer: false },
      { label: 'Yes', answer: true, look: 'primary' },
    ],
    note: 'You can control the visibility from your profile under Profile > Visibility.',
  },
  // Spec §2: tags need the supplier followed first; 'Add' follows it.
  'follow-first': {
    title: 'Note',
    buttons: [
      { label: 'Cancel', answer: false },
      { label: 'Add', answer: true, look: 'primary' },
    ],
  },
  // Spec §4: the add-supplier prompt; 'Not now' is remembered by its caller.
  'follow-prompt': {
    title: 'Add this supplier',
    buttons: [
      { label: 'Not now', answer: false },
      { label: 'Yes', answer: true, look: 'primary' },
    ],
  },
};
