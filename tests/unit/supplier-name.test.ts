import { describe, expect, it } from 'vitest';
import { isValidSupplierName, RESERVED_SUPPLIER_NAMES, suggestSupplierName } from '#src/shared/supplier-name.ts';

describe('supplier URL names', () => {
  it('accepts lower-case letters, digits and dashes, 3 to 40 characters', () => {
    for (const name of ['demo', 'nordic-fasteners', 'abc', 'a1b', '3m-europe', 'x'.repeat(40)]) {
      expect(isValidSupplierName(name), name).toBe(true);
    }
  });

  it('refuses names that are too short, too long, upper-case or with other characters', () => {
    for (const name of ['', 'ab', 'x'.repeat(41), 'Demo', 'demo_co', 'demo co', 'démo', 'demo.co', 'demo/co']) {
      expect(isValidSupplierName(name), name).toBe(false);
    }
  });

  it('refuses a dash at either end', () => {
    expect(isValidSupplierName('-demo')).toBe(false);
    expect(isValidSupplierName('demo-')).toBe(false);
  });

  it('never allows a first path segment the site uses itself', () => {
    for (const name of ['404', 'admin', 'api', 'my', 'account', 'media']) {
      expect(RESERVED_SUPPLIER_NAMES.has(name), name).toBe(true);
      expect(isValidSupplierName(name), name).toBe(false);
    }
    for (const name of ['socket.io', '_astro', 'sitemap.xml', 'robots.txt']) {
      expect(isValidSupplierName(name), name).toBe(false);
    }
  });
});

describe('the address offered for a company name', () => {
  it('turns the name into small letters, digits and single dashes', () => {
    expect(suggestSupplierName('Nordic Fasteners AB')).toBe('nordic-fasteners-ab');
    expect(suggestSupplierName('  Müller & Söhne GmbH. ')).toBe('muller-sohne-gmbh');
    expect(suggestSupplierName('3M — Europe')).toBe('3m-europe');
  });

  it('offers a name the rules accept, cut at 40 characters without a dash at the end', () => {
    const offered = suggestSupplierName(`${'a'.repeat(39)} b`);
    expect(offered).toBe('a'.repeat(39));
    expect(isValidSupplierName(offered)).toBe(true);
  });
});
