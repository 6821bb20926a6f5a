import { resendVerification, updateAdminRole, updateUserStatus } from '#src/client/admin.ts';
import type { AdminUser } from '#src/shared/admin-users.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { adminFailureMessage, type ActionOutcome } from '#src/islands/admin-lists/admin-messages.ts';
import { UserCatalogues } from './UserCatalogues.tsx';

const registered = (time: number) => new Date(time).toLocaleDateString('en', { dateStyle: 'medium' });

/**
 * One account: who, its state, and what the admin may do about it. Risky changes ask first. The
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
    <li className="admin-user" aria-labelledby={`admin-user-${user.id}`}>
      <div className="admin-user-facts">
        <strong id={`admin-user-${user.id}`} className="admin-user-email">
          {user.email}
        </strong>
        <span>{user.name || <span className="ws-hint">No name given</span>}</span>
        <ul className="admin-badges" aria-label="State">
          <li data-tone={user.emailVerified ? 'good' : 'warn'}>{user.emailVerified ? 'Verified' : 'Not verified'}</li>
          {disabled && <li data-tone="bad">Disabled</li>}
          {user.isAdmin && <li data-tone="info">Administrator</li>}
          {isViewer && <li data-tone="info">You</li>}
        </ul>
        <span className="ws-hint">Registered {registered(user.createdAt)}</span>
        {user.supplierCount > 0 && <UserCatalogues user={user} />}
      </div>
      <div className="admin-user-actions">
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
    </li>
  );
}
