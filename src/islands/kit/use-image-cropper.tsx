import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { withOverlay } from '#src/stores/pending-calls.ts';
import type { CropPicture } from './picture-preparation.ts';

// The cropper and its library load when the first picture is chosen, under the loading overlay:
// the workspace's first load does not carry them.
const ImageCropper = lazy(() => withOverlay(() => import('./ImageCropper.tsx')));

type CropRequest = { id: number; file: File; done: (picture: Blob | null) => void };

/**
 * `crop(file)` opens the cropper on the file and resolves when the owner is done with it (null
 * for Cancel); `cropper` is the open dialog, for the component to render. One file at a time.
 */
export function useImageCropper(): { crop: CropPicture; cropper: ReactNode } {
  const [request, setRequest] = useState<CropRequest | null>(null);
  const lastId = useRef(0);

  const crop: CropPicture = (file) =>
    new Promise((resolve) => {
      setRequest({
        id: ++lastId.current,
        file,
        done: (picture) => {
          setRequest(null);
          resolve(picture);
        },
      });
    });

  const cropper = request && (
    <Suspense fallback={null}>
      {/* A new cropper for each file: nothing of the last one's history carries over. */}
      <ImageCropper key={request.id} file={request.file} onDone={request.done} />
    </Suspense>
  );
  return { crop, cropper };
}
