import type { ReactNode } from 'react';
import { recentProducts, recentSuppliers } from '#src/client/my-catalogue.ts';
import { ProductCardList } from './card-lists.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { SupplierCardList } from './card-lists.tsx';
import { usePagedList, wholeList } from '#src/islands/kit/use-paged-list.ts';
import { useTags } from './use-tags.ts';

const NO_SUPPLIER = <p>No supplier viewed yet. The company pages you open are listed here.</p>;
const NO_PRODUCT = <p>No product viewed yet. The product pages you open are listed here.</p>;

function RecentGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="my-subtitle">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** What the user looked at lately (spec §7 recently-list), newest first: suppliers, then products. */
export function RecentSection() {
  const tags = useTags('supplier');
  const productTags = useTags('product');
  const suppliers = usePagedList(() => recentSuppliers().then(wholeList), 'my/recent-suppliers');
  const products = usePagedList(() => recentProducts().then(wholeList), 'my/recent-products');

  return (
    <>
      <SectionHeading>Recently viewed</SectionHeading>
      <RecentGroup id="recent-suppliers" title="Suppliers">
        <SupplierCardList list={suppliers} tags={tags} label="Recently viewed suppliers" empty={NO_SUPPLIER} />
      </RecentGroup>
      <RecentGroup id="recent-products" title="Products">
        <ProductCardList list={products} tags={productTags} label="Recently viewed products" empty={NO_PRODUCT} />
      </RecentGroup>
    </>
  );
}
