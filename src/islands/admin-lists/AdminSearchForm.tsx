import type { FormEvent } from 'react';
import { DayFilter, FilterSelect, KeywordField, type Choices } from './filter-fields.tsx';

/** One filter of a list: which of the filters it sets, its label, its values and what "no filter" says. */
export type FilterSpec<F> = {
  [K in keyof F]-?: { key: K; label: string; any?: string; choices: Choices<Exclude<F[K], undefined>> };
}[keyof F];

/** What an admin list searches by: the search field's label, when it has one, and its filters. */
export type SearchSpec<F> = {
  /** The fields' ids: admin-{idPrefix}-keyword, admin-{idPrefix}-{filter}. */
  idPrefix: string;
  keyword?: string;
  filters: FilterSpec<F>[];
  /** A range of days (the filters `from` and `to`): their labels, and what is wrong with a range, if anything. */
  days?: { from: string; to: string; refusal: (filters: F) => string | null };
  className?: string;
};

type DayRange = { from?: string; to?: string };
const RANGE_ENDS = ['from', 'to'] as const;

type Props<F> = SearchSpec<F> & {
  /** The list's filters (useAdminList): the draft, edited until applied. */
  list: { draft: F; setDraft: (filters: F) => void; apply: (filters: F) => void; onSubmit: (event: FormEvent) => void };
  /** The form's accessible name. */
  label: string;
};

/** An admin list's search form (role search when it has a search field): the keyword applied by its Search button, each filter when picked. */
export function AdminSearchForm<F extends object>({
  list: { draft, setDraft, apply, onSubmit },
  label,
  idPrefix,
  keyword,
  filters,
  days,
  className = 'admin-search',
}: Props<F>) {
  const typed = 'keyword' in draft && typeof draft.keyword === 'string' ? draft.keyword : '';
  const refusal = days?.refusal(draft) ?? undefined;
  // A range is applied once it makes sense; until then it stays a draft, the refusal under its end.
  const pickDay = (end: keyof DayRange, day: string | undefined) => {
    const next = { ...draft, [end]: day };
    if (days?.refusal(next)) setDraft(next);
    else apply(next);
  };
  return (
    <form className={className} role={keyword && 'search'} aria-label={label} onSubmit={onSubmit}>
      {keyword && (
        <KeywordField
          id={`admin-${idPrefix}-keyword`}
          label={keyword}
          value={typed}
          onChange={(next) => setDraft({ ...draft, keyword: next })}
        />
      )}
      {filters.map(({ key, label: filterLabel, any, choices }) => (
        <FilterSelect
          key={String(key)}
          id={`admin-${idPrefix}-${String(key)}`}
          label={filterLabel}
          anyLabel={any}
          choices={choices as Choices<unknown>}
          value={draft[key]}
          onPick={(value) => apply({ ...draft, [key]: value })}
        />
      ))}
      {days &&
        RANGE_ENDS.map((end) => (
          <DayFilter
            key={end}
            id={`admin-${idPrefix}-${end}`}
            label={days[end]}
            value={(draft as DayRange)[end]}
            error={end === 'to' ? refusal : undefined}
            onPick={(day) => pickDay(end, day)}
          />
        ))}
    </form>
  );
}
