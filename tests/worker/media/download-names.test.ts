import { describe, expect, it } from 'vitest';
import { loadCompanyPage } from '#functions/domain/company/company-profile.ts';
import { type Actor } from '#tests/worker/support/actors.ts';
import { callApi, callWorker, db, signIn } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, makeUser, unique } from '#tests/worker/support/factories.ts';
import { callForm, formOf } from '#tests/worker/support/form-call.ts';
import { makeChatWorld, startChat } from '#tests/worker/messaging/chat-world.ts';

// Issue 24 finding 7: stored files are content-addressed, so two people who upload the same bytes
// share one object. A file's name belongs to each reference to it (a company's document, a
// product's, a chat message): a second upload under another name renames nothing of the first's.

const pdfBytes = (label: string) => `%PDF-1.7\n% ${label}\n%%EOF\n`;

/** What a browser offers to save a link under (RFC 6266's UTF-8 name when there is one). */
async function savedAs(url: string): Promise<string | null> {
  const response = await callWorker(url);
  await response.arrayBuffer();
  const disposition = response.headers.get('content-disposition');
  const utf8 = /filename\*=UTF-8''([^;]+)/.exec(disposition ?? '')?.[1];
  return utf8 ? decodeURIComponent(utf8) : disposition;
}

async function makeOwner(): Promise<Actor & { supplier: { id: number; name: string } }> {
  const { id } = await makeUser(db());
  const supplier = await makeSupplier(db(), { ownerId: id });
  return { id, supplier, session: await signIn(id) };
}

/** Uploads a document through home/file and lists it on the company's Certificates tab under `name`. */
async function publishDocument(owner: Awaited<ReturnType<typeof makeOwner>>, file: File, name: string) {
  const form = formOf({}, [['file', file]]);
  const uploaded = await callApi('/api/supplier/home/file', { body: form, session: owner.session });
  expect(uploaded.status).toBe(200);
  const saved = await callApi('/api/supplier/home/documents', {
    method: 'PATCH',
    body: { documents: [{ name, key: uploaded.body.data.key }] },
    session: owner.session,
  });
  expect(saved.status).toBe(200);
  return uploaded.body.data as { key: string; url: string };
}

/** The documents the public company page lists (what its page renders from). */
const publicDocuments = async (supplierName: string) => (await loadCompanyPage(db(), supplierName)).company!.documents;

describe('the same bytes uploaded twice under two names', () => {
  it("a company's document keeps its name on the page and as a download when another owner uploads its bytes", async () => {
    const [first, second] = [await makeOwner(), await makeOwner()];
    const bytes = pdfBytes(unique('certificate'));
    const firstUpload = await publishDocument(first, new File([bytes], 'iso-9001.pdf'), 'ISO 9001 certificate');
    const secondUpload = await publishDocument(second, new File([bytes], 'renamed.pdf'), 'Not your certificate');
    expect(secondUpload.key).toBe(firstUpload.key);

    const [firstListed] = await publicDocuments(first.supplier.name);
    expect(firstListed!.name).toBe('ISO 9001 certificate');
    expect(await savedAs(firstListed!.url)).toBe('ISO 9001 certificate.pdf');
    const [secondListed] = await publicDocuments(second.supplier.name);
    expect(await savedAs(secondListed!.url)).toBe('Not your certificate.pdf');
    // The upload's answer offers the file under the name it was sent with.
    expect(await savedAs(firstUpload.url)).toBe('iso-9001.pdf');
  });

  it("a chat document keeps its sender's name when someone else sends the same bytes", async () => {
    const [ours, theirs] = [await makeChatWorld(), await makeChatWorld()];
    await Promise.all([startChat(ours), startChat(theirs)]);
    const bytes = pdfBytes(unique('offer'));
    const send = (world: typeof ours, name: string) =>
      callForm(
        '/api/app/message/send-file',
        formOf({ contactId: String(world.sales.id), name }, [['file', new File([bytes], 'offer.pdf')]]),
        world.buyer.session,
      );
    const mine = await send(ours, 'Our offer 2026.pdf');
    const other = await send(theirs, 'Somebody else.pdf');
    expect(mine.status).toBe(200);
    expect(other.status).toBe(200);
    expect(await savedAs(mine.body.data.document.url)).toBe('Our offer 2026.pdf');
    const listed = await callApi('/api/app/message/list', {
      session: ours.sales.session,
      body: { contactIds: [ours.buyer.id] },
    });
    const document = listed.body.data.find((message: { type: string }) => message.type === 'document');
    expect(document.document.name).toBe('Our offer 2026.pdf');
    expect(await savedAs(document.document.url)).toBe('Our offer 2026.pdf');
  });
});

describe('the name a link asks for', () => {
  it('is made safe: the stored type’s extension, no path, no control characters', async () => {
    const owner = await makeOwner();
    const { key } = await publishDocument(owner, new File([pdfBytes(unique('safe'))], 'safe.pdf'), 'Safe');
    const as = (name: string) => savedAs(`/media/${key}?name=${encodeURIComponent(name)}`);
    expect(await as('invoice.bat')).toBe('invoice.bat.pdf');
    expect(await as('../../etc/passwd')).toBe('_.._etc_passwd.pdf');
    expect(await as('report.PDF')).toBe('report.PDF');
    expect(await as('a\r\nSet-Cookie: x=1')).toBe('a__Set-Cookie_ x=1.pdf');
    expect(await as('   ')).toBe('attachment');
    // Without a name a document still downloads (under its key); a picture is shown.
    expect(await savedAs(`/media/${key}`)).toBe('attachment');
  });
});
