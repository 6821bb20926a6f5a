import * as v from 'valibot';

// Spec §3 supplier meta as the owner edits it (GET website/get, PATCH website/update): the colours
// that tint the storefront, the logo and favicon, and the description search engines show.

const hexColour = v.pipe(
  v.string('invalid_colour'),
  v.trim(),
  v.regex(/^#[0-9a-f]{6}$/i, 'invalid_colour'),
  v.toLowerCase(),
);

export const MAX_META_DESCRIPTION = 300;

/** The form's text fields (logo and favicon travel as files beside them; 'remove' drops the stored one). */
export const websiteSettingsSchema = v.object({
  mainColor: hexColour,
  secondColor: hexColour,
  metaDescription: v.pipe(
    v.string('invalid_type'),
    v.trim(),
    v.maxLength(MAX_META_DESCRIPTION, `too_long_${MAX_META_DESCRIPTION}`),
  ),
  removeLogo: v.optional(v.picklist(['true', 'false'], 'invalid_type'), 'false'),
  removeFavicon: v.optional(v.picklist(['true', 'false'], 'invalid_type'), 'false'),
});
export type WebsiteSettingsInput = v.InferOutput<typeof websiteSettingsSchema>;

/** What GET website/get answers (spec §3 supplier meta). */
export type WebsiteSettings = {
  favicon: string | null;
  logo: string | null;
  mainColor: string;
  secondColor: string;
  metaDescription: string;
};
