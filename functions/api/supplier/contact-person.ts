import {
  findAccountByEmail,
  listContactPersons,
  searchFollowerAccounts,
  updateContactPerson,
} from '#functions/domain/company/contact-persons.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { searchAccountSchema, searchAccountsSchema, updateContactPersonSchema } from '#src/shared/contact-persons.ts';
import { catalogueEditor } from './catalogue-editor.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';

const describeCall = apiFamily('Contact persons');

/**
 * Spec §7 supplier/contact-person: GET list, POST search-accounts {keyword}, POST search-account
 * {email}, POST update. The owner or the supplier's ERP token; each call acts on that supplier's
 * team only. The company page shows the team, so a change is a catalogue change.
 */
export const contactPersonRoutes = supplierRouter()
  .get('/list', describeCall({ summary: 'The sales team: the company’s contact persons.' }), async (c) =>
    c.json(successBody(await listContactPersons(c.var.db, c.var.supplier.id))),
  )
  .post(
    '/search-accounts',
    describeCall({
      summary: 'Find followers’ accounts by name or email, to add to the team.',
      body: searchAccountsSchema,
    }),
    async (c) => {
      const { keyword } = parseInput(searchAccountsSchema, await readJsonBody(c.req.raw));
      return c.json(successBody(await searchFollowerAccounts(c.var.db, c.var.supplier.id, keyword)));
    },
  )
  .post(
    '/search-account',
    describeCall({ summary: 'Find one account by its exact email.', body: searchAccountSchema }),
    async (c) => {
      const { email } = parseInput(searchAccountSchema, await readJsonBody(c.req.raw));
      return c.json(successBody(await findAccountByEmail(c.var.db, c.var.supplier.id, email)));
    },
  )
  .post(
    '/update',
    describeCall({ summary: 'Add or change a contact person: job title, may post.', body: updateContactPersonSchema }),
    async (c) => {
      const input = parseInput(updateContactPersonSchema, await readJsonBody(c.req.raw));
      return c.json(successBody(await updateContactPerson(c.var.db, c.env, catalogueEditor(c), input)));
    },
  );
