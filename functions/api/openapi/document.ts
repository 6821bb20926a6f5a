import type { Env, Hono } from 'hono';
import type { Schema } from 'hono/types';
import { generateSpecs, type GenerateSpecOptions } from 'hono-openapi';
import { XSRF_HEADER } from '#src/shared/api.ts';

// The ERP API's OpenAPI 3.1 document: the paths come from the routes' own describeCall(...)
// (hono-openapi reads them off the app), the shared parts — envelope, errors, credentials — from here.

const FIELD_ERROR = {
  type: 'object',
  properties: {
    field: { type: 'string', description: 'The field at fault, as a dot path; empty for the whole call.' },
    code: { type: 'string', description: 'A snake_case code, e.g. required, invalid_type, not_found.' },
  },
  required: ['field', 'code'],
};

type Components = NonNullable<GenerateSpecOptions['documentation']['components']>;

const COMPONENTS = {
  schemas: {
    FieldError: FIELD_ERROR,
    Success: {
      type: 'object',
      description: 'Every JSON answer is an envelope; a success carries the answer in data.',
      properties: { success: { const: true }, data: { description: "The call's answer." } },
      required: ['success', 'data'],
    },
    Failure: {
      type: 'object',
      description: 'A refusal lists every problem at once.',
      properties: {
        success: { const: false },
        errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
      },
      required: ['success', 'errors'],
    },
  },
  responses: {
    Success: {
      description: 'Done: the envelope with the answer in data.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Success' } } },
    },
    Error: {
      description:
        'Refused: 400 bad input (every field at fault), 401 no or unknown credential, 403 not allowed, ' +
        '404 not found (or not yours), 429 too many calls (wait for Retry-After seconds).',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Failure' } } },
    },
  },
  securitySchemes: {
    developerToken: {
      type: 'http',
      scheme: 'bearer',
      description:
        'The developer token made on the workspace’s Developer screen (vtr_…). No cookie or anti-forgery header needed.',
    },
    ownerSession: {
      type: 'apiKey',
      in: 'cookie',
      name: '__Host-vitrine_session',
      description: 'The owner’s signed-in browser session (vitrine_session over plain HTTP).',
    },
    xsrfToken: {
      type: 'apiKey',
      in: 'header',
      name: XSRF_HEADER,
      description: 'With the session, every call but GET repeats the XSRF-TOKEN cookie in this header.',
    },
  },
} as Components;

const documents = new Map<string, Promise<unknown>>();

/** The document for this site's origin, built once per isolate: the routes do not change while it runs. */
export function openApiDocument<E extends Env, S extends Schema, P extends string>(
  api: Hono<E, S, P>,
  origin: string,
): Promise<unknown> {
  let document = documents.get(origin);
  if (!document) {
    document = generateSpecs(api, {
      documentation: {
        info: {
          title: 'Vitrine ERP API',
          version: '1.0.0',
          description:
            'Manage a supplier’s catalogue from an ERP or any other system: the supplier family of the Vitrine API, ' +
            'called with the developer token. Token calls are rate-limited per token.',
        },
        servers: [{ url: origin }],
        components: COMPONENTS,
      },
    });
    documents.set(origin, document);
  }
  return document;
}
