import { describe, expect, it } from 'vitest';
import { shortTimeLabel, timeLabel, timeLabelled } from '#src/islands/chat/time-labels.ts';
import { deliveryMark } from '#src/islands/chat/delivery-mark.ts';

// Spec §4: a message starts a time-label group; later ones within 5 minutes (300000 ms) of the
// group's first carry no label.

const MINUTE = 60_000;

describe('chat time labels', () => {
  it('labels the first message and the first after each 5-minute group', () => {
    const start = Date.UTC(2026, 10, 26, 9, 0);
    const times = [0, 1, 4, 5, 5.01, 7, 10.02, 30].map((minutes) => start + minutes * MINUTE);
    expect(timeLabelled(times)).toEqual([true, false, false, false, true, false, true, true]);
  });

  it('measures from the group start, not the previous message', () => {
    const times = [0, 3, 6, 9].map((minutes) => minutes * MINUTE);
    expect(timeLabelled(times)).toEqual([true, false, true, false]);
  });

  it('has nothing to label in an empty conversation', () => {
    expect(timeLabelled([])).toEqual([]);
  });

  it("says the time for today's messages and the date for older ones", () => {
    const now = new Date(2026, 10, 26, 15, 0).getTime();
    expect(timeLabel(new Date(2026, 10, 26, 9, 5).getTime(), now)).toMatch(/09:05/);
    expect(timeLabel(new Date(2026, 10, 20, 9, 5).getTime(), now)).toMatch(/Nov 20, 2026/);
  });

  it("shows a chat row's last activity short: the time today, the day this year, the full date before", () => {
    const now = new Date(2026, 10, 26, 15, 0).getTime();
    expect(shortTimeLabel(new Date(2026, 10, 26, 9, 5).getTime(), now)).toMatch(/^09:05/);
    expect(shortTimeLabel(new Date(2026, 10, 20, 9, 5).getTime(), now)).toBe('Nov 20');
    expect(shortTimeLabel(new Date(2025, 11, 31, 9, 5).getTime(), now)).toBe('Dec 31, 2025');
  });
});

describe('deliveryMark', () => {
  it('says read over received over sent', () => {
    expect(deliveryMark({ isRead: true, isReceived: true })).toBe('Read');
    expect(deliveryMark({ isRead: false, isReceived: true })).toBe('Received');
    expect(deliveryMark({ isRead: false, isReceived: false })).toBe('Sent');
  });
});
