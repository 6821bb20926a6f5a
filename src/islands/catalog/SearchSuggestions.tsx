import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { suggestProducts } from '#src/client/catalog.ts';
import type { ProductSuggestion } from '#src/shared/catalog.ts';
import { ICON_PATHS } from '#src/icons/icon-paths.ts';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { useSettled } from '#src/islands/kit/use-settled.ts';

// Spec §5: empty input hides the list; under 3 characters it says 'Enter at least 3 characters';
// otherwise after a 1000 ms pause it asks the server, showing 'loading...', then the matches or
// 'No result.' (also on failure). Picking one sets the keyword and searches 300 ms later.
export const MIN_QUERY_LENGTH = 3;
export const DEBOUNCE_MS = 1000;
export const PICK_DELAY_MS = 300;

type ListState =
  | { kind: 'hidden' }
  | { kind: 'too-short' }
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'results'; items: ProductSuggestion[] };

type Props = {
  supplierName: string;
  keyword: string;
  /** Spec: search=true focuses the box. */
  autoFocus: boolean;
};

/** Spec: Enter goes to the storefront keeping the current query, with the new keyword (page 1). */
function storefrontUrl(supplierName: string, keyword: string): string {
  const current = new URLSearchParams(location.pathname === `/${supplierName}` ? location.search : '');
  const next = new URLSearchParams();
  for (const name of ['menu', 'sort', 'version']) {
    const value = current.get(name);
    if (value) next.set(name, value);
  }
  if (keyword.trim()) next.set('keyword', keyword.trim());
  const query = next.toString();
  return `/${supplierName}${query ? `?${query}` : ''}`;
}

export default function SearchSuggestions({ supplierName, keyword, autoFocus }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(keyword);
  // Escape or a pick closes the list until the words change.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  // The box was on the page before this island woke up: keep what was typed meanwhile.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    if (typed !== text) setText(typed);
    if (autoFocus) inputRef.current?.focus();
  }, []);

  const query = text.trim();
  const long = [...query].length >= MIN_QUERY_LENGTH;
  const asked = useSettled(long ? query : null, DEBOUNCE_MS);
  const found = useQuery(asked ? `catalog/suggestions/${supplierName}?${asked}` : null, () =>
    suggestProducts(supplierName, asked ?? ''),
  );
  useEffect(() => setActive(-1), [text]);
  // While the pause runs nothing shows: older matches would no longer fit the words typed.
  const list: ListState =
    query === ''
      ? { kind: 'hidden' }
      : !long
        ? { kind: 'too-short' }
        : closedFor === text || asked !== query
          ? { kind: 'hidden' }
          : found.loading
            ? { kind: 'loading' }
            : found.data?.length && !found.failed
              ? { kind: 'results', items: found.data }
              : { kind: 'empty' };

  const search = (value: string) => window.location.assign(storefrontUrl(supplierName, value));

  const pick = (item: ProductSuggestion) => {
    setText(item.productName);
    setClosedFor(item.productName);
    setTimeout(() => search(item.productName), PICK_DELAY_MS);
  };

  const items = list.kind === 'results' ? list.items : [];
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setClosedFor(text);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = items[active];
      if (chosen) pick(chosen);
      // The box itself, not `text`: an Enter that woke this island is replayed before the effect
      // above has copied what was typed while it slept.
      else search(event.currentTarget.value);
    }
  };

  const open = list.kind !== 'hidden';
  const note =
    list.kind === 'too-short'
      ? 'Enter at least 3 characters'
      : list.kind === 'loading'
        ? 'loading...'
        : list.kind === 'empty'
          ? 'No result.'
          : '';

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <form
      className="search"
      role="search"
      action={`/${supplierName}`}
      method="get"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="visually-hidden" htmlFor={`${listId}-input`}>
        Search products
      </label>
      <svg className="icon search-icon" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d={ICON_PATHS.search} />
      </svg>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        className="search-input"
        type="search"
        name="keyword"
        placeholder="Search products"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={items.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => setClosedFor(text)}
        maxLength={100}
      />
      {/* Screen readers hear the notes from here; the box below shows them. */}
      <p className="visually-hidden" role="status">
        {note}
      </p>
      <div className="suggestions" hidden={!open}>
        {note && (
          <p className="suggestion-note" aria-hidden="true">
            {note}
          </p>
        )}
        <ul id={listId} role="listbox" aria-label="Suggestions" hidden={items.length === 0}>
          {items.map((item, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Focusable from script only: keys stay in the box (aria-activedescendant), and the
              // 156 px list, which scrolls, has content a keyboard can reach.
              tabIndex={-1}
              className="suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
            >
              <span className="suggestion-model">{item.modelNumber}</span> {item.productName}
            </li>
          ))}
        </ul>
      </div>
    </form>
  );
}
