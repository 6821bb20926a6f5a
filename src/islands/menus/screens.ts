import type { WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { CatalogMenuScreen } from './CatalogMenuScreen.tsx';

export const menusScreen: WorkspaceScreenEntry = { route: 'menus', label: 'Catalog menu', Screen: CatalogMenuScreen };
