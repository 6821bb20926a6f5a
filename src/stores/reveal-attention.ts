import { currentUser } from '#src/client/accounts.ts';
import { revealNotedKey } from '#src/client/local-storage-keys.ts';
import { openModal } from './modal-stack.ts';

/** What the user is about to do that lets a supplier see them. */
export type RevealingAct = 'follow' | 'chat' | 'inquiry';

/** The footer confirm's question; the modal adds the spec's Profile > Visibility note. */
export const REVEAL_QUESTIONS: Record<RevealingAct, string> = {
  follow: 'Suppliers you follow see your profile: your name, job title and company. Follow this supplier?',
  chat: 'Suppliers you chat with see your profile: your name, job title and company. Start this chat?',
  inquiry: 'Suppliers you send an inquiry to see your profile: your name, job title and company. Send this inquiry?',
};

/**
 * Spec §2's 'Attention' footer confirm, where a user first shows themselves to a supplier (issue
 * 26): asked once per user on this device, and only of a user whose Visibility is 'visible' (a
 * hidden one shows nothing). Resolves whether the act may go on; 'No' stops it and asks again next time.
 */
export async function confirmReveal(act: RevealingAct): Promise<boolean> {
  const user = await currentUser().catch(() => null);
  if (!user || user.visibility !== 'visible' || localStorage.getItem(revealNotedKey(user.id))) return true;
  const yes = await openModal('footer', REVEAL_QUESTIONS[act]);
  if (yes) localStorage.setItem(revealNotedKey(user.id), 'yes');
  return yes;
}
