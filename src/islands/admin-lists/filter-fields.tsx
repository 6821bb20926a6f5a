import { FieldFrame, SelectInput } from '#src/islands/kit/fields.tsx';

// The admin screens' search forms: a keyword applied by its Search button, and filters applied when picked.

/** A filter's values, each with its label. */
export type Choices<T> = [label: string, value: T][];

/** A select over a few values, first "no filter" (anyLabel); picking one applies it at once. */
export function FilterSelect<T>({
  id,
  label,
  anyLabel = 'Any',
  choices,
  value,
  onPick,
}: {
  id: string;
  label: string;
  anyLabel?: string;
  choices: Choices<T>;
  value: T | undefined;
  onPick: (value: T | undefined) => void;
}) {
  const all: Choices<T | undefined> = [[anyLabel, undefined], ...choices];
  // The values are typed (booleans, "no filter"); the select holds each one's place in the list.
  return (
    <SelectInput
      id={id}
      label={label}
      options={all.map(([text], index) => ({ value: String(index), label: text }))}
      value={String(all.findIndex(([, choice]) => choice === value))}
      onValue={(index) => onPick(all[Number(index)]?.[1])}
    />
  );
}

/** The search field, applied by the form's submit (its Search button or Enter). */
export function KeywordField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (keyword: string) => void;
}) {
  return (
    <FieldFrame id={id} label={label} className="ws-field admin-keyword">
      {() => (
        <div className="admin-keyword-row">
          <input
            id={id}
            type="search"
            maxLength={100}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
      )}
    </FieldFrame>
  );
}

/** A day (YYYY-MM-DD) a list is narrowed to or from; picking one applies it, clearing it lifts it. */
export function DayFilter({
  id,
  label,
  value,
  error,
  onPick,
}: {
  id: string;
  label: string;
  value: string | undefined;
  error?: string;
  onPick: (day: string | undefined) => void;
}) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      {(ids) => (
        <input
          id={ids.id}
          type="date"
          value={value ?? ''}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          onChange={(event) => onPick(event.target.value || undefined)}
        />
      )}
    </FieldFrame>
  );
}
