import type { MouseEvent } from 'react';
import { openModal } from '#src/stores/modal-stack.ts';
import { noticeSignedOut } from '#src/stores/session-ended.ts';
import { markSeen, setMark } from '#src/client/engagement.ts';
import { openAfter } from '#src/islands/kit/links.ts';
import type { PagedList } from '#src/islands/kit/use-paged-list.ts';
import type { MarkedSupplier, SupplierMark } from '#src/shared/engagement.ts';

/**
 * What a supplier card does in a list: flip a mark when its call succeeds (spec §4; a failure
 * changes nothing, quietly, §8; unfollowing asks first, since it drops the supplier's tags too),
 * and clear 'new' when the storefront opens.
 */
export function useSupplierMarks(list: PagedList<MarkedSupplier>) {
  const change = (supplierId: string, patch: Partial<MarkedSupplier>) =>
    list.update((items) => items.map((item) => (item.id === supplierId ? { ...item, ...patch } : item)));

  const toggle = async (supplier: MarkedSupplier, mark: SupplierMark) => {
    const on = !supplier[mark];
    if (
      mark === 'followed' &&
      !on &&
      !(await openModal('confirm', `Stop following ${supplier.companyName}? Its tags are removed too.`))
    )
      return;
    try {
      await setMark({ kind: 'supplier', supplierName: supplier.id }, mark, on);
      change(supplier.id, mark === 'followed' && !on ? { followed: false, tagIds: [] } : { [mark]: on });
    } catch (error) {
      // Spec §8: follow and watch failures are ignored silently; the toggle stays as it was.
      noticeSignedOut(error);
    }
  };

  const open = (supplier: MarkedSupplier, event: MouseEvent<HTMLAnchorElement>) => {
    if (!supplier.isNew) return;
    openAfter(event, () => markSeen({ kind: 'supplier', supplierName: supplier.id }));
    change(supplier.id, { isNew: false });
  };

  return { toggle, open };
}
