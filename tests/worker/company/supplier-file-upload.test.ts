import { beforeAll, describe, expect, it } from 'vitest';
import { regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';
import { formOf, pictureFile } from '#tests/worker/support/form-call.ts';

// POST api/supplier/home/file: the workspace's one upload. Pictures (resizeImage=true) are JPG,
// GIF or PNG up to 800K; documents are PDF, JPG or PNG up to 5 MB; both are told by their bytes,
// stored under their SHA-256 and served from /media/{key}.

const KB = 1024;
const MB = 1024 * KB;

let session: string;

beforeAll(async () => {
  const { id } = await makeUser(db());
  await makeSupplier(db(), { ownerId: id });
  session = await signIn(id);
});

function uploadAs(credentials: { session?: string; headers?: Record<string, string> }, form: FormData) {
  return callApi('/api/supplier/home/file', { body: form, ...credentials });
}

const upload = (file: File, resizeImage?: boolean) =>
  uploadAs(
    { session },
    formOf(resizeImage === undefined ? {} : { resizeImage: String(resizeImage) }, [['file', file]]),
  );

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A file of exactly `size` bytes that starts with `head`. */
function fileOfSize(name: string, head: Uint8Array | string, size: number): File {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : head;
  const bytes = new Uint8Array(size);
  bytes.set(start);
  bytes.fill(0x20, start.length);
  return new File([bytes], name);
}

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pdfFile = (name: string, label = unique('pdf')) => new File([`%PDF-1.4\n% ${label}\n%%EOF\n`], name);

describe('POST api/supplier/home/file with resizeImage=true (a profile picture)', () => {
  for (const [name, kind, contentType, extension] of [
    ['factory.png', 'png', 'image/png', 'png'],
    ['team.JPEG', 'jpg', 'image/jpeg', 'jpg'],
    ['line.gif', 'gif', 'image/gif', 'gif'],
  ] as const) {
    it(`takes a ${kind.toUpperCase()}: its key is the SHA-256 of its bytes, and /media serves those bytes as ${contentType}`, async () => {
      const file = pictureFile(name, kind, unique(kind));
      const bytes = await file.arrayBuffer();
      const answer = await upload(file, true);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const key = `${await sha256Hex(bytes)}.${extension}`;
      expect(answer.body.data).toEqual({
        key,
        url: `/media/${key}`,
        name,
        size: bytes.byteLength,
        mimeType: contentType,
      });
      const served = await callWorker(answer.body.data.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(contentType);
      expect(served.headers.get('content-disposition')).toBeNull();
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(bytes));
    });
  }

  it('takes a picture of exactly 800K and refuses one byte more with 413 image_too_large', async () => {
    const atLimit = await upload(fileOfSize('limit.png', PNG_HEAD, 800 * KB), true);
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.data.size).toBe(800 * KB);
    const over = await upload(fileOfSize('over.png', PNG_HEAD, 800 * KB + 1), true);
    expect(over).toMatchObject({ status: 413, body: { errors: [{ field: 'file', code: 'image_too_large' }] } });
    // The same file is a fine document (up to 5 MB).
    expect((await upload(fileOfSize('over.png', PNG_HEAD, 800 * KB + 1), false)).status).toBe(200);
  });

  it('refuses a PDF, and a file whose name and bytes disagree, with 400 invalid_image_type', async () => {
    for (const file of [
      pdfFile('brochure.pdf'),
      pictureFile('photo.png', 'jpg', unique('renamed')),
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg'),
      new File(['#!/bin/sh\necho hi'], 'script.gif'),
      pictureFile('no-extension', 'png', unique('bare')),
    ]) {
      expect(await upload(file, true), file.name).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'file', code: 'invalid_image_type' }] },
      });
    }
  });
});

describe('POST api/supplier/home/file without resizeImage (a document)', () => {
  it('takes a PDF under its content hash and serves it as an attachment under its own name', async () => {
    const file = pdfFile('ISO 9001 certificate.pdf');
    const bytes = await file.arrayBuffer();
    const answer = await upload(file);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const key = `${await sha256Hex(bytes)}.pdf`;
    expect(answer.body.data).toEqual({
      key,
      url: `/media/${key}?name=ISO+9001+certificate.pdf`,
      name: 'ISO 9001 certificate.pdf',
      size: bytes.byteLength,
      mimeType: 'application/pdf',
    });
    const served = await callWorker(answer.body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="ISO 9001 certificate\.pdf"/);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(bytes));
  });

  it('takes a PNG or JPG scan as a document too (resizeImage=false reads the same as leaving it out)', async () => {
    const scan = await upload(pictureFile('scan.jpg', 'jpg', unique('scan')), false);
    expect(scan.status).toBe(200);
    expect(scan.body.data.mimeType).toBe('image/jpeg');
    expect((await callWorker(scan.body.data.url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses what is not a PDF, JPG or PNG by its bytes with 400 invalid_document_type', async () => {
    for (const file of [
      new File(['just some text, not a PDF'], 'fake.pdf'),
      new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])], 'report.pdf'),
      pictureFile('chart.gif', 'gif', unique('gif')),
      new File(['%PDF-1.4 but called a word file'], 'contract.docx'),
    ]) {
      expect(await upload(file), file.name).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'file', code: 'invalid_document_type' }] },
      });
    }
  });

  it('takes a document of exactly 5 MB and refuses one byte more with 413 document_too_large', async () => {
    expect((await upload(fileOfSize('limit.pdf', '%PDF-1.7\n', 5 * MB))).status).toBe(200);
    expect(await upload(fileOfSize('huge.pdf', '%PDF-1.7\n', 5 * MB + 1))).toMatchObject({
      status: 413,
      body: { errors: [{ field: 'file', code: 'document_too_large' }] },
    });
  });
});

describe('POST api/supplier/home/file, other calls', () => {
  it('the same bytes twice get the same key; other bytes another', async () => {
    const label = unique('twice');
    const first = await upload(pictureFile('a.png', 'png', label), true);
    const second = await upload(pictureFile('b.png', 'png', label), true);
    const other = await upload(pictureFile('a.png', 'png', `${label}-other`), true);
    expect(first.body.data.key).toBe(second.body.data.key);
    expect(second.body.data.name).toBe('b.png');
    expect(other.body.data.key).not.toBe(first.body.data.key);
  });

  it('answers 400 file required when no file is sent, also when the field is text', async () => {
    for (const form of [formOf({ resizeImage: 'true' }), formOf({ file: 'not a file' })]) {
      expect(await uploadAs({ session }, form)).toMatchObject({
        status: 400,
        body: { errors: [{ field: 'file', code: 'required' }] },
      });
    }
    expect((await callApi('/api/supplier/home/file', { body: { file: 'x' }, session })).status).toBe(400);
  });

  it('takes the ERP token, and refuses a visitor and a buyer who owns no supplier', async () => {
    const { id: ownerId } = await makeUser(db());
    const supplier = await makeSupplier(db(), { ownerId });
    const token = await regenerateDeveloperToken(db(), supplier.id);
    const form = () => formOf({ resizeImage: 'true' }, [['file', pictureFile('erp.png', 'png', unique('erp'))]]);
    expect((await uploadAs({ headers: { authorization: `Bearer ${token}` } }, form())).status).toBe(200);
    expect((await uploadAs({}, form())).status).toBe(401);
    const buyer = await makeUser(db());
    expect(await uploadAs({ session: await signIn(buyer.id) }, form())).toMatchObject({
      status: 403,
      body: { errors: [{ code: 'supplier_owner_required' }] },
    });
  });
});
