import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#src/shared/messaging.ts';
import { appPost, type Actor } from '#tests/worker/support/actors.ts';
import { callApi, db } from '#tests/worker/support/call-worker.ts';
import { makeProducts, makeSupplier, productFields, storeTestImage } from '#tests/worker/support/factories.ts';
import { makeChatWorld, messageCall, person, startChat } from './chat-world.ts';

// POST app/inquiry/send (issue 29 item 3): one inquiry, one structured message per catalogue's
// team, in the buyer's chat with that team. Each line is checked against its product's own detail.

type Inquiry = Extract<ChatMessage, { type: 'inquiry' }>;

const sendInquiry = (body: unknown, who: Actor) => appPost('inquiry/send', body, who);

async function productsOf(supplierId: number, count: number): Promise<number[]> {
  const pictures = await Promise.all(Array.from({ length: count }, () => storeTestImage()));
  return makeProducts(
    db(),
    supplierId,
    pictures.map((key, index) => productFields(index + 1, { medias: [{ type: 'image', key }] })),
  );
}

/** Two catalogues: the chat world's (owner and sales contact) and another with its owner only. */
async function inquiryWorld() {
  const world = await makeChatWorld();
  const otherOwner = await person('Otto Other');
  const other = await makeSupplier(db(), { ownerId: otherOwner.id, companyName: 'Other Works' });
  const [first, second] = await productsOf(world.supplier.id, 2);
  const [elsewhere] = await productsOf(other.id, 1);
  return { ...world, other, otherOwner, first: first!, second: second!, elsewhere: elsewhere! };
}

/** The inquiries between the two, newest first, as `who` reads them; none when they never talked. */
async function inquiriesBetween(who: Actor, contactId: number): Promise<Inquiry[]> {
  const answer = await messageCall('list', { contactIds: [contactId] }, who);
  if (answer.status === 404) return [];
  expect(answer.status).toBe(200);
  return (answer.body.data as ChatMessage[]).filter((message): message is Inquiry => message.type === 'inquiry');
}

const detailOf = async (productId: number) => (await callApi(`/api/common/product/detail/${productId}`)).body.data;

describe('POST app/inquiry/send', () => {
  it('sends each catalogue’s team its own lines, with the terms and the words, in the buyer’s chat', async () => {
    const w = await inquiryWorld();
    const answer = await sendInquiry(
      {
        lines: [
          { productId: w.first, quantity: 500, unit: 'pieces' },
          { productId: w.elsewhere, quantity: 2, unit: 'sets' },
          { productId: w.second, quantity: 1200, unit: 'boxes' },
        ],
        targetPrice: 'US $10 a piece',
        deliveryTerms: 'FOB Ningbo, June',
        message: 'Please quote with your best lead time.',
      },
      w.buyer,
    );
    expect(answer.status).toBe(200);
    // The owner holds the team inbox: a buyer who talks with nobody of the team reaches them.
    expect(answer.body.data).toMatchObject([
      { supplierId: w.supplier.name, companyName: expect.any(String), contactId: w.owner.id },
      { supplierId: w.other.name, companyName: 'Other Works', contactId: w.otherOwner.id },
    ]);

    const expected: [Actor, number[], [number, string][]][] = [
      [
        w.owner,
        [w.first, w.second],
        [
          [500, 'pieces'],
          [1200, 'boxes'],
        ],
      ],
      [w.otherOwner, [w.elsewhere], [[2, 'sets']]],
    ];
    for (const [member, productIds, quantities] of expected) {
      const [seenByBuyer] = await inquiriesBetween(w.buyer, member.id);
      const [seenByTeam] = await inquiriesBetween(member, w.buyer.id);
      expect(seenByTeam).toEqual(seenByBuyer);
      expect(seenByBuyer).toMatchObject({
        fromId: w.buyer.id,
        toId: member.id,
        content: 'Please quote with your best lead time.',
        inquiry: { targetPrice: 'US $10 a piece', deliveryTerms: 'FOB Ningbo, June' },
      });
      expect(seenByBuyer!.inquiry.lines).toHaveLength(productIds.length);
      for (const [index, productId] of productIds.entries()) {
        const detail = await detailOf(productId);
        expect(seenByBuyer!.inquiry.lines[index]).toEqual({
          productId,
          modelNumber: detail.profile.modelNumber,
          name: detail.profile.productName,
          image: detail.medias[0].url,
          supplierId: detail.supplier.id,
          quantity: quantities[index]![0],
          unit: quantities[index]![1],
        });
      }
    }
    // Each line its own picture.
    const [ownTeams] = await inquiriesBetween(w.buyer, w.owner.id);
    expect(new Set(ownTeams!.inquiry.lines.map((line) => line.image)).size).toBe(2);
  });

  it('goes to the member of the team the buyer already talks with', async () => {
    const w = await inquiryWorld();
    await startChat(w, w.sales);
    const answer = await sendInquiry({ lines: [{ productId: w.first, quantity: 10, unit: 'pallets' }] }, w.buyer);
    expect(answer.body.data).toMatchObject([{ contactId: w.sales.id }]);
    expect(await inquiriesBetween(w.sales, w.buyer.id)).toHaveLength(1);
    expect(await inquiriesBetween(w.owner, w.buyer.id)).toHaveLength(0);
  });

  it('is refused whole, writing nothing, when one line cannot be sent', async () => {
    const w = await inquiryWorld();
    const [hidden] = await makeProducts(db(), w.other.id, [productFields(9, { status: 'disabled' })]);
    const closed = await makeSupplier(db(), { ownerId: w.stranger.id, status: 'disabled' });
    const [ofClosed] = await makeProducts(db(), closed.id, [productFields(10)]);
    const line = (productId: number) => ({ productId, quantity: 1, unit: 'pieces' });

    const refusals: [Actor, number[], number, string][] = [
      [w.buyer, [w.first, hidden!], 404, 'product_not_found'],
      [w.buyer, [w.first, ofClosed!], 403, 'supplier_disable'],
      // The team's own people do not ask their own catalogue.
      [w.sales, [w.elsewhere, w.first], 400, 'inquiry_own_catalogue'],
    ];
    for (const [who, productIds, status, code] of refusals) {
      const answer = await sendInquiry({ lines: productIds.map(line) }, who);
      expect(answer).toMatchObject({ status, body: { errors: [{ field: 'lines.1.productId', code }] } });
    }
    // The other catalogue's owner blocked the buyer: nothing goes to the first catalogue either.
    await messageCall('send', { contactId: w.otherOwner.id, supplierId: w.other.name }, w.buyer);
    expect((await appPost('block/add', { contactId: w.buyer.id }, w.otherOwner)).status).toBe(200);
    const blocked = await sendInquiry({ lines: [line(w.first), line(w.elsewhere)] }, w.buyer);
    expect(blocked).toMatchObject({
      status: 403,
      body: { errors: [{ field: 'lines.1.productId', code: 'chat_blocked' }] },
    });

    expect(await inquiriesBetween(w.buyer, w.owner.id)).toEqual([]);
    expect(await inquiriesBetween(w.buyer, w.otherOwner.id)).toEqual([]);
    expect(await inquiriesBetween(w.sales, w.otherOwner.id)).toEqual([]);
    expect((await messageCall('contact/pager', {}, w.owner)).body.data.list).toEqual([]);
  });

  it('refuses lines and terms it cannot read, each on its field', async () => {
    const w = await inquiryWorld();
    const line = { productId: w.first, quantity: 5, unit: 'pieces' };
    const cases: [unknown, string, string][] = [
      [{ lines: [] }, 'lines', 'inquiry_lines_required'],
      [
        { lines: Array.from({ length: 5 }, (_, index) => ({ ...line, productId: index + 1 })) },
        'lines',
        'inquiry_too_many_lines',
      ],
      [{ lines: [line, line] }, 'lines', 'inquiry_product_twice'],
      [{ lines: [{ ...line, quantity: 0 }] }, 'lines.0.quantity', 'quantity_invalid'],
      [{ lines: [{ ...line, quantity: 2.5 }] }, 'lines.0.quantity', 'quantity_invalid'],
      [{ lines: [{ ...line, unit: 'dozens' }] }, 'lines.0.unit', 'unit_invalid'],
      [{ lines: [line], targetPrice: 'x'.repeat(101) }, 'targetPrice', 'target_price_too_long'],
      [{ lines: [line], message: 'x'.repeat(2001) }, 'message', 'message_too_long'],
    ];
    for (const [body, field, code] of cases) {
      expect(await sendInquiry(body, w.buyer), `${field} ${code}`).toMatchObject({
        status: 400,
        body: { errors: [{ field, code }] },
      });
    }
  });
});
