import { useStore } from '@nanostores/react';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';
import { useState } from 'react';
import { ChangePasswordForm } from '#src/islands/account/ChangePasswordForm.tsx';
import { $developerAccess, regenerateDeveloperToken, updateOwnerPassword } from '#src/client/workspace.ts';
import { API_REFERENCE_PATH } from '#src/components/api-reference/api-reference-path.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import './developer.css';

const dateTime = (at: number) => new Date(at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

/** What an ERP sends: the token as a Bearer credential, JSON in and out (the README's "ERP API"). */
function curlExample(token: string): string {
  return [
    `curl -X POST ${location.origin}/api/supplier/product/pager \\`,
    `  -H 'Authorization: Bearer ${token}' \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d '{"pageNo": 1, "pageSize": 20}'`,
  ].join('\n');
}

/** The new token, shown this once, with a copy button that says whether the copy worked. */
function NewToken({ token }: { token: string }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="ws-token">
      <label htmlFor="ws-new-token">Your new token</label>
      <div className="ws-token-row">
        <input id="ws-new-token" readOnly value={token} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      <p className="ws-hint" role="status">
        {copied === 'yes'
          ? 'Copied.'
          : copied === 'no'
            ? 'Your browser did not allow copying: select the token and copy it yourself.'
            : 'Copy it now: it is shown only once. Whoever has it can manage your catalogue.'}
      </p>
    </div>
  );
}

/**
 * Developer (spec §1 "API access for third-party systems such as an ERP"; §7 GET developer, POST
 * regenerate-token, update-password): the ERP's token, made anew on demand and shown once (it is
 * stored hashed), how to call the API with it, and the owner's password.
 */
export function DeveloperScreen() {
  const access = useStore($developerAccess);
  const [token, setToken] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const regenerate = async () => {
    const warning = 'Make a new token? The current one stops working at once: your ERP needs the new one.';
    if (access.data?.hasToken && !(await openModal('warning', warning))) return;
    try {
      setToken(await regenerateDeveloperToken());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  const info = access.data;
  return (
    <ScreenSection title="Developer">
      <p className="ws-intro">
        Let your ERP or another system manage your catalogue through the API, with a token instead of your password.
      </p>
      <h3>API token</h3>
      {access.loading && !info ? (
        <p className="ws-state" role="status" aria-busy="true">
          Loading…
        </p>
      ) : !info ? (
        <p className="ws-error" role="alert">
          {MESSAGES.unexpected}{' '}
          <button type="button" className="button" onClick={() => $developerAccess.revalidate()}>
            Try again
          </button>
        </p>
      ) : (
        <p>
          {info.hasToken && info.createdAt !== null
            ? `Your current token was made on ${dateTime(info.createdAt)} and ${
                info.lastUsedAt === null ? 'has not been used yet' : `was last used on ${dateTime(info.lastUsedAt)}`
              }.`
            : 'You have no token yet.'}
        </p>
      )}
      <button type="button" className="button button-primary" onClick={() => void regenerate()} disabled={!info}>
        {info?.hasToken ? 'Make a new token' : 'Make a token'}
      </button>
      {failed && (
        <p className="ws-error" role="alert">
          {MESSAGES.unexpected}
        </p>
      )}
      {token && <NewToken token={token} />}
      <h3>Calling the API</h3>
      <p>
        Send the token in an <code>Authorization: Bearer</code> header. Every call under <code>/api/supplier/</code>{' '}
        works with it, as it does for you here; changing the password, the token and closing the catalogue need you,
        signed in. For example, the first page of your products:
      </p>
      <pre className="ws-code">
        <code>{curlExample(token ?? 'YOUR_TOKEN')}</code>
      </pre>
      <p>
        <a href={API_REFERENCE_PATH}>Read the API reference</a>: every call, its fields and a curl example.
      </p>
      <ChangePasswordForm send={updateOwnerPassword} />
    </ScreenSection>
  );
}
