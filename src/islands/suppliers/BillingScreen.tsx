import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { shownDate } from '#src/islands/kit/shown-date.ts';
import { followWorkspaceLink } from '#src/islands/kit/workspace-link.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { TRIAL_DAYS, trialDaysLeft } from '#src/shared/plans.ts';
import { screenPath } from '#src/stores/workspace-route.ts';
import './app-domain-subscription.css';

/** The trial's standing in the owner's words: days left, or that it has ended. */
function trialStanding(daysLeft: number): string {
  if (daysLeft === 0) return 'Your trial has ended.';
  return daysLeft === 1 ? '1 day of your trial is left.' : `${daysLeft} days of your trial are left.`;
}

/**
 * Billing (spec §2 navigation; issue 26): the plan, when its trial started and ends, and what
 * follows. Vitrine takes no payments yet, so there is nothing to pay and no invoice: the screen
 * says so rather than showing an empty form.
 */
export function BillingScreen({ company }: { company: OwnerCompany }) {
  const { plan } = company;
  const subscriptionPath = screenPath('subscription');
  return (
    <ScreenSection title="Billing">
      <p className="ws-intro">What your catalogue runs on, and what it costs.</p>
      <div className="ws-plan">
        <h3>Trial</h3>
        <dl className="ws-plan-facts">
          <dt>Started</dt>
          <dd>{shownDate.format(plan.startedAt)}</dd>
          <dt>Trial ends</dt>
          <dd>{shownDate.format(plan.trialEndsAt)}</dd>
          <dt>Price</dt>
          <dd>Free: every function, no payment details needed</dd>
        </dl>
        <p role="status">{trialStanding(trialDaysLeft(plan, Date.now()))}</p>
      </div>
      <h3>What follows the trial</h3>
      <p>
        The trial lasts {TRIAL_DAYS} days. Paid plans are not open yet: when your trial ends, your catalogue stays
        online with every function, and nothing is charged. When plans open, you choose one here; nothing is ever
        charged unless you do.
      </p>
      <h3>Invoices</h3>
      <p>No invoices: nothing has been charged.</p>
      <p>
        What your plan includes, and closing your catalogue:{' '}
        <a href={subscriptionPath} onClick={(event) => followWorkspaceLink(event, subscriptionPath)}>
          Subscription
        </a>
        .
      </p>
    </ScreenSection>
  );
}
