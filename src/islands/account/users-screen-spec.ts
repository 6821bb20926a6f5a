import type { UserFilters } from '#src/shared/admin-users.ts';
import type { AdminListSpec } from '#src/islands/admin-lists/AdminListScreen.tsx';
import type { FilterSpec } from '#src/islands/admin-lists/AdminSearchForm.tsx';

const FILTERS: FilterSpec<UserFilters>[] = [
  {
    key: 'verified',
    label: 'E-mail',
    choices: [
      ['Verified', true],
      ['Not verified', false],
    ],
  },
  {
    key: 'status',
    label: 'Status',
    choices: [
      ['Active', 'active'],
      ['Disabled', 'temporarily_disabled'],
    ],
  },
  {
    key: 'owners',
    label: 'Catalogues',
    any: 'Anyone',
    choices: [
      ['Catalogue owners', true],
      ['Not owners', false],
    ],
  },
];

/** The Users screen: searched by e-mail or name, filtered by e-mail check, state and owning a catalogue. */
export const USERS_SCREEN: AdminListSpec<UserFilters> = {
  title: 'Users',
  intro: 'Every account of Vitrine, newest first.',
  nouns: ['user', 'users'],
  search: { idPrefix: 'user', keyword: 'E-mail or name', filters: FILTERS },
  // A table on a desktop, a card per account on a phone (admin.css).
  rows: {
    columns: ['User', 'Role', 'Status', 'Last sign-in', 'Registered', 'Actions'],
    label: 'Users',
    className: 'admin-table admin-users-table',
  },
};
