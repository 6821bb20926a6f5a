import type { MySectionEntry } from '#src/islands/kit/screen-entry.ts';
import { InvitedSection } from './InvitedSection.tsx';
import { ProductsSection } from './ProductsSection.tsx';
import { RecentSection } from './RecentSection.tsx';
import { SharedSection } from './SharedSection.tsx';
import { SuppliersSection } from './SuppliersSection.tsx';

// My catalogue's sections of what a buyer follows, stars, saw and shared.

export const suppliersSection: MySectionEntry = { route: 'suppliers', Screen: SuppliersSection };
export const productsSection: MySectionEntry = { route: 'products', Screen: ProductsSection };
export const recentSection: MySectionEntry = { route: 'recent', Screen: RecentSection };
export const sharedSection: MySectionEntry = { route: 'shared', Screen: SharedSection };
export const invitedSection: MySectionEntry = { route: 'invited', Screen: InvitedSection };
