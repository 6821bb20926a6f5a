import { useSignedInUser } from '#src/islands/kit/use-signed-in-user.ts';
import { WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';

/**
 * In a supplier's header, for its owner only: the way into the workspace. Pages are cached and the
 * same for everyone, so who owns what is asked after load (signed-in visitors only).
 */
export default function ManageLink({ supplierName, className }: { supplierName: string; className?: string }) {
  const viewer = useSignedInUser();
  if (viewer.state !== 'user' || viewer.user.supplier?.name !== supplierName) return null;
  return (
    <a className={className} href={WORKSPACE_PATH}>
      Manage catalogue
    </a>
  );
}
