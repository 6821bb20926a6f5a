import type { MouseEvent } from 'react';
import { productHref } from '#src/shared/catalog-paths.ts';
import type { SupplierProductCard } from '#src/shared/engagement.ts';
import { imageSrcset } from '#src/shared/image-copies.ts';
import { CompareToggleButton } from '#src/islands/kit/CompareToggleButton.tsx';
import { AddToTeamListButton } from '#src/islands/teams/parts.ts';

type Props = {
  product: SupplierProductCard;
  /** The user's marks to show beside the name ('Starred', 'Followed'). */
  marks?: string[];
  /** The names of the user's tags on it. */
  tags?: string[];
  isNew?: boolean;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A product as on the storefront (picture, model number, name, price), linked to its page, with Compare and Add to team list. */
export function ProductCardView({ product, marks = [], tags = [], isNew = false, onOpen }: Props) {
  const srcSet = imageSrcset(product.image);
  return (
    <article className="my-card my-product" aria-label={`${product.modelNumber} ${product.productName}`}>
      <div className="my-product-picture">
        {product.image ? (
          <img src={product.image} srcSet={srcSet} sizes={srcSet && '96px'} alt="" loading="lazy" />
        ) : (
          <span className="my-product-none">No picture</span>
        )}
      </div>
      <div className="my-product-text">
        <a className="my-card-title" href={productHref(product.supplierId, product)} onClick={onOpen}>
          <span className="my-product-model">{product.modelNumber}</span> {product.productName}
        </a>
        {product.price && <p className="my-product-price">{product.price}</p>}
        <p className="my-product-supplier">
          <a href={`/${product.supplierId}`}>{product.supplierId}</a>
        </p>
        {(isNew || marks.length > 0) && (
          <p className="my-marks">
            {isNew && <span className="my-new">New</span>}
            {marks.map((mark) => (
              <span key={mark} className="my-mark">
                {mark}
              </span>
            ))}
          </p>
        )}
        {tags.length > 0 && (
          <ul className="my-tags" aria-label="Tags">
            {tags.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        )}
        <div className="my-product-tools">
          <CompareToggleButton productId={product.id} label={`${product.modelNumber} ${product.productName}`} />
          <AddToTeamListButton
            target={{ productId: product.id }}
            name={`${product.modelNumber} ${product.productName}`}
            className="button my-small-button"
          />
        </div>
      </div>
    </article>
  );
}
