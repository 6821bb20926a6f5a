import { toJsonSchema } from '@valibot/to-json-schema';
import { describeRoute, resolver, type ContentWithResolver, type DescribeRouteOptions } from 'hono-openapi';
import type { GenericSchema } from 'valibot';

// How a call documents itself in /api/openapi.json: one describeCall(...) next to its route, from
// the same valibot schemas the handler parses with, so the document cannot say something else.

type CallDoc = {
  summary: string;
  description?: string;
  /** The JSON body the handler parses (with form too: the call takes either). */
  body?: GenericSchema;
  /** A multipart form: its text fields (parsed with this schema) and its files, by name. */
  form?: { fields?: GenericSchema; files: Record<string, { description: string; required: boolean }> };
  /** The query string the handler parses. */
  query?: GenericSchema;
  /** The owner's session only: the developer token is refused (account-level settings). */
  ownerOnly?: boolean;
  /** The answer is a file of this type (a QR picture, a PDF catalogue), not the JSON envelope. */
  file?: keyof typeof FILE_ANSWERS;
};

const FILE_ANSWERS = { 'image/png': 'A PNG picture.', 'application/pdf': 'A PDF document.' } as const;

/** OpenAPI 3.1 takes JSON Schema as it is; only the type libraries' spellings differ. */
type OpenApiSchema = NonNullable<ContentWithResolver[string]['schema']>;
type Parameter = Extract<NonNullable<DescribeRouteOptions['parameters']>[number], { in: string }>;

/** Unsupported valibot actions (custom checks, transforms) are left out rather than failing. */
const jsonSchemaOf = (schema: GenericSchema) => toJsonSchema(schema, { errorMode: 'ignore' });

const SESSION = { ownerSession: [], xsrfToken: [] };
const TOKEN_OR_SESSION = [{ developerToken: [] }, SESSION];

const ERROR_ANSWERS = Object.fromEntries(
  ['400', '401', '403', '404', '429'].map((status) => [status, { $ref: '#/components/responses/Error' }]),
);

function formSchema(form: NonNullable<CallDoc['form']>) {
  const fields = form.fields ? jsonSchemaOf(form.fields) : { properties: {}, required: [] };
  const files = Object.fromEntries(
    Object.entries(form.files).map(([name, { description }]) => [
      name,
      { type: 'string', format: 'binary', description },
    ]),
  );
  const requiredFiles = Object.keys(form.files).filter((name) => form.files[name]?.required);
  const required = [...(fields.required ?? []), ...requiredFiles];
  const schema = { type: 'object', properties: { ...fields.properties, ...files }, required };
  return schema as OpenApiSchema;
}

/** A JSON body, a multipart form, or (PATCH medias) either. */
function requestBody(doc: CallDoc) {
  if (!doc.body && !doc.form) return undefined;
  const content = {
    ...(doc.body && { 'application/json': { schema: resolver(doc.body) } }),
    ...(doc.form && { 'multipart/form-data': { schema: formSchema(doc.form) } }),
  };
  return { required: true, content };
}

function queryParameters(query: GenericSchema): Parameter[] {
  const { properties = {}, required = [] } = jsonSchemaOf(query);
  return Object.entries(properties).map(([name, schema]) => ({
    in: 'query',
    name,
    required: required.includes(name),
    schema: schema as Parameter['schema'],
  }));
}

/** Returns a family's describer: every call it documents is listed under the family's heading. */
export function apiFamily(tag: string) {
  return (doc: CallDoc) =>
    describeRoute({
      tags: [tag],
      summary: doc.summary,
      description: doc.description,
      security: doc.ownerOnly ? [SESSION] : TOKEN_OR_SESSION,
      parameters: doc.query ? queryParameters(doc.query) : undefined,
      requestBody: requestBody(doc),
      responses: {
        '200': doc.file
          ? {
              description: FILE_ANSWERS[doc.file],
              content: { [doc.file]: { schema: { type: 'string', format: 'binary' } } },
            }
          : { $ref: '#/components/responses/Success' },
        ...ERROR_ANSWERS,
      },
    });
}
