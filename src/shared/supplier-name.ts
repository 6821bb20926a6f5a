import * as v from 'valibot';

/**
 * First path segments the site itself uses (or may use) and a supplier can never take, since a
 * supplier is served at `/{name}`. Most with a dot or underscore already fail the pattern; they are
 * listed anyway so the list reads as the complete set of the site's own paths.
 */
export const RESERVED_SUPPLIER_NAMES: ReadonlySet<string> = new Set([
  '404',
  '500',
  'admin',
  'api',
  'developers',
  'manage',
  'my',
  'account',
  'accounts',
  'media',
  'socket.io',
  '_astro',
  '_image',
  '_server-islands',
  'sitemap.xml',
  'robots.txt',
  'favicon.ico',
  'favicon.svg',
  '.well-known',
  'app',
  'assets',
  'static',
  'public',
  'login',
  'logout',
  'register',
  'signup',
  'help',
  'about',
  'terms',
  'privacy',
  'support',
  'www',
  'mail',
  'mailbox',
  'dev',
  'share',
  'search',
  'supplier',
  'suppliers',
  'product',
  'products',
  'company',
  'compare',
  'settings',
  'notifications',
  'messages',
  'vitrine',
  'flags',
  'sitemaps',
  'placeholder.svg',
]);

/** 3–40 characters of a-z, 0-9 and '-', starting and ending with a letter or digit. */
const NAME_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38})[a-z0-9]$/;

export const supplierNameSchema = v.pipe(
  v.string('invalid_supplier_name'),
  v.regex(NAME_PATTERN, 'invalid_supplier_name'),
  v.check((name) => !RESERVED_SUPPLIER_NAMES.has(name), 'reserved_supplier_name'),
);

export function isValidSupplierName(name: string): boolean {
  return v.is(supplierNameSchema, name);
}

/** A URL name to offer for a company name: 'Nordic Fasteners AB' → 'nordic-fasteners-ab'. */
export function suggestSupplierName(companyName: string): string {
  return (
    companyName
      .normalize('NFKD')
      // Accents come apart from their letters: the letters stay, the marks go (Müller → muller).
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '')
  );
}
