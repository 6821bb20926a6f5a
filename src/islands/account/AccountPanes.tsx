import { useEffect, useRef, useState } from 'react';
import type { AccountPane } from '#src/shared/account-paths.ts';
import { ForgotPane } from './ForgotPane.tsx';
import { LoginPane } from './LoginPane.tsx';
import { PaneHeadingContext } from './pane-parts.tsx';
import { RegisteredPane } from './RegisteredPane.tsx';
import { RegisterPane } from './RegisterPane.tsx';
import { ResetPane } from './ResetPane.tsx';

export type AccountPanesProps = {
  initialPane: AccountPane;
  /** Opened by an action that needs a session: the login pane says so. */
  prompted?: boolean;
  /** From the reset e-mail's link (/account/reset?token=…). */
  resetToken?: string;
  /** From a shared register link (/account/register?invite=…). */
  invite?: string;
  onLoggedIn: () => void;
  /** Where the person is going: a registration's verification link leads back there. */
  returnTo: string;
  /** The pane's title: its id names the modal; h1 on a page of its own. */
  heading: { id: string; level: 1 | 2 };
};

const FIRST_CONTROL = 'input, button, a[href]';

/**
 * Spec §2, §4: the account modal's five panes, in the modal or as a page. Each pane keeps its own
 * values, errors and success flag, so switching panes clears them all.
 */
export default function AccountPanes({
  initialPane,
  prompted = false,
  resetToken = '',
  invite,
  onLoggedIn,
  returnTo,
  heading,
}: AccountPanesProps) {
  const [pane, setPane] = useState(initialPane);
  const [registeredEmail, setRegisteredEmail] = useState('');
  const paneRef = useRef<HTMLDivElement>(null);

  // The pane's first control takes the focus, when it opens and when the user switches to it
  // (the link they used is gone).
  useEffect(() => {
    paneRef.current?.querySelector<HTMLElement>(FIRST_CONTROL)?.focus();
  }, [pane]);

  const registered = (email: string) => {
    setRegisteredEmail(email);
    setPane('registered');
  };

  return (
    <PaneHeadingContext value={heading}>
      <div ref={paneRef} className="account-pane" data-pane={pane}>
        {pane === 'login' && <LoginPane prompted={prompted} onSwitch={setPane} onLoggedIn={onLoggedIn} />}
        {pane === 'register' && (
          <RegisterPane invite={invite} returnTo={returnTo} onSwitch={setPane} onRegistered={registered} />
        )}
        {pane === 'registered' && <RegisteredPane email={registeredEmail} onSwitch={setPane} />}
        {pane === 'forgot' && <ForgotPane onSwitch={setPane} />}
        {pane === 'reset' && <ResetPane token={resetToken} onSwitch={setPane} />}
      </div>
    </PaneHeadingContext>
  );
}
