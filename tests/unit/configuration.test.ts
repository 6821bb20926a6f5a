import { describe, expect, it } from 'vitest';
import { assertSafeConfiguration } from '#functions/lib/configuration.ts';

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
