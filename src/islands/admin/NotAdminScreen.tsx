import '#src/islands/kit/back-office.css';
import { MY_ACCOUNT_PATH } from '#src/shared/account-paths.ts';

/** A signed-in user who is not an administrator (the admin calls answer 403). */
export function NotAdminScreen() {
  return (
    <section className="workspace workspace-single" aria-labelledby="ws-screen-title">
      <h1 id="ws-screen-title" tabIndex={-1}>
        This area is for administrators
      </h1>
      <p>Your account is not an administrator of Vitrine. Users, suppliers and notifications are managed here.</p>
      <p>
        <a className="button" href={MY_ACCOUNT_PATH}>
          Go to My account
        </a>
      </p>
    </section>
  );
}
