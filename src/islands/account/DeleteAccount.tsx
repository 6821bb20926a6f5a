import { deleteAccount } from '#src/client/accounts.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { openModal } from '#src/stores/modal-stack.ts';

const WARNING =
  'Do you really want to delete your account? Your stars, notes and follows are deleted with it, and this cannot be undone.';

/** Asks with the spec's warning confirm (Warning, No/Yes in red); a deleted account leaves for the home page. */
export function DeleteAccount() {
  const remove = async () => {
    if (!(await openModal('warning', WARNING))) return;
    try {
      await deleteAccount();
      location.assign('/');
    } catch {
      void openModal('alert', MESSAGES.unexpected);
    }
  };

  return (
    <section className="account-section" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete account</h2>
      <p>Deleting your account removes it and everything you keep in it for good.</p>
      <button type="button" className="button button-danger" onClick={() => void remove()}>
        Delete account
      </button>
    </section>
  );
}
