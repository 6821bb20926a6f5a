import { SaveBar } from './SaveBar.tsx';
import { saveOnSubmit, type SavingFormProps } from './saving-form.ts';

/** A workspace tab: its title, what it is for, its fields and the save bar. */
export function TabForm({ title, intro, onSave, children, ...saveBar }: SavingFormProps & { savedMessage?: string }) {
  return (
    <form className="ws-tab" onSubmit={saveOnSubmit(onSave)} noValidate>
      <h2 id="ws-screen-title" tabIndex={-1}>
        {title}
      </h2>
      <p className="ws-intro">{intro}</p>
      {children}
      <SaveBar {...saveBar} />
    </form>
  );
}
