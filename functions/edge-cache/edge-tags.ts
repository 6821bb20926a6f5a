// The names a public page is stored under at the edge (Cache-Tag) and purged by: one per
// supplier whose data the page shows, one per person it shows (the company page's contacts).
// Cloudflare compares tags case-insensitively; these are lower case and printable ASCII.

export function supplierTag(supplierId: number): string {
  return `supplier-${supplierId}`;
}

export function personTag(userId: number): string {
  return `person-${userId}`;
}
