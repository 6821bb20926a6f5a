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

/** Today's messages show the time; older ones the date too. */
export function timeLabel(time: number, now = Date.now()): string {
  const date = new Date(time);
  const sameDay = date.toDateString() === new Date(now).toDateString();
  return sameDay
    ? date.toLocaleTimeString('en', { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
}
