import { describe, expect, it } from 'vitest';
import { mentionedIn, withMentionsMarked } from '#src/shared/mentions.ts';

const members = [
  { userId: 1, name: 'Ann' },
  { userId: 2, name: 'Ann Lee' },
  { userId: 3, name: 'Bo (QA)' },
  { userId: 4, name: '' },
];

describe('mentions', () => {
  it('finds each member named as @Name once, the longer name first', () => {
    expect(mentionedIn('@Ann Lee and @Ann, then @Ann Lee again', members)).toEqual([2, 1]);
    expect(mentionedIn('ask @Bo (QA) please', members)).toEqual([3]);
  });

  it('does not read a name inside a longer word, nor a name without its @', () => {
    expect(mentionedIn('@Annabel and Ann', members)).toEqual([]);
    expect(mentionedIn('mail ann@example.com', members)).toEqual([]);
    expect(mentionedIn('@', members)).toEqual([]);
  });

  it('marks the mentions in the text, the rest as plain parts', () => {
    expect(withMentionsMarked('Hi @Ann Lee, see this', members.slice(0, 2))).toEqual([
      { text: 'Hi ', mention: false },
      { text: '@Ann Lee', mention: true },
      { text: ', see this', mention: false },
    ]);
    expect(withMentionsMarked('@Ann', [])).toEqual([{ text: '@Ann', mention: false }]);
  });
});
