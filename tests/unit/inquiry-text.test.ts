import { describe, expect, it } from 'vitest';
import { messageText } from '#src/islands/chat/team-inbox-labels.ts';
import { preview } from '#src/islands/chat/chat-store.ts';
import type { ChatMessage } from '#src/shared/messaging.ts';

// How an inquiry reads where a conversation is one line or one paragraph: the team inbox and the
// chat's contact list and live announcements.

const inquiry: ChatMessage = {
  id: 1,
  chatId: 2,
  fromId: 3,
  toId: 4,
  createTime: 0,
  content: 'Best lead time, please.',
  isRead: false,
  isReceived: false,
  status: 'ready',
  fileName: null,
  type: 'inquiry',
  inquiry: {
    lines: [
      {
        productId: 5,
        modelNumber: 'EV-1',
        name: 'Ball valve',
        image: null,
        supplierId: 'east',
        quantity: 1200,
        unit: 'pieces',
      },
      {
        productId: 6,
        modelNumber: 'EV-2',
        name: 'Gate valve',
        image: null,
        supplierId: 'east',
        quantity: 3,
        unit: 'pallets',
      },
    ],
    targetPrice: 'US $9 a piece',
    deliveryTerms: '',
  },
};

describe('an inquiry in a line', () => {
  it('reads in the team inbox with its products, quantities, terms given and words', () => {
    expect(messageText(inquiry)).toBe(
      'An inquiry: EV-1 Ball valve, 1,200 pieces; EV-2 Gate valve, 3 pallets. Target price: US $9 a piece. Best lead time, please.',
    );
  });

  it('reads in the contact list and announcements by its products', () => {
    expect(preview(inquiry)).toBe('Inquiry: EV-1 Ball valve, 1,200 pieces; EV-2 Gate valve, 3 pallets');
  });
});
