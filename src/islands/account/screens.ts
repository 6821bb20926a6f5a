import type { AdminScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { UsersScreen } from './UsersScreen.tsx';

export const adminUsersScreen: AdminScreenEntry = { route: 'users', label: 'Users', Screen: UsersScreen };
