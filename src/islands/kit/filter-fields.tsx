import { FieldFrame, SelectInput } from './fields.tsx';

// The admin screens' search forms: a keyword applied by its Search button, and filters applied when picked.

export type Choice<T> = { label: string; value: T | undefined }[];

/** A select over a few values, one of them "no filter"; picking one applies it at once. */
export function FilterSelect<T>({
  id,
  label,
  choices,
  value,
  onPick,
}: {
  id: string;
  label: string;
  choices: Choice<T>;
  value: T | undefined;
  onPick: (value: T | undefined) => void;
}) {
  // The values are typed (booleans, "no filter"); the select holds each one's place in the list.
  return (
    <SelectInput
      id={id}
      label={label}
      options={choices.map((choice, index) => ({ value: String(index), label: choice.label }))}
      value={String(choices.findIndex((choice) => choice.value === value))}
      onValue={(index) => onPick(choices[Number(index)]?.value)}
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
