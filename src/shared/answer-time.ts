// A catalogue's team's answer time (issue 29 item 3): how soon it usually answers a buyer's first
// message, shown on the company page. Measured by the hourly housekeeping, not per page view.

/** Chats whose buyer wrote within this many days count. */
export const ANSWER_TIME_WINDOW_DAYS = 90;
/** Fewer chats than this say too little to show a figure. */
export const MIN_ANSWER_TIME_CHATS = 3;

/** The words shown for a median, in steps a buyer reads at a glance; longer than a week says nothing. */
const STEPS: [maxMinutes: number, words: string][] = [
  [60, 'within 1 h'],
  [120, 'within 2 h'],
  [240, 'within 4 h'],
  [720, 'within 12 h'],
  [1440, 'within a day'],
  [4320, 'within 3 days'],
  [10080, 'within a week'],
];

/** "Usually answers within 2 h", or null when there is no figure or it is longer than a week. */
export function answerTimeLabel(minutes: number | null): string | null {
  if (minutes === null) return null;
  const step = STEPS.find(([maxMinutes]) => minutes <= maxMinutes);
  return step ? `Usually answers ${step[1]}` : null;
}
