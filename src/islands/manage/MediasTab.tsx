import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import { saveCompanyTab, uploadSupplierFile } from '#src/client/workspace.ts';
import { MAX_MEDIAS, mediasSchema } from '#src/shared/company-profile.ts';
import type { OwnerCompany, OwnerMedia } from '#src/shared/owner-company.ts';
import { IMAGE_UPLOAD_TIP, PICTURE_ACCEPT } from '#src/shared/uploads.ts';
import { PICTURE_TYPE_RULE, sortChosenFiles } from './file-checks.ts';
import { uploadEach } from './file-uploads.ts';
import { FilePicker, type PickedOutcome } from './FilePicker.tsx';
import { OrderedRows } from './OrderedRows.tsx';
import { preparePictures } from './picture-preparation.ts';
import { TabForm } from './TabForm.tsx';
import { useDraft } from './use-draft.ts';
import { useImageCropper } from './use-image-cropper.tsx';
import { VideoPicker } from './VideoPicker.tsx';
import '#src/styles/workspace-files.css';

type DraftMedia = v.InferInput<typeof mediasSchema>['medias'][number];

/** A stored item as the PATCH call takes it back; a video keeps its poster. */
const draftMedia = (media: OwnerMedia): DraftMedia =>
  media.type === 'image'
    ? { type: 'image', key: media.key }
    : { type: 'video', key: media.key, posterKey: media.posterKey };

/** What a stored item's thumbnail shows: the picture itself, or a video's poster. */
const thumbnailOf = (media: OwnerMedia): string | null => (media.type === 'image' ? media.url : media.posterUrl);

/** 'Photo 3', 'Video 1': the item by its place in the gallery (alt text and the row's buttons). */
const mediaName = (media: DraftMedia, index: number) => `${media.type === 'video' ? 'Video' : 'Photo'} ${index + 1}`;

/** One photo to the server, checked and resized there as a profile picture. */
function uploadPhoto(file: File) {
  return uploadSupplierFile(file, file.name, true);
}

/** Profile › Video & photo (PATCH supplier/home/medias): the gallery at the top of the company page. */
export function MediasTab({ company }: { company: OwnerCompany }) {
  const id = useId();
  const { crop, cropper } = useImageCropper();
  const { draft, change, dirty, errorOf, save, outcome, reset } = useDraft(mediasSchema, {
    medias: company.medias.map(draftMedia),
  });
  // The draft holds keys only; what each key shows comes from the stored items and this visit's uploads.
  const [uploadedThumbnails, setUploadedThumbnails] = useState<Record<string, string>>({});
  const thumbnails: Record<string, string | null> = {
    ...Object.fromEntries(company.medias.map((media) => [media.key, thumbnailOf(media)])),
    ...uploadedThumbnails,
  };
  // Uploads take a while: their photos join the draft as it is when they are done.
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  });

  const addPhotos = async (files: File[]): Promise<PickedOutcome> => {
    const chosen = sortChosenFiles(files, PICTURE_TYPE_RULE, { count: draft.medias.length, max: MAX_MEDIAS });
    const prepared = await preparePictures(chosen.accepted, crop);
    const { uploaded, refused } = await uploadEach(prepared.ready, uploadPhoto);
    if (uploaded.length > 0) {
      const added = uploaded.map(({ stored }) => stored);
      setUploadedThumbnails((shown) => ({ ...shown, ...Object.fromEntries(added.map(({ key, url }) => [key, url])) }));
      change({
        medias: [...latestDraft.current.medias, ...added.map(({ key }): DraftMedia => ({ type: 'image', key }))],
      });
    }
    return { added: uploaded.length, refused: [...chosen.refused, ...prepared.refused, ...refused] };
  };

  return (
    <TabForm
      title="Video & photo"
      intro="Photos and videos of your company, shown to buyers as the gallery at the top of your company page, in the order below."
      onSave={() => save(async (input) => ({ medias: (await saveCompanyTab('medias', input)).medias.map(draftMedia) }))}
      dirty={dirty}
      outcome={outcome}
      onReset={reset}
    >
      <OrderedRows
        rows={draft.medias}
        onRows={(medias) => change({ medias })}
        max={MAX_MEDIAS}
        rowName={mediaName}
        emptyText="No photos yet. Add the first ones below; buyers see them once you save."
        renderRow={(media, index) => {
          const name = mediaName(media, index);
          const thumbnail = thumbnails[media.key];
          const errors = [
            errorOf(`medias.${index}.key`),
            media.type === 'video' ? errorOf(`medias.${index}.posterKey`) : undefined,
          ].filter((error) => error !== undefined);
          const errorId = errors.length > 0 ? `${id}-${index}-error` : undefined;
          return (
            <div className="ws-media">
              <div className="ws-media-frame">
                {thumbnail ? (
                  <img
                    src={thumbnail}
                    width={160}
                    height={120}
                    alt={name}
                    loading="lazy"
                    decoding="async"
                    aria-describedby={errorId}
                  />
                ) : (
                  <span className="ws-media-none" role="img" aria-label={name} aria-describedby={errorId}>
                    No preview
                  </span>
                )}
                {media.type === 'video' && (
                  <span className="ws-media-badge" aria-hidden="true">
                    Video
                  </span>
                )}
              </div>
              {errorId && (
                <p id={errorId} className="ws-error">
                  {errors.join(' ')}
                </p>
              )}
            </div>
          );
        }}
      />
      {errorOf('medias') && <p className="ws-error">{errorOf('medias')}</p>}
      <FilePicker
        label="Add photos"
        accept={PICTURE_ACCEPT}
        hint={IMAGE_UPLOAD_TIP}
        note={
          draft.medias.length >= MAX_MEDIAS
            ? `The gallery is full (${MAX_MEDIAS} items). Remove one to add another.`
            : undefined
        }
        onFiles={addPhotos}
        addedText={(count) => `${count === 1 ? '1 photo' : `${count} photos`} added. Save to show them to buyers.`}
      />
      <VideoPicker
        disabled={draft.medias.length >= MAX_MEDIAS}
        onVideo={(video) => {
          if (video.imageUrl) setUploadedThumbnails((shown) => ({ ...shown, [video.vid]: video.imageUrl! }));
          change({
            medias: [...latestDraft.current.medias, { type: 'video', key: video.vid, posterKey: video.posterKey }],
          });
        }}
      />
      {cropper}
    </TabForm>
  );
}
