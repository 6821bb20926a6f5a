// @vitest-environment happy-dom
import { act, createElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { click, control, renderIsland, unmountIsland } from '#tests/unit/support/render-island.ts';

type Load = (id: string) => Promise<string>;

/** Reads ids in turn (Next): shows the data and whether it is loading or failed (with Retry). */
function Reader({ ids, load, scope }: { ids: string[]; load: Load; scope: string }) {
  const [index, setIndex] = useState(0);
  const id = ids[index]!;
  const read = useQuery(`test/${scope}?${id}`, () => load(id));
  return createElement(
    'div',
    null,
    createElement('p', null, `${read.data ?? 'none'}|${read.loading ? 'loading' : read.failed ? 'failed' : 'ready'}`),
    createElement('button', { type: 'button', onClick: () => setIndex(index + 1) }, 'Next'),
    read.failed && createElement('button', { type: 'button', onClick: read.retry }, 'Retry'),
  );
}

/** A load whose answers the test gives, call by call. */
function answers() {
  const calls: { id: string; resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn<Load>((id) => new Promise<string>((resolve, reject) => calls.push({ id, resolve, reject })));
  return { load, calls };
}

// A new key reaches nanoquery after a timer tick (its key store is batched).
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const shown = () => document.querySelector('p')?.textContent;

afterEach(unmountIsland);

describe('useQuery', () => {
  it('keeps the last answer on screen while the next key loads', async () => {
    const { load, calls } = answers();
    await renderIsland(Reader, { ids: ['a', 'b'], load, scope: 'keep' });
    expect(shown()).toBe('none|loading');
    await act(async () => calls[0]!.resolve('A'));
    expect(shown()).toBe('A|ready');
    await click(control('Next'));
    await settle();
    expect(shown()).toBe('A|loading');
    expect(calls.map(({ id }) => id)).toEqual(['a', 'b']);
    await act(async () => calls[1]!.resolve('B'));
    expect(shown()).toBe('B|ready');
  });

  it('drops the answer to an older key', async () => {
    const { load, calls } = answers();
    await renderIsland(Reader, { ids: ['a', 'b', 'c'], load, scope: 'stale' });
    await act(async () => calls[0]!.resolve('A'));
    await click(control('Next'));
    await settle();
    await click(control('Next'));
    await settle();
    expect(calls.map(({ id }) => id)).toEqual(['a', 'b', 'c']);
    await act(async () => calls[2]!.resolve('C'));
    await act(async () => calls[1]!.resolve('B, too late'));
    expect(shown()).toBe('C|ready');
  });

  it('says when the read failed, and Retry asks again', async () => {
    const { load, calls } = answers();
    await renderIsland(Reader, { ids: ['a'], load, scope: 'retry' });
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(shown()).toBe('none|failed');
    await click(control('Retry'));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown()).toBe('none|loading');
    await act(async () => calls[1]!.resolve('A'));
    expect(shown()).toBe('A|ready');
  });
});
