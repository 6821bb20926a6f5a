import { describe, expect, it } from 'vitest';
import { answerTimeLabel } from '#src/shared/answer-time.ts';

describe('the answer time a company page shows', () => {
  it('rounds a median up to the step a buyer reads at a glance', () => {
    const cases: [number, string][] = [
      [1, 'Usually answers within 1 h'],
      [60, 'Usually answers within 1 h'],
      [61, 'Usually answers within 2 h'],
      [240, 'Usually answers within 4 h'],
      [241, 'Usually answers within 12 h'],
      [1440, 'Usually answers within a day'],
      [1441, 'Usually answers within 3 days'],
      [10080, 'Usually answers within a week'],
    ];
    for (const [minutes, words] of cases) expect(answerTimeLabel(minutes), String(minutes)).toBe(words);
  });

  it('says nothing without a figure, or past a week', () => {
    expect(answerTimeLabel(null)).toBeNull();
    expect(answerTimeLabel(10081)).toBeNull();
  });
});
