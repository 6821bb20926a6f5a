import { expect, test } from '#tests/e2e/support/fixtures.ts';
import { openDemoProduct } from '#tests/e2e/support/product.ts';

type JsonLd = Record<string, any>;
const jsonLdOf = async (page: import('@playwright/test').Page): Promise<JsonLd[]> =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));

test.describe('search engines and link previews', () => {
  test('a product page has its canonical address, Product and BreadcrumbList data, and a picture for previews', async ({
    page,
    baseURL,
  }) => {
    await openDemoProduct(page, 'MTX-AG115-750');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`^${baseURL}/demo/product/\\d+/mtx-ag115-750-750-w-angle-grinder-115-mm$`));
    const data = await jsonLdOf(page);
    const product = data.find((item) => item['@type'] === 'Product')!;
    expect(product).toMatchObject({ name: '750 W Angle Grinder 115 mm', sku: 'MTX-AG115-750', url: canonical });
    expect(product.image[0]).toMatch(new RegExp(`^${baseURL}/media/[0-9a-f]{64}\\.\\w+$`));
    const breadcrumb = data.find((item) => item['@type'] === 'BreadcrumbList')!;
    expect(breadcrumb.itemListElement.map((item: JsonLd) => item.name)).toEqual([
      'Meridian Industrial Supply Co., Ltd.',
      'MTX-AG115-750 750 W Angle Grinder 115 mm',
    ]);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', product.image[0]);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'MTX-AG115-750 - 750 W Angle Grinder 115 mm - Meridian Industrial Supply Co., Ltd.',
    );
  });

  test('the storefront describes the supplier as an Organization and keeps searches out of the index', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/demo');
    const organization = (await jsonLdOf(page)).find((item) => item['@type'] === 'Organization')!;
    expect(organization).toMatchObject({ name: 'Meridian Industrial Supply Co., Ltd.', url: `${baseURL}/demo` });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/demo`);
    await page.goto('/demo?keyword=valve');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('robots.txt points at the sitemap, which lists the supplier files and their product pages', async ({
    request,
    baseURL,
  }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /api/');
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toContain(`<loc>${baseURL}/sitemaps/demo-1.xml</loc>`);
    expect(index).not.toContain('disabled-co');
    const demo = await (await request.get('/sitemaps/demo-1.xml')).text();
    expect(demo).toContain(`<loc>${baseURL}/demo</loc>`);
    expect(demo).toMatch(new RegExp(`<loc>${baseURL}/demo/product/\\d+/mtx-`));
    expect((demo.match(/<url>/g) ?? []).length).toBeGreaterThan(120);
  });

  test("absolute addresses are the site's own (SITE_ORIGIN) whatever host the request names", async ({
    request,
    baseURL,
  }) => {
    const otherHost = baseURL!.replace('localhost', '127.0.0.1');
    expect(await (await request.get(`${otherHost}/robots.txt`)).text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const index = await (await request.get(`${otherHost}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${baseURL}/sitemaps/demo-1.xml</loc>`);
    expect(index).not.toContain('127.0.0.1');
    const storefront = await (await request.get(`${otherHost}/demo`)).text();
    expect(storefront).toContain(`<link rel="canonical" href="${baseURL}/demo">`);
  });
});
