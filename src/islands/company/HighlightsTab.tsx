import { saveCompanyTab } from '#src/client/workspace.ts';
import { highlightsSchema, MAX_HIGHLIGHTS } from '#src/shared/company-profile.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { NameValueRows } from '#src/islands/kit/name-value-rows.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { companyMessage } from './company-messages.ts';

/** Profile › Highlights (PATCH supplier/home/highlights): short facts shown as name and value. */
export function HighlightsTab({ company }: { company: OwnerCompany }) {
  const { draft, change, errorOf, save, bar } = useDraft(
    highlightsSchema,
    { highlights: company.highlights },
    companyMessage,
  );
  return (
    <TabForm
      title="Highlights"
      intro="Short facts at the top of your company page, e.g. Employees: 250, Export share: 80 %."
      onSave={() => save(async (input) => ({ highlights: (await saveCompanyTab('highlights', input)).highlights }))}
      {...bar}
    >
      <NameValueRows
        kind={{
          rowLabel: 'Highlight',
          addLabel: 'Add a highlight',
          emptyText: 'No highlights yet.',
          max: MAX_HIGHLIGHTS,
          valueMaxLength: 200,
        }}
        rows={draft.highlights}
        onRows={(highlights) => change({ highlights })}
        errorOf={errorOf}
        field="highlights"
      />
    </TabForm>
  );
}
