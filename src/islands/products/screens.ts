import type { WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { CategoriesScreen } from './CategoriesScreen.tsx';
import { ProductEditor } from './ProductEditor.tsx';
import { ProductImportScreen } from './ProductImportScreen.tsx';
import { ProductsScreen } from './ProductsScreen.tsx';

type Entry = WorkspaceScreenEntry;

export const productsScreen: Entry = { route: 'products', label: 'Products', Screen: ProductsScreen };
/** A product's editor, the bulk import and the categories are listed under Products. */
export const productScreen: Entry = { route: 'product', under: 'products', Screen: ProductEditor };
export const productImportScreen: Entry = { route: 'productImport', under: 'products', Screen: ProductImportScreen };
export const productCategoriesScreen: Entry = {
  route: 'productCategories',
  under: 'products',
  Screen: CategoriesScreen,
};
