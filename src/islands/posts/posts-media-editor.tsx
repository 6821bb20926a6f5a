import { useEffect, useRef } from 'react';
import { IMAGE_UPLOAD_TIP, PICTURE_ACCEPT } from '#src/shared/uploads.ts';
import { MAX_POST_MEDIAS } from '#src/shared/posts.ts';
import { PICTURE_TYPE_RULE, sortChosenFiles } from '#src/islands/kit/file-checks.ts';
import { FilePicker, type PickedOutcome } from '#src/islands/kit/FilePicker.tsx';
import { mediaName } from '#src/islands/kit/MediaGallery.tsx';
import { OrderedRows } from '#src/islands/kit/OrderedRows.tsx';
import { preparePictures } from '#src/islands/kit/picture-preparation.ts';
import { lowercasedFile, newFileNames, type DraftMedia } from './posts-draft.ts';
import { useImageCropper } from '#src/islands/kit/use-image-cropper.tsx';
import { VideoPicker } from '#src/islands/kit/VideoPicker.tsx';
import type { UploadVideo } from '#src/client/posts.ts';

/** 'Photo 2', 'Video 3': the item as the gallery names it. */
const nameOf = (media: DraftMedia, index: number) =>
  mediaName({ type: media.kind === 'video' ? 'video' : 'image', key: '' }, index);

/**
 * A post's pictures and videos in order: pictures through the cropper, kept in the browser until
 * the post is saved (the post call stores them); videos through the video host at once (`uploadVideo`).
 */
export function PostMediaEditor({
  medias,
  onMedias,
  uploadVideo,
}: {
  medias: DraftMedia[];
  onMedias: (medias: DraftMedia[]) => void;
  uploadVideo: UploadVideo;
}) {
  const { crop, cropper } = useImageCropper();
  // The cropper takes a while: its pictures join the list as it is when it is done.
  const latest = useRef(medias);
  useEffect(() => {
    latest.current = medias;
  });
  // The previews of chosen pictures live as long as the editor.
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const addPhotos = async (files: File[]): Promise<PickedOutcome> => {
    const chosen = sortChosenFiles(files, PICTURE_TYPE_RULE, { count: medias.length, max: MAX_POST_MEDIAS });
    const prepared = await preparePictures(chosen.accepted, crop);
    const taken = new Set(newFileNames(latest.current));
    const added = prepared.ready.map((picture): DraftMedia => {
      const file = lowercasedFile(picture, taken);
      taken.add(file.name);
      const thumbnail = URL.createObjectURL(file);
      previews.current.push(thumbnail);
      return { kind: 'file', file, thumbnail };
    });
    if (added.length > 0) onMedias([...latest.current, ...added]);
    return { added: added.length, refused: [...chosen.refused, ...prepared.refused] };
  };

  const full = medias.length >= MAX_POST_MEDIAS;
  return (
    <fieldset className="ws-post-medias">
      <legend>Pictures and videos</legend>
      <OrderedRows
        rows={medias}
        onRows={onMedias}
        max={MAX_POST_MEDIAS}
        rowName={nameOf}
        emptyText="No pictures or videos."
        renderRow={(media, index) => {
          const name = nameOf(media, index);
          return (
            <div className="ws-media">
              <div className="ws-media-frame">
                {media.thumbnail ? (
                  <img src={media.thumbnail} width={160} height={120} alt={name} decoding="async" />
                ) : (
                  <span className="ws-media-none" role="img" aria-label={name}>
                    No preview
                  </span>
                )}
                {media.kind === 'video' && (
                  <span className="ws-media-badge" aria-hidden="true">
                    Video
                  </span>
                )}
              </div>
            </div>
          );
        }}
      />
      <div className="ws-post-pickers">
        <FilePicker
          label="Add photos"
          accept={PICTURE_ACCEPT}
          hint={IMAGE_UPLOAD_TIP}
          note={full ? `The post is full (${MAX_POST_MEDIAS} items). Remove one to add another.` : undefined}
          onFiles={addPhotos}
          addedText={(count) => `${count === 1 ? '1 photo' : `${count} photos`} added. Publish to show them.`}
        />
        <VideoPicker
          upload={uploadVideo}
          disabled={full}
          addedText={(fileName) => `${fileName} added. Publish to show it.`}
          onVideo={(video) =>
            onMedias([...latest.current, { kind: 'video', vid: video.vid, thumbnail: video.imageUrl }])
          }
        />
      </div>
      {cropper}
    </fieldset>
  );
}
