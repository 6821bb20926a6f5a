import { useState } from 'react';
import { removeAvatar, updateAvatar, updateProfile } from '#src/client/accounts.ts';
import { updateProfileSchema, type ProfileChanges } from '#src/shared/account-rules.ts';
import type { CurrentUser } from '#src/shared/current-user.ts';
import { PictureChoice, type ChosenPicture } from '#src/islands/kit/PictureChoice.tsx';
import '#src/islands/kit/back-office.css';
import { TextField } from './Field.tsx';
import { Notice } from './FormLine.tsx';
import { PaneForm } from './PaneForm.tsx';
import { useAccountForm } from './use-account-form.ts';

/** Sends the photo first (its refusal leaves the texts unsaved too), then the texts. */
async function saveProfile(photo: ChosenPicture, texts: ProfileChanges): Promise<CurrentUser> {
  if (photo.kind === 'new') await updateAvatar(photo.file, photo.file.name || 'photo.png');
  if (photo.kind === 'removed') await removeAvatar();
  return updateProfile(texts);
}

/**
 * My account › Profile (issue 26 item 1): the name, job title, company and photo that suppliers,
 * colleagues and chats show for this person (as Profile › Visibility allows).
 */
export function ProfileForm({ user, onSaved }: { user: CurrentUser; onSaved: (user: CurrentUser) => void }) {
  const { name, jobTitle, companyName, avatarUrl } = user.profile;
  const [photo, setPhoto] = useState<ChosenPicture>({ kind: 'stored' });
  const [saved, setSaved] = useState(false);
  const form = useAccountForm({
    form: 'profile',
    schema: updateProfileSchema,
    initial: { name, jobTitle, companyName },
    send: async (texts: ProfileChanges) => onSaved(await saveProfile(photo, texts)),
  });
  const shownPhoto = photo.kind === 'new' ? photo.previewUrl : photo.kind === 'removed' ? null : avatarUrl;

  const submit = async () => {
    setSaved(false);
    if ((await form.submit()) !== 'done') return;
    setPhoto({ kind: 'stored' });
    setSaved(true);
  };

  return (
    <PaneForm form={form} onSubmit={submit} submitLabel="Save profile" canSubmit>
      <TextField label="Name" autoComplete="name" {...form.field('name')} />
      <TextField label="Job title" autoComplete="organization-title" {...form.field('jobTitle')} />
      <TextField label="Company" autoComplete="organization" {...form.field('companyName')} />
      <PictureChoice
        label="Photo"
        current={shownPhoto}
        onChoice={(choice) => {
          setSaved(false);
          setPhoto(choice);
        }}
        error={form.errors.file}
      />
      {saved && <Notice>Your profile is saved.</Notice>}
    </PaneForm>
  );
}
