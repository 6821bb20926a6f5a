// @vitest-environment happy-dom
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_SELECTION_KEY } from '#src/client/local-storage-keys.ts';
import { alignRows, COMPARE_FULL, compareHref, compareIdsSchema } from '#src/shared/compare.ts';
import {
  clearCompared,
  compareNotice,
  compareSelection,
  removeCompared,
  toggleCompared,
} from '#src/stores/compare-selection.ts';

describe('a comparison’s rows', () => {
  it('line up by name whatever its case and spacing, in the order names first appear', () => {
    const rows = alignRows([
      [
        { name: 'Weight', value: '1.2 kg' },
        { name: 'Voltage', value: '230 V' },
      ],
      [
        { name: 'voltage ', value: '110 V' },
        { name: 'Colour', value: 'Red' },
        { name: 'WEIGHT', value: '1.2 KG' },
      ],
    ]);
    expect(rows).toEqual([
      { name: 'Weight', values: ['1.2 kg', '1.2 KG'], differs: false },
      { name: 'Voltage', values: ['230 V', '110 V'], differs: true },
      { name: 'Colour', values: [null, 'Red'], differs: true },
    ]);
  });

  it('say a row only some products give differs, and a row all give alike does not', () => {
    const rows = alignRows([[{ name: 'IP rating', value: 'IP67' }], [], [{ name: 'IP rating', value: 'IP67' }]]);
    expect(rows).toEqual([{ name: 'IP rating', values: ['IP67', null, 'IP67'], differs: true }]);
    expect(alignRows([[{ name: 'Port', value: 'Ningbo' }], [{ name: 'Port', value: 'Ningbo' }]])[0]?.differs).toBe(
      false,
    );
  });

  it('keep a product’s first value when it lists a name twice, and skip rows without a name', () => {
    expect(
      alignRows([
        [
          { name: 'Size', value: 'M' },
          { name: 'size', value: 'L' },
          { name: '  ', value: 'x' },
        ],
      ]),
    ).toEqual([{ name: 'Size', values: ['M'], differs: false }]);
  });
});

describe('a comparison’s address', () => {
  const parse = (ids: string) => v.safeParse(compareIdsSchema, ids, { abortPipeEarly: true });

  it('takes 2 to 4 distinct product ids, in the order given', () => {
    expect(parse('12,5').output).toEqual([12, 5]);
    expect(parse(' 3, 1 ,2,4').output).toEqual([3, 1, 2, 4]);
    expect(parse('7,8,7').output).toEqual([7, 8]);
    expect(compareHref([3, 1, 2])).toBe('/compare?ids=3,1,2');
  });

  it('refuses too few, too many, and anything that is not an id', () => {
    const code = (ids: string) => parse(ids).issues?.[0]?.message;
    expect(code('5')).toBe('compare_too_few');
    expect(code('5,5')).toBe('compare_too_few');
    expect(code('1,2,3,4,5')).toBe('compare_too_many');
    for (const bad of ['', '1,x', '0,1', '007,1', '1,,2', '1e3,2', '99999999999999999,1']) {
      expect(code(bad), bad).toBe('invalid_compare_ids');
    }
  });
});

describe('the products picked to compare', () => {
  beforeEach(() => {
    clearCompared();
    localStorage.clear();
  });

  const item = (id: number) => ({ id, label: `M-${id} Product ${id}` });

  it('are kept in local storage, in the order picked; a second pick of one takes it out', () => {
    expect(toggleCompared(item(3))).toBe('added');
    expect(toggleCompared(item(1))).toBe('added');
    expect(JSON.parse(localStorage.getItem(COMPARE_SELECTION_KEY)!)).toEqual([item(3), item(1)]);
    expect(toggleCompared(item(3))).toBe('removed');
    expect(compareSelection.get()).toEqual([item(1)]);
    removeCompared(1);
    expect(compareSelection.get()).toEqual([]);
  });

  it('refuse a fifth, keep the four, and say why until the next pick goes through', () => {
    for (const id of [1, 2, 3, 4]) toggleCompared(item(id));
    expect(toggleCompared(item(5))).toBe('full');
    expect(compareSelection.get().map((picked) => picked.id)).toEqual([1, 2, 3, 4]);
    expect(compareNotice.get()).toBe(COMPARE_FULL);
    expect(COMPARE_FULL).toBe('You can compare up to 4 products. Remove one first.');
    toggleCompared(item(4));
    expect(compareNotice.get()).toBeNull();
  });

  it('follow another tab’s picks, and read what another script left under their key as nothing picked', () => {
    const stopListening = compareSelection.listen(() => {});
    const storedElsewhere = (stored: string) => {
      localStorage.setItem(COMPARE_SELECTION_KEY, stored);
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_SELECTION_KEY, newValue: stored }));
      return compareSelection.get();
    };
    expect(storedElsewhere(JSON.stringify([item(9), item(2)]))).toEqual([item(9), item(2)]);
    for (const stored of [
      'not json',
      '[{"id":"1"}]',
      JSON.stringify([1, 2]),
      JSON.stringify([1, 2, 3, 4, 5].map(item)),
    ]) {
      expect(storedElsewhere(stored), stored).toEqual([]);
    }
    stopListening();
  });
});
