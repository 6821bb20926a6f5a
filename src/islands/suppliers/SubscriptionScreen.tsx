import { useState } from 'react';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { closeCatalogue } from '#src/client/workspace.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { MY_ACCOUNT_PATH } from '#src/shared/account-paths.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import './app-domain-subscription.css';

/**
 * Spec §1: trial accounts, with all functions free. What "all" is today, in the owner's words: a
 * function joins this list when it ships (no promise of what is not there yet).
 */
const TRIAL_INCLUDES = [
  'Your storefront and company page, with your colours, logo and your own domain',
  'A product catalogue with menus, search and QR codes',
  'Buyers who follow, watch and tag your catalogue, and hear of your changes',
  'Posts by you and the sales contacts you allow',
  'Developer access for your ERP',
  'Signing in on your phone with a QR code',
];

/**
 * Subscription: the plan (read only; spec §1 trial accounts, all functions free) and closing the
 * catalogue (POST supplier/home/deregister) after the spec's Warning confirm. A closed catalogue is
 * gone at once; the owner goes to My account, where the account may now be deleted.
 */
export function SubscriptionScreen({ company }: { company: OwnerCompany }) {
  const [failed, setFailed] = useState(false);

  const close = async () => {
    const warning = `Close your catalogue ${company.profile.companyName}? Its storefront, products, company profile, posts and followers are deleted at once, and this cannot be undone.`;
    if (!(await openModal('warning', warning))) return;
    try {
      await closeCatalogue();
      location.assign(MY_ACCOUNT_PATH);
    } catch {
      setFailed(true);
    }
  };

  return (
    <ScreenSection title="Subscription">
      <p className="ws-intro">Your plan, and what it includes.</p>
      <div className="ws-plan">
        <h3>Trial</h3>
        <p>Your catalogue runs on a trial account: every function is free, and no payment details are needed.</p>
        <ul>
          {TRIAL_INCLUDES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <h3>Close your catalogue</h3>
      <p>
        Closing deletes your storefront, products, company profile, posts and followers at once and for good; its
        address answers “not found” from then on. Your account stays: afterwards you can delete it under My account, or
        open a new catalogue.
      </p>
      <button type="button" className="button button-danger" onClick={() => void close()}>
        Close catalogue
      </button>
      {failed && (
        <p className="ws-error" role="alert">
          {MESSAGES.unexpected}
        </p>
      )}
    </ScreenSection>
  );
}
