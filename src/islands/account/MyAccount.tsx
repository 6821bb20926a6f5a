import { MESSAGES } from '#src/shared/account-messages.ts';
import { useSignedInUser } from '#src/islands/kit/use-signed-in-user.ts';
import AccountPage from './AccountPage.tsx';
import { MY_ACCOUNT_PATH } from '#src/shared/account-paths.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { logOut } from '#src/client/log-out.ts';
import { VisibilityChoice } from './VisibilityChoice.tsx';
import { storefrontPath } from '#src/shared/catalog-paths.ts';
import { CREATE_CATALOGUE_PATH, WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';
import { ADMIN_PATH } from '#src/shared/admin-paths.ts';
import './account.css';

/** My account (/account): the page is the same for everyone; who is signed in is asked here. A visitor gets the login pane. */
export default function MyAccount() {
  const viewer = useSignedInUser();

  if (viewer.state === 'visitor') return <AccountPage pane="login" returnTo={MY_ACCOUNT_PATH} />;
  if (viewer.state !== 'user') {
    return (
      <section className="my-account" aria-busy={viewer.state === 'loading'}>
        <h1>My account</h1>
        <p role="status">{viewer.state === 'loading' ? 'Loading your account…' : MESSAGES.unexpected}</p>
      </section>
    );
  }

  const { user } = viewer;
  return (
    <section className="my-account">
      <div className="my-account-head">
        <h1>My account</h1>
        <button type="button" className="button" onClick={() => void logOut()}>
          Logout
        </button>
      </div>
      <section className="account-section" aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        <dl className="account-facts">
          <dt>Email</dt>
          <dd>{user.email}</dd>
        </dl>
        <ProfileForm user={user} onSaved={viewer.replace} />
        <VisibilityChoice initial={user.visibility} />
      </section>
      {user.isAdmin && (
        <section className="account-section" aria-labelledby="administration-title">
          <h2 id="administration-title">Administration</h2>
          <p>
            You are an administrator of Vitrine.{' '}
            <a className="button" href={ADMIN_PATH}>
              Open the admin area
            </a>
          </p>
        </section>
      )}
      <section className="account-section" aria-labelledby="catalogue-title">
        <h2 id="catalogue-title">Your catalogue</h2>
        {user.supplier ? (
          <p>
            Your catalogue is at <a href={storefrontPath(user.supplier.name)}>/{user.supplier.name}</a>.{' '}
            <a className="button" href={WORKSPACE_PATH}>
              Manage your catalogue
            </a>
          </p>
        ) : (
          <p>
            Publish your company and products for buyers to browse and share.{' '}
            <a className="button" href={CREATE_CATALOGUE_PATH}>
              Create your catalogue
            </a>
          </p>
        )}
      </section>
      <section className="account-section" aria-labelledby="change-password-title">
        <ChangePasswordForm />
      </section>
      <DeleteAccount />
    </section>
  );
}
