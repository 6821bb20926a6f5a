import { useEffect, useId, useRef, useState } from 'react';
import { uploadSupplierFile } from '#src/client/workspace.ts';
import type { VideoInfo } from '#src/shared/videos.ts';
import { IMAGE_UPLOAD_TIP, PICTURE_ACCEPT } from '#src/shared/uploads.ts';
import { PICTURE_TYPE_RULE, sortChosenFiles } from './file-checks.ts';
import { uploadEach } from './file-uploads.ts';
import { FilePicker, type PickedOutcome } from './FilePicker.tsx';
import { OrderedRows } from './OrderedRows.tsx';
import { preparePictures } from './picture-preparation.ts';
import { useImageCropper } from './use-image-cropper.tsx';
import { VideoPicker } from './VideoPicker.tsx';
import './files.css';

/** What the gallery needs of an item: photo or video, and the key its thumbnail is found by. */
export type GalleryItem = { type: 'image' | 'video'; key: string };

/** 'Photo 3', 'Video 1': the item by its place in the gallery (alt text and the row's buttons). */
export const mediaName = (media: GalleryItem, index: number) =>
  `${media.type === 'video' ? 'Video' : 'Photo'} ${index + 1}`;

/** One photo to the server, checked and resized there as a profile picture. */
function uploadPhoto(file: File) {
  return uploadSupplierFile(file, file.name, true);
}

/**
 * A gallery of photos and videos (the company's Video & photo tab, a product's pictures): the items
 * in order, photos added through the cropper (JPG and PNG), videos through the video picker.
 */
export function MediaGallery<T extends GalleryItem>({
  items,
  onItems,
  thumbnails: storedThumbnails,
  errorsOf,
  max,
  emptyText,
  photosAddedText,
  videoAddedText,
  newPhoto,
  newVideo,
  listError,
  unsaved,
}: {
  items: T[];
  onItems: (items: T[]) => void;
  /** What each stored key shows: the picture, or a video's poster. */
  thumbnails: Record<string, string | null>;
  /** The errors of the item at a place in the list. */
  errorsOf: (item: T, index: number) => (string | undefined)[];
  max: number;
  emptyText: string;
  photosAddedText: (count: number) => string;
  videoAddedText?: (fileName: string) => string;
  newPhoto: (key: string) => T;
  newVideo: (video: VideoInfo) => T;
  /** An error of the list as a whole (too many items). */
  listError?: string;
  /** Whether the gallery has unsaved changes: "added. Save to show …" goes once it is saved. */
  unsaved: boolean;
}) {
  const id = useId();
  const { crop, cropper } = useImageCropper();
  // The items hold keys only; what each key shows comes from the stored items and this visit's uploads.
  const [uploadedThumbnails, setUploadedThumbnails] = useState<Record<string, string>>({});
  const thumbnails: Record<string, string | null> = { ...storedThumbnails, ...uploadedThumbnails };
  // Uploads take a while: their photos join the list as it is when they are done.
  const latestItems = useRef(items);
  useEffect(() => {
    latestItems.current = items;
  });

  const addPhotos = async (files: File[]): Promise<PickedOutcome> => {
    const chosen = sortChosenFiles(files, PICTURE_TYPE_RULE, { count: items.length, max });
    const prepared = await preparePictures(chosen.accepted, crop);
    const { uploaded, refused } = await uploadEach(prepared.ready, uploadPhoto);
    if (uploaded.length > 0) {
      const added = uploaded.map(({ stored }) => stored);
      setUploadedThumbnails((shown) => ({ ...shown, ...Object.fromEntries(added.map(({ key, url }) => [key, url])) }));
      onItems([...latestItems.current, ...added.map(({ key }) => newPhoto(key))]);
    }
    return { added: uploaded.length, refused: [...chosen.refused, ...prepared.refused, ...refused] };
  };

  return (
    <>
      <OrderedRows
        rows={items}
        onRows={onItems}
        max={max}
        rowName={mediaName}
        emptyText={emptyText}
        renderRow={(media, index) => {
          const name = mediaName(media, index);
          const thumbnail = thumbnails[media.key];
          const errors = errorsOf(media, index).filter((error) => error !== undefined);
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
      {listError && <p className="ws-error">{listError}</p>}
      <FilePicker
        label="Add photos"
        accept={PICTURE_ACCEPT}
        hint={IMAGE_UPLOAD_TIP}
        note={items.length >= max ? `The gallery is full (${max} items). Remove one to add another.` : undefined}
        onFiles={addPhotos}
        addedText={photosAddedText}
        unsaved={unsaved}
      />
      <VideoPicker
        disabled={items.length >= max}
        addedText={videoAddedText}
        unsaved={unsaved}
        onVideo={(video) => {
          if (video.imageUrl) setUploadedThumbnails((shown) => ({ ...shown, [video.vid]: video.imageUrl! }));
          onItems([...latestItems.current, newVideo(video)]);
        }}
      />
      {cropper}
    </>
  );
}
