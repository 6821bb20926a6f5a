import type { ReactNode } from 'react';
import { AdminPagedList, OutcomeLine, useActionOutcome, type AdminList, type RowsSpec } from './admin-list.tsx';
import type { ActionOutcome } from './admin-messages.ts';
import { AdminSearchForm, type SearchSpec } from './AdminSearchForm.tsx';
import { ScreenSection } from '#src/islands/kit/ScreenSection.tsx';

/** What tells the admin lists apart: their words, their search, how their rows are listed. */
export type AdminListSpec<F> = {
  /** The screen's title, also its search form's name. */
  title: string;
  intro: string;
  /** The count's nouns; the singular also says the list is empty. */
  nouns: [one: string, many: string];
  search: SearchSpec<F>;
  /** Rows nobody acts on: no line for an action's outcome. */
  readOnly?: boolean;
  rows?: RowsSpec;
};

/** An admin list screen: title, intro, search form, tools, what the last action did, then the paged rows. */
export function AdminListScreen<F extends object, T>({
  list,
  spec: { title, intro, nouns, search, readOnly = false, rows },
  tools,
  children,
}: {
  list: AdminList<F, T>;
  spec: AdminListSpec<F>;
  /** What acts on the whole list (the audit log's export), under the search form. */
  tools?: ReactNode;
  children: (item: T, onOutcome: (outcome: ActionOutcome) => void) => ReactNode;
}) {
  const { outcome, onOutcome } = useActionOutcome(list.loaded.retry);
  return (
    <ScreenSection title={title}>
      <p className="ws-intro">{intro}</p>
      <AdminSearchForm list={list} label={title} {...search} />
      {tools}
      {!readOnly && <OutcomeLine outcome={outcome} />}
      <AdminPagedList
        loaded={list.loaded}
        nouns={nouns}
        empty={`No ${nouns[0]} matches these filters.`}
        onPage={list.showPage}
        {...rows}
      >
        {(item) => children(item, onOutcome)}
      </AdminPagedList>
    </ScreenSection>
  );
}
