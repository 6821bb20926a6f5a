// The API reference page's reading of the OpenAPI document: families of calls, each with its
// fields and a curl example. The page shows only what this derives from the document, so it says
// what /api/openapi.json says.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  description?: string;
};

type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export type Field = { name: string; type: string; required: boolean; limits: string };

export type ApiCall = {
  anchor: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  /** The developer token works; otherwise the owner's signed-in session only. */
  tokenAllowed: boolean;
  bodyKind: 'json' | 'form' | null;
  fields: Field[];
  answer: string;
  curl: string;
};

export type ApiFamily = { name: string; anchor: string; calls: ApiCall[] };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function typeOf(schema: JsonSchema): string {
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.map(typeOf).join(' or ');
  if (schema.format === 'binary') return 'file';
  if (schema.type === 'array') return `list of ${schema.items ? typeOf(schema.items) : 'values'}`;
  if (Array.isArray(schema.type)) return schema.type.join(' or ');
  return schema.type ?? 'any';
}

function limitsOf(schema: JsonSchema): string {
  const limits: string[] = [];
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) limits.push(`${min}–${max}${unit}`);
    else if (max !== undefined) limits.push(`at most ${max}${unit}`);
    else if (min !== undefined) limits.push(`at least ${min}${unit}`);
  };
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minimum, schema.maximum, '');
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.format && schema.format !== 'binary') limits.push(schema.format);
  if (schema.pattern) limits.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) limits.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.description) limits.push(schema.description);
  return limits.join('; ');
}

/** The body's fields, nested ones by dot path (`rows[].name`), as the page's table lists them. */
function fieldsOf(schema: JsonSchema | undefined, prefix = '', parentRequired = true): Field[] {
  if (!schema?.properties) return [];
  return Object.entries(schema.properties).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    // A field with a default may be left out: the API fills it in.
    const required = parentRequired && (schema.required ?? []).includes(name) && property.default === undefined;
    const field = { name: path, type: typeOf(property), required, limits: limitsOf(property) };
    const nested = property.type === 'array' ? property.items : property;
    const nestedPrefix = property.type === 'array' ? `${path}[].` : `${path}.`;
    return [field, ...fieldsOf(nested, nestedPrefix, required)];
  });
}

/** A value that passes the field's schema, for the example call. */
function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const first = (schema.anyOf ?? schema.oneOf)?.[0];
  if (first) return sampleOf(first);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return sampleObject(schema);
    case 'array':
      return schema.items ? [sampleOf(schema.items)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.format === 'email' ? 'someone@example.com' : 'text';
  }
}

/** The required fields; with none required (filters, paging), the first two, as a start. */
function sampleObject(schema: JsonSchema): Record<string, unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = properties.filter(([name]) => (schema.required ?? []).includes(name));
  const shown = required.length > 0 ? required : properties.slice(0, 2);
  return Object.fromEntries(shown.map(([name, property]) => [name, sampleOf(property)]));
}

const SAMPLE_ID = '42';
const quoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

function curlOf(origin: string, method: string, path: string, operation: Operation, tokenAllowed: boolean): string {
  const query = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => `${parameter.name}=${encodeURIComponent(String(sampleOf(parameter.schema ?? {})))}`);
  const url = `${origin}${path.replace(/\{[^}]+\}/g, SAMPLE_ID)}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  const lines = [`curl -X ${method.toUpperCase()} ${quoted(url)}`];
  if (tokenAllowed) lines.push(`-H "Authorization: Bearer $VITRINE_TOKEN"`);
  else
    lines.push(
      `-b "__Host-vitrine_session=$VITRINE_SESSION; XSRF-TOKEN=$VITRINE_XSRF"`,
      ...(method === 'get' ? [] : [`-H "X-XSRF-TOKEN: $VITRINE_XSRF"`]),
    );
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  const form = content['multipart/form-data']?.schema;
  const body = json && JSON.stringify(sampleOf(json));
  // Short bodies on one line, longer ones laid out one field a line.
  if (body)
    lines.push(
      `-H 'Content-Type: application/json'`,
      `-d ${quoted(body.length > 60 ? JSON.stringify(sampleOf(json), null, 2) : body)}`,
    );
  else if (form)
    for (const [name, property] of Object.entries(form.properties ?? {}))
      if (property.format === 'binary') lines.push(`-F ${quoted(`${name}=@path/to/${name}`)}`);
      else if ((form.required ?? []).includes(name))
        lines.push(`-F ${quoted(`${name}=${String(sampleOf(property))}`)}`);
  if (operation.responses?.['200']?.content?.['image/png']) lines.push('-o code.png');
  return lines.join(' \\\n  ');
}

function callOf(origin: string, method: string, path: string, operation: Operation): ApiCall {
  const tokenAllowed = (operation.security ?? []).some((requirement) => 'developerToken' in requirement);
  const content = operation.requestBody?.content ?? {};
  const jsonBody = content['application/json']?.schema;
  const formBody = content['multipart/form-data']?.schema;
  const queryFields = (operation.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => ({
      name: `?${parameter.name}`,
      type: typeOf(parameter.schema ?? {}),
      required: parameter.required ?? false,
      limits: limitsOf(parameter.schema ?? {}),
    }));
  return {
    anchor: slug(`${method} ${path.replace(/^\/api\//, '')}`),
    method: method.toUpperCase(),
    path,
    summary: operation.summary ?? '',
    description: operation.description ?? null,
    tokenAllowed,
    bodyKind: jsonBody ? 'json' : formBody ? 'form' : null,
    fields: [...queryFields, ...fieldsOf(jsonBody ?? formBody)],
    answer: operation.responses?.['200']?.content?.['image/png']
      ? 'A PNG picture.'
      : 'The envelope {"success": true, "data": …}; a refusal is {"success": false, "errors": [{field, code}]}.',
    curl: curlOf(origin, method, path, operation, tokenAllowed),
  };
}

/** The document's calls by family, in the order the API registers them. */
export function apiReference(document: OpenApiDocument, origin: string): ApiFamily[] {
  const families = new Map<string, ApiCall[]>();
  for (const [path, operations] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(operations)) {
      const name = operation.tags?.[0] ?? 'Other';
      families.set(name, [...(families.get(name) ?? []), callOf(origin, method, path, operation)]);
    }
  return [...families].map(([name, calls]) => ({ name, anchor: slug(name), calls }));
}
