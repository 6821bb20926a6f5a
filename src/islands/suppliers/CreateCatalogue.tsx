import { useState } from 'react';
import * as v from 'valibot';
import { RequestError } from '#src/client/request.ts';
import { checkCatalogueName, createCatalogue, type NameAvailability } from '#src/client/workspace.ts';
import { firstCodeByField } from '#src/shared/account-rules.ts';
import { MESSAGES } from '#src/shared/account-messages.ts';
import { createCatalogueSchema } from '#src/shared/company-profile.ts';
import { suggestSupplierName } from '#src/shared/supplier-name.ts';
import { CREATE_CATALOGUE_PATH, WORKSPACE_PATH } from '#src/shared/workspace-paths.ts';
import AccountPage from '#src/islands/account/AccountPage.tsx';
import { COUNTRY_OPTIONS } from '#src/islands/kit/countries.ts';
import { SelectInput, TextInput } from '#src/islands/kit/fields.tsx';
import { useQuery } from '#src/islands/kit/use-query.ts';
import { useSettled } from '#src/islands/kit/use-settled.ts';
import { useSignedInUser } from '#src/islands/kit/use-signed-in-user.ts';
import { supplierMessage } from './supplier-messages.ts';

/** Whether the name is free, asked 300 ms after the owner stops typing (the latest answer wins). */
function useNameAvailability(name: string): NameAvailability | null {
  const asked = useSettled(name, 300);
  const answer = useQuery(asked ? `suppliers/name-available?${asked}` : null, () => checkCatalogueName(asked ?? ''));
  return asked === name && !answer.loading && !answer.failed ? answer.data : null;
}

/**
 * Create your catalogue (beyond the spec; README): company name, the catalogue's address with live
 * availability, country and business type. The catalogue opens as a trial with all functions
 * free (spec §1); the workspace opens next. A visitor registers or logs in first and comes back here.
 */
export function CreateCatalogue() {
  const viewer = useSignedInUser();
  const [form, setForm] = useState({ companyName: '', name: '', country: '', businessType: '' });
  const [nameEdited, setNameEdited] = useState(false);
  const [tried, setTried] = useState(false);
  const [serverCodes, setServerCodes] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const availability = useNameAvailability(form.name);

  if (viewer.state === 'visitor') return <AccountPage pane="register" returnTo={CREATE_CATALOGUE_PATH} />;
  if (viewer.state === 'user' && viewer.user.supplier) {
    location.replace(WORKSPACE_PATH);
    return null;
  }
  if (viewer.state !== 'user') {
    return (
      <section>
        <h1>Create your catalogue</h1>
        <p className="ws-state" role="status" aria-busy={viewer.state === 'loading'}>
          {viewer.state === 'loading' ? 'Loading…' : MESSAGES.unexpected}
        </p>
      </section>
    );
  }

  const parsed = v.safeParse(createCatalogueSchema, form);
  const codes = { ...(tried && !parsed.success ? firstCodeByField(parsed.issues) : {}), ...serverCodes };
  const nameCode = codes.name ?? (availability && !availability.available ? availability.code : null);
  const errorOf = (field: string) => (codes[field] ? supplierMessage(codes[field]) : undefined);
  const set = (field: keyof typeof form, value: string) => {
    setServerCodes({});
    setFailure('');
    setForm((old) => ({
      ...old,
      [field]: value,
      // The address follows the company name until the owner types one.
      ...(field === 'companyName' && !nameEdited && { name: suggestSupplierName(value) }),
    }));
  };

  const submit = async () => {
    setTried(true);
    if (!parsed.success || nameCode) return;
    try {
      await createCatalogue(parsed.output);
      location.assign(WORKSPACE_PATH);
    } catch (error) {
      const errors = error instanceof RequestError ? error.errors : [];
      setServerCodes(Object.fromEntries(errors.map((fieldError) => [fieldError.field, fieldError.code])));
      const whole = errors.find((fieldError) => fieldError.field === '');
      setFailure(whole ? supplierMessage(whole.code) : errors.length > 0 ? '' : MESSAGES.unexpected);
    }
  };

  return (
    <form
      className="ws-tab"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1 id="ws-screen-title">Create your catalogue</h1>
      <p className="ws-intro">
        Publish your company and products at an address of your own, for buyers to browse, search and share. Your
        catalogue starts as a trial account with all functions free.
      </p>
      <TextInput
        label="Company name"
        autoComplete="organization"
        maxLength={120}
        value={form.companyName}
        onValue={(value) => set('companyName', value)}
        error={errorOf('companyName')}
      />
      <TextInput
        label="Your catalogue's address"
        autoComplete="off"
        maxLength={40}
        value={form.name}
        onValue={(value) => {
          setNameEdited(true);
          set('name', value.toLowerCase());
        }}
        hint={`${location.origin}/${form.name || 'your-name'} — 3 to 40 small letters, digits or dashes.`}
        error={nameCode ? supplierMessage(nameCode) : undefined}
      />
      <p className="ws-hint" role="status">
        {availability?.available && availability.name === form.name ? `“${form.name}” is free.` : ''}
      </p>
      <SelectInput
        label="Country"
        options={[{ value: '', label: 'Choose a country' }, ...COUNTRY_OPTIONS]}
        value={form.country}
        onValue={(value) => set('country', value)}
        error={errorOf('country')}
      />
      <TextInput
        label="Business type"
        maxLength={120}
        hint="e.g. Manufacturer, Trading company"
        value={form.businessType}
        onValue={(value) => set('businessType', value)}
        error={errorOf('businessType')}
      />
      {failure && (
        <p className="ws-error" role="alert">
          {failure}
        </p>
      )}
      <div className="ws-save-bar">
        <button type="submit" className="button button-primary">
          Create catalogue
        </button>
      </div>
    </form>
  );
}
