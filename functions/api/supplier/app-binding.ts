import { createAppBinding, requireLiveAppBinding } from '#functions/domain/suppliers/app-bindings.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput } from '#functions/api/request-input.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { qrImage } from '#functions/api/common/qrcode.ts';
import { ownerOnly } from '#functions/api/middleware/supplier-access.ts';
import { appBindingPath, appBindingSchema } from '#src/shared/app-binding.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';

/** The code signs a phone in as the owner: no browser or proxy may keep its picture. */
const PRIVATE_IMAGE = 'private, no-store';

const describeCall = apiFamily('Account');

/**
 * Spec §7 supplier/home: PATCH create-qrcode, GET binding/qrcode, GET qrcode?sid= — the owner's
 * app-binding code and its QR image (decision 057). The owner's session only: a leaked ERP token
 * must not sign anybody in as the owner.
 */
export const appBindingRoutes = supplierRouter()
  .patch(
    '/create-qrcode',
    describeCall({ summary: 'Start signing the app in as the owner: a code valid for ten minutes.', ownerOnly: true }),
    ownerOnly,
    async (c) => c.json(successBody(await createAppBinding(c.var.db, c.var.supplier.id))),
  )
  .get(
    '/binding/qrcode',
    describeCall({ summary: 'The live app-binding code as a QR picture.', ownerOnly: true, file: 'image/png' }),
    ownerOnly,
    async (c) => {
      const sid = await requireLiveAppBinding(c.var.db, c.var.supplier.id);
      return qrImage(c.env, appBindingPath(c.var.supplier.name, sid), PRIVATE_IMAGE);
    },
  )
  .get(
    '/qrcode',
    describeCall({
      summary: 'The app-binding code with this sid as a QR picture.',
      query: appBindingSchema,
      ownerOnly: true,
      file: 'image/png',
    }),
    ownerOnly,
    async (c) => {
      const { sid } = parseInput(appBindingSchema, { sid: c.req.query('sid') });
      await requireLiveAppBinding(c.var.db, c.var.supplier.id, sid);
      return qrImage(c.env, appBindingPath(c.var.supplier.name, sid), PRIVATE_IMAGE);
    },
  );
