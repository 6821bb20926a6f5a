import { useState, type FormEvent, type ReactNode } from 'react';
import { ColumnHeads } from '#src/islands/kit/ColumnHeads.tsx';
import { ListState } from '#src/islands/kit/ListState.tsx';
import { useQuery, type Loading } from '#src/islands/kit/use-query.ts';
import { PageNav } from '#src/islands/kit/page-nav.tsx';
import type { Page } from '#src/shared/api.ts';
import type { ActionOutcome } from './admin-messages.ts';

// What every list of the admin area shares: filters edited as a draft (the keyword applies on
// Search, a picked filter at once), paging, the count, and the loading, empty and failed states.

const number = new Intl.NumberFormat('en');

type Query<F> = F & { pageNo: number; pageSize: number };

/** A list's query: its filters (a draft until applied) and page, and the page it loads; `name` keys its reads (`admin/users`). */
export function useAdminList<F extends object, T>(
  name: string,
  fetchPage: (query: Query<F>) => Promise<Page<T>>,
  pageSize: number,
  initial: F,
) {
  const [query, setQuery] = useState<Query<F>>({ ...initial, pageNo: 1, pageSize });
  const [draft, setDraft] = useState<F>(initial);
  const loaded = useQuery(`${name}?${JSON.stringify(query)}`, () => fetchPage(query));
  const apply = (filters: F) => {
    setDraft(filters);
    setQuery({ ...filters, pageNo: 1, pageSize });
  };
  return {
    query,
    draft,
    setDraft,
    apply,
    loaded,
    onSubmit: (event: FormEvent) => {
      event.preventDefault();
      apply(draft);
    },
    showPage: (pageNo: number) => setQuery({ ...query, pageNo }),
  };
}

export type AdminList<F extends object, T> = ReturnType<typeof useAdminList<F, T>>;

/** What the last action on a row did; a done one reloads the list (retry: the same page again). */
export function useActionOutcome(reload: () => void) {
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const onOutcome = (next: ActionOutcome) => {
    setOutcome(next);
    if (next.ok) reload();
  };
  return { outcome, onOutcome };
}

/** What the last action did, said politely; a failure in the error colour. */
export function OutcomeLine({ outcome }: { outcome: { ok: boolean; message: string } | null }) {
  return (
    <p className={outcome?.ok === false ? 'ws-error admin-outcome' : 'admin-outcome'} role="status">
      {outcome?.message}
    </p>
  );
}

/** How a list's rows are drawn: list items (ordered when order is the point), or table rows under `columns`. */
export type RowsSpec = { ordered?: boolean; columns?: readonly string[]; label?: string; className?: string };

function Rows({ ordered, columns, label, className, children }: RowsSpec & { children: ReactNode }) {
  if (columns)
    return (
      <table className={className} aria-label={label}>
        <ColumnHeads names={columns} />
        <tbody>{children}</tbody>
      </table>
    );
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={className} aria-label={label}>
      {children}
    </List>
  );
}

/** The count, the rows and the page links. */
export function AdminPagedList<T>({
  loaded,
  nouns: [one, many],
  empty,
  onPage,
  className = 'admin-users',
  children,
  ...rows
}: RowsSpec & {
  loaded: Loading<Page<T>>;
  nouns: [one: string, many: string];
  empty: string;
  onPage: (pageNo: number) => void;
  children: (item: T) => ReactNode;
}) {
  const page = loaded.data;
  return (
    <>
      {page && !loaded.failed && (
        <p className="admin-count">
          <strong>
            {number.format(page.total)} {page.total === 1 ? one : many}
          </strong>
        </p>
      )}
      {page && page.list.length > 0 && !loaded.failed ? (
        <div aria-busy={loaded.loading}>
          <Rows className={className} {...rows}>
            {page.list.map(children)}
          </Rows>
          {page.totalPage > 1 && <PageNav pageNo={page.pageNo} totalPage={page.totalPage} onPage={onPage} />}
        </div>
      ) : (
        <ListState loading={loaded} onRetry={loaded.retry} empty={empty} />
      )}
    </>
  );
}
