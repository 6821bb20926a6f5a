import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '#functions/api/app.ts';
import { callWorker } from '#tests/worker/support/call-worker.ts';

// The ERP API's document (issue 12 item 8): generated from the routes, so a supplier call that
// nobody documented fails here instead of shipping unseen.

type Operation = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
};
type Document = {
  openapi: string;
  info: { title: string };
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
};

const openApiPath = (path: string) => path.replace(/:([^/{?]+)(\{[^}]*\})?\??/g, '{$1}');

/** Every call the ERP may make: the supplier family and the calls beside it that supplierAccess guards. */
const ERP_FAMILIES = /^\/api\/(supplier|website|common\/polyv)\//;

let document: Document;
let response: Response;

beforeAll(async () => {
  response = await callWorker('/api/openapi.json');
  document = (await response.clone().json()) as Document;
});

describe('GET /api/openapi.json', () => {
  it('is public, cacheable, OpenAPI 3.1, served for this site', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Vitrine ERP API');
    expect(document.servers).toEqual([{ url: new URL(env.SITE_ORIGIN).origin }]);
  });

  it('documents every registered supplier call, with its method and path', () => {
    const registered = new Set(
      createApi()
        .routes.filter((route) => ERP_FAMILIES.test(route.path) && route.method !== 'ALL')
        .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.path)}`),
    );
    // The login captcha lives under supplier in the spec but belongs to the account family.
    registered.delete('get /api/supplier/home/captcha');
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      ),
    );
    const missing = [...registered].filter((call) => !documented.has(call));
    expect(missing, 'add describeCall({...}) to these routes').toEqual([]);
    expect(registered.size).toBeGreaterThan(40);
  });

  it('gives every call a summary, a family and its credentials', () => {
    for (const [path, operations] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.tags?.length, `${method} ${path}`).toBe(1);
        expect(operation.security?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    const pager = document.paths['/api/supplier/product/pager']?.post;
    expect(pager?.security).toContainEqual({ developerToken: [] });
    const regenerate = document.paths['/api/supplier/home/regenerate-token']?.post;
    expect(regenerate?.security).not.toContainEqual({ developerToken: [] });
  });

  it('describes bodies from the handlers’ own schemas, and uploads as multipart forms', () => {
    const addMenu = document.paths['/api/supplier/product-catalog-menu/add']?.post;
    const menuBody = addMenu?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(menuBody?.properties ?? {})).toEqual(['name', 'parentId']);
    expect(menuBody?.required).toContain('name');

    const upload = document.paths['/api/supplier/home/file']?.post;
    expect(upload?.requestBody?.content['multipart/form-data']?.schema.properties).toHaveProperty('file');
    const medias = document.paths['/api/supplier/product/medias/{id}']?.patch;
    expect(Object.keys(medias?.requestBody?.content ?? {})).toEqual(['application/json', 'multipart/form-data']);
  });
});
