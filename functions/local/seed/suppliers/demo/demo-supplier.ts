import type { SupplierSeed } from '#functions/local/seed/suppliers/supplier-seed.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { writeDemoHistory } from './demo-history.ts';
import { DEMO_POSTS } from './demo-posts.ts';
import { DEMO_BRAND, DEMO_COMPANY, DEMO_PROFILE } from './demo-profile.ts';

/** THE demo supplier: every section of the storefront, product page and company page filled. */
export const DEMO_SUPPLIER: SupplierSeed = {
  profile: DEMO_PROFILE,
  memberSinceDays: 720,
  brand: DEMO_BRAND,
  owner: 'owner@vitrine.test',
  related: 'nordic-fasteners',
  catalogue: DEMO_CATALOGUE,
  company: DEMO_COMPANY,
  posts: DEMO_POSTS,
  history: (context) => writeDemoHistory(context),
};
