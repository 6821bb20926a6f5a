import { judgeSession, type SessionRecord, type SessionVerdict } from '#functions/domain/accounts/sessions.ts';

/**
 * How long a kept session is trusted before D1 is read again. Every write that ends or changes a
 * session tells the channel at once (session-changes.ts); this bounds what a write that does not
 * (a hand edit, a path added later) leaves standing.
 */
export const SESSION_RELOAD_MS = 5 * 60_000;

type Kept = { record: SessionRecord; loadedAt: number };

/**
 * The sessions of one user as D1 last said, kept by that user's channel so that a request's check
 * costs no D1 read (decision 075). Only sessions that exist are kept: a forged id costs a read,
 * as before.
 */
export class SessionVerdicts {
  readonly #kept = new Map<string, Kept>();
  /** Moves on at every forget, so a read that began before it is answered but not kept. */
  #generation = 0;

  async verdict(
    sessionId: string,
    now: number,
    load: (sessionId: string) => Promise<SessionRecord | undefined>,
  ): Promise<SessionVerdict> {
    let kept = this.#kept.get(sessionId);
    if (!kept || now - kept.loadedAt >= SESSION_RELOAD_MS) {
      const generation = this.#generation;
      const record = await load(sessionId);
      this.#kept.delete(sessionId);
      if (!record) return null;
      kept = { record, loadedAt: now };
      if (generation === this.#generation) this.#kept.set(sessionId, kept);
    }
    const verdict = judgeSession(kept.record, sessionId, now);
    if (!verdict) this.#kept.delete(sessionId);
    // The caller writes lastSeenAt to D1; keeping it here asks for the next write in five minutes.
    else if (verdict.touch) kept.record = { ...kept.record, lastSeenAt: now };
    return verdict;
  }

  /** Everything kept is dropped: the next check of each session reads D1. */
  forget(): void {
    this.#kept.clear();
    this.#generation++;
  }
}
