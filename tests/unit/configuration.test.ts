import { describe, expect, it } from 'vitest';
import { assertSafeConfiguration, isRefusedHere } from '#functions/lib/configuration.ts';

const SECRET = 'a-production-secret-of-forty-characters!';

describe('a Worker outside local development', () => {
  it('refuses to serve with the committed local secret or a short one', () => {
    const site = 'https://catalog.example.com';
    expect(() =>
      assertSafeConfiguration({
        VITRINE_ENV: 'production',
        APP_SECRET: 'local-development-only-secret-0b6f2c9e',
        SITE_ORIGIN: site,
      }),
    ).toThrow(/APP_SECRET/);
    expect(() =>
      assertSafeConfiguration({ VITRINE_ENV: 'production', APP_SECRET: 'short', SITE_ORIGIN: site }),
    ).toThrow(/APP_SECRET/);
  });

  it('refuses a site origin that is not its own https address: mails and QR codes would send people elsewhere', () => {
    for (const origin of [
      'http://localhost:4321',
      'https://localhost',
      'http://catalog.example.com',
      'https://catalog.example.com/shop',
      // wrangler.toml's placeholder, and the other names reserved for examples and tests.
      'https://vitrine.example',
      'https://vitrine.test',
      'https://shop.invalid',
      '',
    ]) {
      expect(
        () => assertSafeConfiguration({ VITRINE_ENV: 'production', APP_SECRET: SECRET, SITE_ORIGIN: origin }),
        origin,
      ).toThrow(/SITE_ORIGIN/);
    }
    expect(() =>
      assertSafeConfiguration({
        VITRINE_ENV: 'production',
        APP_SECRET: SECRET,
        SITE_ORIGIN: 'https://catalog.example.com',
      }),
    ).not.toThrow();
  });

  it('lets local development run with the local values', () => {
    expect(() =>
      assertSafeConfiguration({
        VITRINE_ENV: 'local',
        APP_SECRET: 'local-development-only-secret-0b6f2c9e',
        SITE_ORIGIN: 'http://localhost:4321',
      }),
    ).not.toThrow();
  });
});

describe('local mode', () => {
  const local = { VITRINE_ENV: 'local' as const };
  const at = (url: string) => new Request(url);

  it('answers this machine: localhost, its loopback addresses and names under .localhost', () => {
    for (const url of [
      'http://localhost:4321/demo',
      'http://127.0.0.1:14321/api/current',
      'http://[::1]:4321/',
      'http://shop.localhost:4321/',
    ])
      expect(isRefusedHere(at(url), local), url).toBe(false);
  });

  it('refuses every other host, so a local configuration deployed by mistake serves nobody', () => {
    for (const url of [
      'https://vitrine.acme.workers.dev/account/mail',
      'https://catalog.example.com/demo',
      'http://192.168.1.20:4321/demo',
      'http://localhost.evil.example/',
    ])
      expect(isRefusedHere(at(url), local), url).toBe(true);
  });

  it('leaves production alone, and any host to the worker tests that ask for it', () => {
    const elsewhere = at('https://catalog.example.com/demo');
    expect(isRefusedHere(elsewhere, { VITRINE_ENV: 'production' })).toBe(false);
    expect(isRefusedHere(elsewhere, { ...local, VITRINE_LOCAL_ANY_HOST: 'yes' })).toBe(false);
  });
});
