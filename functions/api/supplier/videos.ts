import { loadVideoLibrary } from '#functions/domain/media/video-library.ts';
import { signVideoUpload, storeUploadedVideo, videoHostOf, videoState } from '#functions/domain/media/videos.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readFormData, readJsonBody } from '#functions/api/request-input.ts';
import { readVideoForm } from '#functions/api/video-form.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { videoImageInput, videoUploadFields } from '#src/shared/videos.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';
import { limitSupplierWrites } from '#functions/api/call-limits.ts';

const describeCall = apiFamily('Videos');

/**
 * Spec §7 resources and video, answered by the video host (DESIGN §9): GET common/polyv/sign tells
 * the browser where to send a video, POST common/polyv/video/image {vid} how it stands. The
 * supplier's owner or ERP token only: an upload ticket is the supplier's.
 */
export const videoHostRoutes = supplierRouter()
  .get(
    '/sign',
    describeCall({ summary: 'Where and how to upload a video (the upload ticket).' }),
    limitSupplierWrites('upload'),
    async (c) => c.json(successBody(await signVideoUpload(c.var.db, videoHostOf(c.env), c.var.supplier.id))),
  )
  .post(
    '/video/image',
    describeCall({
      summary: 'How an uploaded video stands: its poster and whether it is ready.',
      body: videoImageInput,
    }),
    async (c) => {
      const { vid } = parseInput(videoImageInput, await readJsonBody(c.req.raw));
      return c.json(successBody(await videoState(c.var.db, c.env.MEDIA, videoHostOf(c.env), c.var.supplier.id, vid)));
    },
  );

/**
 * The R2 host's upload (the ticket's uploadUrl), and the catalogue's video library (the
 * workspace's Videos; beyond the spec).
 */
export const supplierVideoRoutes = supplierRouter()
  .get(
    '/video/library',
    describeCall({ summary: 'Every video of the catalogue, newest first, with where each shows.' }),
    async (c) => c.json(successBody(await loadVideoLibrary(c.var.db, c.var.supplier.id))),
  )
  .post(
    '/video',
    describeCall({
      summary: 'Upload a video (the upload ticket’s uploadUrl), with its poster and size.',
      form: {
        fields: videoUploadFields,
        files: {
          file: { description: 'The video.', required: true },
          poster: { description: 'A poster picture.', required: false },
        },
      },
    }),
    limitSupplierWrites('upload'),
    async (c) => {
      const video = readVideoForm(await readFormData(c.req.raw));
      return c.json(successBody(await storeUploadedVideo(c.var.db, c.env.MEDIA, c.var.supplier.id, video)));
    },
  );
