import type { UserFilters, UserStatus } from '#src/shared/admin-users.ts';

export type Choice<T> = { label: string; value: T | undefined }[];

const VERIFIED: Choice<boolean> = [
  { label: 'Any', value: undefined },
  { label: 'Verified', value: true },
  { label: 'Not verified', value: false },
];
const STATUS: Choice<UserStatus> = [
  { label: 'Any', value: undefined },
  { label: 'Active', value: 'active' },
  { label: 'Disabled', value: 'temporarily_disabled' },
];
const OWNERS: Choice<boolean> = [
  { label: 'Anyone', value: undefined },
  { label: 'Catalogue owners', value: true },
  { label: 'Not owners', value: false },
];

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

/** The search field (applied by the Search button) and the three filters (applied when picked). */
export function UserFilterFields({
  draft,
  onDraft,
  onApply,
}: {
  draft: UserFilters;
  onDraft: (filters: UserFilters) => void;
  onApply: (filters: UserFilters) => void;
}) {
  return (
    <>
      <div className="ws-field admin-keyword">
        <label htmlFor="admin-user-keyword">E-mail or name</label>
        <div className="admin-keyword-row">
          <input
            id="admin-user-keyword"
            type="search"
            maxLength={100}
            value={draft.keyword ?? ''}
            onChange={(event) => onDraft({ ...draft, keyword: event.target.value })}
          />
          <button type="submit" className="button button-primary">
            Search
          </button>
        </div>
      </div>
      <FilterSelect
        id="admin-user-verified"
        label="E-mail"
        choices={VERIFIED}
        value={draft.verified}
        onPick={(verified) => onApply({ ...draft, verified })}
      />
      <FilterSelect
        id="admin-user-status"
        label="Status"
        choices={STATUS}
        value={draft.status}
        onPick={(status) => onApply({ ...draft, status })}
      />
      <FilterSelect
        id="admin-user-owners"
        label="Catalogues"
        choices={OWNERS}
        value={draft.owners}
        onPick={(owners) => onApply({ ...draft, owners })}
      />
    </>
  );
}
