import { logOut } from '#src/client/log-out.ts';
import { ADMIN_PATH } from '#src/shared/admin-paths.ts';
import { WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';
import { useSignedInUser } from '#src/islands/kit/use-signed-in-user.ts';

/**
 * The Vitrine header's signed-in items that depend on who it is: Manage catalogue for an owner,
 * Administration for an admin, then Logout. Loaded for signed-in browsers only (client:signedin);
 * every page behind these links checks again on the server.
 */
export default function SessionRoleLinks({ className }: { className?: string }) {
  const viewer = useSignedInUser();
  if (viewer.state !== 'user') return null;
  return (
    <>
      {viewer.user.supplier && (
        <a className={className} href={WORKSPACE_PATH}>
          Manage catalogue
        </a>
      )}
      {viewer.user.isAdmin && (
        <a className={className} href={ADMIN_PATH}>
          Administration
        </a>
      )}
      <button type="button" className={className} onClick={() => void logOut()}>
        Logout
      </button>
    </>
  );
}
