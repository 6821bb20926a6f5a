import { useState, type FormEvent } from 'react';
import { followedSuppliers } from '#src/client/my-catalogue.ts';
import { PagedListView } from '#src/islands/kit/PagedListView.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { SupplierCard } from './SupplierCard.tsx';
import { TagFilter } from './TagFilter.tsx';
import { usePagedList } from '#src/islands/kit/use-paged-list.ts';
import { useSupplierMarks } from './use-supplier-marks.ts';
import { useTags } from './use-tags.ts';

/** Followed suppliers (spec §7 app/home suppliers and search), by tag and by name. */
export function SuppliersSection() {
  const tags = useTags('supplier');
  const [tagId, setTagId] = useState<number | null>(null);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const list = usePagedList(
    (pageNo) => followedSuppliers(pageNo, { tagId, keyword }),
    `my/suppliers?${tagId}|${keyword}`,
  );
  const marks = useSupplierMarks(list);
  const filtered = tagId !== null || keyword !== '';

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(typed.trim());
  };

  return (
    <>
      <SectionHeading>Followed suppliers</SectionHeading>
      <div className="my-toolbar">
        <form className="my-search" role="search" onSubmit={search}>
          <label htmlFor="my-supplier-search" className="visually-hidden">
            Search followed suppliers
          </label>
          <input
            id="my-supplier-search"
            type="search"
            placeholder="Search followed suppliers"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button">
            Search
          </button>
        </form>
        <TagFilter tags={tags} value={tagId} onChange={setTagId} />
      </div>
      <PagedListView
        list={list}
        label="Followed suppliers"
        noun="suppliers"
        className="my-list my-grid"
        itemKey={(supplier) => supplier.id}
        renderItem={(supplier) => (
          <SupplierCard
            supplier={supplier}
            tags={tags}
            onToggle={(mark) => void marks.toggle(supplier, mark)}
            onOpen={(event) => marks.open(supplier, event)}
          />
        )}
        empty={
          filtered ? (
            <p>No followed supplier matches this search or tag.</p>
          ) : (
            <>
              <p className="my-empty-title">You do not follow any supplier yet</p>
              <p>
                Open a supplier's catalogue and choose Add supplier in its menu: it will be listed here, with its news.
              </p>
            </>
          )
        }
      />
    </>
  );
}
