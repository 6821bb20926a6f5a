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
  return (
    <div className="ws-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={choices.findIndex((choice) => choice.value === value)}
        onChange={(event) => onPick(choices[Number(event.target.value)]?.value)}
      >
        {choices.map((choice, index) => (
          <option key={choice.label} value={index}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
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
    <div className="ws-field admin-keyword">
      <label htmlFor={id}>{label}</label>
      <div className="admin-keyword-row">
        <input id={id} type="search" maxLength={100} value={value} onChange={(event) => onChange(event.target.value)} />
        <button type="submit" className="button button-primary">
          Search
        </button>
      </div>
    </div>
  );
}
