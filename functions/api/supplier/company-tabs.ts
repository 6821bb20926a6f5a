import * as v from 'valibot';
import type { Context } from 'hono';
import { loadOwnerCompany } from '#functions/domain/company/owner-company.ts';
import {
  saveContacts,
  saveDocuments,
  saveHighlights,
  saveMedias,
  saveTradeShows,
  saveTurnovers,
  updateCompanyProfile,
} from '#functions/domain/company/edit-company.ts';
import { storeSupplierFile } from '#functions/domain/media/supplier-upload.ts';
import { catalogueEditor } from './catalogue-editor.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { formFields, formFiles, parseInput, readFormData, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter, type SupplierEnv } from '#functions/api/api-env.ts';
import { ApiError } from '#functions/api/api-error.ts';
import {
  contactsSchema,
  documentsSchema,
  highlightsSchema,
  mediasSchema,
  profilePatchSchema,
  showsSchema,
  turnoversSchema,
} from '#src/shared/company-profile.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';
import { limitSupplierWrites } from '#functions/api/call-limits.ts';

/** After a save: the company as it now is (the workspace shows what was stored). */
async function answerSaved(c: Context<SupplierEnv>) {
  return c.json(successBody(await loadOwnerCompany(c.var.db, c.var.supplier.id)));
}

const describeCall = apiFamily('Company profile');

const describeUpload = describeCall({
  summary: 'Upload a file (picture or document); answers its key, which a tab’s save then names.',
  form: {
    fields: v.object({ resizeImage: v.optional(v.picklist(['true', 'false'])) }),
    files: { file: { description: 'The picture or document.', required: true } },
  },
});

/**
 * Spec §7 supplier/home profile tabs (PATCH profile, highlights, medias, turnovers, shows,
 * contacts, documents; POST file) and GET get, the read they start from (named here, in the README).
 * The owner or the supplier's ERP token; each call acts on that supplier only.
 */
export const companyTabRoutes = supplierRouter()
  .get('/get', describeCall({ summary: 'Read the company profile with every tab.' }), async (c) =>
    c.json(successBody(await loadOwnerCompany(c.var.db, c.var.supplier.id))),
  )
  .patch(
    '/profile',
    describeCall({
      summary: 'Save the company’s profile fields, avatar, categories and related Company.',
      body: profilePatchSchema,
    }),
    async (c) => {
      await updateCompanyProfile(
        c.var.db,
        c.env.MEDIA,
        catalogueEditor(c),
        parseInput(profilePatchSchema, await readJsonBody(c.req.raw)),
      );
      return answerSaved(c);
    },
  )
  .patch(
    '/highlights',
    describeCall({ summary: 'Replace the company’s highlights.', body: highlightsSchema }),
    async (c) => {
      const { highlights } = parseInput(highlightsSchema, await readJsonBody(c.req.raw));
      await saveHighlights(c.var.db, catalogueEditor(c), highlights);
      return answerSaved(c);
    },
  )
  .patch(
    '/medias',
    describeCall({
      summary: 'Replace the company’s pictures and videos (uploaded first through home/file).',
      body: mediasSchema,
    }),
    async (c) => {
      const { medias } = parseInput(mediasSchema, await readJsonBody(c.req.raw));
      await saveMedias(c.var.db, c.env.MEDIA, catalogueEditor(c), medias);
      return answerSaved(c);
    },
  )
  .patch('/turnovers', describeCall({ summary: 'Replace the turnover rows.', body: turnoversSchema }), async (c) => {
    const { turnovers } = parseInput(turnoversSchema, await readJsonBody(c.req.raw));
    await saveTurnovers(c.var.db, catalogueEditor(c), turnovers);
    return answerSaved(c);
  })
  .patch('/shows', describeCall({ summary: 'Replace the trade shows.', body: showsSchema }), async (c) => {
    const { shows } = parseInput(showsSchema, await readJsonBody(c.req.raw));
    await saveTradeShows(c.var.db, catalogueEditor(c), shows);
    return answerSaved(c);
  })
  .patch('/contacts', describeCall({ summary: 'Replace the company’s contacts.', body: contactsSchema }), async (c) => {
    const { contacts } = parseInput(contactsSchema, await readJsonBody(c.req.raw));
    await saveContacts(c.var.db, c.env, catalogueEditor(c), contacts);
    return answerSaved(c);
  })
  .patch(
    '/documents',
    describeCall({
      summary: 'Replace the company’s documents (uploaded first through home/file).',
      body: documentsSchema,
    }),
    async (c) => {
      const { documents } = parseInput(documentsSchema, await readJsonBody(c.req.raw));
      await saveDocuments(c.var.db, c.env.MEDIA, catalogueEditor(c), documents);
      return answerSaved(c);
    },
  )
  // Stores the file only; the tab's PATCH attaches it, so an abandoned upload changes no page.
  .post('/file', describeUpload, limitSupplierWrites('upload'), async (c) => {
    const form = await readFormData(c.req.raw);
    const [file] = formFiles(form, 'file');
    if (!file) throw new ApiError(400, [{ field: 'file', code: 'required' }]);
    const { resizeImage } = formFields(form, ['resizeImage']);
    return c.json(successBody(await storeSupplierFile(c.env.MEDIA, file, resizeImage === 'true')));
  });
