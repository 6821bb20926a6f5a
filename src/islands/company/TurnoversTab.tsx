import { useId, useMemo, useState } from 'react';
import { saveCompanyTab } from '#src/client/workspace.ts';
import { REMAINDER_LABEL } from '#src/components/company/turnover-slices.ts';
import { MAX_TURNOVERS, turnoversSchema } from '#src/shared/company-profile.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { FieldFrame, TextInput } from '#src/islands/kit/fields.tsx';
import { OrderedRows } from '#src/islands/kit/OrderedRows.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { percentFromInput, percentToInput, regionName, turnoverPreview } from './turnover-draft.ts';
import { TurnoverPreview } from './TurnoverPreview.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { companyMessage } from './company-messages.ts';
import '#src/islands/kit/tab-form.css';

/**
 * A share of 0 to 100, decimals allowed. The field keeps what is typed ('12.' on the way to 12.5)
 * and hands the draft its number; a value from elsewhere (undo, a save, a row moved here) replaces it.
 */
function PercentInput({
  label,
  value,
  onValue,
  error,
  totalId,
}: {
  label: string;
  value: number;
  onValue: (value: number) => void;
  error?: string;
  /** The running total, read with the field. */
  totalId: string;
}) {
  const [text, setText] = useState(() => percentToInput(value));
  if (!Object.is(percentFromInput(text), value)) setText(percentToInput(value));
  return (
    <FieldFrame label={label} error={error} hint="0 to 100; decimals allowed, e.g. 12.5">
      {({ id, describedBy, invalid }) => (
        <span className="ws-unit-input">
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="any"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onValue(percentFromInput(event.target.value));
            }}
            aria-invalid={invalid}
            aria-describedby={[describedBy, totalId].filter(Boolean).join(' ')}
          />
          <span aria-hidden="true">%</span>
        </span>
      )}
    </FieldFrame>
  );
}

/** Profile › Turnover distribution (PATCH supplier/home/turnovers): regions' shares, drawn as a pie. */
export function TurnoversTab({ company }: { company: OwnerCompany }) {
  const { draft, change, errorOf, save, bar } = useDraft(
    turnoversSchema,
    { turnovers: company.turnovers },
    companyMessage,
  );
  const preview = useMemo(() => turnoverPreview(draft.turnovers), [draft.turnovers]);
  const totalId = useId();
  // Over 100 is said at once, not only after a save was tried; the schema's own code says the same.
  const totalError = errorOf('turnovers') ?? (preview.over ? companyMessage('turnover_total_over_100') : undefined);
  return (
    <TabForm
      title="Turnover distribution"
      intro={`How your turnover splits between regions, drawn as a pie chart on your company page. What is left under 100 % shows as “${REMAINDER_LABEL}”; with no regions the chart is not shown.`}
      onSave={() => save(async (input) => ({ turnovers: (await saveCompanyTab('turnovers', input)).turnovers }))}
      {...bar}
    >
      <OrderedRows
        rows={draft.turnovers}
        onRows={(turnovers) => change({ turnovers })}
        add={{ label: 'Add a region', newRow: () => ({ region: '', percent: Number.NaN }) }}
        rowName={regionName}
        max={MAX_TURNOVERS}
        emptyText="No regions yet. Add one to show the chart on your company page."
        renderRow={(row, index, update) => (
          <div className="ws-turnover-fields">
            <TextInput
              label="Region"
              maxLength={60}
              hint="e.g. Western Europe"
              value={row.region}
              onValue={(region) => update({ ...row, region })}
              error={errorOf(`turnovers.${index}.region`)}
            />
            <PercentInput
              label="Share of turnover (%)"
              value={row.percent}
              onValue={(percent) => update({ ...row, percent })}
              error={errorOf(`turnovers.${index}.percent`)}
              totalId={totalId}
            />
          </div>
        )}
      />
      {draft.turnovers.length > 0 && (
        <>
          <div id={totalId} className="ws-turnover-total">
            <p className={preview.over ? 'ws-total-over' : undefined}>{preview.totalText}</p>
            <p className="ws-error" aria-live="polite">
              {totalError}
            </p>
          </div>
          <section className="ws-preview" aria-labelledby={`${totalId}-preview`}>
            <h3 id={`${totalId}-preview`}>As your company page shows it</h3>
            <TurnoverPreview slices={preview.slices} />
          </section>
        </>
      )}
    </TabForm>
  );
}
