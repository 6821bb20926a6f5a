import type { MouseEvent } from 'react';
import { markSeen } from '#src/client/engagement.ts';
import { openAfter } from '#src/islands/kit/links.ts';
import type { PagedList } from '#src/islands/kit/use-paged-list.ts';
import type { MarkedProduct } from '#src/shared/engagement.ts';

/** The marks a product card names, in words. */
export function productMarkWords(product: MarkedProduct): string[] {
  return [product.star && 'Starred', product.followed && 'Followed', product.watch && 'Watched'].filter(
    (word): word is string => typeof word === 'string',
  );
}

/** Opening a product marked new tells the server it has been seen (spec §7 app/product/is-new). */
export function useProductOpening(list: PagedList<MarkedProduct>) {
  return (product: MarkedProduct, event: MouseEvent<HTMLAnchorElement>) => {
    if (!product.isNew) return;
    openAfter(event, () => markSeen({ kind: 'product', productId: product.id }));
    list.update((items) => items.map((item) => (item.id === product.id ? { ...item, isNew: false } : item)));
  };
}
