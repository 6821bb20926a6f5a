import { TIME_GROUP_MS } from '#src/shared/messaging.ts';

/**
 * Spec §4 time grouping: a message starts a time-label group; later messages within 5 minutes
 * (300000 ms) of the group's first have no label. Answers, per message (oldest first), whether it
 * carries a label.
 */
export function timeLabelled(createTimes: readonly number[]): boolean[] {
  let groupStart: number | null = null;
  return createTimes.map((time) => {
    if (groupStart !== null && time - groupStart <= TIME_GROUP_MS) return false;
    groupStart = time;
    return true;
  });
}

/** The hour and minute of a time, as each message shows it under its text. */
export function clockTime(time: number): string {
  return new Date(time).toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' });
}

const sameDay = (time: number, now: number) => new Date(time).toDateString() === new Date(now).toDateString();

/** Today's messages show the time; older ones the date too. */
export function timeLabel(time: number, now = Date.now()): string {
  return sameDay(time, now)
    ? clockTime(time)
    : new Date(time).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}

/** A chat row's last activity, short: the time today, else the day ("Nov 27"), with the year when not this one's. */
export function shortTimeLabel(time: number, now = Date.now()): string {
  if (sameDay(time, now)) return clockTime(time);
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear();
  return new Date(time).toLocaleDateString(
    'en',
    sameYear ? { month: 'short', day: 'numeric' } : { dateStyle: 'medium' },
  );
}
