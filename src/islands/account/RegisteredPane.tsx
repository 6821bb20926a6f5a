import type { LinkedPane } from '#src/shared/account-paths.ts';
import { Notice } from './FormLine.tsx';
import { PaneHeading } from './pane-parts.tsx';

/** Spec: after registering, the e-mail address must be verified before the first login. */
export function RegisteredPane({ email, onSwitch }: { email: string; onSwitch: (pane: LinkedPane) => void }) {
  return (
    <div className="account-form">
      <PaneHeading>Check your e-mail</PaneHeading>
      <Notice>
        We have sent a verification e-mail to <strong>{email}</strong>. Please follow the link in it to verify your
        email, then log in.
      </Notice>
      <button type="button" className="button button-primary form-submit" onClick={() => onSwitch('login')}>
        Go to login
      </button>
    </div>
  );
}
