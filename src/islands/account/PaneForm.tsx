import type { ReactNode, RefObject } from 'react';
import { FormError } from './FormLine.tsx';
import type { ShownErrors } from './shown-errors.ts';
import { useHydrated } from '#src/islands/kit/use-hydrated.ts';

type Props = {
  form: { formRef: RefObject<HTMLFormElement | null>; errors: ShownErrors; busy: boolean };
  onSubmit: () => unknown;
  submitLabel: string;
  /** Spec §5: the pane's enabling rule. */
  canSubmit: boolean;
  /** Title, notices and fields. */
  children: ReactNode;
  /** Links after the submit button (other panes). */
  footer?: ReactNode;
  /** The submit button destroys something (spec: red, as the warning confirm). */
  danger?: boolean;
};

/** An account form: its fields, the form's own error above the submit button, then links. */
export function PaneForm({ form, onSubmit, submitLabel, canSubmit, children, footer, danger = false }: Props) {
  // On a page the server draws the form: what someone types before React takes it over would be
  // lost, so it stays disabled until then (a moment).
  const hydrated = useHydrated();
  return (
    <form
      ref={form.formRef}
      className="account-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <fieldset className="form-fields" disabled={!hydrated}>
        {children}
        <FormError errors={form.errors} />
        <button
          type="submit"
          className={`button ${danger ? 'button-danger' : 'button-primary'} form-submit`}
          disabled={!canSubmit || form.busy}
          aria-busy={form.busy || undefined}
        >
          {submitLabel}
        </button>
      </fieldset>
      {footer}
    </form>
  );
}
