import { exports } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suppliers } from '#functions/db/schema/index.ts';
import { callWorker, db } from '#tests/worker/support/call-worker.ts';
import { makeSupplier, unique } from '#tests/worker/support/factories.ts';

// README "Domain": Cloudflare for SaaS brings a catalogue's own domain to the Worker; its home page
// is that catalogue's storefront, its other addresses answer as on the site's host. (The stand-in
// renderer of tests/worker/support/test-worker.ts says which path it rendered.)

const at = (url: string) => exports.default.fetch(new Request(url));

describe("a catalogue's own domain", () => {
  it('opens the catalogue at its root, and the pages of the site as they are', async () => {
    const domain = `${unique('shop')}.example.com`;
    const supplier = await makeSupplier(db());
    await db().update(suppliers).set({ customDomain: domain }).where(eq(suppliers.id, supplier.id));

    const home = await at(`https://${domain}/?tab=1`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(`of /${supplier.name}?tab=1`);
    const product = await at(`https://${domain}/${supplier.name}/product/1`);
    expect(await product.text()).toContain(`of /${supplier.name}/product/1`);
    const account = await at(`https://${domain}/account/login`);
    expect(await account.text()).toContain('of /account/login');
  });

  it("the site's own root, and a domain nobody saved, stay the site's home", async () => {
    expect(await (await callWorker('/')).text()).toMatch(/of \/$/);
    expect(await (await at(`https://${unique('nobody')}.example.org/`)).text()).toMatch(/of \/$/);
  });
});
