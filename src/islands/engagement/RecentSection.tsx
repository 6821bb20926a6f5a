import { recentProducts, recentSuppliers } from '#src/client/my-catalogue.ts';
import { PagedListView } from '#src/islands/kit/PagedListView.tsx';
import { ProductCardView } from './ProductCardView.tsx';
import { SectionHeading } from '#src/islands/kit/SectionHeading.tsx';
import { SupplierCard } from './SupplierCard.tsx';
import { usePagedList, wholeList } from '#src/islands/kit/use-paged-list.ts';
import { productMarkWords, useProductOpening } from './use-product-opening.ts';
import { useSupplierMarks } from './use-supplier-marks.ts';
import { useTags } from './use-tags.ts';
import { tagNames } from './tag-list.ts';

/** What the user looked at lately (spec §7 recently-list), newest first: suppliers, then products. */
export function RecentSection() {
  const tags = useTags('supplier');
  const productTags = useTags('product');
  const suppliers = usePagedList(() => recentSuppliers().then(wholeList), 'my/recent-suppliers');
  const products = usePagedList(() => recentProducts().then(wholeList), 'my/recent-products');
  const marks = useSupplierMarks(suppliers);
  const openProduct = useProductOpening(products);

  return (
    <>
      <SectionHeading>Recently viewed</SectionHeading>
      <section aria-labelledby="recent-suppliers">
        <h3 id="recent-suppliers" className="my-subtitle">
          Suppliers
        </h3>
        <PagedListView
          list={suppliers}
          label="Recently viewed suppliers"
          noun="recently viewed suppliers"
          className="my-list my-grid"
          itemKey={(supplier) => supplier.id}
          renderItem={(supplier) => (
            <SupplierCard
              supplier={supplier}
              tags={tags}
              onToggle={(mark) => void marks.toggle(supplier, mark)}
              onOpen={(event) => marks.open(supplier, event)}
            />
          )}
          empty={<p>No supplier viewed yet. The company pages you open are listed here.</p>}
        />
      </section>
      <section aria-labelledby="recent-products">
        <h3 id="recent-products" className="my-subtitle">
          Products
        </h3>
        <PagedListView
          list={products}
          label="Recently viewed products"
          noun="recently viewed products"
          className="my-list my-grid"
          itemKey={(product) => product.id}
          renderItem={(product) => (
            <ProductCardView
              product={product}
              marks={productMarkWords(product)}
              tags={tagNames(productTags, product.tagIds)}
              isNew={product.isNew}
              onOpen={(event) => openProduct(product, event)}
            />
          )}
          empty={<p>No product viewed yet. The product pages you open are listed here.</p>}
        />
      </section>
    </>
  );
}
