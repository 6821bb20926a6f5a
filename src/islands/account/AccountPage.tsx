import { useId } from 'react';
import type { AccountPane } from '#src/shared/account-paths.ts';
import AccountPanes from './AccountPanes.tsx';
import { AccountIntro } from './AccountIntro.tsx';
import './account.css';

type Props = {
  pane: AccountPane;
  /** Where a login leads: a path of this site (see return-path.ts). */
  returnTo: string;
  resetToken?: string;
  invite?: string;
  /** Why the visitor landed here, when a page sent them (a catalogue that is not available). */
  notice?: string;
};

/** The account panes as a page of their own (/account/login, /register, /forgot, /reset). */
export default function AccountPage({ pane, returnTo, resetToken, invite, notice }: Props) {
  const headingId = useId();
  return (
    <section className="account-layout account-card" aria-labelledby={headingId}>
      <AccountIntro />
      {notice && (
        <p className="form-notice" role="status">
          {notice}
        </p>
      )}
      <AccountPanes
        initialPane={pane}
        resetToken={resetToken}
        invite={invite}
        heading={{ id: headingId, level: 1 }}
        onLoggedIn={() => location.assign(returnTo)}
        returnTo={returnTo}
      />
    </section>
  );
}
