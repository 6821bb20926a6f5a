import { useState } from 'react';
import * as v from 'valibot';
import { saveCompanyTab, uploadSupplierFile } from '#src/client/workspace.ts';
import { categoriesRule, MAX_CATEGORIES, profileSchema } from '#src/shared/company-profile.ts';
import type { OwnerCompany } from '#src/shared/owner-company.ts';
import { COUNTRY_OPTIONS } from '#src/islands/kit/countries.ts';
import { PictureChoice, type ChosenPicture } from '#src/islands/kit/PictureChoice.tsx';
import { SelectInput, TextInput } from '#src/islands/kit/fields.tsx';
import { RichTextField } from '#src/islands/kit/RichTextField.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { companyMessage } from './company-messages.ts';

/** The categories are typed as one line, separated by commas; the API takes the list. */
const generalSchema = v.object({
  ...profileSchema.entries,
  categories: v.pipe(
    v.string(),
    v.transform((line) => line.split(',').flatMap((name) => (name.trim() ? [name.trim()] : []))),
    categoriesRule,
  ),
  relatedSupplierId: v.pipe(v.string(), v.trim()),
});

const draftOf = (profile: OwnerCompany['profile']) => ({
  ...profile,
  categories: profile.categories.join(', '),
  relatedSupplierId: profile.relatedSupplierId ?? '',
});

/** The avatar as the PATCH takes it: a new upload's key, null when removed, left out when kept. */
async function avatarOf(choice: ChosenPicture): Promise<{ avatar?: string | null }> {
  if (choice.kind === 'removed') return { avatar: null };
  if (choice.kind === 'stored') return {};
  return { avatar: (await uploadSupplierFile(choice.file, choice.file.name || 'avatar.png', true)).key };
}

/**
 * Profile › General (PATCH supplier/home/profile): who the company is, as the company page shows
 * it, and its card (avatar, categories, related company) in supplier lists.
 */
export function GeneralTab({ company }: { company: OwnerCompany }) {
  const [avatar, setAvatar] = useState<ChosenPicture>({ kind: 'stored' });
  const { draft, change, errorOf, save, bar } = useDraft(generalSchema, draftOf(company.profile), companyMessage);
  const shownAvatar =
    avatar.kind === 'new' ? avatar.previewUrl : avatar.kind === 'removed' ? null : company.profile.avatarUrl;
  const field = (name: Exclude<keyof typeof draft, 'avatar' | 'avatarUrl'>) => ({
    value: draft[name],
    onValue: (value: string) => change({ ...draft, [name]: value }),
    error: errorOf(name),
  });
  return (
    <TabForm
      title="General"
      intro="Your company as buyers see it on your company page and in search results."
      onSave={() =>
        save(async (input) => {
          const saved = await saveCompanyTab('profile', { ...input, ...(await avatarOf(avatar)) });
          setAvatar({ kind: 'stored' });
          return draftOf(saved.profile);
        })
      }
      {...bar}
      dirty={bar.dirty || avatar.kind !== 'stored'}
      onReset={() => {
        bar.onReset();
        setAvatar({ kind: 'stored' });
      }}
    >
      <PictureChoice label="Avatar" current={shownAvatar} onChoice={setAvatar} error={errorOf('avatar')} />
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
      <div className="ws-grid">
        <TextInput
          label="Categories"
          hint={`What the company offers, separated by commas (at most ${MAX_CATEGORIES}), e.g. Valves, Fittings`}
          {...field('categories')}
        />
        <TextInput
          label="Related company"
          hint="Another catalogue shown on your company page: its address name, e.g. aquaflow"
          {...field('relatedSupplierId')}
        />
      </div>
      <RichTextField label="Main products" {...field('mainProducts')} />
      <RichTextField label="Description" {...field('description')} />
    </TabForm>
  );
}
