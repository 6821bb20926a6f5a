import { useEffect, useState } from 'react';
import { currentUser } from '#src/client/accounts.ts';
import { WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';

/**
 * In a supplier's header, for its owner only: the way into the workspace. Pages are cached and the
 * same for everyone, so who owns what is asked after load (signed-in visitors only).
 */
export default function ManageLink({ supplierName, className }: { supplierName: string; className?: string }) {
  const [owner, setOwner] = useState(false);
  useEffect(() => {
    currentUser().then(
      (user) => setOwner(user?.supplier?.name === supplierName),
      () => setOwner(false),
    );
  }, [supplierName]);
  if (!owner) return null;
  return (
    <a className={className} href={WORKSPACE_PATH}>
      Manage catalogue
    </a>
  );
}
