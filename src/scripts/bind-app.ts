import { request, RequestError } from '#src/client/request.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { APP_BINDING_EXPIRED, type BoundApp } from '#src/shared/app-binding.ts';
import { WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';

// The app page opened from the owner's app-binding QR code (decision 057): the button, not the
// scan, uses the code, then the phone is the owner's and opens the workspace.

const EXPIRED_MESSAGE =
  'This code has expired or was used already. Make a new one in your workspace, under App, and scan it again.';

// The button comes disabled: it works once this script is here, so no tap falls into a page that cannot answer it.
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-binds-app]')) button.disabled = false;

document.addEventListener('click', async (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-binds-app]');
  const sid = button?.dataset.bindsApp;
  if (!button || !sid) return;
  const status = document.querySelector('[data-bind-status]');
  button.disabled = true;
  try {
    await request<BoundApp>('/api/bind-app', { method: 'POST', body: { sid } });
    location.assign(WORKSPACE_PATH);
  } catch (error) {
    const expired = error instanceof RequestError && error.errors.some(({ code }) => code === APP_BINDING_EXPIRED);
    if (status) status.textContent = expired ? EXPIRED_MESSAGE : MESSAGES.unexpected;
    button.disabled = false;
  }
});
