import type { MouseEvent } from 'react';
import { homeHref } from '#src/shared/catalog-paths.ts';
import { Glyph } from './Glyph.tsx';
import type { MarkedSupplier, SharedSupplier, SupplierMark, Tag } from '#src/shared/engagement.ts';

/** The supplier's logo, or its initial on a plain tile when it has none. */
function SupplierLogo({ supplier }: { supplier: SharedSupplier }) {
  if (supplier.avatar)
    return <img className="my-logo" src={supplier.avatar} alt="" width="56" height="56" loading="lazy" />;
  return (
    <span className="my-logo my-logo-initial" aria-hidden="true">
      {supplier.companyName.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

type SummaryProps = {
  supplier: SharedSupplier;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  badge?: boolean;
};

/** Logo and name, linked to the storefront: the whole of a shared supplier, the head of a followed one. */
export function SupplierSummary({ supplier, onOpen, badge = false }: SummaryProps) {
  return (
    <div className="my-card-head">
      <SupplierLogo supplier={supplier} />
      <a
        className="my-card-title"
        href={homeHref({ name: supplier.id, catalogVersion: supplier.catalogVersion })}
        onClick={onOpen}
      >
        {supplier.companyName}
      </a>
      {badge && <span className="my-new">New</span>}
    </div>
  );
}

type Props = {
  supplier: MarkedSupplier;
  tags: Tag[];
  onToggle: (mark: SupplierMark) => void;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
};

/** A followed (or viewed) supplier with the user's marks, each a toggle (spec §4: flips on success). */
export function SupplierCard({ supplier, tags, onToggle, onOpen }: Props) {
  const tagNames = tags.filter((tag) => supplier.tagIds.includes(tag.id)).map((tag) => tag.name);
  return (
    <article className="my-card" aria-label={supplier.companyName}>
      <SupplierSummary supplier={supplier} onOpen={onOpen} badge={supplier.isNew} />
      {tagNames.length > 0 && (
        <ul className="my-tags" aria-label="Tags">
          {tagNames.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
      <div className="my-card-actions">
        <button type="button" className="my-toggle" aria-pressed={supplier.stared} onClick={() => onToggle('stared')}>
          <Glyph name="star" />
          Favorite
        </button>
        <button type="button" className="my-toggle" aria-pressed={supplier.watch} onClick={() => onToggle('watch')}>
          Watch
        </button>
        <button
          type="button"
          className="my-toggle"
          aria-pressed={supplier.followed}
          onClick={() => onToggle('followed')}
        >
          Follow
        </button>
      </div>
    </article>
  );
}
