import { MESSAGES } from '#src/shared/account-messages.ts';
import { ADMIN_SUPPLIER_ERRORS } from '#src/shared/admin-suppliers.ts';
import { adminFailureMessage } from '#src/islands/admin-lists/admin-messages.ts';

// What the Suppliers screen says when a call refuses (the spec has no words for these; worded like its others).
const REFUSALS: Record<string, string> = {
  [ADMIN_SUPPLIER_ERRORS.supplierNotFound]: 'This catalogue no longer exists.',
  [ADMIN_SUPPLIER_ERRORS.newOwnerNotFound]: 'No account uses this e-mail address.',
  [ADMIN_SUPPLIER_ERRORS.newOwnerNotVerified]:
    'This account has not verified its e-mail address yet. Please ask them to verify it first.',
  [ADMIN_SUPPLIER_ERRORS.newOwnerDisabled]: 'This account is disabled. Please enable it first.',
  [ADMIN_SUPPLIER_ERRORS.alreadyOwner]: 'This account owns the catalogue already.',
  [ADMIN_SUPPLIER_ERRORS.newOwnerOwnsCatalogue]:
    'This account owns another catalogue, and an account manages only one. Please choose another account, or first transfer or close the catalogue it has.',
  [ADMIN_SUPPLIER_ERRORS.ownerChanged]: 'Another administrator changed the owner meanwhile. Please look again.',
  invalid_email: MESSAGES.email,
};

/** The sentence for a failed Suppliers call: its own refusal, else the admin area's. */
export const supplierFailureMessage = (failure: unknown) => adminFailureMessage(failure, REFUSALS);
