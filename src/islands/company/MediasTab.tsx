import * as v from 'valibot';
import { saveCompanyTab } from '#src/client/workspace.ts';
import { MAX_MEDIAS, mediasSchema } from '#src/shared/company-profile.ts';
import type { OwnerCompany, OwnerMedia } from '#src/shared/owner-company.ts';
import { MediaGallery } from '#src/islands/kit/MediaGallery.tsx';
import { TabForm } from '#src/islands/kit/TabForm.tsx';
import { useDraft } from '#src/islands/kit/use-draft.ts';
import { companyMessage } from './company-messages.ts';

type DraftMedia = v.InferInput<typeof mediasSchema>['medias'][number];

/** A stored item as the PATCH call takes it back; a video keeps its poster. */
const draftMedia = (media: OwnerMedia): DraftMedia =>
  media.type === 'image'
    ? { type: 'image', key: media.key }
    : { type: 'video', key: media.key, posterKey: media.posterKey };

/** What a stored item's thumbnail shows: the picture itself, or a video's poster. */
const thumbnailOf = (media: OwnerMedia): string | null => (media.type === 'image' ? media.url : media.posterUrl);

/** Profile › Video & photo (PATCH supplier/home/medias): the gallery at the top of the company page. */
export function MediasTab({ company }: { company: OwnerCompany }) {
  const { draft, change, errorOf, save, bar } = useDraft(
    mediasSchema,
    { medias: company.medias.map(draftMedia) },
    companyMessage,
  );

  return (
    <TabForm
      title="Video & photo"
      intro="Photos and videos of your company, shown to buyers as the gallery at the top of your company page, in the order below."
      onSave={() => save(async (input) => ({ medias: (await saveCompanyTab('medias', input)).medias.map(draftMedia) }))}
      {...bar}
    >
      <MediaGallery<DraftMedia>
        unsaved={bar.dirty}
        items={draft.medias}
        onItems={(medias) => change({ medias })}
        thumbnails={Object.fromEntries(company.medias.map((media) => [media.key, thumbnailOf(media)]))}
        errorsOf={(media, index) => [
          errorOf(`medias.${index}.key`),
          media.type === 'video' ? errorOf(`medias.${index}.posterKey`) : undefined,
        ]}
        listError={errorOf('medias')}
        max={MAX_MEDIAS}
        emptyText="No photos yet. Add the first ones below; buyers see them once you save."
        photosAddedText={(count) =>
          `${count === 1 ? '1 photo' : `${count} photos`} added. Save to show them to buyers.`
        }
        newPhoto={(key) => ({ type: 'image', key })}
        newVideo={(video) => ({ type: 'video', key: video.vid, posterKey: video.posterKey })}
      />
    </TabForm>
  );
}
