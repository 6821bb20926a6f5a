import { saveCompanyTab } from '#src/client/workspace.ts';
import { MAX_SHOWS, showsSchema } from '#src/shared/company-profile.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { ErrorNote, TextInput } from '#src/islands/kit/fields.tsx';
import { OrderedRows } from '#src/islands/kit/OrderedRows.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import '#src/islands/kit/tab-form.css';
import { companyMessage } from './company-messages.ts';

/** Profile › Trade shows (PATCH supplier/home/shows): where and when buyers can meet the company. */
export function ShowsTab({ company }: { company: OwnerCompany }) {
  const { draft, change, errorOf, save, bar } = useDraft(showsSchema, { shows: company.shows }, companyMessage);
  return (
    <TabForm
      title="Trade shows"
      intro="The trade shows where buyers can meet you, listed on your company page with their dates, place and booth. With no shows the section is not shown."
      onSave={() => save(async (input) => ({ shows: (await saveCompanyTab('shows', input)).shows }))}
      {...bar}
    >
      <OrderedRows
        rows={draft.shows}
        onRows={(shows) => change({ shows })}
        add={{ label: 'Add a trade show', newRow: () => ({ name: '', booth: '', start: '', end: '', location: '' }) }}
        rowName={(row, index) => row.name.trim() || `Trade show ${index + 1}`}
        max={MAX_SHOWS}
        emptyText="No trade shows yet."
        renderRow={(row, index, update) => {
          const field = (name: keyof typeof row) => ({
            value: row[name],
            onValue: (value: string) => update({ ...row, [name]: value }),
            error: errorOf(`shows.${index}.${name}`),
          });
          return (
            <div className="ws-show-fields">
              <TextInput label="Name" maxLength={120} hint="e.g. Canton Fair" {...field('name')} />
              <TextInput label="Booth" maxLength={40} hint="Optional, e.g. Hall 3, B12" {...field('booth')} />
              <TextInput label="Start" type="date" placeholder="YYYY-MM-DD" {...field('start')} />
              <TextInput
                label="End"
                type="date"
                placeholder="YYYY-MM-DD"
                min={row.start || undefined}
                {...field('end')}
              />
              <div className="ws-wide">
                <TextInput
                  label="Location"
                  maxLength={120}
                  hint="City and venue, e.g. Guangzhou, Pazhou Complex"
                  {...field('location')}
                />
              </div>
            </div>
          );
        }}
      />
      <ErrorNote message={errorOf('shows')} />
    </TabForm>
  );
}
