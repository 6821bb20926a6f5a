import { useStore } from '@nanostores/react';
import { ScreenAwaiting } from '#src/islands/kit/ScreenAwaiting.tsx';
import { useState } from 'react';
import * as v from 'valibot';
import { $websiteSettings, saveWebsiteSettings } from '#src/client/workspace.ts';
import type { WebsiteSettings } from '#src/shared/website-settings.ts';
import { MAX_META_DESCRIPTION, websiteSettingsSchema } from '#src/shared/website-settings.ts';
import { HeaderPreview } from './HeaderPreview.tsx';
import { PictureChoice, type ChosenPicture } from '#src/islands/kit/PictureChoice.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { ErrorNote, TextInput } from '#src/islands/kit/fields.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { supplierMessage } from './supplier-messages.ts';

const textFields = (settings: WebsiteSettings) => ({
  mainColor: settings.mainColor,
  secondColor: settings.secondColor,
  metaDescription: settings.metaDescription,
});
const textSchema = v.pick(websiteSettingsSchema, ['mainColor', 'secondColor', 'metaDescription']);

function SettingsForm({ settings }: { settings: WebsiteSettings }) {
  const { draft, change, dirty, errorOf, save, outcome, reset } = useDraft(
    textSchema,
    textFields(settings),
    supplierMessage,
  );
  const [logo, setLogo] = useState<ChosenPicture>({ kind: 'stored' });
  const [favicon, setFavicon] = useState<ChosenPicture>({ kind: 'stored' });
  const filesChanged = logo.kind !== 'stored' || favicon.kind !== 'stored';

  const shownLogo = logo.kind === 'new' ? logo.previewUrl : logo.kind === 'removed' ? null : settings.logo;
  const shownFavicon =
    favicon.kind === 'new' ? favicon.previewUrl : favicon.kind === 'removed' ? null : settings.favicon;

  const store = () =>
    save(async (input) => {
      const form = new FormData();
      form.append('mainColor', input.mainColor);
      form.append('secondColor', input.secondColor);
      form.append('metaDescription', input.metaDescription);
      if (logo.kind === 'new') form.append('logo', logo.file);
      if (logo.kind === 'removed') form.append('removeLogo', 'true');
      if (favicon.kind === 'new') form.append('favicon', favicon.file);
      if (favicon.kind === 'removed') form.append('removeFavicon', 'true');
      const saved = await saveWebsiteSettings(form);
      setLogo({ kind: 'stored' });
      setFavicon({ kind: 'stored' });
      return textFields(saved);
    });

  const colour = (name: 'mainColor' | 'secondColor', label: string, hint: string) => (
    <div className="ws-colour">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={/^#[0-9a-f]{6}$/i.test(draft[name]) ? draft[name] : '#000000'}
        onChange={(event) => change({ ...draft, [name]: event.target.value })}
      />
      <TextInput
        label={label}
        hint={hint}
        maxLength={7}
        value={draft[name]}
        onValue={(value) => change({ ...draft, [name]: value })}
        error={errorOf(name)}
      />
    </div>
  );

  return (
    <TabForm
      title="Settings"
      intro="How your storefront looks and what search engines say about it."
      onSave={() => void store()}
      dirty={dirty || filesChanged}
      outcome={outcome}
      onReset={() => {
        reset();
        setLogo({ kind: 'stored' });
        setFavicon({ kind: 'stored' });
      }}
    >
      <HeaderPreview
        mainColor={draft.mainColor}
        secondColor={draft.secondColor}
        logo={shownLogo}
        companyName="Your company"
      />
      <div className="ws-grid">
        {colour('mainColor', 'Main colour', 'Links, buttons and the line under the header.')}
        {colour('secondColor', 'Second colour', 'Highlights, e.g. the underline of a link you point at.')}
      </div>
      <div className="ws-grid">
        <PictureChoice label="Logo" current={shownLogo} onChoice={setLogo} error={errorOf('logo')} />
        <PictureChoice label="Favicon" current={shownFavicon} onChoice={setFavicon} error={errorOf('favicon')} />
      </div>
      <div className="ws-field">
        <label htmlFor="ws-meta-description">Description for search engines</label>
        <textarea
          id="ws-meta-description"
          rows={3}
          maxLength={MAX_META_DESCRIPTION}
          value={draft.metaDescription}
          aria-describedby="ws-meta-description-count"
          aria-invalid={errorOf('metaDescription') ? true : undefined}
          onChange={(event) => change({ ...draft, metaDescription: event.target.value })}
        />
        <p id="ws-meta-description-count" className="ws-hint">
          {draft.metaDescription.length} of {MAX_META_DESCRIPTION} characters. Shown under your catalogue’s name in
          search results.
        </p>
        <ErrorNote message={errorOf('metaDescription')} />
      </div>
    </TabForm>
  );
}

/** Settings (GET website/get, PATCH website/update): the supplier's meta settings (spec §3). */
export function SettingsScreen() {
  const settings = useStore($websiteSettings);
  if (!settings.data)
    return (
      <ScreenAwaiting title="Settings" failed={Boolean(settings.error)} onRetry={() => $websiteSettings.revalidate()} />
    );
  return <SettingsForm settings={settings.data} />;
}
