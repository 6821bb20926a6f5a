import { useState } from 'react';
import { fetchUserSuppliers } from '#src/client/admin.ts';
import { ListState } from '#src/islands/kit/ListState.tsx';
import { DisclosureButton } from '#src/islands/kit/DisclosureButton.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import type { AdminUser } from '#src/shared/admin-users.ts';
import { storefrontPath } from '#src/shared/catalog-paths.ts';

function CatalogueList({ userId }: { userId: number }) {
  const found = useQuery(`admin/user-catalogues#${userId}`, () => fetchUserSuppliers(userId));
  if (!found.data || found.data.length === 0 || found.failed)
    return <ListState loading={found} onRetry={found.retry} empty="This user owns no catalogue any more." />;
  return (
    <ul className="admin-catalogues">
      {found.data.map((supplier) => (
        <li key={supplier.id}>
          <a href={storefrontPath(supplier.name)}>{supplier.companyName || supplier.name}</a>{' '}
          <span className="ws-hint">
            /{supplier.name}
            {supplier.status === 'disabled' && ' · disabled'}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A user's catalogues, asked for when the admin opens them. */
export function UserCatalogues({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const listId = `admin-catalogues-${user.id}`;
  return (
    <div className="admin-catalogues-box">
      <DisclosureButton className="button admin-small-button" open={open} onOpen={setOpen} controls={listId}>
        {user.supplierCount === 1 ? '1 catalogue' : `${user.supplierCount} catalogues`}
        <span aria-hidden="true">{open ? ' ▲' : ' ▼'}</span>
      </DisclosureButton>
      <div id={listId} hidden={!open}>
        {open && <CatalogueList userId={user.id} />}
      </div>
    </div>
  );
}
