import { getWebsiteSettings, updateWebsiteSettings } from '#functions/domain/suppliers/website-settings.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { formFields, formFiles, parseInput, readFormData } from '#functions/api/request-input.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { websiteSettingsSchema } from '#src/shared/website-settings.ts';

const SETTINGS_FIELDS = ['mainColor', 'secondColor', 'metaDescription', 'removeLogo', 'removeFavicon'] as const;

/** Spec §7 GET website/get, PATCH website/update (multipart with logo and favicon): the supplier's meta settings. */
export const websiteRoutes = supplierRouter()
  .get('/get', async (c) => c.json(successBody(await getWebsiteSettings(c.var.db, c.var.supplier.id))))
  .patch('/update', async (c) => {
    const form = await readFormData(c.req.raw);
    const input = parseInput(websiteSettingsSchema, formFields(form, SETTINGS_FIELDS));
    const [logo] = formFiles(form, 'logo');
    const [favicon] = formFiles(form, 'favicon');
    return c.json(
      successBody(await updateWebsiteSettings(c.var.db, c.env.MEDIA, c.var.supplier.id, input, { logo, favicon })),
    );
  });
