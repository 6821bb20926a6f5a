import { describe, expect, it } from 'vitest';
import { notificationHref, notificationSentence } from '#src/shared/notification-text.ts';
import type { NotificationItem } from '#src/shared/notifications.ts';

const supplier = { id: 'demo', companyName: 'Demo Industrial Ltd.', avatar: null };
const news = (kind: NotificationItem['kind'], productId: number | null = null) => ({ kind, supplier, productId });

describe('what a notification says and where it leads', () => {
  it('a supplier post: on the company page, where its posts are', () => {
    expect(notificationSentence(news('supplier_post'))).toBe('Demo Industrial Ltd. published a new post.');
    expect(notificationHref(news('supplier_post'))).toBe('/demo/company/demo');
  });

  it('a product post: on the product page', () => {
    expect(notificationSentence(news('product_post', 42))).toBe(
      'Demo Industrial Ltd. published a new post about one of its products.',
    );
    expect(notificationHref(news('product_post', 42))).toBe('/demo/product/42');
  });

  it('a catalogue change: the product watched, or else the storefront', () => {
    expect(notificationSentence(news('catalog_change', 7))).toBe('Demo Industrial Ltd. changed a product you watch.');
    expect(notificationHref(news('catalog_change', 7))).toBe('/demo/product/7');
    expect(notificationSentence(news('catalog_change'))).toBe('Demo Industrial Ltd. changed its catalogue.');
    expect(notificationHref(news('catalog_change'))).toBe('/demo');
  });

  it('a chat message while no page was open: opens the chat list on the page it is clicked from', () => {
    expect(notificationSentence(news('chat_message'))).toBe('Demo Industrial Ltd.: you have a new chat message.');
    expect(notificationHref(news('chat_message'))).toBe('#chats');
  });

  it('a report the user filed, handled or dismissed by an admin: on the storefront it was about', () => {
    expect(notificationSentence(news('report_handled'))).toBe(
      'Your report about Demo Industrial Ltd. was handled. Thank you for telling us.',
    );
    expect(notificationSentence(news('report_dismissed'))).toBe(
      'Your report about Demo Industrial Ltd. was reviewed; no action was needed.',
    );
    expect(notificationHref(news('report_dismissed'))).toBe('/demo');
  });
});
