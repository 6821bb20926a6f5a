import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  DOCUMENT_RULE,
  DOCUMENT_UPLOAD_TIP,
  documentNameOf,
  fileProblem,
  MAX_DOCUMENT_NAME_LENGTH,
  PROFILE_PICTURE_RULE,
  refusalText,
  sortChosenFiles,
} from '#src/islands/kit/file-checks.ts';
import { uploadEach } from '#src/islands/kit/file-uploads.ts';
import { RequestError } from '#src/client/request.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { documentsSchema } from '#src/shared/company-profile.ts';
import { $callUnderWay } from '#src/stores/pending-calls.ts';
import { DOCUMENT_TYPE_MESSAGE, IMAGE_UPLOAD_TIP } from '#src/shared/uploads.ts';

const file = (name: string, size = 10) => ({ name, size });
const KB = 1024;
const MB = 1024 * KB;

describe('company photos before upload (spec §5: JPG, GIF or PNG. Max size of 800K)', () => {
  it('takes JPG, JPEG, GIF and PNG of any case up to 800K', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.gif', 'd.Png'])
      expect(fileProblem(file(name, 800 * KB), PROFILE_PICTURE_RULE)).toBeNull();
  });

  it('refuses other types and bigger files with the tip', () => {
    for (const name of ['a.pdf', 'b.webp', 'c.bmp', 'no-extension', 'png'])
      expect(fileProblem(file(name), PROFILE_PICTURE_RULE)).toBe(IMAGE_UPLOAD_TIP);
    expect(fileProblem(file('big.jpg', 800 * KB + 1), PROFILE_PICTURE_RULE)).toBe(IMAGE_UPLOAD_TIP);
  });
});

describe('documents before upload (PDF, JPG or PNG up to 5 MB)', () => {
  it('takes PDF, JPG, JPEG and PNG up to 5 MB', () => {
    for (const name of ['a.pdf', 'b.PDF', 'c.jpg', 'd.jpeg', 'e.png'])
      expect(fileProblem(file(name, 5 * MB), DOCUMENT_RULE)).toBeNull();
    expect(DOCUMENT_UPLOAD_TIP).toBe('PDF, JPG or PNG. Max size of 5 MB');
  });

  it('refuses other types with spec §8’s words, and bigger files', () => {
    for (const name of ['a.gif', 'b.docx', 'c.pdf.exe', 'README'])
      expect(fileProblem(file(name), DOCUMENT_RULE)).toBe(DOCUMENT_TYPE_MESSAGE);
    expect(DOCUMENT_TYPE_MESSAGE).toBe('Please select an image or PDF document');
    expect(fileProblem(file('big.pdf', 5 * MB + 1), DOCUMENT_RULE)).toBe('Each document must be 5 MB or smaller.');
  });
});

describe('sorting the chosen files', () => {
  it('keeps the order chosen and names each refused file with its reason', () => {
    const chosen = [file('one.png'), file('two.bmp'), file('three.jpg', MB), file('four.gif')];
    expect(sortChosenFiles(chosen, PROFILE_PICTURE_RULE, { count: 0, max: 30 })).toEqual({
      accepted: [chosen[0], chosen[3]],
      refused: [
        { name: 'two.bmp', message: IMAGE_UPLOAD_TIP },
        { name: 'three.jpg', message: IMAGE_UPLOAD_TIP },
      ],
    });
  });

  it('refuses the files beyond the free places, counting only the accepted ones', () => {
    const chosen = [file('a.png'), file('b.txt'), file('c.png'), file('d.png')];
    const { accepted, refused } = sortChosenFiles(chosen, PROFILE_PICTURE_RULE, { count: 28, max: 30 });
    expect(accepted.map(({ name }) => name)).toEqual(['a.png', 'c.png']);
    expect(refused).toEqual([
      { name: 'b.txt', message: IMAGE_UPLOAD_TIP },
      { name: 'd.png', message: 'There can be at most 30 entries.' },
    ]);
    expect(sortChosenFiles([file('e.pdf')], DOCUMENT_RULE, { count: 30, max: 30 }).accepted).toEqual([]);
  });

  it('says which file was left out', () => {
    expect(refusalText({ name: 'logo.bmp', message: IMAGE_UPLOAD_TIP })).toBe(
      'logo.bmp was not added. JPG, GIF or PNG. Max size of 800K',
    );
  });
});

describe('a new document’s name', () => {
  it('is the file name without its extension', () => {
    expect(documentNameOf('ISO 9001 certificate.pdf')).toBe('ISO 9001 certificate');
    expect(documentNameOf('report.final.PDF')).toBe('report.final');
    expect(documentNameOf('  spaced .png')).toBe('spaced');
    expect(documentNameOf('README')).toBe('README');
  });

  it('keeps a name that is all extension whole', () => {
    expect(documentNameOf('.pdf')).toBe('.pdf');
  });

  it('is cut to the limit between whole characters, and the schema takes it', () => {
    const long = `${'a'.repeat(MAX_DOCUMENT_NAME_LENGTH - 1)}𠮷 and more.pdf`;
    const name = documentNameOf(long);
    expect(name).toBe('a'.repeat(MAX_DOCUMENT_NAME_LENGTH - 1));
    const atLimit = documentNameOf(`${'b'.repeat(200)}.pdf`);
    expect(atLimit).toHaveLength(MAX_DOCUMENT_NAME_LENGTH);
    const key = `${'0'.repeat(64)}.pdf`;
    expect(v.safeParse(documentsSchema, { documents: [{ name: atLimit, key }] }).success).toBe(true);
    expect(v.safeParse(documentsSchema, { documents: [{ name: `${atLimit}b`, key }] }).success).toBe(false);
  });
});

describe('uploading the accepted files', () => {
  const stored = (name: string) => ({
    key: `${name}-key`,
    url: `/media/${name}`,
    name,
    size: 1,
    mimeType: 'image/png',
  });

  it('uploads them in order, goes on past a refusal and says each refusal’s code in words', async () => {
    const sent: string[] = [];
    const result = await uploadEach([file('a.png'), file('b.png'), file('c.png'), file('d.png')], async ({ name }) => {
      sent.push(name);
      if (name === 'b.png')
        throw new RequestError({
          status: 400,
          body: { success: false, errors: [{ field: 'file', code: 'image_too_large' }] },
        });
      if (name === 'c.png') throw new RequestError(new TypeError('Failed to fetch'));
      return stored(name);
    });
    expect(sent).toEqual(['a.png', 'b.png', 'c.png', 'd.png']);
    expect(result.uploaded.map(({ file, stored }) => [file.name, stored.key])).toEqual([
      ['a.png', 'a.png-key'],
      ['d.png', 'd.png-key'],
    ]);
    expect(result.refused).toEqual([
      { name: 'b.png', message: IMAGE_UPLOAD_TIP },
      { name: 'c.png', message: MESSAGES.unexpected },
    ]);
  });

  it('keeps the overlay up for the whole batch, and takes it down after', async () => {
    const shown: boolean[] = [];
    await uploadEach([file('a.png'), file('b.png')], async ({ name }) => {
      shown.push($callUnderWay.get());
      return stored(name);
    });
    expect(shown).toEqual([true, true]);
    expect($callUnderWay.get()).toBe(false);
  });
});
