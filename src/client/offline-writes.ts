import { atom } from 'nanostores';
import { currentUser } from './accounts.ts';
import { LOCAL_STORAGE_PREFIX, offlineWritesKey } from './local-storage-keys.ts';
import { request, RequestError } from './request.ts';

// Writes made while the connection is down (issue 29 item 5, the trade-show floor): a star or a
// note waits in this browser, under the user who made it, and is sent when the connection is back.
// One write per target is kept, the latest, and the calls set a state rather than add one, so a
// write is never sent twice; another person signed in later in this browser never sends them.

type KeptWrite = { url: string; body: unknown; at: number };

/** How many writes wait in this browser: a screen that said "saved on this device" stops saying it at 0. */
export const $waitingWrites = atom(0);
type KeptWrites = Record<string, KeptWrite>;

const read = (userId: number): KeptWrites => {
  try {
    return JSON.parse(localStorage.getItem(offlineWritesKey(userId)) ?? '{}') as KeptWrites;
  } catch {
    return {};
  }
};
function write(userId: number, writes: KeptWrites): void {
  const waiting = Object.keys(writes).length;
  if (waiting === 0) localStorage.removeItem(offlineWritesKey(userId));
  else localStorage.setItem(offlineWritesKey(userId), JSON.stringify(writes));
  $waitingWrites.set(waiting);
}

/**
 * The call failed because the device is offline: no answer came, and the browser says it has no
 * connection. A failure while online (the server down, a refusal) stays a failure, as spec §4 wants.
 */
export const failedOffline = (error: unknown) =>
  !navigator.onLine && error instanceof RequestError && error.httpStatus === null;

/** Keeps the write for `target` (the latest replaces an earlier one), to send when back online. */
export function keepWrite(userId: number, target: string, url: string, body: unknown): void {
  write(userId, { ...read(userId), [target]: { url, body, at: Date.now() } });
}

/** Sends the signed-in user's kept writes, oldest first; one refused is dropped, one not answered waits. */
export async function sendKeptWrites(): Promise<void> {
  const anyKept = Object.keys(localStorage).some((key) => key.startsWith(`${LOCAL_STORAGE_PREFIX}offline-writes-`));
  if (!anyKept || !navigator.onLine) return;
  const user = await currentUser().catch(() => null);
  if (!user) return;
  const writes = Object.entries(read(user.id)).sort(([, a], [, b]) => a.at - b.at);
  for (const [target, kept] of writes) {
    try {
      await request(kept.url, { method: 'POST', body: kept.body });
    } catch (error) {
      if (failedOffline(error)) return;
    }
    const left = read(user.id);
    delete left[target];
    write(user.id, left);
  }
}

if (typeof window !== 'undefined') {
  addEventListener('online', () => void sendKeptWrites());
  void sendKeptWrites();
}
