import type { ProductSuggestion } from '#src/shared/catalog.ts';
import { request } from './request.ts';

// The public catalogue's calls the browser makes (spec §7 common).

/** Suggestions under the storefront's search box. */
export function suggestProducts(supplierName: string, searchQuery: string) {
  return request<ProductSuggestion[]>('/api/common/search/product/suggestion', {
    method: 'POST',
    body: { searchQuery, supplierId: supplierName },
  });
}
