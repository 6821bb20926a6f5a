import { useId, useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { transferSupplier } from '#src/client/admin-suppliers.ts';
import { supplierTransferSchema, type AdminSupplier } from '#src/shared/admin-suppliers.ts';
import { openModal } from '#src/stores/modal-stack.ts';
import type { ActionOutcome } from '#src/islands/admin-lists/admin-messages.ts';
import { supplierFailureMessage } from './supplier-labels.ts';

/**
 * Giving a catalogue to another account, named by its e-mail address: checked by the call's own
 * schema, confirmed after a warning. A refusal about the address stays beside the field.
 */
export function SupplierTransferForm({
  supplier,
  company,
  onOutcome,
}: {
  supplier: AdminSupplier;
  company: string;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const fieldId = `${id}-email`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = v.safeParse(supplierTransferSchema, { supplierId: supplier.id, email });
    if (!checked.success) {
      setError(MESSAGES.email);
      document.getElementById(fieldId)?.focus();
      return;
    }
    setError('');
    const to = checked.output.email;
    const question = `Give ${company} to ${to}? From now on they manage it; ${supplier.owner?.email ?? 'nobody'} no longer can.`;
    if (!(await openModal('warning', question))) return;
    try {
      await transferSupplier(supplier.id, to);
      onOutcome({ ok: true, message: `${company} now belongs to ${to}.` });
    } catch (failure) {
      setError(supplierFailureMessage(failure));
      document.getElementById(fieldId)?.focus();
    }
  };

  return (
    <form className="admin-transfer" noValidate onSubmit={(event) => void onSubmit(event)}>
      <div className="ws-field">
        <label htmlFor={fieldId}>New owner's e-mail</label>
        <div className="admin-keyword-row">
          <input
            id={fieldId}
            type="email"
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" className="button">
            Transfer
          </button>
        </div>
        {error && (
          <p id={`${id}-error`} className="ws-error">
            {error}
          </p>
        )}
      </div>
    </form>
  );
}
