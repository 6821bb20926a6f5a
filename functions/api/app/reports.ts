import { productTargetInput, requireMarkableProduct, requireMarkableSupplier, supplierTargetInput } from '#functions/domain/engagement/engagement-targets.ts';
import { fileReport, reportFields } from '#functions/domain/reports/file-report.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { formFields, formFiles, readFormData } from '#functions/lib/form-data.ts';
import { parseInput } from '#functions/lib/validation.ts';
import { signedInRouter } from '#functions/api/api-env.ts';

const REPORT_FIELDS = ['reason', 'explaination'] as const;

/**
 * Spec §7 reports (multipart: target, reason, explaination, files). report/chat waits for the
 * chat tables: there is no chat or contact yet to check the report against.
 */
export const reportRoutes = signedInRouter()
  .post('/supplier', async (c) => {
    const form = await readFormData(c.req.raw);
    const { supplierId } = parseInput(supplierTargetInput, formFields(form, ['supplierId']));
    const fields = parseInput(reportFields, formFields(form, REPORT_FIELDS));
    const supplier = await requireMarkableSupplier(c.var.db, supplierId);
    await fileReport(c.var.db, c.env.MEDIA, c.var.viewer.userId, { supplierId: supplier.id, productId: null }, fields, formFiles(form, 'files'));
    return c.json(successBody(null));
  })
  .post('/product', async (c) => {
    const form = await readFormData(c.req.raw);
    const { productId } = parseInput(productTargetInput, formFields(form, ['productId']));
    const fields = parseInput(reportFields, formFields(form, REPORT_FIELDS));
    const { supplierId } = await requireMarkableProduct(c.var.db, productId);
    await fileReport(c.var.db, c.env.MEDIA, c.var.viewer.userId, { supplierId, productId }, fields, formFiles(form, 'files'));
    return c.json(successBody(null));
  });
