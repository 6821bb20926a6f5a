import { getWebsiteSettings, updateWebsiteSettings } from '#functions/domain/suppliers/website-settings.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { formFields, formFiles, parseInput, readFormData } from '#functions/api/request-input.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { websiteSettingsSchema } from '#src/shared/website-settings.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';
import { limitSupplierWrites } from '#functions/api/call-limits.ts';

const SETTINGS_FIELDS = ['mainColor', 'secondColor', 'metaDescription', 'removeLogo', 'removeFavicon'] as const;

const describeCall = apiFamily('Website settings');

/** Spec §7 GET website/get, PATCH website/update (multipart with logo and favicon): the supplier's meta settings. */
export const websiteRoutes = supplierRouter()
  .get(
    '/get',
    describeCall({ summary: 'The catalogue’s website settings: colours, meta description, logo, favicon.' }),
    async (c) => c.json(successBody(await getWebsiteSettings(c.var.db, c.var.supplier.id))),
  )
  .patch(
    '/update',
    describeCall({
      summary: 'Save the website settings, with a new logo or favicon.',
      form: {
        fields: websiteSettingsSchema,
        files: {
          logo: { description: 'A new logo.', required: false },
          favicon: { description: 'A new favicon.', required: false },
        },
      },
    }),
    limitSupplierWrites('upload'),
    async (c) => {
      const form = await readFormData(c.req.raw);
      const input = parseInput(websiteSettingsSchema, formFields(form, SETTINGS_FIELDS));
      const [logo] = formFiles(form, 'logo');
      const [favicon] = formFiles(form, 'favicon');
      return c.json(
        successBody(await updateWebsiteSettings(c.var.db, c.env.MEDIA, c.var.supplier.id, input, { logo, favicon })),
      );
    },
  );
