import { describe, expect, it } from 'vitest';
import { fileProblem, PICTURE_TYPE_RULE } from '#src/islands/kit/file-checks.ts';
import { preparePictures } from '#src/islands/kit/picture-preparation.ts';
import { IMAGE_UPLOAD_TIP, MAX_PROFILE_IMAGE_BYTES } from '#src/shared/uploads.ts';

const picture = (name: string, size = 10) => new File([new Uint8Array(size)], name);

describe('pictures made ready to upload (spec §5)', () => {
  it('looks only at the type before the cropper: a big photo may still be cropped small', () => {
    expect(fileProblem(picture('big.jpg', 10 * MAX_PROFILE_IMAGE_BYTES), PICTURE_TYPE_RULE)).toBeNull();
    expect(fileProblem(picture('notes.txt'), PICTURE_TYPE_RULE)).toBe(IMAGE_UPLOAD_TIP);
  });

  it('sends JPG, JPEG and PNG through the cropper one after the other, GIFs as chosen', async () => {
    const cropped: string[] = [];
    const crop = async (file: File) => {
      cropped.push(file.name);
      return new Blob([new Uint8Array(3)]);
    };
    const gif = picture('moving.gif');
    const { ready, refused } = await preparePictures(
      [picture('a.JPG'), gif, picture('b.png'), picture('c.jpeg')],
      crop,
    );
    expect(cropped).toEqual(['a.JPG', 'b.png', 'c.jpeg']);
    expect(ready.map(({ name, type, size }) => [name, type, size])).toEqual([
      ['a.JPG', 'image/jpeg', 3],
      ['moving.gif', '', 10],
      ['b.png', 'image/png', 3],
      ['c.jpeg', 'image/jpeg', 3],
    ]);
    expect(ready[1]).toBe(gif);
    expect(refused).toEqual([]);
  });

  it('leaves out a picture whose cropper was cancelled, and goes on with the next', async () => {
    const { ready, refused } = await preparePictures([picture('a.jpg'), picture('b.jpg')], async (file) =>
      file.name === 'a.jpg' ? null : new Blob([new Uint8Array(3)]),
    );
    expect(ready.map(({ name }) => name)).toEqual(['b.jpg']);
    expect(refused).toEqual([]);
  });

  it('checks 800K on what is uploaded: a big photo cropped small goes, a big result does not', async () => {
    const tooBig = MAX_PROFILE_IMAGE_BYTES + 1;
    const small = await preparePictures([picture('big.jpg', tooBig)], async () => new Blob([new Uint8Array(3)]));
    expect(small.ready.map(({ name }) => name)).toEqual(['big.jpg']);

    const big = await preparePictures([picture('noise.png')], async () => new Blob([new Uint8Array(tooBig)]));
    expect(big).toEqual({ ready: [], refused: [{ name: 'noise.png', message: IMAGE_UPLOAD_TIP }] });

    const gif = await preparePictures([picture('big.gif', tooBig)], async () => null);
    expect(gif.refused).toEqual([{ name: 'big.gif', message: IMAGE_UPLOAD_TIP }]);
  });
});
