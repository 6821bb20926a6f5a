import { useStore } from '@nanostores/react';
import { FadingModal, ModalCloseButton } from '#src/islands/kit/FadingModal.tsx';
import { loadStylesheet } from '#src/islands/kit/load-stylesheet.ts';
import { useLazyComponent } from '#src/islands/kit/use-lazy-component.ts';
import accountStyles from './account-modal.css?url';
import { $accountModal, closeAccountModal } from '#src/stores/account-modal.ts';
import { AccountIntro } from './AccountIntro.tsx';
import { useHydrated } from '#src/islands/kit/use-hydrated.ts';

/** The panes, with the styles of the whole modal, load at its first opening; the dialog opens once they are in. */
const loadPanes = () =>
  Promise.all([import('./AccountPanes.tsx'), loadStylesheet(accountStyles)]).then(([module]) => module);

/**
 * The account modal (spec §2). Hydrated the first time a script opens it (client:event), then it
 * follows the account-modal store. A login reloads the page: the server has set the session, and
 * the page's signed-in parts switch on as it loads.
 */
export default function AccountModal() {
  const opened = useStore($accountModal);
  const AccountPanes = useLazyComponent(loadPanes, opened !== null);
  const shown = useHydrated() && AccountPanes ? opened : null;
  return (
    <FadingModal className="account-modal" shown={shown} onClosed={closeAccountModal}>
      {(modal, { headingId, close }) =>
        AccountPanes && (
          <div className="account-layout">
            <AccountIntro />
            <AccountPanes
              key={modal.id}
              initialPane={modal.pane}
              prompted={modal.prompted}
              heading={{ id: headingId, level: 2 }}
              onLoggedIn={() => location.reload()}
              returnTo={`${location.pathname}${location.search}`}
            />
            <ModalCloseButton className="account-close" onClose={() => close()} />
          </div>
        )
      }
    </FadingModal>
  );
}
