import type { MouseEvent } from 'react';
import { markProductSeen } from './my-calls.ts';
import type { MarkedProduct } from './my-types.ts';
import { openAfter } from './open-link.ts';
import type { PagedList } from './use-paged-list.ts';

/** The marks a product card names, in words. */
export function productMarkWords(product: MarkedProduct): string[] {
  return [product.star && 'Starred', product.followed && 'Followed', product.watch && 'Watched'].filter((word): word is string => typeof word === 'string');
}

/** Opening a product marked new tells the server it has been seen (spec §7 app/product/is-new). */
export function useProductOpening(list: PagedList<MarkedProduct>) {
  return (product: MarkedProduct, event: MouseEvent<HTMLAnchorElement>) => {
    if (!product.isNew) return;
    openAfter(event, () => markProductSeen(product.id));
    list.update((items) => items.map((item) => (item.id === product.id ? { ...item, isNew: false } : item)));
  };
}
