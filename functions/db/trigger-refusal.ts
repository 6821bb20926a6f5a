// Some rules are held by the database too (triggers that RAISE(ABORT, code), migrations 0035-0037):
// the domain checks first for a clear answer, and the trigger refuses what a race slipped past.
// D1 reports the code inside its error's message or cause.

/** Which of `codes` a trigger refused the write with, if any. */
export function triggerRefusal<Code extends string>(error: unknown, codes: readonly Code[]): Code | undefined {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
  return codes.find((code) => text.includes(code));
}
