import { saveCompanyTab } from '#src/client/workspace.ts';
import { profileSchema } from '#src/shared/company-profile.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { COUNTRY_OPTIONS } from '#src/islands/kit/countries.ts';
import { SelectInput, TextInput } from '#src/islands/kit/fields.tsx';
import { RichTextField } from '#src/islands/kit/RichTextField.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { companyMessage } from './company-messages.ts';

/** Profile › General (PATCH supplier/home/profile): who the company is, as the company page shows it. */
export function GeneralTab({ company }: { company: OwnerCompany }) {
  const { draft, change, errorOf, save, bar } = useDraft(profileSchema, company.profile, companyMessage);
  const field = (name: keyof typeof draft) => ({
    value: draft[name],
    onValue: (value: string) => change({ ...draft, [name]: value }),
    error: errorOf(name),
  });
  return (
    <TabForm
      title="General"
      intro="Your company as buyers see it on your company page and in search results."
      onSave={() => save(async (input) => (await saveCompanyTab('profile', input)).profile)}
      {...bar}
    >
      <div className="ws-grid">
        <TextInput
          label="Company name"
          autoComplete="organization"
          maxLength={120}
          required
          {...field('companyName')}
        />
        <TextInput
          label="Business type"
          maxLength={120}
          hint="e.g. Manufacturer, Trading company"
          {...field('businessType')}
        />
        <SelectInput
          label="Country"
          options={[{ value: '', label: 'Choose a country' }, ...COUNTRY_OPTIONS]}
          {...field('country')}
        />
        <TextInput label="Region" maxLength={80} hint="State, province or area" {...field('region')} />
        <TextInput
          label="Established"
          inputMode="numeric"
          maxLength={4}
          hint="The year, e.g. 1998"
          {...field('established')}
        />
        <TextInput label="Address" autoComplete="street-address" maxLength={300} {...field('address')} />
        <TextInput label="E-mail" type="email" autoComplete="email" {...field('email')} />
        <TextInput label="Phone" type="tel" autoComplete="tel" maxLength={40} {...field('phone')} />
        <TextInput label="Website" type="url" autoComplete="url" hint="e.g. www.example.com" {...field('website')} />
      </div>
      <RichTextField label="Main products" {...field('mainProducts')} />
      <RichTextField label="Description" {...field('description')} />
    </TabForm>
  );
}
