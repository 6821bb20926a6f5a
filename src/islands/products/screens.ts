import type { WorkspaceScreenEntry } from '#src/islands/kit/screen-entry.ts';
import { ProductEditor } from './ProductEditor.tsx';
import { ProductImportScreen } from './ProductImportScreen.tsx';
import { ProductsScreen } from './ProductsScreen.tsx';

type Entry = WorkspaceScreenEntry;

export const productsScreen: Entry = { route: 'products', label: 'Products', Screen: ProductsScreen };
/** A product's editor and the bulk import are listed under Products. */
export const productScreen: Entry = { route: 'product', under: 'products', Screen: ProductEditor };
export const productImportScreen: Entry = { route: 'productImport', under: 'products', Screen: ProductImportScreen };
