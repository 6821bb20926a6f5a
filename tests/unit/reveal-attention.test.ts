// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#src/shared/current-user.ts';

const signedIn = vi.fn<() => Promise<CurrentUser | null>>();
const modal = vi.fn<(kind: string, text: string) => Promise<boolean>>();
vi.mock('#src/client/accounts.ts', () => ({ currentUser: () => signedIn() }));
vi.mock('#src/stores/modal-stack.ts', () => ({ openModal: (kind: string, text: string) => modal(kind, text) }));
const { confirmReveal, REVEAL_QUESTIONS } = await import('#src/stores/reveal-attention.ts');

const user = (id: number, visibility: CurrentUser['visibility']) => ({ id, visibility }) as CurrentUser;

beforeEach(() => {
  localStorage.clear();
  modal.mockReset();
});

describe("the 'Attention' confirm on first showing oneself to a supplier", () => {
  it('asks a visible user once, with the footer modal; after Yes never again for that user', async () => {
    signedIn.mockResolvedValue(user(7, 'visible'));
    modal.mockResolvedValue(true);
    expect(await confirmReveal('follow')).toBe(true);
    expect(modal).toHaveBeenCalledWith('footer', REVEAL_QUESTIONS.follow);
    expect(await confirmReveal('chat')).toBe(true);
    expect(modal).toHaveBeenCalledTimes(1);

    signedIn.mockResolvedValue(user(8, 'visible'));
    expect(await confirmReveal('chat')).toBe(true);
    expect(modal).toHaveBeenLastCalledWith('footer', REVEAL_QUESTIONS.chat);
  });

  it('No stops the act and asks again next time', async () => {
    signedIn.mockResolvedValue(user(7, 'visible'));
    modal.mockResolvedValue(false);
    expect(await confirmReveal('follow')).toBe(false);
    expect(await confirmReveal('follow')).toBe(false);
    expect(modal).toHaveBeenCalledTimes(2);
  });

  it('does not ask a hidden user, whom suppliers do not see', async () => {
    signedIn.mockResolvedValue(user(7, 'hidden'));
    expect(await confirmReveal('follow')).toBe(true);
    expect(modal).not.toHaveBeenCalled();
  });
});
