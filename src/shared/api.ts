// The wire contract every /api call shares (DESIGN §4), for the Worker and the browser alike.

/** One problem with a request: which input field ('' for the whole request) and a stable snake_case code. */
export type FieldError = { field: string; code: string };

/** Every /api answer. */
export type Envelope<T> = { success: true; data: T } | { success: false; errors: FieldError[] };

/** The list half of every paged answer: the rows, their total and how many pages that makes. */
export type Page<T> = { list: T[]; total: number; pageNo: number; totalPage: number };

/** Spec §7: the anti-forgery pair. The site sets the cookie; the request layer copies it into the header on writes. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** A write (or the logout) that did not come from one of our pages (403). */
export const XSRF_TOKEN_INVALID = 'xsrf_token_invalid';
/** The call needs a signed-in user (401). */
export const LOGIN_REQUIRED = 'login_required';
/** Spec §8: in any answer, this code sends the browser to the login route. */
export const SUPPLIER_DISABLED = 'supplier_disable';
export const SUPPLIER_NOT_FOUND = 'supplier_not_found';
export const PRODUCT_NOT_FOUND = 'product_not_found';
/** Too many tries in a while (429): logins, account mails. */
export const TOO_MANY_ATTEMPTS = 'too_many_attempts';
