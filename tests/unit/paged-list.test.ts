// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedListView } from '#src/islands/kit/PagedListView.tsx';
import { usePagedList } from '#src/islands/kit/use-paged-list.ts';
import { click, control, renderIsland, unmountIsland } from '#tests/unit/support/render-island.ts';
import type { Page } from '#src/shared/api.ts';

type Load = (pageNo: number) => Promise<Page<string>>;

function Names({ load }: { load: Load }) {
  const list = usePagedList(load, 'names');
  return createElement(PagedListView<string>, {
    list,
    label: 'Names',
    noun: 'names',
    empty: 'No names yet',
    itemKey: (name) => name,
    renderItem: (name) => name,
  });
}

const page = (list: string[], pageNo: number, totalPage: number): Page<string> => ({
  list,
  total: 3,
  pageNo,
  totalPage,
});
// A new key reaches nanoquery after a timer tick (its key store is batched).
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const shownNames = () => Array.from(document.querySelectorAll('li')).map((item) => item.textContent);

afterEach(unmountIsland);

describe('a list of My catalogue', () => {
  it('says it is loading, then shows the first page and appends the next with More', async () => {
    const load = vi
      .fn<Load>()
      .mockResolvedValueOnce(page(['Ann', 'Bob'], 1, 2))
      .mockResolvedValueOnce(page(['Cy'], 2, 2));
    const root = await renderIsland(Names, { load });
    await settle();
    expect(shownNames()).toEqual(['Ann', 'Bob']);
    expect(root.textContent).toContain('2 of 3');
    await click(control('More'));
    await settle();
    expect(shownNames()).toEqual(['Ann', 'Bob', 'Cy']);
    expect(load).toHaveBeenLastCalledWith(2);
    expect(() => control('More')).toThrow();
  });

  it('says when it failed, and Retry asks again', async () => {
    const load = vi
      .fn<Load>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(['Ann'], 1, 1));
    const root = await renderIsland(Names, { load });
    await settle();
    expect(root.querySelector('[role="alert"]')?.textContent).toContain('Your names could not be loaded.');
    await click(control('Retry'));
    await settle();
    expect(shownNames()).toEqual(['Ann']);
  });

  it('says what an empty list means', async () => {
    const root = await renderIsland(Names, { load: async () => page([], 1, 0) });
    await settle();
    expect(root.textContent).toBe('No names yet');
  });
});
