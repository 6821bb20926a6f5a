import { deleteAccount } from '#src/client/accounts.ts';
import { deleteAccountSchema } from '#src/shared/account-rules.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { TextField } from './Field.tsx';
import { PaneForm } from './PaneForm.tsx';
import { useAccountForm } from './use-account-form.ts';

const WARNING =
  'Do you really want to delete your account? Your stars, notes and follows are deleted with it, and this cannot be undone.';

/**
 * Asks for the password again (a session left open on a shared computer is not enough), then the
 * spec's warning confirm (Warning, No/Yes in red); a deleted account leaves for the home page.
 */
export function DeleteAccount() {
  const form = useAccountForm({
    form: 'deleteAccount',
    schema: deleteAccountSchema,
    initial: { password: '' },
    send: deleteAccount,
  });

  const submit = async () => {
    if (!(await openModal('warning', WARNING))) return;
    if ((await form.submit()) === 'done') location.assign('/');
  };

  return (
    <section className="account-section" aria-labelledby="delete-account-title">
      <PaneForm
        form={form}
        onSubmit={submit}
        submitLabel="Delete account"
        canSubmit={form.values.password !== ''}
        danger
      >
        <h2 id="delete-account-title">Delete account</h2>
        <p>Deleting your account removes it and everything you keep in it for good.</p>
        <TextField label="Your password" type="password" autoComplete="current-password" {...form.field('password')} />
      </PaneForm>
    </section>
  );
}
