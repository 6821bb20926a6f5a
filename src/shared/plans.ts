// Spec §1: catalogues run on trial accounts with all functions free. The trial's length and what
// follows it are Vitrine's (issue 26 Billing); both sides read them from here.

/** How long a new catalogue's trial lasts. */
export const TRIAL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A catalogue's plan as its owner reads it (GET supplier/home/get `plan`). */
export type CataloguePlan = {
  name: 'trial';
  /** When the catalogue opened, ms since the epoch. */
  startedAt: number;
  /** When the trial ends: TRIAL_DAYS after it opened. */
  trialEndsAt: number;
};

export function trialPlan(openedAt: number): CataloguePlan {
  return { name: 'trial', startedAt: openedAt, trialEndsAt: openedAt + TRIAL_DAYS * DAY_MS };
}

/** Whole days left of the trial at `now` (0 once it has ended). */
export function trialDaysLeft(plan: CataloguePlan, now: number): number {
  return Math.max(0, Math.ceil((plan.trialEndsAt - now) / DAY_MS));
}
