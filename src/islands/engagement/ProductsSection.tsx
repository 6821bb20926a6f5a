import { useId, useState } from 'react';
import { markedProducts } from '#src/client/my-catalogue.ts';
import { HOME_PRODUCT_FILTERS, type HomeProductFilter } from '#src/shared/engagement.ts';
import { EmptyNote } from '#src/islands/kit/PagedListView.tsx';
import { ProductCardList } from './card-lists.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { TagFilter } from './TagFilter.tsx';
import { usePagedList } from '#src/islands/kit/use-paged-list.ts';
import { useTags } from './use-tags.ts';

const FILTER_LABELS: Record<HomeProductFilter, string> = { all: 'All', followed: 'Followed', starred: 'Starred' };

/** Followed and starred products (spec §7 app/home products), by kind of mark and by tag. */
export function ProductsSection() {
  const tags = useTags('product');
  const [tagId, setTagId] = useState<number | null>(null);
  const [filter, setFilter] = useState<HomeProductFilter>('all');
  const list = usePagedList((pageNo) => markedProducts(pageNo, { tagId, filter }), `my/products?${tagId}|${filter}`);
  const filterId = useId();

  return (
    <>
      <SectionHeading>Products</SectionHeading>
      <div className="my-toolbar">
        <div className="my-filter">
          <label htmlFor={filterId}>Show</label>
          <select id={filterId} value={filter} onChange={(event) => setFilter(event.target.value as HomeProductFilter)}>
            {HOME_PRODUCT_FILTERS.map((id) => (
              <option key={id} value={id}>
                {FILTER_LABELS[id]}
              </option>
            ))}
          </select>
        </div>
        <TagFilter tags={tags} value={tagId} onChange={setTagId} />
      </div>
      <ProductCardList
        list={list}
        tags={tags}
        label="Products"
        empty={
          <EmptyNote title="No product here yet">
            Star a product on its page (the star beside its name) and it will be listed here.
          </EmptyNote>
        }
      />
    </>
  );
}
