// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  dismissFollowPrompt,
  isFollowPromptDismissed,
  shouldPromptToFollow,
} from '#src/islands/engagement/follow-prompt.ts';

const facts = { userId: 7, ownSupplierName: null, supplierName: 'nordic-fasteners', followed: false, onTeam: false };

beforeEach(() => localStorage.clear());

describe('the add-supplier prompt (spec §4)', () => {
  it('asks a signed-in user who does not follow the supplier', () => {
    expect(shouldPromptToFollow(facts, localStorage)).toBe(true);
  });

  it('does not ask a follower, nor the supplier itself, nor a member of its sales team', () => {
    expect(shouldPromptToFollow({ ...facts, followed: true }, localStorage)).toBe(false);
    expect(shouldPromptToFollow({ ...facts, onTeam: true }, localStorage)).toBe(false);
    expect(shouldPromptToFollow({ ...facts, ownSupplierName: 'nordic-fasteners' }, localStorage)).toBe(false);
    expect(shouldPromptToFollow({ ...facts, ownSupplierName: 'demo' }, localStorage)).toBe(true);
  });

  it("after 'Not now' never asks that user again, on any supplier; other users still get it", () => {
    dismissFollowPrompt(localStorage, 7);
    expect(localStorage.getItem('vitrine:follow-7')).toBe('close');
    expect(isFollowPromptDismissed(localStorage, 7)).toBe(true);
    expect(shouldPromptToFollow(facts, localStorage)).toBe(false);
    expect(shouldPromptToFollow({ ...facts, supplierName: 'demo' }, localStorage)).toBe(false);
    expect(shouldPromptToFollow({ ...facts, userId: 8 }, localStorage)).toBe(true);
  });

  it("reads only the value 'close' as a dismissal", () => {
    localStorage.setItem('vitrine:follow-7', 'open');
    expect(shouldPromptToFollow(facts, localStorage)).toBe(true);
  });
});
