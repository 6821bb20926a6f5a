import { describe, expect, it } from 'vitest';
import { bodyOfDraft, draftOfPost, draftSaysSomething, lowercasedFile } from '#src/islands/posts/posts-draft.ts';
import type { AppPost } from '#src/shared/posts.ts';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('a post draft (spec §3 medias rule)', () => {
  it('names new files in small letters, a second file of the same name with a number', () => {
    expect(lowercasedFile(file('Stand.PNG'), new Set()).name).toBe('stand.png');
    expect(lowercasedFile(file('Stand.PNG'), new Set(['stand.png'])).name).toBe('stand-2.png');
    expect(lowercasedFile(file('stand.png'), new Set(['stand.png', 'stand-2.png'])).name).toBe('stand-3.png');
    expect(lowercasedFile(file('README'), new Set(['readme'])).name).toBe('readme-2');
  });

  it('sends kept pictures by key, videos by vid and new files by name, in the draft order', () => {
    const added = file('new.png');
    const post = {
      content: '<p>Hi</p>',
      medias: [
        { key: 'a.png', type: 'image', url: '/media/a.png', posterUrl: null },
        { key: 'vid1', type: 'video', url: '/media/vid1', posterUrl: '/media/p.jpg' },
      ],
    } as AppPost;
    const draft = draftOfPost(post);
    const body = bodyOfDraft({
      ...draft,
      medias: [...draft.medias, { kind: 'file', file: added, thumbnail: 'blob:' }],
    });
    expect(body).toEqual({
      content: '<p>Hi</p>',
      medias: [{ key: 'a.png' }, { vid: 'vid1' }, { name: 'new.png' }],
      files: [added],
    });
  });

  it('says something with words or a picture; tags and spaces alone say nothing', () => {
    expect(draftSaysSomething({ content: '<p><br></p>&nbsp; ', medias: [] })).toBe(false);
    expect(draftSaysSomething({ content: '<p>Hi</p>', medias: [] })).toBe(true);
    expect(draftSaysSomething({ content: '', medias: [{ kind: 'kept', key: 'a.png', thumbnail: null }] })).toBe(true);
  });
});
