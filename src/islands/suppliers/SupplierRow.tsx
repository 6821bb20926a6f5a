import { useState } from 'react';
import { updateSupplierStatus } from '#src/client/admin-suppliers.ts';
import type { AdminSupplier } from '#src/shared/admin-suppliers.ts';
import { storefrontPath } from '#src/shared/catalog-paths.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import { SupplierTransferForm } from './SupplierTransferForm.tsx';
import { DisclosureButton } from '#src/islands/kit/DisclosureButton.tsx';
import type { ActionOutcome } from '#src/islands/admin-lists/admin-messages.ts';
import { supplierFailureMessage } from './supplier-labels.ts';

const number = new Intl.NumberFormat('en');
const day = (time: number) => new Date(time).toLocaleDateString('en', { dateStyle: 'medium' });

/** One catalogue: its name and address, owner, size and dates; disable or enable it, give it to someone else. */
export function SupplierRow({
  supplier,
  onOutcome,
}: {
  supplier: AdminSupplier;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const [transferring, setTransferring] = useState(false);
  const company = supplier.companyName || supplier.name;
  const disabled = supplier.status === 'disabled';
  const titleId = `admin-supplier-${supplier.id}`;
  const transferId = `admin-supplier-transfer-${supplier.id}`;

  const setStatus = async () => {
    // Both ways ask first (issue 26): enabling puts a catalogue back in front of every visitor.
    const question = disabled
      ? `Enable ${company}? Its catalogue is shown to visitors again and its calls answer.`
      : `Disable ${company}? Its catalogue and calls answer that it is disabled until it is enabled again.`;
    if (!(await openModal('warning', question))) return;
    try {
      await updateSupplierStatus(supplier.id, disabled ? 'active' : 'disabled');
      onOutcome({ ok: true, message: `${company} is ${disabled ? 'enabled' : 'disabled'}.` });
    } catch (failure) {
      onOutcome({ ok: false, message: supplierFailureMessage(failure) });
    }
  };

  return (
    <li className="admin-user" aria-labelledby={titleId}>
      <div className="admin-user-facts">
        <strong id={titleId} className="admin-user-email">
          {company}
        </strong>
        <a href={storefrontPath(supplier.name)} target="_blank" rel="noopener">
          /{supplier.name}
          <span className="visually-hidden"> (public catalogue, opens in a new tab)</span>
        </a>
        <ul className="admin-badges" aria-label="State">
          <li data-tone={disabled ? 'bad' : 'good'}>{disabled ? 'Disabled' : 'Active'}</li>
        </ul>
        <span>Owner: {supplier.owner?.email ?? <span className="ws-hint">no owner</span>}</span>
        <span>
          {number.format(supplier.productCount)} {supplier.productCount === 1 ? 'product' : 'products'} ·{' '}
          {number.format(supplier.followerCount)} {supplier.followerCount === 1 ? 'follower' : 'followers'}
        </span>
        <span className="ws-hint">
          ID {supplier.id} · created {day(supplier.createdAt)} · last edit {day(supplier.updatedAt)}
        </span>
        <div id={transferId} hidden={!transferring}>
          {transferring && <SupplierTransferForm supplier={supplier} company={company} onOutcome={onOutcome} />}
        </div>
      </div>
      <div className="admin-user-actions">
        <button type="button" className="button" onClick={() => void setStatus()}>
          {disabled ? 'Enable' : 'Disable'}
        </button>
        <DisclosureButton className="button" open={transferring} onOpen={setTransferring} controls={transferId}>
          Transfer ownership
        </DisclosureButton>
      </div>
    </li>
  );
}
