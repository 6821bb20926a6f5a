import type { CompanyProfile } from '#functions/domain/company/company-profile.ts';
import type { ProductDetail } from '#functions/domain/catalogue/product-detail.ts';
import type { SupplierShell } from '#functions/domain/suppliers/supplier-shell.ts';
import { productPath, storefrontPath } from '#src/shared/catalog-paths.ts';

// schema.org JSON-LD for search engines: who the supplier is, what a product is, where a page sits.

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export function organizationJsonLd(supplier: SupplierShell, origin: string, company?: CompanyProfile) {
  const profile = company?.profile;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: supplier.companyName,
    url: absolute(origin, storefrontPath(supplier.name)),
    ...(supplier.meta.logo && { logo: absolute(origin, supplier.meta.logo) }),
    ...(profile?.email && { email: profile.email }),
    ...(profile?.phone && { telephone: profile.phone }),
    ...(profile?.website && { sameAs: [profile.website] }),
    ...(profile?.established && { foundingDate: profile.established }),
    ...(profile?.address && {
      address: {
        '@type': 'PostalAddress',
        streetAddress: profile.address,
        addressCountry: supplier.countryCode || undefined,
      },
    }),
  };
}

export function productJsonLd(supplierName: string, product: ProductDetail, origin: string) {
  const { profile } = product;
  const images = product.medias
    .map((media) => media.imageUrl)
    .filter(Boolean)
    .map((url) => absolute(origin, url));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: profile.productName,
    sku: profile.modelNumber,
    mpn: profile.modelNumber,
    url: absolute(origin, productPath(supplierName, { id: product.id, ...profile })),
    ...(images.length > 0 && { image: images }),
    ...(profile.brandName && { brand: { '@type': 'Brand', name: profile.brandName } }),
    ...(profile.category && { category: profile.category }),
    manufacturer: { '@type': 'Organization', name: product.supplier.companyName },
  };
}

export function breadcrumbJsonLd(origin: string, crumbs: { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(origin, crumb.path),
    })),
  };
}
