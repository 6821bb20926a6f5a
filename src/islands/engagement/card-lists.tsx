import type { ReactNode } from 'react';
import { PagedListView } from '#src/islands/kit/PagedListView.tsx';
import type { PagedList } from '#src/islands/kit/use-paged-list.ts';
import type { MarkedProduct, MarkedSupplier, Tag } from '#src/shared/engagement.ts';
import { ProductCardView } from './ProductCardView.tsx';
import { SupplierCard } from './SupplierCard.tsx';
import { productMarkWords, useProductOpening } from './use-product-opening.ts';
import { useSupplierMarks } from './use-supplier-marks.ts';
import { tagNames } from './tag-list.ts';

// My catalogue's grids of cards: followed, starred and recently viewed suppliers and products.

type CardListProps<T> = { list: PagedList<T>; tags: Tag[]; label: string; noun?: string; empty: ReactNode };

function CardGrid<T extends { id: string | number }>({
  renderItem,
  ...list
}: Omit<CardListProps<T>, 'tags'> & { renderItem: (item: T) => ReactNode }) {
  return <PagedListView {...list} className="my-list my-grid" itemKey={(item) => item.id} renderItem={renderItem} />;
}

/** Supplier cards, each with its marks to flip and its storefront to open. */
export function SupplierCardList({ tags, ...props }: CardListProps<MarkedSupplier>) {
  const marks = useSupplierMarks(props.list);
  const card = (supplier: MarkedSupplier) => (
    <SupplierCard
      supplier={supplier}
      tags={tags}
      onToggle={(mark) => void marks.toggle(supplier, mark)}
      onOpen={(event) => marks.open(supplier, event)}
    />
  );
  return <CardGrid {...props} renderItem={card} />;
}

/** Product cards, with their marks and tags; opening one clears its "new". */
export function ProductCardList({ tags, ...props }: CardListProps<MarkedProduct>) {
  const open = useProductOpening(props.list);
  const card = (product: MarkedProduct) => (
    <ProductCardView
      product={product}
      marks={productMarkWords(product)}
      tags={tagNames(tags, product.tagIds)}
      isNew={product.isNew}
      onOpen={(event) => open(product, event)}
    />
  );
  return <CardGrid {...props} renderItem={card} />;
}
