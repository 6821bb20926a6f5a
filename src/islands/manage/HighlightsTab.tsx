import { saveCompanyTab } from '#src/client/workspace.ts';
import { highlightsSchema, MAX_HIGHLIGHTS } from '#src/shared/company-profile.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { TextInput } from './fields.tsx';
import { OrderedRows } from './OrderedRows.tsx';
import { TabForm } from './TabForm.tsx';
import { useDraft } from './use-draft.ts';

/** Profile › Highlights (PATCH supplier/home/highlights): short facts shown as name and value. */
export function HighlightsTab({ company }: { company: OwnerCompany }) {
  const { draft, change, dirty, errorOf, save, outcome, reset } = useDraft(highlightsSchema, {
    highlights: company.highlights,
  });
  return (
    <TabForm
      title="Highlights"
      intro="Short facts at the top of your company page, e.g. Employees: 250, Export share: 80 %."
      onSave={() => save(async (input) => ({ highlights: (await saveCompanyTab('highlights', input)).highlights }))}
      dirty={dirty}
      outcome={outcome}
      onReset={reset}
    >
      <OrderedRows
        rows={draft.highlights}
        onRows={(highlights) => change({ highlights })}
        add={{ label: 'Add a highlight', newRow: () => ({ name: '', value: '' }) }}
        rowName={(row, index) => row.name || `Highlight ${index + 1}`}
        max={MAX_HIGHLIGHTS}
        emptyText="No highlights yet."
        renderRow={(row, index, update) => (
          <>
            <TextInput
              label="Name"
              maxLength={60}
              value={row.name}
              onValue={(name) => update({ ...row, name })}
              error={errorOf(`highlights.${index}.name`)}
            />
            <TextInput
              label="Value"
              maxLength={200}
              value={row.value}
              onValue={(value) => update({ ...row, value })}
              error={errorOf(`highlights.${index}.value`)}
            />
          </>
        )}
      />
      {errorOf('highlights') && <p className="ws-error">{errorOf('highlights')}</p>}
    </TabForm>
  );
}
