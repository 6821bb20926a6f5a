// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#src/shared/current-user.ts';
import { click, control, field, renderIsland, type, unmountIsland } from '#tests/unit/support/render-island.ts';

const answers: ((user: CurrentUser | null) => void)[] = [];
vi.mock('#src/client/accounts.ts', () => ({
  currentUser: () => new Promise<CurrentUser | null>((resolve) => answers.push(resolve)),
}));
const { useSignedInUser } = await import('#src/islands/kit/use-signed-in-user.ts');

/** A signed-in form, and a button that mounts another island reading who is signed in. */
function Page() {
  const viewer = useSignedInUser();
  const [other, setOther] = useState(false);
  return createElement(
    'div',
    null,
    viewer.state === 'user'
      ? createElement('label', null, 'Company name', createElement('input', { defaultValue: '' }))
      : createElement('p', null, viewer.state),
    createElement('button', { type: 'button', onClick: () => setOther(true) }, 'Mount another'),
    other && createElement(Other),
  );
}

function Other() {
  return createElement('span', null, useSignedInUser().state);
}

afterEach(unmountIsland);

describe('useSignedInUser', () => {
  it('keeps a signed-in form (and what was typed) while another island asks again', async () => {
    await renderIsland(Page, {});
    expect(document.querySelector('p')?.textContent).toBe('loading');
    await act(async () => answers[0]!({ id: 1, email: 'owner@example.com' } as CurrentUser));
    await type(field('Company name'), 'Baltic Valves');

    await click(control('Mount another'));
    expect(answers).toHaveLength(2);
    expect(field('Company name').value).toBe('Baltic Valves');
    await act(async () => answers[1]!({ id: 1, email: 'owner@example.com' } as CurrentUser));
    expect(field('Company name').value).toBe('Baltic Valves');
    expect(document.querySelector('span')?.textContent).toBe('user');
  });
});
