import type { MouseEvent } from 'react';
import { homeHref } from '#src/shared/catalog-paths.ts';
import Avatar from '#src/components/Avatar.tsx';
import { Glyph } from '#src/islands/kit/Glyph.tsx';
import { AddToTeamListButton } from '#src/islands/teams/parts.ts';
import { tagNames } from './tag-list.ts';
import { toggleLabel } from './mark-labels.ts';
import type { MarkedSupplier, SharedSupplier, SupplierMark, Tag } from '#src/shared/engagement.ts';

type SummaryProps = {
  supplier: SharedSupplier;
  onOpen?: (event: MouseEvent<HTMLAnchorElement>) => void;
  badge?: boolean;
};

/** Logo and name, linked to the storefront: the whole of a shared supplier, the head of a followed one. */
export function SupplierSummary({ supplier, onOpen, badge = false }: SummaryProps) {
  return (
    <div className="my-card-head">
      <Avatar src={supplier.avatar} name={supplier.companyName} size={56} shape="square" />
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
  const names = tagNames(tags, supplier.tagIds);
  return (
    <article className="my-card" aria-label={supplier.companyName}>
      <SupplierSummary supplier={supplier} onOpen={onOpen} badge={supplier.isNew} />
      {names.length > 0 && (
        <ul className="my-tags" aria-label="Tags">
          {names.map((name) => (
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
          {toggleLabel('watch', supplier.watch)}
        </button>
        <button
          type="button"
          className="my-toggle"
          aria-pressed={supplier.followed}
          onClick={() => onToggle('followed')}
        >
          {toggleLabel('followed', supplier.followed)}
        </button>
      </div>
      <AddToTeamListButton
        target={{ supplierId: supplier.id }}
        name={supplier.companyName}
        className="button my-small-button my-team-add"
      />
    </article>
  );
}
