import type { UserFilters, UserStatus } from '#src/shared/admin-users.ts';
import { FilterSelect, KeywordField, type Choice } from '#src/islands/kit/filter-fields.tsx';

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
      <KeywordField
        id="admin-user-keyword"
        label="E-mail or name"
        value={draft.keyword ?? ''}
        onChange={(keyword) => onDraft({ ...draft, keyword })}
      />
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
