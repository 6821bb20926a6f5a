import { RequestError } from '#src/client/request.ts';

/**
 * What a failed call says about the form's fields: the server's field errors when it refused the
 * input, none for any other failure (offline, a 500). Both form hooks read a refusal this way.
 */
export const refusedFields = (failure: unknown): readonly { field: string; code: string }[] =>
  failure instanceof RequestError ? failure.errors : [];
