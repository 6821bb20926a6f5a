import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { callWorker } from '#tests/worker/support/call-worker.ts';
import { callForm, formOf } from '#tests/worker/support/form-call.ts';
import { makeChatWorld, messageCall, startChat } from './chat-world.ts';

// Spec §7 POST app/message/send-file (contactId, file, name): spec §5's extensions, each checked by
// its leading bytes; the message says what the widget shows (image size, document format, video).

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

/** A PNG header that says 400 × 300. */
const PNG_400_BY_300 = bytes(
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
  'IHDR',
  [0, 0, 1, 0x90, 0, 0, 1, 0x2c, 8, 2, 0, 0, 0],
);
/** A JPEG whose start-of-frame (after a JFIF segment) says 640 × 480. */
const JPEG_640_BY_480 = bytes(
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  'JFIF',
  [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
  [0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0, 0x02, 0x80, 0x03],
);
const PDF = bytes('%PDF-1.7\n', 'chat document');
const DOCX = bytes([0x50, 0x4b, 0x03, 0x04], 'word package');
const XLS = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'sheet');
const MP4 = bytes([0, 0, 0, 0x18], 'ftypmp42', 'video');

async function sendFile(world: Awaited<ReturnType<typeof makeChatWorld>>, file: File | null, name?: string) {
  const fields: Record<string, string> = { contactId: String(world.sales.id), ...(name && { name }) };
  return callForm('/api/app/message/send-file', formOf(fields, file ? [['file', file]] : []), world.buyer.session);
}

describe('app/message/send-file', () => {
  it('sends a picture with its size and a 200 px wide thumbnail, stored for the page to show', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const answer = await sendFile(world, new File([PNG_400_BY_300], 'Photo.PNG'));
    expect(answer).toMatchObject({
      status: 200,
      body: {
        data: {
          type: 'image',
          fileName: 'Photo.PNG',
          toId: world.sales.id,
          image: { width: 400, height: 300, thumbnailWidth: 200, thumbnailHeight: 150 },
        },
      },
    });
    const jpeg = await sendFile(world, new File([JPEG_640_BY_480], 'site.jpeg'));
    expect(jpeg.body.data.image).toMatchObject({ width: 640, height: 480, thumbnailWidth: 200, thumbnailHeight: 150 });
    const { url, thumbnailUrl } = answer.body.data.image;
    expect(thumbnailUrl).toBe(url);
    const stored = await env.MEDIA.get(url.replace('/media/', ''));
    expect(stored?.httpMetadata?.contentType).toBe('image/png');
    await stored?.arrayBuffer();
  });

  it('sends documents with their name, size and icon format, offered as downloads', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const pdf = await sendFile(world, new File([PDF], 'offer.pdf'), 'Offer 2026.pdf');
    expect(pdf.body.data).toMatchObject({
      type: 'document',
      fileName: 'Offer 2026.pdf',
      document: { name: 'Offer 2026.pdf', format: 'pdf', sizeStr: `${PDF.byteLength} B` },
    });
    const served = await callWorker(pdf.body.data.document.url);
    expect(served.headers.get('content-disposition')).toContain('Offer 2026.pdf');
    await served.arrayBuffer();
    expect((await sendFile(world, new File([DOCX], 'terms.docx'))).body.data.document.format).toBe('doc');
    expect((await sendFile(world, new File([XLS], 'prices.XLS'))).body.data.document.format).toBe('xls');
  });

  it('sends a video, ready to play at once, and refreshes it', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const answer = await sendFile(world, new File([MP4], 'demo.mp4'));
    expect(answer.body.data).toMatchObject({
      type: 'video',
      status: 'ready',
      video: { status: 'ready', imageUrl: null },
    });
    const refreshed = await messageCall('refresh-video-message', { messageId: answer.body.data.id }, world.sales);
    expect(refreshed).toMatchObject({
      status: 200,
      body: { data: { id: answer.body.data.id, video: answer.body.data.video } },
    });
  });

  it('refuses what spec §5 does not list, or whose bytes are not what its name says', async () => {
    const world = await makeChatWorld();
    await startChat(world);
    const refused = async (file: File | null) => {
      const answer = await sendFile(world, file);
      expect(answer.status).toBe(400);
      return answer.body.errors;
    };
    expect(await refused(new File([bytes('MZ', 'program')], 'setup.pdf'))).toEqual([
      { field: 'file', code: 'invalid_chat_file_type' },
    ]);
    expect(await refused(new File([bytes('GIF89a', 'x')], 'funny.gif'))).toEqual([
      { field: 'file', code: 'invalid_chat_file_type' },
    ]);
    expect(await refused(new File([PDF], 'notes.txt'))).toEqual([{ field: 'file', code: 'invalid_chat_file_type' }]);
    expect(await refused(new File([PDF], 'clip.mp4'))).toEqual([{ field: 'file', code: 'invalid_video_type' }]);
    expect(await refused(null)).toEqual([{ field: 'file', code: 'one_file_required' }]);
    const noContact = await callForm(
      '/api/app/message/send-file',
      formOf({}, [['file', new File([PDF], 'a.pdf')]]),
      world.buyer.session,
    );
    expect(noContact).toMatchObject({ status: 400, body: { errors: [{ field: 'contactId', code: 'required' }] } });
    // Nothing refused reached the conversation.
    expect((await messageCall('list', { contactIds: [world.sales.id] }, world.buyer)).body.data).toEqual([]);
  });

  it('is not found for someone the sender does not talk with', async () => {
    const world = await makeChatWorld();
    const answer = await sendFile(world, new File([PDF], 'offer.pdf'));
    expect(answer).toMatchObject({
      status: 404,
      body: { errors: [{ field: 'contactId', code: 'contact_not_found' }] },
    });
  });
});
