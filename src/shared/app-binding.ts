import * as v from 'valibot';
import { appLinkPath } from './catalog-paths.ts';

// The app-binding code (the workspace's App screen; spec §7 PATCH supplier/home/create-qrcode, GET
// binding/qrcode, GET qrcode?sid=): a QR code that signs a phone in as the catalogue's owner once,
// without the password (docs/back-office.md "App", decision 057).

/** How long a code works: time enough to take out a phone, short enough that a photo of the screen soon is worthless. */
export const APP_BINDING_TTL_SECONDS = 10 * 60;

/** The code expired, was used or replaced, or never was. */
export const APP_BINDING_EXPIRED = 'app_binding_expired';

/** A code is 128 random bits, base64url (22 characters). */
export const sidRule = v.pipe(v.string('invalid_sid'), v.regex(/^[A-Za-z0-9_-]{22}$/, 'invalid_sid'));

/** GET supplier/home/qrcode?sid= and POST bind-app {sid}. */
export const appBindingSchema = v.object({ sid: sidRule });

/** What PATCH supplier/home/create-qrcode answers: the new code and the seconds it works for. */
export type AppBinding = { sid: string; expiresIn: number };

/** What POST bind-app answers: the catalogue the phone is now signed in to manage. */
export type BoundApp = { supplierId: string };

/** The address the QR code holds: the catalogue's app page, which offers to sign the phone in. */
export function appBindingPath(supplierName: string, sid: string): string {
  return `${appLinkPath(supplierName)}?bind=${sid}`;
}
