import { describe, expect, it } from 'vitest';
import { filterTags, orderTags, tagNamed, tagNames } from '#src/islands/engagement/tag-list.ts';

const tags = [
  { id: 1, name: 'zinc' },
  { id: 2, name: 'Bolts' },
  { id: 3, name: 'anchors' },
  { id: 4, name: 'Pumps' },
];
const namesOf = (list: { name: string }[]) => list.map((tag) => tag.name);

describe('the tag picker list', () => {
  it('puts selected tags first, then the rest, each alphabetically whatever the case', () => {
    expect(namesOf(orderTags(tags, [4, 1]))).toEqual(['Pumps', 'zinc', 'anchors', 'Bolts']);
    expect(namesOf(orderTags(tags, []))).toEqual(['anchors', 'Bolts', 'Pumps', 'zinc']);
  });

  it('ignores selected ids of tags it does not have, and leaves its input alone', () => {
    const input = [...tags];
    expect(namesOf(orderTags(input, [99]))).toEqual(['anchors', 'Bolts', 'Pumps', 'zinc']);
    expect(input).toEqual(tags);
  });

  it('filters by a part of the name, trimmed, whatever the case; an empty search keeps all', () => {
    expect(namesOf(filterTags(tags, ' OL '))).toEqual(['Bolts']);
    expect(namesOf(filterTags(tags, 'n'))).toEqual(['zinc', 'anchors']);
    expect(filterTags(tags, '   ')).toHaveLength(4);
    expect(filterTags(tags, 'gears')).toEqual([]);
  });

  it('finds the tag already named so, whatever the case (names are unique per user)', () => {
    expect(tagNamed(tags, ' pumps')).toEqual({ id: 4, name: 'Pumps' });
    expect(tagNamed(tags, 'pump')).toBeUndefined();
  });
});

describe('tagNames', () => {
  it("names a card's tags in the list's order, leaving out ids the list does not hold", () => {
    const tags = [
      { id: 1, name: 'Pumps' },
      { id: 2, name: 'Valves' },
      { id: 3, name: 'Abrasives' },
    ];
    expect(tagNames(tags, [3, 1, 99])).toEqual(['Pumps', 'Abrasives']);
    expect(tagNames(tags, [])).toEqual([]);
  });
});
