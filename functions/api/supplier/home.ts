import * as v from 'valibot';
import { changePassword } from '#functions/domain/accounts/change-password.ts';
import { closeCatalogue } from '#functions/domain/suppliers/close-catalogue.ts';
import { developerTokenInfo, regenerateDeveloperToken } from '#functions/domain/suppliers/developer-tokens.ts';
import { successBody } from '#functions/lib/envelope.ts';
import { parseInput, readJsonBody } from '#functions/api/request-input.ts';
import { clientAddress } from '#functions/lib/rate-limit.ts';
import { newPasswordRule } from '#src/shared/account-rules.ts';
import { startBrowserSession } from '#functions/api/account/session-cookies.ts';
import { supplierRouter } from '#functions/api/api-env.ts';
import { ownerOnly, ownerUserId } from '#functions/api/middleware/supplier-access.ts';
import { apiFamily } from '#functions/api/openapi/describe-call.ts';

// Spec: update-password {oldPassword, password, passwordRepeat} (the supplier family's spelling).
const updatePasswordInput = v.pipe(
  v.object({
    oldPassword: v.string('account_password_wrong'),
    password: newPasswordRule,
    passwordRepeat: v.string('password_mismatch'),
  }),
  v.forward(
    v.check((input) => input.password === input.passwordRepeat, 'password_mismatch'),
    ['passwordRepeat'],
  ),
);

const describeCall = apiFamily('Account');

/**
 * Spec §7 supplier/home: the owner's developer access, password and closing the catalogue
 * (deregister), for the owner's session only
 * (each route guards itself: the company tabs mounted beside them take the ERP token too).
 */
export const supplierHomeRoutes = supplierRouter()
  .get(
    '/developer',
    describeCall({ summary: 'Whether a developer token exists, when made and last used.', ownerOnly: true }),
    ownerOnly,
    async (c) => c.json(successBody(await developerTokenInfo(c.var.db, c.var.supplier.id))),
  )
  // The new token is in this answer only; it is stored as a hash.
  .post(
    '/regenerate-token',
    describeCall({
      summary: 'Make a new developer token (shown in this answer only); the old one stops.',
      ownerOnly: true,
    }),
    ownerOnly,
    async (c) => c.json(successBody({ token: await regenerateDeveloperToken(c.var.db, c.var.supplier.id) })),
  )
  .post(
    '/update-password',
    describeCall({ summary: 'Change the owner’s password.', body: updatePasswordInput, ownerOnly: true }),
    ownerOnly,
    async (c) => {
      const input = parseInput(updatePasswordInput, await readJsonBody(c.req.raw));
      const userId = ownerUserId(c.var.supplier);
      await changePassword(c.var.db, c.env, userId, { ...input, address: clientAddress(c.req.raw) });
      await startBrowserSession(c, userId);
      return c.json(successBody(null));
    },
  )
  // The workspace asks first (a Warning confirm); the owner stays signed in, without a catalogue.
  .post(
    '/deregister',
    describeCall({ summary: 'Close the catalogue; the owner stays signed in.', ownerOnly: true }),
    ownerOnly,
    async (c) => {
      await closeCatalogue(c.var.db, c.var.supplier.id);
      return c.json(successBody(null));
    },
  );
