import type { ReactNode } from 'react';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { resendVerification, updateAdminRole, updateUserStatus } from '#src/client/admin.ts';
import type { AdminUser } from '#src/shared/admin-users.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { adminFailureMessage, type ActionOutcome } from '#src/islands/admin-lists/admin-messages.ts';
import { UserCatalogues } from './UserCatalogues.tsx';

const shownTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A cell of the users table; on a phone the row is a card and `label` names the cell (admin.css). */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td data-label={label} className={className}>
      {children}
    </td>
  );
}

/**
 * One account as a row of the users table: who, role, state, last sign-in, registration, and what the admin may do about it. Risky changes ask first. The
 * admin's own account cannot be disabled (the API refuses it too).
 */
export function UserRow({
  user,
  isViewer,
  onOutcome,
}: {
  user: AdminUser;
  isViewer: boolean;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const disabled = user.status === 'temporarily_disabled';

  const act = async (question: string | null, call: () => Promise<unknown>, done: string) => {
    if (question && !(await openModal('warning', question))) return;
    try {
      await call();
      onOutcome({ ok: true, message: done });
    } catch (failure) {
      onOutcome({ ok: false, message: adminFailureMessage(failure) });
    }
  };

  /** One change's button: it asks `question` first where there is one, then says how it went. */
  const action = (label: string, question: string | null, call: () => Promise<unknown>, done: string) => (
    <button type="button" className="button" onClick={() => void act(question, call, done)}>
      {label}
    </button>
  );

  return (
    <tr className="admin-table-row" aria-labelledby={`admin-user-${user.id}`}>
      <Cell label="User" className="admin-user-who">
        <strong id={`admin-user-${user.id}`} className="admin-user-email">
          {user.email}
        </strong>
        <span className="admin-user-name">{user.name || <span className="ws-hint">No name given</span>}</span>
      </Cell>
      <Cell label="Role">
        <span className="admin-user-role">
          {user.isAdmin ? 'Administrator' : user.supplierCount > 0 ? 'Catalogue owner' : 'Buyer'}
          {isViewer && ' (you)'}
        </span>
        {user.supplierCount > 0 && <UserCatalogues user={user} />}
      </Cell>
      <Cell label="Status">
        <ul className="admin-badges" aria-label="State">
          <li data-tone={disabled ? 'bad' : 'good'}>{disabled ? 'Disabled' : 'Active'}</li>
          <li data-tone={user.emailVerified ? 'good' : 'warn'}>{user.emailVerified ? 'Verified' : 'Not verified'}</li>
        </ul>
      </Cell>
      <Cell label="Last sign-in" className="admin-user-last-sign-in">
        {user.lastSignInAt === null ? (
          <span className="ws-hint">Never</span>
        ) : (
          <time dateTime={new Date(user.lastSignInAt).toISOString()}>{shownTime.format(user.lastSignInAt)}</time>
        )}
      </Cell>
      <Cell label="Registered" className="admin-user-registered">
        <time dateTime={new Date(user.createdAt).toISOString()}>{shownDate.format(user.createdAt)}</time>
      </Cell>
      <Cell label="Actions" className="admin-user-actions-cell">
        <div className="admin-user-buttons">
          {isViewer
            ? null
            : disabled
              ? action(
                  'Enable',
                  `Enable ${user.email}? They can log in again.`,
                  () => updateUserStatus(user.id, 'active'),
                  `${user.email} is enabled.`,
                )
              : action(
                  'Disable',
                  `Disable ${user.email}? They are logged out everywhere and cannot log in until enabled again.`,
                  () => updateUserStatus(user.id, 'temporarily_disabled'),
                  `${user.email} is disabled.`,
                )}
          {!user.emailVerified &&
            action(
              'Resend verification',
              null,
              () => resendVerification(user.id),
              `A new verification e-mail went to ${user.email}.`,
            )}
          {action(
            user.isAdmin ? 'Revoke admin' : 'Make admin',
            user.isAdmin
              ? `Revoke the admin role of ${user.email}? They can no longer open the admin area.`
              : `Make ${user.email} an administrator? They can manage every user and catalogue.`,
            () => updateAdminRole(user.id, !user.isAdmin),
            user.isAdmin ? `${user.email} is no longer an administrator.` : `${user.email} is an administrator now.`,
          )}
        </div>
      </Cell>
    </tr>
  );
}
