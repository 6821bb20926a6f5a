import { useState, type FormEvent } from 'react';
import { followedSuppliers } from '#src/client/my-catalogue.ts';
import { EmptyNote } from '#src/islands/kit/PagedListView.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { SupplierCardList } from './card-lists.tsx';
import { TagFilter } from './TagFilter.tsx';
import { usePagedList } from '#src/islands/kit/use-paged-list.ts';
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
      <SupplierCardList
        list={list}
        tags={tags}
        label="Followed suppliers"
        noun="suppliers"
        empty={
          filtered ? (
            <p>No followed supplier matches this search or tag.</p>
          ) : (
            <EmptyNote title="You do not follow any supplier yet">
              Open a supplier's catalogue and choose Add supplier in its menu: it will be listed here, with its news.
            </EmptyNote>
          )
        }
      />
    </>
  );
}
